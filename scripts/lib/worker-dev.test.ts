/**
 * How `npm start` starts wrangler dev (scripts/lib/worker-dev.mjs): its settings, secrets among
 * them, in the state folder's settings file and never on wrangler's command line or in its
 * environment; the staff key shown only while the server is this machine's alone; and wrangler's
 * output as npm start prints it.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import localState from './local-state.cjs';
import { CF_NOTE, ROOT, STAFF_KEY_FILE, WITHOUT_INSPECTOR, WRANGLER_LOG_FOLDER, isLoopback, localOrigin, migrate, staffKeyHint, wranglerDevLaunch, wranglerOutput } from './worker-dev.mjs';

const secrets = { INBOX_STAFF_KEY: 'staff-key-0123456789abcdefghijklmnopqrstuv', LEADS_EXPORT_TOKEN: 'export-token-0123456789abcdefghijklmnopqr', LEAD_FORWARD_SECRET: 'forward-secret-0123456789abcdefghijklmnop' };

describe("wrangler dev's launch", () => {
  const launch = (env: Record<string, string> = {}) =>
    wranglerDevLaunch({ port: 3000, host: '127.0.0.1', stateDir: '.data/e2e-launch', vars: { ...secrets, LEAD_NOTIFY_TO: 'hello@emberhomeheating.co.uk', LEAD_FORWARD_URL: undefined }, quiet: true, inspectorPort: 9333, env });

  it('names the settings file of its state folder and holds no setting on its command line', () => {
    const { args, envFile } = launch();
    expect(envFile).toBe(resolve(ROOT, localState.devVarsFile('.data/e2e-launch')));
    expect(args[args.indexOf('--env-file') + 1]).toBe(envFile);
    expect(args).not.toContain('--var');
    const line = args.join(' ');
    for (const value of [...Object.values(secrets), 'hello@emberhomeheating.co.uk']) expect(line).not.toContain(value);
    expect(args).toEqual(expect.arrayContaining(['--ip', '127.0.0.1', '--port', '3000', '--test-scheduled', '--inspector-port', '9333']));
  });

  it("keeps wrangler's debug log beside its state, and without the debugger (the tests) takes no debugger port and has wrangler leave its inspector proxy out", () => {
    const { env } = launch();
    expect(env.WRANGLER_LOG_PATH).toBe(resolve(ROOT, '.data/e2e-launch', WRANGLER_LOG_FOLDER));
    expect(env).not.toHaveProperty('VSCODE_INSPECTOR_OPTIONS');
    const bare = wranglerDevLaunch({ port: 3000, host: '127.0.0.1', stateDir: '.data/e2e-launch', vars: secrets, quiet: true, inspectorPort: 9333, inspector: false, env: {} });
    expect(bare.args).not.toContain('--inspector-port');
    expect(bare.env).toMatchObject(WITHOUT_INSPECTOR);
  });

  it("leaves the settings out of wrangler's environment even when they were set in npm start's", () => {
    const { env, tmp } = launch({ ...secrets, LEAD_FORWARD_URL: 'https://crm.example/hook', PATH: '/usr/bin' });
    for (const name of [...Object.keys(secrets), 'LEAD_FORWARD_URL']) expect(env).not.toHaveProperty(name);
    expect(env).toMatchObject({ PATH: '/usr/bin', TMPDIR: tmp });
  });
});

describe("wrangler's output", () => {
  it('says its Request.cf warning once, in one plain line, without the error and stack it prints offline; every other line as it is', () => {
    // As wrangler 4.86 prints it with no internet, twice in a start (colour codes and all).
    const warning = [
      '\x1b[33m[wrangler:warn]\x1b[0m Unable to fetch the `Request.cf` object! Falling back to a default placeholder...',
      'Error: getaddrinfo ENOTFOUND workers.cloudflare.com',
      '    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:122:26)',
      '    at GetAddrInfoReqWrap.callbackTrampoline (node:internal/async_hooks:130:17)',
    ];
    const lines = ['Your Worker has access to the following bindings:', ...warning, '⎔ Starting local server...', ...warning, '[wrangler:info] Ready on http://127.0.0.1:3000', 'Error: a real one, after other lines'];
    const printed = wranglerOutput();
    expect(lines.map(printed).filter((line) => line !== null)).toEqual([
      'Your Worker has access to the following bindings:',
      CF_NOTE,
      '⎔ Starting local server...',
      '[wrangler:info] Ready on http://127.0.0.1:3000',
      'Error: a real one, after other lines',
    ]);
    expect(CF_NOTE).toMatch(/harmless/);
  });
});

describe('the address and the staff key', () => {
  it('knows this machine\'s own addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'example.com', '127.0.0.1.example.com']) expect(isLoopback(host)).toBe(false);
  });

  it('shows the key only while the server listens on this machine alone; else where it is kept; never one from the environment', () => {
    const key = 'a'.repeat(64);
    expect(staffKeyHint({ host: '127.0.0.1', key, fromEnv: false })).toBe(`the staff key ${key}`);
    for (const host of ['0.0.0.0', '192.168.1.20']) expect(staffKeyHint({ host, key, fromEnv: false })).toBe(`the staff key kept in ${STAFF_KEY_FILE}`);
    for (const host of ['127.0.0.1', '0.0.0.0']) expect(staffKeyHint({ host, key, fromEnv: true })).not.toContain(key);
  });

  it('opens a server on every address, or this machine\'s, at localhost, and one on another address at that address', () => {
    expect(localOrigin('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(localOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(localOrigin('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(localOrigin('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
  });
});

describe('the local database\'s migrations', () => {
  let dir: string;
  let applied: string[];
  let migrations: string;
  /** Stands in for wrangler: writes a database file naming the migrations it applied. */
  const apply = async (state: string) => {
    applied.push(state);
    mkdirSync(join(state, 'v3', 'd1'), { recursive: true });
    writeFileSync(join(state, 'v3', 'd1', 'db.sqlite'), readdirSync(migrations).join(','));
    return 0;
  };
  const start = (stateDir: string, fresh: boolean) => migrate({ stateDir: join(dir, stateDir), fresh, apply, migrations, templates: join(dir, 'templates') });
  const database = (stateDir: string) => readFileSync(join(dir, stateDir, 'v3', 'd1', 'db.sqlite'), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'migrate-'));
    migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '0001_leads.sql'), 'CREATE TABLE leads (id TEXT);');
    applied = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies a set of migrations once: fresh state folders copy the database it made, and a kept one is not migrated again', async () => {
    expect(await start('a', true)).toBe(0);
    expect(await start('b', true)).toBe(0);
    expect(await start('a', false)).toBe(0);
    expect(applied).toHaveLength(1);
    expect(database('a')).toBe('0001_leads.sql');
    expect(database('b')).toBe('0001_leads.sql');
  });

  it('a fresh start empties the state folder first', async () => {
    await start('a', true);
    writeFileSync(join(dir, 'a', 'v3', 'd1', 'db.sqlite'), 'leads of an earlier run');
    await start('a', true);
    expect(database('a')).toBe('0001_leads.sql');
  });

  it('a new migration is applied to a kept state folder, and makes a new template for fresh ones', async () => {
    await start('a', true);
    writeFileSync(join(migrations, '0002_jobs.sql'), 'CREATE TABLE jobs (id TEXT);');
    await start('a', false);
    expect(applied).toEqual([expect.stringContaining('templates'), join(dir, 'a')]);
    expect(database('a')).toBe('0001_leads.sql,0002_jobs.sql');
    await start('a', false);
    await start('b', true);
    expect(applied).toHaveLength(3);
    expect(database('b')).toBe('0001_leads.sql,0002_jobs.sql');
  });

  it('a state folder from before the marks is migrated by wrangler, which skips what it already had', async () => {
    mkdirSync(join(dir, 'old', 'v3', 'd1'), { recursive: true });
    await start('old', false);
    expect(applied).toEqual([join(dir, 'old')]);
  });

  it('a failed migration leaves no template behind, and says so', async () => {
    const failing = async (state: string) => {
      mkdirSync(state, { recursive: true });
      return 1;
    };
    expect(await migrate({ stateDir: join(dir, 'a'), fresh: true, apply: failing, migrations, templates: join(dir, 'templates') })).toBe(1);
    expect(readdirSync(join(dir, 'templates'))).toEqual([]);
  });
});
