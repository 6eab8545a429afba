#!/usr/bin/env node
/**
 * `npm start`: builds the site when `out/` is missing or stale, then runs it as Cloudflare runs it,
 * on its runtime (wrangler dev, locally): the pages with their `_redirects` and `_headers` rules,
 * and the lead receiver storing leads in a local D1 database and photos in local R2, emailing the
 * business (each email kept as an .eml file in .data/emails/), forwarding to a CRM, and running
 * its Cron Triggers on their schedules.
 *   node scripts/start.mjs [--no-build] [--port 3000] [--host 127.0.0.1] [--state .data/wrangler] [--fresh] [--quiet] [--no-crons] [--inspector-port 9229] [--no-inspector] [--config wrangler.toml]
 * --no-build serves `out/` as it is (`npm run serve`); --host 0.0.0.0 lets other machines in (the
 * default is this machine only); --fresh starts with no leads (the tests); --no-crons runs no Cron
 * Trigger on a timer, only through `/__scheduled?cron=<cron>` (the tests); --inspector-port moves
 * wrangler's debugger port (9229), so several copies can run at once; --no-inspector runs it with no
 * debugger at all (the tests: scripts/lib/worker-dev.mjs WITHOUT_INSPECTOR); --config runs the
 * Worker with another wrangler configuration beside wrangler.toml (the tests: one without a binding).
 * Environment: PORT, HOST, INBOX_STAFF_KEY, LEADS_EXPORT_TOKEN, REQUEST_LINK_KEY and
 * LEAD_FORWARD_SECRET (else each is made and kept in .data/), LEAD_FORWARD_URL, LEAD_ALLOWED_ORIGINS, LEAD_NOTIFY_TO,
 * LEAD_NOTIFY_FROM, LEAD_RETENTION_DAYS, LEAD_RETRY_BASE_SECONDS, LEADS_PER_DAY_LIMIT,
 * PHOTO_MB_PER_DAY_LIMIT, PUBLISHED_CACHE_SECONDS, REVIEW_EMAIL_HOURS, PUBLIC_ORIGIN (the local address unless set) and ACCESS_AUD,
 * ACCESS_TEAM_DOMAIN, ACCESS_CERTS_URL (see docs/configuration.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { staleReason } from './lib/build-stamp.mjs';
import { cronSchedule, cronsOf, scheduledPath } from './lib/crons.mjs';
import localState from './lib/local-state.cjs';
import { DEFAULT_STATE_DIR, FORWARD_SECRET_FILE, ROOT, TOKEN_FILE, TURNSTILE_TEST_SECRET, exportToken, keptSecret, localOrigin, migrate, requestLinkKey, staffKey, staffKeyHint, workerDev } from './lib/worker-dev.mjs';
import { run } from './lib/run.mjs';
import { withLocalSiteKey } from './lib/local-site-key.mjs';

/** The lead inbox's address (lib/shared/pages.ts, `leadInbox`). */
const INBOX_PATH = '/leads/';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    // This machine only, unless asked: the lead inbox and the Cron Triggers' address are on it.
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'no-crons': { type: 'boolean', default: false },
    'inspector-port': { type: 'string' },
    'no-inspector': { type: 'boolean', default: false },
    config: { type: 'string' },
  },
});

if (values['no-build']) {
  if (!existsSync(join(ROOT, 'out', 'index.html'))) {
    console.error('No built site in out/. Run "npm run build" first (npm start does it for you).');
    process.exit(1);
  }
} else {
  // Its build uses Cloudflare's test site key when NEXT_PUBLIC_TURNSTILE_SITE_KEY is unset (scripts/build.mjs), and the local Worker the matching test secret: judged with the same.
  const reason = staleReason(ROOT, withLocalSiteKey(process.env));
  if (reason) {
    console.log(`Building the site first (${reason}) ...`);
    const code = await run(process.execPath, ['scripts/build.mjs'], { cwd: ROOT });
    if (code !== 0) process.exit(code);
  } else {
    console.log('out/ is up to date; serving it.');
  }
}

const migrated = await migrate({ stateDir: values.state, fresh: values.fresh });
if (migrated !== 0) {
  console.error('Could not apply the database migrations (migrations/) to the local database.');
  process.exit(migrated);
}

