/**
 * Runs the site's Worker on Cloudflare's runtime, locally: the D1 migrations applied first, then
 * `wrangler dev`, which serves `out/` as static assets (with `_redirects` and `_headers`) and runs
 * the lead receiver with local D1, R2, the lead queue, rate limiting and send_email, keeping its
 * storage in a folder of the repository (git-ignored). No account and no network. The Worker's
 * settings, secrets among them, reach wrangler in a dotenv file only its owner can read
 * (`<state>/.dev.vars`, `--env-file`), never on its command line. Each email wrangler writes in
 * `<state>/tmp/` is copied at once to a folder that outlives it (local-state.cjs,
 * `keptEmailFolder`). The Cron Triggers run on their schedules unless told not to (crons.mjs).
 * Used by `npm start` and the browser tests.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { connect } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scheduledPath, startCronTimer } from './crons.mjs';
import { writeDevVars } from './dev-vars.mjs';

/**
 * Cloudflare's Turnstile test secret that always passes (lib/shared/forms/human-check.ts TURNSTILE_TEST_SECRETS,
 * held equal by lib/shared/forms/human-check.test.ts): a local run's Worker verifies its local build's test
 * widget with it, unless TURNSTILE_SECRET_KEY is set. Never a live setting.
 */
export const TURNSTILE_TEST_SECRET = '1x0000000000000000000000000000000AA';
import { keepEmails } from './email-keeper.mjs';
import localState from './local-state.cjs';
import { run } from './run.mjs';

const { devVarsFile, keptEmailFolder } = localState;

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** The D1 database of wrangler.toml, by name. */
export const DATABASE = 'ember-leads';
export const { DEFAULT_STATE_DIR } = localState;
/** Where `npm start` keeps the secrets it made, so they stay the same from one start to the next. */
export const TOKEN_FILE = '.data/leads-export-token';
export const STAFF_KEY_FILE = '.data/inbox-staff-key';
export const FORWARD_SECRET_FILE = '.data/lead-forward-secret';
export const REQUEST_LINK_KEY_FILE = '.data/request-link-key';

/** Wrangler without its usage reports (they would wait on a network we may not have). */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

/** Where, under a state folder, wrangler writes its debug log (one file a start). */
export const WRANGLER_LOG_FOLDER = 'wrangler-logs';

/**
 * wrangler dev without its debugger, for the tests: its inspector proxy asks the runtime for an
 * event about every request the Worker makes (each page it serves from the static assets among
 * them) and hands each to wrangler's Node process, which writes it to its debug log: 15,000
 * entries and 11 MB a browser-test run, a third of wrangler's CPU and a fifth of the runtime's.
 * wrangler 4.86 has no flag for it; it leaves the proxy out when it runs in VS Code's debug
 * terminal, which it knows by this variable (Node and wrangler read it for nothing else).
 */
export const WITHOUT_INSPECTOR = { VSCODE_INSPECTOR_OPTIONS: '{}' };

/**
 * The folder under the state where wrangler's runtime writes its temporary files, the emails
 * among them (`miniflare-*` + `/files/email/*.eml`), deleted when it stops.
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
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}

/**
 * The export token (the export, photos and erasure, and a CRM's key): LEADS_EXPORT_TOKEN if set, else the one kept in TOKEN_FILE.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const exportToken = (env = process.env) => keptSecret(env.LEADS_EXPORT_TOKEN, TOKEN_FILE);

/**
 * The staff's key to the lead inbox: INBOX_STAFF_KEY if set, else the one kept in STAFF_KEY_FILE.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const staffKey = (env = process.env) => keptSecret(env.INBOX_STAFF_KEY, STAFF_KEY_FILE);

/**
 * The key the links to visitors' own pages are made with: REQUEST_LINK_KEY if set, else the one
 * kept in REQUEST_LINK_KEY_FILE (kept, so a link in an email written yesterday still opens today).
 * @param {NodeJS.ProcessEnv} [env]
 */
