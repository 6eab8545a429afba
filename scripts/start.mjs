#!/usr/bin/env node
/**
 * `npm start`: builds the site when `out/` is missing or stale, then serves it as Cloudflare Pages
 * does, on Cloudflare's runtime (wrangler, locally): the pages, the `_redirects` and `_headers`
 * rules, and the lead receiver storing leads in a local D1 database and photos in local R2.
 *   node scripts/start.mjs [--no-build] [--port 3000] [--host 0.0.0.0] [--state .data/wrangler] [--fresh] [--quiet]
 * --no-build serves `out/` as it is (`npm run serve`); --fresh starts with no leads (the tests).
 * Environment: PORT, HOST, LEADS_EXPORT_TOKEN (else one is made and kept in .data/),
 * LEAD_FORWARD_URL and LEAD_ALLOWED_ORIGINS (see README, Leads).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { staleReason } from './lib/build-stamp.mjs';
import { DEFAULT_STATE_DIR, ROOT, TOKEN_FILE, exportToken, migrate, pagesDev } from './lib/pages-dev.mjs';
import { run } from './lib/run.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
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
const token = exportToken();
const local = `http://localhost:${port}`;
console.log(`Leads are stored in ${values.state}/ (D1 and R2, local). Read them with:`);
console.log(`  curl -H "Authorization: Bearer $(cat ${process.env.LEADS_EXPORT_TOKEN ? '<LEADS_EXPORT_TOKEN>' : TOKEN_FILE})" "${local}/api/leads/export"`);
process.exit(
  await pagesDev({
    port,
    host: values.host,
    stateDir: values.state,
    quiet: values.quiet,
    bindings: { LEADS_EXPORT_TOKEN: token, LEAD_FORWARD_URL: process.env.LEAD_FORWARD_URL, LEAD_ALLOWED_ORIGINS: process.env.LEAD_ALLOWED_ORIGINS },
  }),
);
