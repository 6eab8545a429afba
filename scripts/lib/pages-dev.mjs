/**
 * Serves `out/` with the lead receiver (functions/) on Cloudflare's runtime, locally: the D1
 * migrations applied first, then `wrangler pages dev`, with D1 and R2 kept in a folder of the
 * repository (git-ignored). No account and no network. Used by `npm start` and the browser tests.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** The D1 database of wrangler.toml, by name. */
export const DATABASE = 'ember-leads';
/** Where `npm start` keeps its local leads (D1) and photos (R2). */
export const DEFAULT_STATE_DIR = '.data/wrangler';
/** Where `npm start` keeps the export token it made, so it stays the same from one start to the next. */
export const TOKEN_FILE = '.data/leads-export-token';

/** Wrangler without its usage reports (they would wait on a network we may not have). */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

/**
 * The export token: LEADS_EXPORT_TOKEN if set, else the one kept in TOKEN_FILE, made on first use.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function exportToken(env = process.env) {
  if (env.LEADS_EXPORT_TOKEN) return env.LEADS_EXPORT_TOKEN;
  const file = join(ROOT, TOKEN_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  const token = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`);
  chmodSync(file, 0o600);
  return token;
}

/**
 * Applies the migrations in migrations/ to the local database in `stateDir` (a fresh one with `fresh`).
 * @param {{ stateDir: string, fresh?: boolean }} options
 * @returns {Promise<number>} the exit code
 */
export async function migrate({ stateDir, fresh = false }) {
  const state = resolve(ROOT, stateDir);
  if (fresh) rmSync(state, { recursive: true, force: true });
  return run(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', state], {
    cwd: ROOT,
    env: { ...WRANGLER_ENV, CI: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts `wrangler pages dev` on `out/`; resolves with its exit code when it stops. Its settings
 * (the export token, LEAD_FORWARD_URL, LEAD_ALLOWED_ORIGINS) are passed as bindings.
 * @param {{ port: number, host: string, stateDir: string, bindings: Record<string, string | undefined>, quiet?: boolean }} options
 * @returns {Promise<number>}
 */
export function pagesDev({ port, host, stateDir, bindings, quiet = false }) {
  const args = [WRANGLER, 'pages', 'dev', 'out', '--port', String(port), '--ip', host, '--persist-to', resolve(ROOT, stateDir), '--show-interactive-dev-session=false'];
  if (quiet) args.push('--log-level', 'warn');
  for (const [name, value] of Object.entries(bindings)) if (value) args.push('--binding', `${name}=${value}`);
  return new Promise((resolveExit) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: WRANGLER_ENV, stdio: 'inherit' });
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal);
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => forward(signal));
    child.on('error', (error) => {
      console.error(`Could not start wrangler: ${error.message}`);
      resolveExit(127);
    });
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 0 : 1)));
  });
}
