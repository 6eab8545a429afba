/**
 * The bench's static server, started by `npm run bench` as a child process (see lib/static-server.ts):
 *   npx tsx scripts/static-server.ts [--port 3301] [--host 127.0.0.1] [--dir out] [--strip-scripts]
 * --strip-scripts serves every page without its `<script>` elements and script preloads (the
 * "no scripts" variant). To serve the site itself, use `npm start`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './lib/static-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3301' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'out' },
    'strip-scripts': { type: 'boolean', default: false },
  },
});

const dir = resolve(values.dir);
if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`No built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}
const stripScripts = values['strip-scripts'];
const server = createStaticServer({ dir, stripScripts });
server.listen(Number.parseInt(values.port, 10), values.host, () => {
  console.log(`Serving ${dir}${stripScripts ? ' without scripts' : ''} on http://${values.host}:${values.port}`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
// Started with an IPC channel (by `npm run bench`): stop with the process that started it, even when that one is killed.
if (process.send) process.on('disconnect', stop);
