/**
 * Limits on the server, so a script cannot flood the business with leads or run up the bill: lead
 * posts per client address (the Rate Limiting bindings, configured in wrangler.toml and numbered in
 * worker/http/limits.ts: a household's needs, resends included), a tighter limit on posts with
 * photos, and the forms' spam guard checked again: a lead that fails it, or comes without its
 * readings (only a script leaves them out), is answered as if stored and dropped, so a bot learns
 * nothing from the answer. The daily ceilings for the whole site are worker/store/usage.ts.
 */
import { MIN_FILL_MS } from '@/lib/shared/forms/lead-rules';
import type { Guard } from '@/lib/shared/forms/lead-extras';
import type { WorkerEnv } from '../env';
import { json } from './respond';

/**
 * The client address a limit counts: Cloudflare's `CF-Connecting-IP` (set by its edge, never the
 * visitor's). An IPv6 address counts as its /64, the block one home or phone is given, so a
 * client cannot step round the limit by changing the last 64 bits.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get('cf-connecting-ip')?.trim() || 'unknown';
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The network a client address is in, as the daily shares count it (worker/store/usage.ts): an
 * IPv4 address's /24 (a household's, or a mobile operator's shared block; a script renting
 * addresses usually gets them in one) and an IPv6 address's /64 (clientKey already).
 */
export function clientPrefix(request: Request): string {
  const key = clientKey(request);
  if (key.includes(':')) return key;
  const parts = key.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.0/24` : key;
}

/** Counts this post against the client's limits; false when it is over one. A missing binding limits nothing. */
export async function withinLimits(env: Pick<WorkerEnv, 'LEAD_RATE_LIMIT' | 'PHOTO_RATE_LIMIT'>, key: string, withPhotos: boolean): Promise<boolean> {
  const leads = (await env.LEAD_RATE_LIMIT?.limit({ key })) ?? { success: true };
  if (!leads.success) return false;
  if (!withPhotos) return true;
  return ((await env.PHOTO_RATE_LIMIT?.limit({ key })) ?? { success: true }).success;
}

/**
 * True when a bot sent it: no readings at all (every form has sent them with every lead, kept or
 * not, since before the site went live, so only a script leaves them out; a lead a tester's
 * browser kept from an earlier build is dropped too), the hidden field filled in, or the form
 * sent faster than a person can fill it.
 */
export function failsGuard(guard: Guard | undefined): boolean {
  return guard === undefined || guard.website !== '' || guard.fillMs < MIN_FILL_MS;
}

/** Seconds an address that guessed too many private links waits: the binding counts in one-minute windows. */
export const GUESS_RETRY_AFTER_SECONDS = 60;

/**
 * Counts a wrong private-link token (the request's page, the review form) against the address's
 * guesses (REQUEST_RATE_LIMIT, one binding for every private link, so a script cannot double its
 * tries by switching page): the answer to give, `notFound` until the tenth in a minute, then 429
 * saying `tooMany`.
 */
export async function wrongToken(env: Pick<WorkerEnv, 'REQUEST_RATE_LIMIT'>, request: Request, answers: { notFound: () => Response; tooMany: string }): Promise<Response> {
  const counted = (await env.REQUEST_RATE_LIMIT?.limit({ key: clientKey(request) })) ?? { success: true };
  if (!counted.success) return json(429, { error: answers.tooMany }, { 'Retry-After': String(GUESS_RETRY_AFTER_SECONDS) });
  return answers.notFound();
}
