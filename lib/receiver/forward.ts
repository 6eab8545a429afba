/**
 * Forwarding each stored lead to the business's CRM or automation (`LEAD_FORWARD_URL`): the
 * lead as the export gives it, as JSON, after the lead is stored, so a failed forward never loses a lead. How it
 * went is recorded with the lead (the export lists those that failed); failed ones are tried again
 * when the next lead arrives, a few times.
 */
import { LEAD_TIMEOUT_MS } from '@/lib/leads';
import type { LeadRecord } from './export-format';

/** The same rule the site holds a webhook to: a 2xx answer within 10 seconds. */
export const FORWARD_TIMEOUT_MS = LEAD_TIMEOUT_MS;
/** Forwarding stops after this many failures: the lead waits in the export. */
export const MAX_FORWARD_ATTEMPTS = 5;
/** Failed forwards tried again with each new lead, at most: the new lead's own forward comes first. */
export const FORWARD_RETRIES_PER_LEAD = 3;

export type ForwardResult = { ok: true } | { ok: false; detail: string };

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

/** Posts the record; never throws. */
export async function forwardRecord(url: string, record: LeadRecord, fetchImpl: Fetch = fetch): Promise<ForwardResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FORWARD_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'ember-home-heating-leads' },
      body: JSON.stringify(record),
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, detail: `HTTP ${response.status}` };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, detail: `no answer within ${FORWARD_TIMEOUT_MS / 1000} s` };
    return { ok: false, detail: `could not connect: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}
