/**
 * Limits on the server, so a script cannot flood the business with leads, fill D1's daily writes
 * so real leads fail, or fill R2 with photos: lead posts per client address (the Rate Limiting
 * binding, configured in wrangler.toml), a tighter limit on posts with photos, and the forms' spam
 * guard checked again (a lead that fails it is answered as if stored, and dropped, so a bot learns
 * nothing from the answer).
 */
import { MIN_FILL_MS } from '@/lib/lead-rules';
import type { Guard } from '@/lib/validations/lead-extras';
import type { WorkerEnv } from '../env';

/**
 * Seconds a client over a limit is asked to wait: the bindings count in windows of one minute
 * (wrangler.toml), and do not say where in the window a client is.
 */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

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

/** Counts this post against the client's limits; false when it is over one. A missing binding limits nothing. */
export async function withinLimits(env: Pick<WorkerEnv, 'LEAD_RATE_LIMIT' | 'PHOTO_RATE_LIMIT'>, key: string, withPhotos: boolean): Promise<boolean> {
  const leads = (await env.LEAD_RATE_LIMIT?.limit({ key })) ?? { success: true };
  if (!leads.success) return false;
  if (!withPhotos) return true;
  return ((await env.PHOTO_RATE_LIMIT?.limit({ key })) ?? { success: true }).success;
}

/**
 * True when the form's own readings say a bot sent it: the hidden field filled in, or the form sent
 * faster than a person can fill it. A lead without readings (sent before they travelled, or by
 * another client) is judged by everything else.
 */
export function failsGuard(guard: Guard | undefined): boolean {
  return guard !== undefined && (guard.website !== '' || guard.fillMs < MIN_FILL_MS);
}
