/**
 * How `npm start` starts wrangler dev (scripts/lib/worker-dev.mjs): its settings, secrets among
 * them, in the state folder's settings file and never on wrangler's command line or in its
 * environment; and the staff key shown only while the server is this machine's alone.
 */
import { resolve } from 'node:path';
import localState from './local-state.cjs';
import { ROOT, STAFF_KEY_FILE, isLoopback, localOrigin, staffKeyHint, wranglerDevLaunch } from './worker-dev.mjs';

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

  it("leaves the settings out of wrangler's environment even when they were set in npm start's", () => {
    const { env, tmp } = launch({ ...secrets, LEAD_FORWARD_URL: 'https://crm.example/hook', PATH: '/usr/bin' });
    for (const name of [...Object.keys(secrets), 'LEAD_FORWARD_URL']) expect(env).not.toHaveProperty(name);
    expect(env).toMatchObject({ PATH: '/usr/bin', TMPDIR: tmp });
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
