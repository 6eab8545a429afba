/**
 * The human check every lead goes through (Cloudflare Turnstile), as the browser and the Worker
 * both speak it: the widget's script and origin, the field a lead's token travels in, the action
 * the widget is rendered with (the Worker checks Siteverify's answer names it), and Cloudflare's
 * documented test keys, which the tests and a local `npm start` use. A token is single use and
 * lasts 300 seconds, so every send (the first and each resend from the outbox) carries a fresh one.
 * No DOM and no Node here: the Worker imports it.
 */

/** Where Turnstile's script and frames come from (the pages' CSP allows it where a form is). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** The widget's script, rendered explicitly by our code (never on page load: on a form's first use). */
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
/** Cloudflare's Siteverify endpoint; the Worker's TURNSTILE_SITEVERIFY_URL replaces it (the tests' local double). */
export const TURNSTILE_SITEVERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;

/** The body field (in a JSON lead, or in a multipart lead's `lead` JSON) that carries the widget's token. */
export const HUMAN_CHECK_FIELD = 'humanCheck';
/** The longest token Turnstile issues (its documentation: up to 2,048 characters). */
export const MAX_HUMAN_CHECK_TOKEN = 2048;
/** How long a token is accepted by Siteverify after it was issued: a resend needs a fresh one. */
export const HUMAN_CHECK_TOKEN_MS = 300_000;

/** The widget's action for a lead (any form): Siteverify's answer must name it, so a token made for another site's widget or purpose does not pass. */
export const HUMAN_CHECK_ACTION = 'lead';

/**
 * Why a write was or was not verified, as stored with a lead and shown to staff:
 *   passed       Siteverify said yes, for our hostname and action;
 *   missing      no token came (the widget's script blocked, a browser without it, a script);
 *   failed       Siteverify said no (a forged or expired token, another site's, the wrong action);
 *   spent        the token was used already (Siteverify's timeout-or-duplicate);
 *   unavailable  Siteverify could not answer in time, or answered with an error;
 *   off          the Worker has no TURNSTILE_SECRET_KEY: nothing can be verified;
 *   before       stored before the site had a human check (treated as verified).
 */
export const HUMAN_CHECK_OUTCOMES = ['passed', 'missing', 'failed', 'spent', 'unavailable', 'off', 'before'] as const;
export type HumanCheckOutcome = (typeof HUMAN_CHECK_OUTCOMES)[number];

/** Staff's words for each outcome (the business's email, the inbox, the export). */
export const HUMAN_CHECK_WORDS: Record<HumanCheckOutcome, string> = {
  passed: 'Verified',
  missing: 'Not verified: no human check came with it (its browser may block the check)',
  failed: 'Not verified: the human check failed',
  spent: 'Not verified: its human check had been used already',
  unavailable: 'Not verified: the human check could not be run (Cloudflare did not answer in time)',
  off: 'Not verified: the site has no Turnstile secret key set up',
  before: 'Stored before the site had a human check',
};

/** The business's name for a lead whose human check did not pass: the email's subject and warning, the inbox's filter and mark. */
export const NOT_VERIFIED = 'Not verified';
/** What "not verified" means for the business, said with every such lead. */
export const NOT_VERIFIED_MEANS = 'It reached you as any other lead, but we sent nothing to the email address it gives and held no survey time for it: call the number to check it is a real request.';

/** Whether a lead counts as a person's: its check passed, or it came before there was one. */
export const isVerified = (outcome: HumanCheckOutcome): boolean => outcome === 'passed' || outcome === 'before';

/**
 * Cloudflare's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing):
 * the site key that always passes invisibly hands the browser TURNSTILE_TEST_TOKEN, and the test
 * secrets answer Siteverify as documented (always passes, always fails, token already spent).
 * Never a live setting: a test secret passes anyone.
 */
export const TURNSTILE_TEST_SITE_KEYS = { passesInvisible: '1x00000000000000000000BB', passes: '1x00000000000000000000AA', blocks: '2x00000000000000000000AB' } as const;
export const TURNSTILE_TEST_SECRETS = { passes: '1x0000000000000000000000000000000AA', fails: '2x0000000000000000000000000000000AA', spent: '3x0000000000000000000000000000000AA' } as const;
/** The token every test site key gives. */
export const TURNSTILE_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** What Siteverify's answer to a test secret names as the hostname and action (its testing page's example): canned, not checked. */
export const TURNSTILE_TEST_ANSWER = { hostname: 'localhost', action: 'test' } as const;

/** Whether a secret is one of Cloudflare's test secrets (its answers name the test hostname and action, not ours). */
export const isTestSecret = (secret: string): boolean => (Object.values(TURNSTILE_TEST_SECRETS) as string[]).includes(secret);
