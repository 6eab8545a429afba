/**
 * Forwarding leads to the business's CRM or automation (`LEAD_FORWARD_URL`), from the lead queue
 * (worker/delivery/jobs.ts), never in a visitor's request: `lead.created` with the lead as the export
 * gives it, `lead.updated` when staff confirm or change the price of its quote, and `lead.deleted`
 * when a lead is erased. Every forward is signed, so the CRM can tell
 * it came from this site and was not changed on the way, and carries an idempotency key, so a
 * forward delivered twice (at least once means sometimes twice) is recorded once:
 *   Idempotency-Key: <lead id> (lead.created), <lead id>:price:<when it changed> (lead.updated) or <lead id>:deleted
 *   X-Ember-Timestamp: <seconds since 1970>
 *   X-Ember-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with LEAD_FORWARD_SECRET>
 * docs/leads.md "Forwarding to a CRM" shows how a CRM or a ten-line script checks the signature.
 */
import { LEAD_TIMEOUT_MS, parseRetryAfter } from '@/lib/shared/forms/lead-rules';
import { hmacSha256Hex } from '../crypto';
import type { LeadRecord } from '../lead/record';

/** The same rule the site holds a webhook to: a 2xx answer within 10 seconds. */
export const FORWARD_TIMEOUT_MS = LEAD_TIMEOUT_MS;
/** The headers a forward is signed and keyed with. */
const SIGNATURE_HEADER = 'X-Ember-Signature';
const TIMESTAMP_HEADER = 'X-Ember-Timestamp';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A price staff confirmed or changed, as `lead.updated` tells the CRM: pence with VAT, and the last day it holds (the quote's validity, YYYY-MM-DD). */
export interface UpdatedPrice {
  state: 'confirmed' | 'changed';
  pence: number;
  /** Why it changed, as the visitor reads it (a change only). */
  reason: string | null;
  at: string;
  by: string;
  holdsUntil: string;
}

/** What the CRM receives. */
export type ForwardEvent =
  | ({ event: 'lead.created' } & LeadRecord)
  | { event: 'lead.updated'; id: string; updatedAt: string; price: UpdatedPrice }
  | { event: 'lead.deleted'; id: string; deletedAt: string };

/** How a forward went; a refusal may say when to try again (its Retry-After, in seconds). */
type ForwardResult = { ok: true } | { ok: false; detail: string; retryAfterSeconds?: number };

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'headers'>>;

/** `sha256=<hex>`: the HMAC-SHA256 of "<timestamp>.<body>" with the secret. */
async function signForward(secret: string, timestamp: number, body: string): Promise<string> {
  return `sha256=${await hmacSha256Hex(secret, `${timestamp}.${body}`)}`;
}

/** The idempotency key of an event: the lead's id; for a price change its id, ":price:" and when it changed; for an erasure its id and ":deleted". */
export function idempotencyKey(event: ForwardEvent): string {
  if (event.event === 'lead.deleted') return `${event.id}:deleted`;
  if (event.event === 'lead.updated') return `${event.id}:price:${event.price.at}`;
  return event.id;
}

/** Posts one signed event to the CRM; never throws. */
export async function forwardEvent(url: string, event: ForwardEvent, options: { secret: string; now?: Date; fetchImpl?: Fetch }): Promise<ForwardResult> {
  const now = options.now ?? new Date();
  const body = JSON.stringify(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FORWARD_TIMEOUT_MS);
  try {
    const response = await (options.fetchImpl ?? (fetch as Fetch))(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'ember-home-heating-leads',
        [IDEMPOTENCY_HEADER]: idempotencyKey(event),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: await signForward(options.secret, timestamp, body),
      },
      body,
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now.getTime());
    return { ok: false, detail: `HTTP ${response.status}`, ...(retryAfterMs !== undefined ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : {}) };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, detail: `no answer within ${FORWARD_TIMEOUT_MS / 1000} s` };
    return { ok: false, detail: `could not connect: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}
