/**
 * "No more emails asking for a review" (lib/shared/contracts/reviews.ts), the address every review
 * email carries in its List-Unsubscribe header and its link, `?t=<lead id>.<secret>` (the secret
 * for 'review-unsubscribe' only: worker/review-link.ts):
 *   GET   ?t=   a small page with one button: a GET never unsubscribes, since mail scanners follow links
 *   POST  ?t=   body `List-Unsubscribe=One-Click` (RFC 8058: the mail client's one click, or the page's
 *               button) → the customer's address kept in review_opt_outs (once) and a page saying so
 * A wrong or unknown token is answered 404 alike, each counted against the address's guesses
 * (REQUEST_RATE_LIMIT, as the request's own page counts them), 429 once over. Mounted at
 * /api/review/unsubscribe.
 */
import { Hono } from 'hono';
import { business } from '@/content/business';
import { REVIEW_MESSAGES } from '@/lib/shared/contracts/reviews';
import { REQUEST_TOKEN_PATTERN } from '@/lib/shared/contracts/your-request';
import { escapeHtml } from '@/lib/shared/format/html';
import type { WorkerEnv } from '../env';
import { unsubscribeSecretOpens } from '../review-link';
import { createReviewInviteStore } from '../store/review-invites';
import { clientKey } from './abuse';
import { API_HEADERS, methodNotAllowed } from './respond';

/** How long a client over its guesses is asked to wait. */
const GUESS_RETRY_AFTER_SECONDS = 60;
/** The form field (and value) RFC 8058's one-click POST sends; the page's button sends the same. */
const ONE_CLICK = { name: 'List-Unsubscribe', value: 'One-Click' } as const;
/** The button's words and the page's question. */
export const UNSUBSCRIBE_WORDS = { title: 'No more review emails', question: `Stop ${business.tradingName}'s emails asking how your job went?`, button: 'Yes, no more emails' } as const;

type Env = { Bindings: WorkerEnv };

/** A small page of its own: no script, styles inline, nothing loaded from elsewhere. */
function page(status: number, heading: string, body: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(UNSUBSCRIBE_WORDS.title)} | ${escapeHtml(business.tradingName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a"><main><h1 style="font-size:1.5rem">${escapeHtml(heading)}</h1>${body}</main></body></html>`;
  return new Response(html, { status, headers: { ...API_HEADERS, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'", 'Content-Type': 'text/html; charset=utf-8', ...headers } });
}

/** The lead id the token's secret opens, or the answer for one it does not (404 alike for wrong and unknown, 429 once over the guesses). */
async function opened(c: { env: WorkerEnv; req: { raw: Request; query(name: string): string | undefined } }): Promise<string | Response> {
  const match = REQUEST_TOKEN_PATTERN.exec(c.req.query('t')?.trim() ?? '');
  const id = match?.[1]?.toLowerCase();
  if (id && match?.[2] && (await unsubscribeSecretOpens(c.env, id, match[2]))) return id;
  const counted = (await c.env.REQUEST_RATE_LIMIT?.limit({ key: clientKey(c.req.raw) })) ?? { success: true };
  if (!counted.success) return page(429, REVIEW_MESSAGES.tooMany, '', { 'Retry-After': String(GUESS_RETRY_AFTER_SECONDS) });
  return page(404, REVIEW_MESSAGES.notFound, '');
}

export const reviewUnsubscribe = new Hono<Env>();

reviewUnsubscribe.get('/', async (c) => {
  const id = await opened(c);
  if (id instanceof Response) return id;
  const action = `?${new URLSearchParams({ t: c.req.query('t')?.trim() ?? '' })}`;
  return page(
    200,
    UNSUBSCRIBE_WORDS.question,
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="${ONE_CLICK.name}" value="${ONE_CLICK.value}"><button type="submit" style="font:inherit;padding:0.5rem 1rem;min-height:44px">${escapeHtml(UNSUBSCRIBE_WORDS.button)}</button></form>`,
  );
});

reviewUnsubscribe.post('/', async (c) => {
  const id = await opened(c);
  if (id instanceof Response) return id;
  const form = new URLSearchParams(await c.req.raw.text().catch(() => ''));
  if (form.get(ONE_CLICK.name) !== ONE_CLICK.value) return page(400, UNSUBSCRIBE_WORDS.title, `<p>${escapeHtml(`Send ${ONE_CLICK.name}=${ONE_CLICK.value}.`)}</p>`);
  // Erased meanwhile: nothing is left to email them about, so the answer is the same.
  await createReviewInviteStore(c.env.DB).optOut(id);
  return page(200, REVIEW_MESSAGES.unsubscribed, '');
});

reviewUnsubscribe.all('/', () => methodNotAllowed('GET, POST'));