export const requestLinkKey = (env = process.env) => keptSecret(env.REQUEST_LINK_KEY, REQUEST_LINK_KEY_FILE);

/**
 * Whether an address to listen on is this machine's own (loopback), so nobody else can reach it.
 * @param {string} host
 */
export const isLoopback = (host) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

/** Addresses that mean every address of the machine. */
const EVERY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);
/** @param {string} host */
const inUrl = (host) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The origin a browser on this machine opens for a server listening on `host`: `localhost` for
 * this machine's own or every address, else the address itself.
 * @param {string} host
 * @param {number} port
 */
export const localOrigin = (host, port) => `http://${isLoopback(host) || EVERY_ADDRESS.has(host) ? 'localhost' : inUrl(host)}:${port}`;

/**
 * How `npm start` tells staff to sign in to the lead inbox: with the key itself only while the
 * server listens on this machine's own address (nobody else can reach it, and the key is this
 * machine's); else where the key is kept. A key set in the environment is never echoed.
 * @param {{ host: string, key: string, fromEnv: boolean }} options
 */
export function staffKeyHint({ host, key, fromEnv }) {
  if (fromEnv) return 'the key in INBOX_STAFF_KEY';
  return isLoopback(host) ? `the staff key ${key}` : `the staff key kept in ${STAFF_KEY_FILE}`;
}

/** The migrations of the local database, in order. */
const MIGRATIONS = join(ROOT, 'migrations');
/** Where a database freshly migrated is kept, one per set of migrations, to be copied into each fresh state folder. */
const MIGRATED_TEMPLATES = join(ROOT, '.data', '.migrated');
/** In a state folder's D1 folder: the migrations it has had, so a start with nothing new runs no wrangler for them. */
const MIGRATED_MARK = join('v3', 'd1', '.migrated');

/**
 * What a local database migrated by this checkout is: the migrations' names and SQL, and the
 * wrangler that wrote its files (another could lay them out differently).
 * @param {string} [migrations] the migrations folder
 */
