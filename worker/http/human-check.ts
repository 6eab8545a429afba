/**
 * The human check a lead's browser made (Cloudflare Turnstile: lib/shared/forms/human-check.ts), verified here
 * with Siteverify before the lead counts as a person's. Verified, a lead may email its visitor and
 * take a survey place; not verified (no token, a token Siteverify refuses or has seen, Siteverify
 * slow or down, no secret set up), it is still stored and reaches the business, marked so
 * (worker/http/intake.ts decides what it may cost). The check never refuses a lead: a person whose
 * browser blocks the widget, or a Cloudflare outage, must not lose their request.
 *
 * The call: the secret (a Worker secret, TURNSTILE_SECRET_KEY), the token, the visitor's address
 * (`remoteip`) and an `idempotency_key` (the lead's own id, a UUID the browser keeps for every send
 * of that lead), so a send whose answer was lost and that comes again with the same token verifies
 * once, as Siteverify promises for a key it has seen, while the same token under another id is
 * "already spent". A live secret's answer must name our hostname and the widget's action. One retry
 * with the same key after a 5xx or an internal error, all within SITEVERIFY_TIME_LIMIT_MS.
 */
import { HUMAN_CHECK_ACTION, MAX_HUMAN_CHECK_TOKEN, TURNSTILE_SITEVERIFY_URL, isTestSecret, type HumanCheckOutcome } from '@/lib/shared/forms/human-check';
import type { WorkerEnv } from '../env';

/**
 * The longest a lead waits for Siteverify, both tries together: it answers in tens of
 * milliseconds, so three seconds means it is down, and the visitor's browser (which gives up after
 * 10 s: LEAD_TIMEOUT_MS) still hears that the lead was stored.
 */
export const SITEVERIFY_TIME_LIMIT_MS = 3_000;

/** What Siteverify answers (its documentation's fields). */
interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
  hostname?: unknown;
  action?: unknown;
}

/** What one lead's check needs besides the settings. */
export interface CheckInput {
  /** The token the browser sent (anything: it is checked here). */
  token: unknown;
  /** The visitor's address (CF-Connecting-IP), or null. */
  remoteip: string | null;
  /** A UUID: the lead's own id (or the write's), the same for every send of it. */
  idempotencyKey: string;
  /** The hostnames a token may have been made on: the site's own, and those of LEAD_ALLOWED_ORIGINS. */
  hostnames: readonly string[];
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** One call to Siteverify: its answer, or 'unavailable' (no answer in time, not JSON, or a 5xx). */
async function siteverify(url: string, body: string, signal: AbortSignal, fetchImpl: Fetch): Promise<SiteverifyAnswer | 'unavailable'> {
  try {
    const response = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal });
    if (response.status >= 500) return 'unavailable';
    const answer = (await response.json()) as SiteverifyAnswer;
    return answer && typeof answer === 'object' ? answer : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Why Siteverify said no, as an outcome. */
function refusal(answer: SiteverifyAnswer): HumanCheckOutcome {
  const codes = Array.isArray(answer['error-codes']) ? (answer['error-codes'] as unknown[]) : [];
  if (codes.includes('timeout-or-duplicate')) return 'spent';
  if (codes.includes('internal-error')) return 'unavailable';
  return 'failed';
}

/** Verifies one lead's token: 'passed', or why not. Never throws. */
export async function verifyHumanCheck(env: Pick<WorkerEnv, 'TURNSTILE_SECRET_KEY' | 'TURNSTILE_SITEVERIFY_URL' | 'TURNSTILE_TIME_LIMIT_MS'>, input: CheckInput, options: { fetchImpl?: Fetch; timeLimitMs?: number } = {}): Promise<HumanCheckOutcome> {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (!secret) return 'off';
  const { token } = input;
  if (typeof token !== 'string' || !token || token.length > MAX_HUMAN_CHECK_TOKEN) return 'missing';
  const url = env.TURNSTILE_SITEVERIFY_URL?.trim() || TURNSTILE_SITEVERIFY_URL;
  const body = JSON.stringify({ secret, response: token, idempotency_key: input.idempotencyKey, ...(input.remoteip ? { remoteip: input.remoteip } : {}) });
  const setting = Number(env.TURNSTILE_TIME_LIMIT_MS);
  const signal = AbortSignal.timeout(options.timeLimitMs ?? (Number.isInteger(setting) && setting > 0 ? setting : SITEVERIFY_TIME_LIMIT_MS));
  const fetchImpl = options.fetchImpl ?? ((request, init) => fetch(request, init));
  let answer = await siteverify(url, body, signal, fetchImpl);
  // One more try with the same key (it cannot spend the token twice), while time is left.
  if ((answer === 'unavailable' || refusal(answer) === 'unavailable') && !signal.aborted) answer = await siteverify(url, body, signal, fetchImpl);
  if (answer === 'unavailable') return 'unavailable';
  if (answer.success !== true) return refusal(answer);
  // A test secret's answers are canned (Cloudflare's testing page shows them naming "localhost" and
  // "test", its examples "example.com"): only a live secret's name the hostname and action.
  if (isTestSecret(secret)) return 'passed';
  if (typeof answer.hostname !== 'string' || !input.hostnames.includes(answer.hostname.toLowerCase())) return 'failed';
  if (answer.action !== HUMAN_CHECK_ACTION) return 'failed';
  return 'passed';
}
