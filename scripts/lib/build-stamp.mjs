/**
 * Records what the last build was made from (the time and the public configuration), so
 * `npm start` can tell whether `out/` is stale: missing, older than the sources, or built with
 * other settings (for example by `npm test`, which points the forms at a test receiver).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const STAMP_FILE = '.next/site-build-stamp.json';

/** Files and folders whose changes mean the site must be built again. */
export const SOURCE_PATHS = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * The build-time configuration that ends up in the pages.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildEnv(env = process.env) {
  return Object.fromEntries(
    Object.keys(env)
      .filter((key) => key.startsWith('NEXT_PUBLIC_'))
      .sort()
      .map((key) => [key, env[key]]),
  );
}

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** @param {string} root */
export function newestSourceMtime(root) {
  return Math.max(...SOURCE_PATHS.map((path) => newestMtime(join(root, path))));
}

/**
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @param {number} [durationSeconds]
 */
export function writeStamp(root, env = process.env, durationSeconds = undefined) {
  const file = join(root, STAMP_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ builtAt: Date.now(), env: buildEnv(env), durationSeconds }, null, 2));
}

/**
 * Why `out/` must be rebuilt, or null when it is up to date.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ ignoreEnv?: boolean }} [options]
 * @returns {string | null}
 */
export function staleReason(root, env = process.env, { ignoreEnv = false } = {}) {
  if (!existsSync(join(root, 'out', 'index.html'))) return 'out/ has not been built yet';
  const file = join(root, STAMP_FILE);
  if (!existsSync(file)) return 'no record of the last build';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return 'the record of the last build is unreadable';
  }
  if (!ignoreEnv && JSON.stringify(stamp.env) !== JSON.stringify(buildEnv(env))) return 'the NEXT_PUBLIC_* settings changed';
  if (newestSourceMtime(root) > stamp.builtAt) return 'sources changed since the last build';
  return null;
}
