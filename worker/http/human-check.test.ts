/**
 * Verifying a lead's human check with Siteverify, through the tests' local double over real HTTP
 * (worker/siteverify-double.ts), which answers as Cloudflare documents for its test secrets and,
 * with the tests' own secrets, as a live secret, a Siteverify that never answers, and one that
 * answers 500.
 */
import { TURNSTILE_TEST_SECRETS, TURNSTILE_TEST_TOKEN } from '@/lib/shared/forms/human-check';
import { DOUBLE_SECRETS, liveToken, startSiteverifyDouble } from '../siteverify-double';
import { verifyHumanCheck } from './human-check';

let double: Awaited<ReturnType<typeof startSiteverifyDouble>>;

beforeAll(async () => {
  double = await startSiteverifyDouble();
});

afterAll(async () => {
  await double.close();
});

beforeEach(() => {
  double.state.calls.length = 0;
});

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const check = (secret: string | undefined, token: unknown, options: { key?: string; hostnames?: string[]; timeLimitMs?: number } = {}) =>
  verifyHumanCheck(
    { TURNSTILE_SECRET_KEY: secret, TURNSTILE_SITEVERIFY_URL: double.url },
    { token, remoteip: '203.0.113.9', idempotencyKey: options.key ?? KEY, hostnames: options.hostnames ?? ['www.emberhomeheating.co.uk'] },
    options.timeLimitMs ? { timeLimitMs: options.timeLimitMs } : {},
  );

describe('verifyHumanCheck', () => {
  it("passes with Cloudflare's passing test secret and its test token, sending the secret, the token, the address and the idempotency key", async () => {
    expect(await check(TURNSTILE_TEST_SECRETS.passes, TURNSTILE_TEST_TOKEN)).toBe('passed');
    expect(double.state.calls).toEqual([{ secret: TURNSTILE_TEST_SECRETS.passes, token: TURNSTILE_TEST_TOKEN, remoteip: '203.0.113.9', idempotencyKey: KEY, answer: expect.objectContaining({ status: 200 }) }]);
  });

  it('fails, spent, timed out and a 500 are each told apart; none is a pass', async () => {
    expect(await check(TURNSTILE_TEST_SECRETS.fails, TURNSTILE_TEST_TOKEN)).toBe('failed');
    expect(await check(TURNSTILE_TEST_SECRETS.spent, TURNSTILE_TEST_TOKEN)).toBe('spent');
    expect(await check(TURNSTILE_TEST_SECRETS.passes, 'a-forged-token')).toBe('failed');
    // Siteverify holds the call: the Worker's own limit ends it (a short one here: the figure is the Worker's setting, not the test's wait).
    expect(await check(DOUBLE_SECRETS.timeout, TURNSTILE_TEST_TOKEN, { timeLimitMs: 200 })).toBe('unavailable');
    expect(await check(DOUBLE_SECRETS.error, TURNSTILE_TEST_TOKEN)).toBe('unavailable');
    // A 500 is tried once more with the same key (it cannot spend the token twice).
    const errors = double.state.calls.filter((call) => call.secret === DOUBLE_SECRETS.error);
    expect(errors.map((call) => call.idempotencyKey)).toEqual([KEY, KEY]);
  });

  it('without a token, or without a secret, is not verified, and asks Siteverify nothing', async () => {
    for (const token of [undefined, '', 42, 'x'.repeat(2049)]) expect(await check(TURNSTILE_TEST_SECRETS.passes, token)).toBe('missing');
    expect(await check(undefined, TURNSTILE_TEST_TOKEN)).toBe('off');
    expect(await check('  ', TURNSTILE_TEST_TOKEN)).toBe('off');
    expect(double.state.calls).toEqual([]);
  });

  it('a live token passes once; sent again under the same key (a resend of the same lead) it verifies again, under another key it is spent', async () => {
    const token = liveToken('www.emberhomeheating.co.uk');
    expect(await check(DOUBLE_SECRETS.live, token)).toBe('passed');
    expect(await check(DOUBLE_SECRETS.live, token)).toBe('passed');
    expect(await check(DOUBLE_SECRETS.live, token, { key: crypto.randomUUID() })).toBe('spent');
  });

  it("a live token made on another site's hostname, or for another action, fails", async () => {
    expect(await check(DOUBLE_SECRETS.live, liveToken('evil.example'))).toBe('failed');
    expect(await check(DOUBLE_SECRETS.live, liveToken('www.emberhomeheating.co.uk', 'login'))).toBe('failed');
    expect(await check(DOUBLE_SECRETS.live, liveToken('partner.example'), { hostnames: ['www.emberhomeheating.co.uk', 'partner.example'] })).toBe('passed');
  });
});