export function migrationsSignature(migrations = MIGRATIONS) {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(join(ROOT, 'node_modules', 'wrangler', 'package.json'), 'utf8')).version);
  for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort()) hash.update(`\0${file}\0`).update(readFileSync(join(migrations, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * wrangler's own `d1 migrations apply` on the local database in `state` (an absolute path).
 * @param {string} state
 * @returns {Promise<number>} the exit code
 */
const applyWithWrangler = (state) =>
  run(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', state], {
    cwd: ROOT,
    env: { ...WRANGLER_ENV, CI: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/**
 * Applies the migrations in migrations/ to the local database in `stateDir` (a fresh one with
 * `fresh`). wrangler applies them (about 3 s of its start-up a time): once per set of migrations
 * into a template that each fresh state folder then copies, and into a kept state folder only when
 * it has not had them all (its mark says which it had).
 * @param {{ stateDir: string, fresh?: boolean, apply?: (state: string) => Promise<number>, migrations?: string, templates?: string }} options
 *   `apply`, `migrations` and `templates` are for tests: the runner, the migrations and where templates are kept
 * @returns {Promise<number>} the exit code
 */
export async function migrate({ stateDir, fresh = false, apply = applyWithWrangler, migrations = MIGRATIONS, templates = MIGRATED_TEMPLATES }) {
  const state = resolve(ROOT, stateDir);
  const signature = migrationsSignature(migrations);
  const mark = join(state, MIGRATED_MARK);
  if (fresh) rmSync(state, { recursive: true, force: true });
  else if (existsSync(mark) && readFileSync(mark, 'utf8') === signature) return 0;
  if (fresh || !existsSync(state)) {
    const template = join(templates, signature);
    if (!existsSync(template)) {
      // Made aside and renamed into place, so copies started at once never see half a template.
      const making = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
      const code = await apply(making);
      if (code !== 0) {
        rmSync(making, { recursive: true, force: true });
        return code;
      }
      writeFileSync(join(making, MIGRATED_MARK), signature);
      try {
        renameSync(making, template);
      } catch {
        // Another start made it first: theirs is the same.
        rmSync(making, { recursive: true, force: true });
      }
    }
    cpSync(template, state, { recursive: true });
    return 0;
  }
  const code = await apply(state);
  if (code === 0) writeFileSync(mark, signature);
  return code;
}

/**
 * How `wrangler dev` is started on the Worker and `out/`, on `host`:`port` with its storage in
 * `stateDir`: its command line, which names the settings file and holds nothing secret; its
 * environment, from which the settings are taken out (they are in the file only); and the file.
 * `/__scheduled?cron=` is always open: it is how the Cron Triggers run locally.
 * `config` is another wrangler configuration than wrangler.toml (in the same folder, as its paths are its own).
 * wrangler's own debug log goes beside the state it ran with (WRANGLER_LOG_PATH), not into the
 * user's home folder. `inspector: false` runs it without its debugger (WITHOUT_INSPECTOR).
 * @param {{ port: number, host: string, stateDir: string, vars: Record<string, string | undefined>, quiet?: boolean, inspectorPort?: number, inspector?: boolean, config?: string, env?: Record<string, string | undefined> }} options
 * @returns {{ args: string[], env: NodeJS.ProcessEnv, envFile: string, tmp: string }}
 */
export function wranglerDevLaunch({ port, host, stateDir, vars, quiet = false, inspectorPort, inspector = true, config, env = WRANGLER_ENV }) {
  const envFile = resolve(ROOT, devVarsFile(stateDir));
  const tmp = emailFolder(stateDir);
  const args = [WRANGLER, 'dev', '--local', '--port', String(port), '--ip', host, '--persist-to', resolve(ROOT, stateDir), '--env-file', envFile, '--test-scheduled', '--show-interactive-dev-session=false'];
  if (quiet) args.push('--log-level', 'warn');
  if (inspector && inspectorPort) args.push('--inspector-port', String(inspectorPort));
  if (config) args.push('--config', resolve(ROOT, config));
  const own = { TMPDIR: tmp, WRANGLER_LOG_PATH: resolve(ROOT, stateDir, WRANGLER_LOG_FOLDER), ...(inspector ? {} : WITHOUT_INSPECTOR) };
  const childEnv = /** @type {NodeJS.ProcessEnv} */ (Object.fromEntries(Object.entries({ ...env, ...own }).filter(([name]) => !(name in vars))));
  return { args, env: childEnv, envFile, tmp };
}

/** wrangler's warning that it could not fetch Cloudflare's request metadata, printed with an `Error:` and its stack when there is no internet. */
const CF_WARNING = /Unable to fetch the `Request\.cf` object/;
/** What is said instead, once a run. */
export const CF_NOTE = "wrangler could not fetch Cloudflare's request metadata (Request.cf: no internet here), so a placeholder stands in: harmless for a local run.";

/**
 * wrangler's output, line by line, as `npm start` prints it: its Request.cf warning said once, in
 * one plain line (CF_NOTE), without the error and stack that follow it; every other line as it is.
 * @returns {(line: string) => string | null} the line to print, or null for none
 */
export function wranglerOutput() {
  let said = false;
  let inWarning = false;
  return (line) => {
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    if (CF_WARNING.test(plain)) {
      inWarning = true;
      if (said) return null;
      said = true;
      return CF_NOTE;
    }
    if (inWarning && /^\s*(\w*Error\b|at |\[cause\]|})/.test(plain)) return null;
    inWarning = false;
    return line;
  };
}

/**
 * Answers true once something listens on `host`:`port` (wrangler holds requests from then until
 * the Worker is ready), or false if `stopped` says the server ended first. A connection, not a
 * request, so nothing shows in wrangler's log.
 * @param {string} host
 * @param {number} port
 * @param {() => boolean} stopped
 */
async function listening(host, port, stopped) {
  while (!stopped()) {
    const open = await new Promise((answer) => {
      const socket = connect({ host, port }, () => {
        socket.end();
        answer(true);
      });
      socket.on('error', () => answer(false));
    });
    if (open) return true;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return false;
}

/**
 * Starts `wrangler dev` on the Worker and `out/`; resolves with its exit code when it stops. Its
 * settings (the keys, the forward URL and secret, the email addresses, ...) are written to
 * `<state>/.dev.vars` (0600) for the run and removed after it; `crons` are run on their schedules
 * once it serves (none for the tests, which run one when they choose through `/__scheduled`).
 * @param {{ port: number, host: string, stateDir: string, vars: Record<string, string | undefined>, quiet?: boolean, inspectorPort?: number, inspector?: boolean, config?: string, crons?: string[] }} options
 * @returns {Promise<number>}
 */
export async function workerDev({ port, host, stateDir, vars, quiet = false, inspectorPort, inspector = true, config, crons = [] }) {
  const launch = wranglerDevLaunch({ port, host, stateDir, vars, quiet, inspectorPort, inspector, config });
  writeDevVars(launch.envFile, vars);
  mkdirSync(launch.tmp, { recursive: true });
  // wrangler prints where it wrote each email, a folder it deletes when it stops: where the copy is kept follows.
  const keeper = keepEmails({ from: launch.tmp, to: resolve(ROOT, keptEmailFolder(stateDir)), onKept: quiet ? undefined : (path) => console.log(`Email kept as ${relative(ROOT, path)}${path.endsWith('.eml') ? ` (to read: ${relative(ROOT, path)}.txt)` : ''}`) });
  // Its output through wranglerOutput, in colour still when this prints to a terminal.
  const colour = process.stdout.isTTY && !('FORCE_COLOR' in launch.env) ? { FORCE_COLOR: '1' } : {};
  const child = spawn(process.execPath, launch.args, { cwd: ROOT, env: { ...launch.env, ...colour }, stdio: ['inherit', 'pipe', 'inherit'] });
  const printed = wranglerOutput();
  /** @type {Promise<void>} */
  const outputRead = new Promise((done) => {
    if (!child.stdout) return done();
    createInterface({ input: child.stdout, crlfDelay: Infinity })
      .on('line', (line) => {
        const shown = printed(line);
        if (shown !== null) console.log(shown);
      })
      .on('close', () => done());
  });
  let ended = false;
  const exited = new Promise((resolveExit) => {
    child.on('error', (error) => {
      console.error(`Could not start wrangler: ${error.message}`);
      resolveExit(127);
    });
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 0 : 1)));
  }).finally(() => (ended = true));
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    // wrangler deletes its temporary folder as it stops: the last emails are kept first.
    keeper.scan();
    child.kill(signal);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => forward(signal));
  /** @type {{ stop(): void } | undefined} */
  let timer;
  if (crons.length) {
    const reach = EVERY_ADDRESS.has(host) ? '127.0.0.1' : host.replace(/^\[(.*)\]$/, '$1');
    const origin = `http://${inUrl(reach)}:${port}`;
    void listening(reach, port, () => ended).then((ready) => {
      if (!ready) return;
      timer = startCronTimer({
        crons,
        run: async (cron) => {
          const response = await fetch(`${origin}${scheduledPath(cron)}`).catch((error) => error);
          if (!(response instanceof Response) || !response.ok) console.error(`Cron Trigger "${cron}" failed: ${response instanceof Response ? `${response.status} ${await response.text()}` : response}`);
        },
      });
    });
  }
  const code = /** @type {number} */ (await exited);
  // The last of its output (why it stopped, say), unless something it started still holds the pipe.
  await Promise.race([outputRead, new Promise((wait) => setTimeout(wait, 1000))]);
  timer?.stop();
  keeper.stop();
  rmSync(launch.envFile, { force: true });
  return code;
}