const port = Number.parseInt(values.port, 10);
const local = localOrigin(values.host, port);
const env = process.env;
const token = exportToken();
const key = staffKey();
// The Worker's schedules, as Cloudflare runs them (wrangler.toml); one npm start cannot time is still run by hand.
const crons = cronsOf(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'));
const timed = values['no-crons']
  ? []
  : crons.filter((cron) => {
      try {
        cronSchedule(cron);
        return true;
      } catch (error) {
        console.warn(`${error instanceof Error ? error.message : error} It runs only by hand (below).`);
        return false;
      }
    });
if (!values.quiet) {
  const emails = localState.keptEmailFolder(values.state);
  console.log(`Leads are stored in ${values.state}/ (D1 and R2, local); each email (to the business, and to a visitor who gave an address) is kept as an .eml file in ${emails}/ (named by the time it was sent).`);
  console.log(`Work them in the lead inbox: ${local}${INBOX_PATH} (sign in with ${staffKeyHint({ host: values.host, key, fromEnv: Boolean(env.INBOX_STAFF_KEY) })})`);
  console.log(`or export them: curl -H "Authorization: Bearer $(cat ${env.LEADS_EXPORT_TOKEN ? '<LEADS_EXPORT_TOKEN>' : TOKEN_FILE})" "${local}/api/leads/export"`);
  if (timed.length) console.log(`Cron Triggers (wrangler.toml) run on their schedules, in UTC: ${timed.join(' and ')}.`);
  for (const cron of crons) console.log(`Run "${cron}" now: curl "${local}${scheduledPath(cron)}"`);
}
process.exit(
  await workerDev({
    port,
    host: values.host,
    stateDir: values.state,
    quiet: values.quiet,
    inspectorPort: values['inspector-port'] ? Number.parseInt(values['inspector-port'], 10) : undefined,
    inspector: !values['no-inspector'],
    config: values.config,
    crons: timed,
    vars: {
      INBOX_STAFF_KEY: key,
      LEADS_EXPORT_TOKEN: token,
      // The links to visitors' own pages, in the emails they get (worker/request-link.ts).
      REQUEST_LINK_KEY: requestLinkKey(),
      // wrangler dev shows the Worker every request as the host in wrangler.toml's routes: the links it writes use this address instead.
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? local,
      ACCESS_AUD: env.ACCESS_AUD,
      ACCESS_TEAM_DOMAIN: env.ACCESS_TEAM_DOMAIN,
      ACCESS_CERTS_URL: env.ACCESS_CERTS_URL,
      LEAD_FORWARD_URL: env.LEAD_FORWARD_URL,
      LEAD_FORWARD_SECRET: env.LEAD_FORWARD_URL ? keptSecret(env.LEAD_FORWARD_SECRET, FORWARD_SECRET_FILE) : undefined,
      LEAD_ALLOWED_ORIGINS: env.LEAD_ALLOWED_ORIGINS,
      LEAD_NOTIFY_TO: env.LEAD_NOTIFY_TO,
      LEAD_NOTIFY_FROM: env.LEAD_NOTIFY_FROM,
      LEAD_RETENTION_DAYS: env.LEAD_RETENTION_DAYS,
      LEAD_RETRY_BASE_SECONDS: env.LEAD_RETRY_BASE_SECONDS,
      LEADS_PER_DAY_LIMIT: env.LEADS_PER_DAY_LIMIT,
      PHOTO_MB_PER_DAY_LIMIT: env.PHOTO_MB_PER_DAY_LIMIT,
      // How long the pages keep what is published before reading D1 again (worker/http/pages.ts); the tests set 0.
      PUBLISHED_CACHE_SECONDS: env.PUBLISHED_CACHE_SECONDS,
      // The UK hours review emails are made in (worker/store/review-invites.ts); the tests set 0-24.
      REVIEW_EMAIL_HOURS: env.REVIEW_EMAIL_HOURS,
      // The human check (worker/http/human-check.ts): unset, Cloudflare's test secret that passes its
      // test site key's token (the local build's widget, lib/shared/forms/human-check.ts), verified by Cloudflare's
      // Siteverify (a machine without internet stores every lead unverified, as the live site would
      // while Cloudflare is unreachable).
      TURNSTILE_SECRET_KEY: env.TURNSTILE_SECRET_KEY ?? TURNSTILE_TEST_SECRET,
      TURNSTILE_SITEVERIFY_URL: env.TURNSTILE_SITEVERIFY_URL,
      TURNSTILE_TIME_LIMIT_MS: env.TURNSTILE_TIME_LIMIT_MS,
    },
  }),
);
