/**
 * Runs the site's Worker on Cloudflare's runtime, locally: the D1 migrations applied first, then
 * `wrangler dev`, which serves `out/` as static assets (with `_redirects` and `_headers`) and runs
 * the lead receiver with local D1, R2, the lead queue, rate limiting and send_email, keeping its
 * storage in a folder of the repository (git-ignored). No account and no network. Each email is
 * written as an .eml file in `<state>/tmp/` (wrangler logs its path). Used by `npm start` and the
 * browser tests.
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
/** Where `npm start` keeps its local leads (D1), photos (R2) and emails. */
export const DEFAULT_STATE_DIR = '.data/wrangler';
/** Where `npm start` keeps the secrets it made, so they stay the same from one start to the next. */
export const TOKEN_FILE = '.data/leads-export-token';
export const FORWARD_SECRET_FILE = '.data/lead-forward-secret';

/** Wrangler without its usage reports (they would wait on a network we may not have). */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

/**
 * The folder under the state where wrangler's runtime writes its temporary files, the emails
 * among them (`miniflare-*` + `/files/email/*.eml`).
 * @param {string} stateDir
 */
export const emailFolder = (stateDir) => resolve(ROOT, stateDir, 'tmp');

/**
 * A secret from the environment if set, else the one kept in `file`, made on first use (32 random bytes as hex).
 * @param {string | undefined} fromEnv
 * @param {string} file
 * @returns {string}
 */
export function keptSecret(fromEnv, file) {
  if (fromEnv) return fromEnv;
  const path = join(ROOT, file);
  if (existsSync(path)) {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept) return kept;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${secret}\n`);
  chmodSync(path, 0o600);
  return secret;
}

/**
 * The export token: LEADS_EXPORT_TOKEN if set, else the one kept in TOKEN_FILE.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const exportToken = (env = process.env) => keptSecret(env.LEADS_EXPORT_TOKEN, TOKEN_FILE);

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
 * Starts `wrangler dev` on the Worker and `out/`; resolves with its exit code when it stops. Its
 * settings (the export token, the forward URL and secret, the email addresses, ...) are passed as
 * variables; `testScheduled` opens `/__scheduled?cron=...` to run a Cron Trigger by hand.
 * @param {{ port: number, host: string, stateDir: string, vars: Record<string, string | undefined>, quiet?: boolean, testScheduled?: boolean, inspectorPort?: number }} options
 * @returns {Promise<number>}
 */
export function workerDev({ port, host, stateDir, vars, quiet = false, testScheduled = false, inspectorPort }) {
  const args = [WRANGLER, 'dev', '--local', '--port', String(port), '--ip', host, '--persist-to', resolve(ROOT, stateDir), '--show-interactive-dev-session=false'];
  if (quiet) args.push('--log-level', 'warn');
  if (testScheduled) args.push('--test-scheduled');
  if (inspectorPort) args.push('--inspector-port', String(inspectorPort));
  for (const [name, value] of Object.entries(vars)) if (value) args.push('--var', `${name}:${value}`);
  const tmp = emailFolder(stateDir);
  mkdirSync(tmp, { recursive: true });
  return new Promise((resolveExit) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...WRANGLER_ENV, TMPDIR: tmp }, stdio: 'inherit' });
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
