/**
 * What the Worker is given: its bindings and settings as `wrangler types` reads them from
 * wrangler.toml (worker-configuration.d.ts at the root, generated: `npm run types:worker`; `npm test`
 * fails when it no longer matches wrangler.toml), and beside them the secrets and optional settings
 * wrangler.toml does not hold (set with `npx wrangler secret put`, or locally by `npm start`).
 */
import type { JobMessage } from './lead/jobs';

/** The secrets and settings that are not in wrangler.toml: each may be missing, and the code says what happens then. */
interface WorkerSecrets {
  /** The export's and the CRM's key to the leads (bearer token): at least MIN_TOKEN_LENGTH characters. */
  LEADS_EXPORT_TOKEN?: string;
  /**
   * The key staff sign in to the lead inbox with: at least MIN_TOKEN_LENGTH characters, else nobody
   * can sign in. Apart from the export token, so each is changed without the other; changing it
   * ends every session (their cookies are signed with a key made from it).
   */
  INBOX_STAFF_KEY?: string;
  /**
   * The key the links to visitors' own pages are made with (worker/request-link.ts): at least
   * MIN_TOKEN_LENGTH (32) characters, else no lead gets a page and no email carries a link. Each
   * link's secret is worked out from it and the lead's id, so changing it ends every link made
   * before (their pages answer "not found"; the leads themselves stay).
   */
  REQUEST_LINK_KEY?: string;
  /**
   * Cloudflare Access in front of the inbox (worker/http/access.ts): the application's audience tag
   * and the team's domain (`ember`, or `ember.cloudflareaccess.com`). With both, every inbox request
   * must carry a valid Access JWT, and the person's email is recorded with each change.
   */
  ACCESS_AUD?: string;
  ACCESS_TEAM_DOMAIN?: string;
  /** Where the team's signing keys are (the tests' own); unset, `https://<team>.cloudflareaccess.com/cdn-cgi/access/certs`. */
  ACCESS_CERTS_URL?: string;
  /**
   * The site's address as browsers reach it, for the links in emails, exports and forwards; unset,
   * the request's own (live, the custom domain in wrangler.toml's routes). `npm start` and the tests
   * set it, because `wrangler dev` shows the Worker every request as the routes' host, without the
   * local port (worker/http/public-origin.ts).
   */
  PUBLIC_ORIGIN?: string;
  /** Where each stored lead is forwarded as JSON (the business's CRM or automation); a secret, as such URLs often carry a key. */
  LEAD_FORWARD_URL?: string;
  /** The secret forwards are signed with (HMAC-SHA256), so the CRM can tell they are ours. */
  LEAD_FORWARD_SECRET?: string;
  /** Other origins whose pages may post leads here (comma-separated), for a site served from another host. */
  LEAD_ALLOWED_ORIGINS?: string;
  /** Days a lead and its photos are kept (a whole number; RETENTION_DAYS_DEFAULT when unset). */
  LEAD_RETENTION_DAYS?: string;
  /** Put before every email's subject (the preview deployment's "[Preview]"). */
  LEAD_NOTIFY_TAG?: string;
  /** The first retry's delay in seconds, doubling after each failure (JOB_RETRY_BASE_SECONDS when unset). */
  LEAD_RETRY_BASE_SECONDS?: string;
  /**
   * The Turnstile widget's secret key (worker/http/human-check.ts): with it, each lead's human
   * check is verified with Siteverify; without it, no lead is verified (each is stored and reaches
   * the business, but emails no visitor and takes no survey place). docs/deploying.md "The human check (Turnstile)" says how.
   */
  TURNSTILE_SECRET_KEY?: string;
  /** Where Siteverify is (the tests' local double); unset, Cloudflare's (lib/shared/forms/human-check.ts). */
  TURNSTILE_SITEVERIFY_URL?: string;
  /** The longest a lead waits for Siteverify, in ms (SITEVERIFY_TIME_LIMIT_MS when unset); the browser tests' long one only catches a hang. */
  TURNSTILE_TIME_LIMIT_MS?: string;
  /** Seconds the pages and GET /api/reviews/published keep what is published before reading D1 again (PUBLISHED_CACHE_SECONDS_DEFAULT when unset; the browser tests set 0). */
  PUBLISHED_CACHE_SECONDS?: string;
  /** The UK hours review invitations and reminders are made in, "<from>-<to>" (REVIEW_HOURS, 10-20, when unset; the browser tests set 0-24). */
  REVIEW_EMAIL_HOURS?: string;
}

/**
 * The Worker's environment. The bindings wrangler.toml declares may still be missing at run time
 * (a binding removed from the configuration, a test's stand-in), so the optional ones stay optional.
 */
export type WorkerEnv = Omit<Env, 'EMAIL' | 'VISITOR_EMAIL' | 'LEAD_RATE_LIMIT' | 'REQUEST_RATE_LIMIT' | 'SLOTS_RATE_LIMIT' | 'PHOTO_RATE_LIMIT' | 'SIGN_IN_RATE_LIMIT' | 'LEAD_JOBS' | 'LEADS_PER_DAY_LIMIT' | 'PHOTO_MB_PER_DAY_LIMIT' | 'REVIEW_INVITE_DAYS' | keyof WorkerSecrets> &
  WorkerSecrets & {
    /** The daily ceilings (wrangler.toml [vars]); missing or not a whole number, the defaults in worker/store/usage.ts. */
    LEADS_PER_DAY_LIMIT?: string;
    PHOTO_MB_PER_DAY_LIMIT?: string;
    /** Days after a finished job that its customer is asked for a review (wrangler.toml [vars]); missing or not a whole number, REVIEW_INVITE_DAYS (lib/shared/contracts/reviews.ts). */
    REVIEW_INVITE_DAYS?: string;
    /** The queue of emails and forwards to send. */
    LEAD_JOBS: Queue<JobMessage>;
    /** Email to the business (Email Routing); without it no email job is made. */
    EMAIL?: SendEmail;
    /** Email to visitors, any address (Cloudflare Email Service, Workers Paid); without it no visitor email job is made and nothing fails. */
    VISITOR_EMAIL?: SendEmail;
    /**
     * Lead posts per client address, the tighter limit for posts with photos, the inbox's sign-in
     * tries, and the wrong tokens the visitor's page is sent; a missing one limits nothing.
     */
    LEAD_RATE_LIMIT?: RateLimit;
    PHOTO_RATE_LIMIT?: RateLimit;
    SIGN_IN_RATE_LIMIT?: RateLimit;
    REQUEST_RATE_LIMIT?: RateLimit;
    SLOTS_RATE_LIMIT?: RateLimit;
  };

export type { JobMessage };
