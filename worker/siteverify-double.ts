/**
 * A local stand-in for Cloudflare Turnstile's Siteverify (the Worker's TURNSTILE_SITEVERIFY_URL in
 * the tests: Cloudflare's network is out of reach here), answering as Cloudflare documents
 * (developers.cloudflare.com/turnstile/troubleshooting/testing and get-started/server-side-validation):
 *   test secret 1x…AA  passes the test token (XXXX.DUMMY.TOKEN.XXXX) only, naming hostname
 *                      "localhost" and action "test"; any other token: invalid-input-response
 *   test secret 2x…AA  always fails: invalid-input-response
 *   test secret 3x…AA  always "already spent": timeout-or-duplicate
 * and, for what the test secrets cannot show, secrets of the tests' own:
 *   "e2e-siteverify-live"     a live secret: a token `live~<hostname>~<action>~<anything>` passes ONCE,
 *                             naming that hostname and action; the same token again passes only with
 *                             the idempotency key it first came with (as Siteverify promises), else
 *                             timeout-or-duplicate; the test token is refused, as a live secret does
 *   "e2e-siteverify-timeout"  never answers (the Worker's own time limit decides)
 *   "e2e-siteverify-500"      answers 500
 * Every call is recorded (secret, token, remote address, idempotency key, answer) for the tests to read.
 * Test-only. Served by the tests' webhook receiver (e2e/fixtures/webhook-receiver.ts) at SITEVERIFY_PATH for the
 * browser tests, and started on its own port by the Worker's unit tests (worker/test-support.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { TURNSTILE_TEST_ANSWER, TURNSTILE_TEST_SECRETS, TURNSTILE_TEST_TOKEN } from '@/lib/shared/forms/human-check';

/** Where the double answers, as Cloudflare's own path. */
export const SITEVERIFY_PATH = '/turnstile/v0/siteverify';
/** The tests' own secrets (see above). */
export const DOUBLE_SECRETS = { live: 'e2e-siteverify-live', timeout: 'e2e-siteverify-timeout', error: 'e2e-siteverify-500' } as const;

/** A token the live secret passes once, made on `hostname` for `action`. */
export const liveToken = (hostname: string, action = 'lead') => `live~${hostname}~${action}~${crypto.randomUUID()}`;

export interface SiteverifyCall {
  secret: string;
  token: string;
  remoteip: string | null;
  idempotencyKey: string | null;
  /** The status and body answered (null: held, never answered). */
  answer: { status: number; body: Record<string, unknown> } | null;
}

/** The double's memory: every call, and the live tokens spent (with the key each was first verified under). */
export interface SiteverifyState {
  calls: SiteverifyCall[];
  spent: Map<string, { idempotencyKey: string | null; body: Record<string, unknown> }>;
}

export const newSiteverifyState = (): SiteverifyState => ({ calls: [], spent: new Map() });

const refused = (code: string) => ({ success: false, 'error-codes': [code] });

/** What Siteverify answers to one call (null: it does not answer). */
export function siteverifyAnswer(state: SiteverifyState, fields: Record<string, unknown>, at = new Date()): SiteverifyCall['answer'] {
  const secret = typeof fields.secret === 'string' ? fields.secret : '';
  const token = typeof fields.response === 'string' ? fields.response : '';
  const key = typeof fields.idempotency_key === 'string' ? fields.idempotency_key : null;
  if (!secret) return { status: 200, body: refused('missing-input-secret') };
  if (secret === DOUBLE_SECRETS.timeout) return null;
  if (secret === DOUBLE_SECRETS.error) return { status: 500, body: refused('internal-error') };
  if (!token) return { status: 200, body: refused('missing-input-response') };
  if (secret === TURNSTILE_TEST_SECRETS.fails) return { status: 200, body: refused('invalid-input-response') };
  if (secret === TURNSTILE_TEST_SECRETS.spent) return { status: 200, body: refused('timeout-or-duplicate') };
  if (secret === TURNSTILE_TEST_SECRETS.passes) {
    if (token !== TURNSTILE_TEST_TOKEN) return { status: 200, body: refused('invalid-input-response') };
    return { status: 200, body: { success: true, challenge_ts: at.toISOString(), hostname: TURNSTILE_TEST_ANSWER.hostname, 'error-codes': [], action: TURNSTILE_TEST_ANSWER.action, cdata: 'test-data' } };
  }
  if (secret === DOUBLE_SECRETS.live) {
    const [kind, hostname, action] = token.split('~');
    if (kind !== 'live' || !hostname || !action) return { status: 200, body: refused('invalid-input-response') };
    const earlier = state.spent.get(token);
    if (earlier) return earlier.idempotencyKey !== null && earlier.idempotencyKey === key ? { status: 200, body: earlier.body } : { status: 200, body: refused('timeout-or-duplicate') };
    const body = { success: true, challenge_ts: at.toISOString(), hostname, 'error-codes': [], action, cdata: '' };
    state.spent.set(token, { idempotencyKey: key, body });
    return { status: 200, body };
  }
  return { status: 200, body: refused('invalid-input-secret') };
}

/** Reads a call's fields: JSON or a form (Siteverify takes both). */
async function fieldsOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Answers one HTTP call to the double (held calls are answered never: the server closing ends them). */
export async function handleSiteverify(state: SiteverifyState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fields = await fieldsOf(req);
  const answer = siteverifyAnswer(state, fields);
  state.calls.push({
    secret: String(fields.secret ?? ''),
    token: String(fields.response ?? ''),
    remoteip: typeof fields.remoteip === 'string' ? fields.remoteip : null,
    idempotencyKey: typeof fields.idempotency_key === 'string' ? fields.idempotency_key : null,
    answer,
  });
  if (!answer) return;
  res.writeHead(answer.status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(answer.body));
}

/** Starts the double on its own port of 127.0.0.1 (the Worker's unit tests). */
export async function startSiteverifyDouble(): Promise<{ url: string; state: SiteverifyState; close: () => Promise<void> }> {
  const state = newSiteverifyState();
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === SITEVERIFY_PATH) void handleSiteverify(state, req, res);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${SITEVERIFY_PATH}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
