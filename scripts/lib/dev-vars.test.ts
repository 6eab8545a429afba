/**
 * The Worker's settings for a local run (scripts/lib/dev-vars.mjs): written to a file only its
 * owner can read, and read back by wrangler's own loader exactly as they were.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_getVarsForDev as varsForDev } from 'wrangler';
import { dotenvLine, writeDevVars } from './dev-vars.mjs';
import { ROOT } from './worker-dev.mjs';

const WRANGLER_TOML = join(ROOT, 'wrangler.toml');
const secrets = { INBOX_STAFF_KEY: 'staff-key-0123456789abcdefghijklmnopqrstuv', LEADS_EXPORT_TOKEN: 'export-token-0123456789abcdefghijklmnopqr', LEAD_FORWARD_SECRET: 'forward-secret-0123456789abcdefghijklmnop' };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What wrangler dev gives the Worker from the file (its own loader, as `--env-file` uses it). */
const loaded = (file: string) => Object.fromEntries(Object.entries(varsForDev(WRANGLER_TOML, [file], {}, undefined, true)).map(([name, binding]) => [name, (binding as { value: unknown }).value]));

describe('the settings file', () => {
  it('is readable by its owner only (0600) and holds every secret, which wrangler loads as they are', () => {
    const file = join(dir, 'state', '.dev.vars');
    writeDevVars(file, { ...secrets, LEAD_NOTIFY_TO: 'hello@emberhomeheating.co.uk', LEAD_FORWARD_URL: undefined });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loaded(file)).toEqual({ ...secrets, LEAD_NOTIFY_TO: 'hello@emberhomeheating.co.uk' });
  });

  it('is 0600 even when an older one was readable by others, and replaces it', () => {
    const file = join(dir, '.dev.vars');
    writeFileSync(file, 'OLD=1\n', { mode: 0o644 });
    writeDevVars(file, secrets);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('OLD');
  });

  it('keeps values wrangler would otherwise change: $NAME, quotes, backslashes, #, spaces', () => {
    const file = join(dir, '.dev.vars');
    const tricky = {
      DOLLAR: 'pa$$word$HOME${PATH}',
      ESCAPED: 'a\\$b',
      QUOTES: `it's "quoted"`,
      ALL_BUT_BACKTICK: `'"`,
      NEWLINE_LOOKALIKE: 'a\\nb\\r',
      HASH: 'one # two',
      SPACES: '  padded  ',
      URL: 'https://crm.example/hooks?a=1&b=2',
    };
    writeDevVars(file, tricky);
    expect(loaded(file)).toEqual(tricky);
  });

  it('refuses what a dotenv line cannot hold, naming the setting', () => {
    expect(() => dotenvLine('LEAD_NOTIFY_TO', 'a@example.com\nB=1')).toThrow('LEAD_NOTIFY_TO must be on one line.');
    expect(() => dotenvLine('NOT A NAME', 'x')).toThrow('is not a variable name');
    expect(() => dotenvLine('ODD', `'"\``)).toThrow('ODD cannot hold');
  });
});
