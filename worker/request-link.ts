/**
 * The secret in a request's link (lib/shared/contracts/your-request.ts): made from REQUEST_LINK_KEY and the lead's
 * id (HMAC-SHA256, 43 characters of base64url), so every email about the request can carry the
 * same link without the Worker keeping the secret anywhere; the lead's row keeps only the secret's
 * SHA-256 (`request_hash`), and a token is checked against that hash in constant time. Changing
 * REQUEST_LINK_KEY ends the links of every request made before (docs/deploying.md).
 */
import { REQUEST_LINK_DAYS, requestPageUrl } from '@/lib/shared/contracts/your-request';
import { MIN_TOKEN_LENGTH, equalInConstantTime, hex, sha256 } from './crypto';

const encoder = new TextEncoder();

/** Bytes as base64url without padding. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The key links are made with, if it is long enough to be one: a shorter one makes none. */
export const requestLinkKey = (env: { REQUEST_LINK_KEY?: string }): string | null =>
  env.REQUEST_LINK_KEY && env.REQUEST_LINK_KEY.length >= MIN_TOKEN_LENGTH ? env.REQUEST_LINK_KEY : null;

/**
 * A secret for a lead's id under `key`, for one purpose: the request's page ('request-link'), the
 * review form ('review-link'), saying no more review emails ('review-unsubscribe'). A secret made for
 * one purpose opens nothing made for another.
 */
export async function linkSecret(key: string, purpose: 'request-link' | 'review-link' | 'review-unsubscribe', id: string): Promise<string> {
  const imported = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', imported, encoder.encode(`${purpose}:${id}`))));
}

/** The secret of a lead's link under `key`. */
export const requestSecret = (key: string, id: string): Promise<string> => linkSecret(key, 'request-link', id);

/** What the lead's row keeps of a secret: its SHA-256, as hex. */
export const requestHash = async (secret: string): Promise<string> => hex(await sha256(secret));

/** The link to a lead's page, or null without a key. */
export async function requestLink(env: { REQUEST_LINK_KEY?: string }, origin: string, id: string): Promise<string | null> {
  const key = requestLinkKey(env);
  return key ? requestPageUrl(origin, id, await requestSecret(key, id)) : null;
}

/** The last instant a link made at `receivedAt` opens its page. */
export const requestLinkExpiresAt = (receivedAt: string): Date => new Date(Date.parse(receivedAt) + REQUEST_LINK_DAYS * 24 * 60 * 60 * 1000);

/**
 * Whether `secret` opens the page of a lead stored with `hash` at `receivedAt`, at `now`: the
 * hash matches (compared in constant time) and the link has not expired. No hash opens nothing.
 */
export async function secretOpens(secret: string, lead: { hash: string | null; receivedAt: string }, now: Date): Promise<boolean> {
  if (!lead.hash) return false;
  const matches = await equalInConstantTime(await requestHash(secret), lead.hash);
  return matches && now.getTime() <= requestLinkExpiresAt(lead.receivedAt).getTime();
}

/**
 * The link to a stored lead's page for its emails: only when the lead has a page (its hash) and the
 * key today makes the secret that hash was made from (a key changed since would make a link that
 * opens nothing: the email then says to call instead).
 */
export async function storedLeadLink(env: { REQUEST_LINK_KEY?: string }, origin: string, lead: { id: string; requestHash: string | null }): Promise<string | null> {
  const key = requestLinkKey(env);
  if (!key || !lead.requestHash) return null;
  const secret = await requestSecret(key, lead.id);
  return (await equalInConstantTime(await requestHash(secret), lead.requestHash)) ? requestPageUrl(origin, lead.id, secret) : null;
}
