/**
 * Checks a webhook as the site's forms will use it, before the business points a live build at
 * it: a CORS preflight from the site's origin, a marked test lead as JSON and, for the lead
 * webhook, as multipart/form-data with one photo (as a survey booked from a quote sends it). Each
 * must get a 2xx answer within 10 seconds that the browser is allowed to read. Says plainly what
 * works and what does not. Used by `npm run check:webhook` (scripts/check-webhook.ts).
 */
import { LEAD_TIMEOUT_MS, leadFormData, newLeadId, type LeadPhoto } from '@/lib/browser/outbox/outbox';
import { PERSON_GUARD } from '@/lib/shared/forms/lead-rules';
import { quoteLead } from '@/lib/shared/quote/lead';
import { issueQuote } from '@/lib/shared/quote/reference';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import type { LeadEndpoint } from '@/lib/shared/forms/lead-payloads';

/** What every test lead says, so the business can tell it from a real one. */
export const TEST_LEAD_NOTE = 'TEST LEAD from npm run check:webhook: please ignore';

/** A 1 × 1 PNG: the smallest real photo. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

export interface Check {
  name: string;
  ok: boolean;
  /** What happened, in plain words. */
  detail: string;
}

/** The webhook a URL is for: the callback dialog's, or the other forms'. */
export function endpointOf(url: string): LeadEndpoint {
  return /\/callback\/?$/.test(new URL(url).pathname) ? 'callback' : 'lead';
}

/** The marked test leads: what the callback dialog sends, and a survey booked from a quote. */
export function testLeads(now: Date) {
  const ticket = issueQuote(now);
  return {
    // With a person's spam-guard readings, as the forms send them: the site's receiver drops a lead without them.
    callback: { firstName: 'Webhook check', phoneNumber: '+447700900000', leadId: newLeadId(), guard: PERSON_GUARD },
    lead: {
      name: 'Webhook check',
      phone: '+447700900000',
      email: 'webhook-check@example.com',
      postcode: 'DN31 1AB',
      preferredDate: '',
      timeWindow: 'any',
      message: TEST_LEAD_NOTE,
      source: 'book-free-survey',
      timestamp: now.toISOString(),
      quote: quoteLead(TYPICAL_QUOTE, ticket, 'standard'),
      leadId: newLeadId(),
      guard: PERSON_GUARD,
    },
  };
}

type Fetch = typeof fetch;

interface Answer {
  status: number;
  headers: Headers;
  ms: number;
}

/** One request, timed; 'timeout' after 10 seconds, or the error. */
async function timed(fetchImpl: Fetch, url: string, init: RequestInit): Promise<Answer | 'timeout' | Error> {
  const started = performance.now();
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(LEAD_TIMEOUT_MS) });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, headers: response.headers, ms: Math.round(performance.now() - started) };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
    return error instanceof Error ? error : new Error(String(error));
  }
}

const mayRead = (headers: Headers, origin: string) => {
  const allowed = headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
};

function failure(answer: 'timeout' | Error, name: string): Check {
  if (answer === 'timeout') return { name, ok: false, detail: `no answer within ${LEAD_TIMEOUT_MS / 1000} s: the forms give up at ${LEAD_TIMEOUT_MS / 1000} s and keep the lead to send again` };
  const cause = (answer as Error & { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  const why = cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? answer.message;
  return { name, ok: false, detail: `could not connect (${why})` };
}

/** A POST as the browser sends it from the site: judged as the forms judge it. */
function judgePost(name: string, answer: Answer | 'timeout' | Error, origin: string, crossOrigin: boolean): Check {
  if (answer === 'timeout' || answer instanceof Error) return failure(answer, name);
  if (answer.status < 200 || answer.status > 299) return { name, ok: false, detail: `answered ${answer.status}, not 2xx: the forms count the lead as not sent and keep trying` };
  if (crossOrigin && !mayRead(answer.headers, origin)) {
    return { name, ok: false, detail: `answered ${answer.status} without Access-Control-Allow-Origin for ${origin}: the browser hides the answer, so the lead is kept and sent again (a duplicate each time)` };
  }
  return { name, ok: true, detail: `answered ${answer.status} in ${answer.ms} ms` };
}

export interface CheckOptions {
  /** The site's origin, where the forms are (NEXT_PUBLIC_SITE_URL). */
  origin: string;
  /** Which form's lead to send; from the URL when not given. */
  endpoint?: LeadEndpoint;
  now?: Date;
  fetchImpl?: Fetch;
}

export async function checkWebhook(url: string, { origin, endpoint = endpointOf(url), now = new Date(), fetchImpl = fetch }: CheckOptions): Promise<Check[]> {
  const crossOrigin = new URL(url).origin !== new URL(origin).origin;
  const leads = testLeads(now);
  const checks: Check[] = [];

  const preflightName = `CORS preflight from ${origin}`;
  const preflight = await timed(fetchImpl, url, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  if (preflight === 'timeout' || preflight instanceof Error) checks.push(failure(preflight, preflightName));
  else {
    const allowedHeaders = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    const allowedMethods = (preflight.headers.get('access-control-allow-methods') ?? 'POST').toUpperCase();
    const problems = [
      preflight.status >= 200 && preflight.status <= 299 ? null : `it answered ${preflight.status}`,
      mayRead(preflight.headers, origin) ? null : `no Access-Control-Allow-Origin for ${origin}`,
      allowedHeaders.includes('content-type') || allowedHeaders.includes('*') ? null : 'Content-Type is not in Access-Control-Allow-Headers',
      allowedMethods.includes('POST') || allowedMethods.includes('*') ? null : 'POST is not in Access-Control-Allow-Methods',
    ].filter(Boolean);
    if (!problems.length) checks.push({ name: preflightName, ok: true, detail: `answered ${preflight.status}, allowing POST with JSON from ${origin}` });
    else if (!crossOrigin) checks.push({ name: preflightName, ok: true, detail: `no CORS answer (${problems.join('; ')}), but none is needed: the webhook is on the site's own origin` });
    else checks.push({ name: preflightName, ok: false, detail: `no CORS answer: ${problems.join('; ')}. Browsers on ${origin} will refuse to send it JSON leads` });
  }

  const json = await timed(fetchImpl, url, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify(leads[endpoint]) });
  checks.push(judgePost('A test lead as JSON', json, origin, crossOrigin));

  if (endpoint === 'lead') {
    const photo: LeadPhoto = { kind: 'boiler', type: 'png', blob: new Blob([PNG], { type: 'image/png' }) };
    const form = leadFormData({ ...leads.lead, leadId: newLeadId() }, [photo]);
    const multipart = await timed(fetchImpl, url, { method: 'POST', headers: { Origin: origin }, body: form });
    const check = judgePost('A test lead with one photo, as multipart/form-data', multipart, origin, crossOrigin);
    if (!check.ok && multipart !== 'timeout' && !(multipart instanceof Error) && (multipart.status === 400 || multipart.status === 413 || multipart.status === 415)) {
      check.detail += '. It does not take multipart/form-data: bookings with photos will be sent again without them';
    }
    checks.push(check);
  }
  return checks;
}

/** The report, a line per check, and what to do. */
export function report(url: string, checks: Check[]): string {
  const lines = [`Checking ${url}`, ...checks.map((check) => `  ${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`)];
  const failed = checks.filter((check) => !check.ok).length;
  lines.push(failed ? `${failed} of ${checks.length} checks failed: leads sent to this webhook will not all reach you.` : `All ${checks.length} checks passed. The test leads are marked "${TEST_LEAD_NOTE}" or named "Webhook check".`);
  return lines.join('\n');
}
