/**
 * The site's Worker (wrangler.toml `main`). Requests for `/api/*` come here (`run_worker_first`)
 * and go to the router (worker/app.ts); so do the pages that carry evidence slots (the reviews pages,
 * each town's and each service-in-town page), which worker/http/pages.ts fills from D1; every other
 * request is a static file of out/, served by the assets binding with the _redirects and _headers the build writes. It also works the lead queue
 * (the business's email and the CRM forward of each lead, and the notices about the site:
 * worker/delivery/jobs.ts) and runs the Cron Triggers (worker/cron/housekeeping.ts, and daily the
 * failure email: worker/delivery/notices.ts).
 */
import { EmailMessage } from 'cloudflare:email';
import { app } from './app';
import type { JobMessage, WorkerEnv } from './env';
import { cleanUp, retentionDays, sweep } from './cron/housekeeping';
import { DAILY_CRON } from './cron/schedule';
import { diaryMail } from './cron/diary-mail';
import { reviewMail } from './cron/review-mail';
import { JOB_RETRY_BASE_SECONDS, createJobRunner, noticesFor } from './delivery/jobs';
import { storeFor } from './store/leads';
import { usageDay } from './limits';
import { usageFor } from './store/usage';
import { servePage } from './http/pages';

const jobRunner = (env: WorkerEnv) => createJobRunner({ db: env.DB, store: storeFor(env), env, emailMessage: (from, to, raw) => new EmailMessage(from, to, raw) });

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    // The pages with evidence slots (run_worker_first lists them): filled at the edge (worker/http/pages.ts).
    if (!pathname.startsWith('/api/')) return pathname === '/__scheduled' ? env.ASSETS.fetch(request) : servePage(request, env);
    return app.fetch(request, env, ctx);
  },

  async queue(batch, env) {
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

  async scheduled(controller, env) {
    if (controller.cron === DAILY_CRON) {
      // The daily failure email (any email, forward or erasure notice that gave up) and the clean-up
      // (the retention duty) each run whatever befalls the other; a step that failed fails the run after.
      const now = new Date(controller.scheduledTime);
      const [notices, usage] = await Promise.allSettled([noticesFor(env).daily(), usageFor(env).dropOld(usageDay(now))]);
      if (notices.status === 'fulfilled' && notices.value.failed) console.log(`Daily failure email: ${notices.value.failed} deliveries stand failed`);
      const done = await cleanUp({ store: storeFor(env), db: env.DB, bucket: env.PHOTOS, retentionDays: retentionDays(env.LEAD_RETENTION_DAYS), now });
      console.log(`Clean-up: ${done.expiredLeads} leads past retention, ${done.staleClaims} stale claims, ${done.expiredErasedIds} old records of erased ids, ${done.expiredSessions} expired sessions, ${done.expiredReviews} reviews past their keeping, ${done.orphanedPhotos} photos no lead held removed${done.finished ? '' : '; the rest goes on the next run'}`);
      for (const step of [notices, usage]) if (step.status === 'rejected') throw step.reason;
      return;
    }
    // The diary's reminders and the day's list, when their hour has come (once each), then the sweep.
    const mailed = await diaryMail(env, new Date(controller.scheduledTime)).catch((error: unknown) => {
      console.error('The diary\'s reminders or day list could not be made (the next sweep tries again)', error);
      return null;
    });
    if (mailed?.reminded) console.log(`Diary: ${mailed.reminded} reminders for tomorrow's surveys`);
    if (mailed?.dayList) console.log("Diary: today's list of surveys is on its way to the business");
    // The review invitations and reminders now due (during the day only), each once.
    const asked = await reviewMail(env, new Date(controller.scheduledTime)).catch((error: unknown) => {
      console.error('The review invitations could not be made (the next sweep tries again)', error);
      return null;
    });
    if (asked?.invited || asked?.reminded) console.log(`Reviews: ${asked.invited} invitations, ${asked.reminded} reminders`);
    const queued = await sweep(jobRunner(env), env.LEAD_JOBS);
    if (queued) console.log(`Sweep: ${queued} due jobs queued again`);
  },
} satisfies ExportedHandler<WorkerEnv, JobMessage>;
