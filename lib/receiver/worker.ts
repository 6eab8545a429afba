/**
 * The site's Worker (wrangler.toml `main`): a thin router over lib/receiver/. Requests for
 * `/api/*` come here (`run_worker_first`); every other request is a static file of out/, served by
 * the assets binding with the _redirects and _headers the build writes. `/api/leads/inbox/*` is the
 * staff inbox's (lib/receiver/inbox.ts). It also works the lead queue (the business's email and
 * the CRM forward of each lead) and runs the Cron Triggers.
 */
import { EmailMessage } from 'cloudflare:email';
import { eraseLead, exportLeads, receiveLead, servePhoto } from './handlers';
import { json } from './http';
import { handleInbox } from './inbox';
import { storeFor } from './lead-store';
import { DAILY_CRON, cleanUp, retentionDays, sweep } from './housekeeping';
import { JOB_RETRY_BASE_SECONDS, createJobRunner } from './jobs';
import type { ExecutionContext, JobMessage, MessageBatch, ReceiverEnv, ScheduledController } from './platform';

const jobRunner = (env: ReceiverEnv) => createJobRunner({ db: env.DB, store: storeFor(env), env, emailMessage: (from, to, raw) => new EmailMessage(from, to, raw) });

const worker = {
  async fetch(request: Request, env: ReceiverEnv, ctx: ExecutionContext): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/')) return env.ASSETS.fetch(request);
    const [, , area, first, second, third, ...rest] = path.split('/');
    if (area === 'leads' && first === 'inbox') return handleInbox(request, env, path.split('/').slice(4));
    if (area !== 'leads' || !first || rest.length) return json(404, { error: 'No such address' });
    if (first === 'export' && second === undefined) return exportLeads(request, env);
    if (first === 'photos' && second && third) return servePhoto(request, env, decodeURIComponent(second), third);
    if (second !== undefined) return json(404, { error: 'No such address' });
    if (first === 'callback' || first === 'lead') return receiveLead(request, env, ctx, first);
    return eraseLead(request, env, decodeURIComponent(first));
  },

  async queue(batch: MessageBatch<JobMessage>, env: ReceiverEnv): Promise<void> {
    const runner = jobRunner(env);
    // Each lead's email and forward are independent: one slow CRM never holds up another lead's email.
    await Promise.all(
      batch.messages.map(async (message) => {
        try {
          const outcome = await runner.run(message.body);
          if (outcome) message.retry({ delaySeconds: outcome.retryInSeconds });
          else message.ack();
        } catch (error) {
          console.error(`Lead job ${JSON.stringify(message.body)} could not be worked`, error);
          message.retry({ delaySeconds: JOB_RETRY_BASE_SECONDS });
        }
      }),
    );
  },

  async scheduled(controller: ScheduledController, env: ReceiverEnv): Promise<void> {
    if (controller.cron === DAILY_CRON) {
      const done = await cleanUp({ store: storeFor(env), db: env.DB, bucket: env.PHOTOS, retentionDays: retentionDays(env.LEAD_RETENTION_DAYS), now: new Date(controller.scheduledTime) });
      console.log(`Clean-up: ${done.expiredLeads} leads past retention, ${done.orphanedPhotos} photos no lead held, ${done.staleClaims} stale claims, ${done.expiredSessions} expired sessions removed`);
      return;
    }
    const queued = await sweep(jobRunner(env), env.LEAD_JOBS);
    if (queued) console.log(`Sweep: ${queued} due jobs queued again`);
  },
};

export default worker;
