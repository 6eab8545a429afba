import { HUMAN_CHECK_OUTCOMES, HUMAN_CHECK_WORDS, TURNSTILE_TEST_SECRETS, isTestSecret, isVerified } from './human-check';
import e2eEnv from '../../../e2e/fixtures/e2e-env.cjs';

describe('the human check', () => {
  it('has words for every outcome, and counts only a passed check, or one from before there was a check, as verified', () => {
    expect(Object.keys(HUMAN_CHECK_WORDS).sort()).toEqual([...HUMAN_CHECK_OUTCOMES].sort());
    expect(HUMAN_CHECK_OUTCOMES.filter(isVerified)).toEqual(['passed', 'before']);
  });

  it("knows Cloudflare's test secrets, which the tests' settings and a local run use (written out where TypeScript cannot be imported)", async () => {
    expect(isTestSecret(TURNSTILE_TEST_SECRETS.passes)).toBe(true);
    expect(isTestSecret('0x4AAAAAAA-a-live-secret')).toBe(false);
    expect(e2eEnv.E2E_SERVER_ENV.TURNSTILE_SECRET_KEY).toBe(TURNSTILE_TEST_SECRETS.passes);
    const { TURNSTILE_TEST_SECRET } = (await import('../../../scripts/lib/worker-dev.mjs')) as { TURNSTILE_TEST_SECRET: string };
    expect(TURNSTILE_TEST_SECRET).toBe(TURNSTILE_TEST_SECRETS.passes);
  });
});
