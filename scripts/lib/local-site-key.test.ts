import { TURNSTILE_TEST_SITE_KEYS } from '@/lib/shared/forms/human-check';
import e2eEnv from '../../e2e/fixtures/e2e-env.cjs';
import { LOCAL_TURNSTILE_SITE_KEY, withLocalSiteKey } from './local-site-key.mjs';

describe("the human check's site key for local and test builds", () => {
  it("is Cloudflare's test key that always passes invisibly, for npm start's build and the browser tests' alike", () => {
    expect(LOCAL_TURNSTILE_SITE_KEY).toBe(TURNSTILE_TEST_SITE_KEYS.passesInvisible);
    expect(e2eEnv.E2E_BUILD_ENV.NEXT_PUBLIC_TURNSTILE_SITE_KEY).toBe(TURNSTILE_TEST_SITE_KEYS.passesInvisible);
  });

  it('is used only where none is set', () => {
    expect(withLocalSiteKey({ PATH: '/bin' })).toEqual({ PATH: '/bin', NEXT_PUBLIC_TURNSTILE_SITE_KEY: LOCAL_TURNSTILE_SITE_KEY });
    expect(withLocalSiteKey({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: ' ' }).NEXT_PUBLIC_TURNSTILE_SITE_KEY).toBe(LOCAL_TURNSTILE_SITE_KEY);
    expect(withLocalSiteKey({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAAlive' }).NEXT_PUBLIC_TURNSTILE_SITE_KEY).toBe('0x4AAAAAAAlive');
  });
});
