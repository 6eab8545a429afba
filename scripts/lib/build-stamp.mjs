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

/**
 * What the repository ignores (.gitignore) is never a source: the generators and `npm run dev`
 * write there (public/img/, public/assets/), and a dev server rewriting them must not make the next
 * `npm start` build again. Read from .gitignore, the one list of generated paths; only its plain
 * entries (no `*`, `?`, `[` or `!`): a name alone matches at any depth, one with a `/` inside
 * matches from the root, as git reads them.
 * @param {string} root
 * @returns {{ names: Set<string>, paths: Set<string> }}
 */
export function ignoredPaths(root) {
  const names = new Set();
  const paths = new Set();
  const file = join(root, '.gitignore');
  for (const line of existsSync(file) ? readFileSync(file, 'utf8').split(/\r?\n/) : []) {
    const entry = line.trim();
    if (!entry || entry.startsWith('#') || /[*?[!\\]/.test(entry)) continue;
    const path = entry.replace(/^\/+/, '').replace(/\/+$/, '');
    if (!path) continue;
    if (entry.startsWith('/') || path.includes('/')) paths.add(path);
    else names.add(path);
  }
  return { names, paths };
}

/**
 * @param {string} root
 * @param {string} path relative to root, with `/`
 * @param {{ names: Set<string>, paths: Set<string> }} ignored
 * @returns {number}
 */
function newestMtime(root, path, ignored) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full)) {
    const child = `${path}/${entry}`;
    if (entry === 'node_modules' || entry.startsWith('.') || ignored.names.has(entry) || ignored.paths.has(child)) continue;
    newest = Math.max(newest, newestMtime(root, child, ignored));
  }
  return newest;
}

/** @param {string} root */
export function newestSourceMtime(root) {
  const ignored = ignoredPaths(root);
  return Math.max(...SOURCE_PATHS.map((path) => newestMtime(root, path, ignored)));
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
