/**
 * The one typed site configuration. Values come from `NEXT_PUBLIC_*` variables baked in at build
 * time; they are public (they end up in the HTML and JavaScript), so no secret ever goes here.
 */

/** Used for canonical URLs, the sitemap and structured data when NEXT_PUBLIC_SITE_URL is unset. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/** Where the callback form posts by default: the local inbox of `npm start` on the site's own origin. */
export const DEFAULT_CALLBACK_WEBHOOK_URL = '/api/leads/callback';
/** Where the exit-intent and booking forms post by default (same local inbox). */
export const DEFAULT_LEAD_WEBHOOK_URL = '/api/leads/lead';

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const siteConfig = {
  /** Absolute origin of the live site, without a trailing slash. */
  url: (clean(process.env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
  callbackWebhookUrl: clean(process.env.NEXT_PUBLIC_CALLBACK_WEBHOOK_URL) ?? DEFAULT_CALLBACK_WEBHOOK_URL,
  leadWebhookUrl: clean(process.env.NEXT_PUBLIC_LEAD_WEBHOOK_URL) ?? DEFAULT_LEAD_WEBHOOK_URL,
  /** Intercom app id; without one the chat entries fall back to a callback and the phone. */
  chatAppId: clean(process.env.NEXT_PUBLIC_CHAT_APP_ID) ?? null,
  /** Cloudflare Turnstile's site key for the human check on every lead (lib/shared/forms/human-check.ts); without one no widget loads and leads go unverified. */
  turnstileSiteKey: clean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY) ?? null,
  locale: 'en_GB',
} as const;

/** An absolute URL on the live site for a path (one of `routes`). */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path.startsWith('/') ? path : `/${path}`}`;
}
