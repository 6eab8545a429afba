#!/usr/bin/env node
/**
 * `npm start`: builds the site when `out/` is missing or stale, then runs it as Cloudflare runs it,
 * on its runtime (wrangler dev, locally): the pages with their `_redirects` and `_headers` rules,
 * and the lead receiver storing leads in a local D1 database and photos in local R2, emailing the
 * business (each email written as an .eml file whose path it prints) and forwarding to a CRM.
 *   node scripts/start.mjs [--no-build] [--port 3000] [--host 0.0.0.0] [--state .data/wrangler] [--fresh] [--quiet] [--test-scheduled] [--inspector-port 9229]
 * --no-build serves `out/` as it is (`npm run serve`); --fresh starts with no leads (the tests);
 * --test-scheduled lets `/__scheduled?cron=<cron>` run a Cron Trigger (the tests); --inspector-port
 * moves wrangler's debugger port (9229), so several copies can run at once (the tests).
 * Environment: PORT, HOST, LEADS_EXPORT_TOKEN and LEAD_FORWARD_SECRET (else each is made and kept
 * in .data/), LEAD_FORWARD_URL, LEAD_ALLOWED_ORIGINS, LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM,
 * LEAD_RETENTION_DAYS, LEAD_RETRY_BASE_SECONDS, LEADS_PER_DAY_LIMIT and PHOTO_MB_PER_DAY_LIMIT
 * (see README, Configuration).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { staleReason } from './lib/build-stamp.mjs';
import { DEFAULT_STATE_DIR, FORWARD_SECRET_FILE, ROOT, TOKEN_FILE, exportToken, keptSecret, migrate, workerDev } from './lib/worker-dev.mjs';
import { run } from './lib/run.mjs';

/** The lead inbox's address (lib/pages.ts, `leadInbox`). */
const INBOX_PATH = '/leads/';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'test-scheduled': { type: 'boolean', default: false },
    'inspector-port': { type: 'string' },
  },
});

if (values['no-build']) {
  if (!existsSync(join(ROOT, 'out', 'index.html'))) {
    console.error('No built site in out/. Run "npm run build" first (npm start does it for you).');
    process.exit(1);
  }
} else {
  const reason = staleReason(ROOT);
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
const local = `http://localhost:${port}`;
const token = exportToken();
if (!values.quiet) {
  console.log(`Leads are stored in ${values.state}/ (D1 and R2, local); each email to the business is written as an .eml file and its path printed below.`);
  // The key this machine made for itself (kept in .data/, git-ignored); one set in the environment is not echoed.
  const key = process.env.LEADS_EXPORT_TOKEN ? 'LEADS_EXPORT_TOKEN' : token;
  console.log(`Work them in the lead inbox: ${local}${INBOX_PATH} (sign in with the key ${key})`);
  console.log(`or export them: curl -H "Authorization: Bearer $(cat ${process.env.LEADS_EXPORT_TOKEN ? '<LEADS_EXPORT_TOKEN>' : TOKEN_FILE})" "${local}/api/leads/export"`);
}
const env = process.env;
process.exit(
  await workerDev({
    port,
    host: values.host,
    stateDir: values.state,
    quiet: values.quiet,
    testScheduled: values['test-scheduled'],
    inspectorPort: values['inspector-port'] ? Number.parseInt(values['inspector-port'], 10) : undefined,
    vars: {
      LEADS_EXPORT_TOKEN: token,
      LEAD_FORWARD_URL: env.LEAD_FORWARD_URL,
      LEAD_FORWARD_SECRET: env.LEAD_FORWARD_URL ? keptSecret(env.LEAD_FORWARD_SECRET, FORWARD_SECRET_FILE) : undefined,
      LEAD_ALLOWED_ORIGINS: env.LEAD_ALLOWED_ORIGINS,
      LEAD_NOTIFY_TO: env.LEAD_NOTIFY_TO,
      LEAD_NOTIFY_FROM: env.LEAD_NOTIFY_FROM,
      LEAD_RETENTION_DAYS: env.LEAD_RETENTION_DAYS,
      LEAD_RETRY_BASE_SECONDS: env.LEAD_RETRY_BASE_SECONDS,
      LEADS_PER_DAY_LIMIT: env.LEADS_PER_DAY_LIMIT,
      PHOTO_MB_PER_DAY_LIMIT: env.PHOTO_MB_PER_DAY_LIMIT,
    },
  }),
);
