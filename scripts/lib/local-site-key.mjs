/**
 * The human check's site key for a build made without one (`npm start`, `npm run build` on a
 * machine with no NEXT_PUBLIC_TURNSTILE_SITE_KEY set): Cloudflare's test key that always passes
 * invisibly (TURNSTILE_TEST_SITE_KEYS.passesInvisible in lib/shared/forms/human-check.ts, held equal by
 * scripts/lib/local-site-key.test.ts), so the forms run the whole check locally; the local Worker
 * gets the matching test secret. A live build sets its own key: a test key passes anyone.
 */

/** Cloudflare's test site key that always passes, invisibly (plain JavaScript: the build scripts run without TypeScript). */
export const LOCAL_TURNSTILE_SITE_KEY = '1x00000000000000000000BB';

/**
 * `env` with the local test site key where NEXT_PUBLIC_TURNSTILE_SITE_KEY is unset or blank.
 * @template {Record<string, string | undefined>} Env
 * @param {Env} env
 * @returns {Env}
 */
export function withLocalSiteKey(env) {
  return env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim() ? env : { ...env, NEXT_PUBLIC_TURNSTILE_SITE_KEY: LOCAL_TURNSTILE_SITE_KEY };
}
