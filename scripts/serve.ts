/**
 * Serves the built site in `out/` like a CDN would, and receives the lead webhooks locally.
 *   npx tsx scripts/serve.ts [--port 3000] [--dir out] [--strip-scripts]
 * --strip-scripts serves every page without its `<script>` elements and script preloads (the
 * "no scripts" variant of `npm run bench`).
 * Environment: PORT, HOST (default 0.0.0.0), LEADS_FILE (default .data/leads.ndjson).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSiteServer } from './lib/site-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    dir: { type: 'string', default: 'out' },
    'strip-scripts': { type: 'boolean', default: false },
  },
});

const dir = resolve(values.dir);
if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`No built site in ${dir}. Run "npm run build" first (npm start does it for you).`);
  process.exit(1);
}
const leadsFile = resolve(process.env.LEADS_FILE ?? '.data/leads.ndjson');
const port = Number.parseInt(values.port, 10);

const stripScripts = values['strip-scripts'];
const server = createSiteServer({ dir, leadsFile, stripScripts });
server.listen(port, values.host, () => {
  console.log(`Serving ${dir}${stripScripts ? ' without scripts' : ''} on http://localhost:${port}`);
  console.log(`Leads sent to /api/leads/callback and /api/leads/lead are checked and appended to ${leadsFile}`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
// Started with an IPC channel (by `npm run bench`): stop with the process that started it, even when that one is killed.
if (process.send) process.on('disconnect', stop);
