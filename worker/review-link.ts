/**
 * The review form's link (lib/shared/contracts/reviews.ts): `/review/#<lead id>.<secret>`, the
 * secret an HMAC of the lead's id under REQUEST_LINK_KEY for the purpose 'review-link' (so it opens
 * neither the request's page nor anything else); review_invites.link_hash keeps only its SHA-256.
 * The "no more emails" link carries a second secret, for 'review-unsubscribe', that can do nothing
 * but that. Changing REQUEST_LINK_KEY ends both for every job invited before.
 */
import { REVIEW_LINK_DAYS } from '@/lib/shared/contracts/reviews';
import { PAGES } from '@/lib/shared/pages';
import { equalInConstantTime } from './crypto';
import { linkSecret, requestHash, requestLinkKey } from './request-link';

/** The review page's path (lib/shared/pages.ts). */
export const REVIEW_PAGE_PATH = PAGES.review.path;

/** The review link's secret for a lead under `key`. */
export const reviewSecret = (key: string, id: string): Promise<string> => linkSecret(key, 'review-link', id);

/** The "no more emails" secret for a lead under `key`. */
export const unsubscribeSecret = (key: string, id: string): Promise<string> => linkSecret(key, 'review-unsubscribe', id);

/** The review form's address for a lead and what review_invites keeps of it, or null without a key. */
export async function reviewLink(env: { REQUEST_LINK_KEY?: string }, origin: string, id: string): Promise<{ url: string; hash: string } | null> {
  const key = requestLinkKey(env);
  if (!key) return null;
  const secret = await reviewSecret(key, id);
  return { url: `${origin}${REVIEW_PAGE_PATH}#${id}.${secret}`, hash: await requestHash(secret) };
}

/** The one-click "no more emails" address (List-Unsubscribe and the email's link), or null without a key. */
export async function unsubscribeLink(env: { REQUEST_LINK_KEY?: string }, origin: string, id: string): Promise<string | null> {
  const key = requestLinkKey(env);
  return key ? `${origin}/api/review/unsubscribe?${new URLSearchParams({ t: `${id}.${await unsubscribeSecret(key, id)}` })}` : null;
}

/** Whether `secret` opens the review form of an invitation kept with `hash`, invited at `invitedAt` (ISO), at `now`. */
export async function reviewSecretOpens(secret: string, invite: { hash: string | null; invitedAt: string | null }, now: Date): Promise<boolean> {
  if (!invite.hash || !invite.invitedAt) return false;
  const matches = await equalInConstantTime(await requestHash(secret), invite.hash);
  return matches && now.getTime() <= Date.parse(invite.invitedAt) + REVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;
}

/** Whether `secret` is the "no more emails" secret of the lead `id` under today's key. */
export async function unsubscribeSecretOpens(env: { REQUEST_LINK_KEY?: string }, id: string, secret: string): Promise<boolean> {
  const key = requestLinkKey(env);
  return key ? equalInConstantTime(secret, await unsubscribeSecret(key, id)) : false;
}
