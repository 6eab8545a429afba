/**
 * The pages that carry evidence slots (lib/shared/review-pages.ts: /reviews/…, each town's page,
 * each service in each town; wrangler.toml's run_worker_first lists exactly those), and the raw
 * data behind them:
 *   GET /<page with a slot>          the built page from the static assets, each slot filled with
 *                                    HTMLRewriter from one memoised read of what is published
 *   GET /api/reviews/published       PublishedReviews as JSON, public, cached a few minutes
 * A page keeps its built HTML (slots empty and hidden) when nothing is published for a slot or D1
 * cannot be read: the same page a plain static host serves. No script is added to any page.
 */
import type { PublishedReviews } from '@/lib/shared/contracts/reviews';
import { EVIDENCE_ABOUT_ATTRIBUTE, EVIDENCE_ATTRIBUTE, EVIDENCE_NONE_ATTRIBUTE, evidenceSlotOf } from '@/lib/shared/review-pages';
import type { WorkerEnv } from '../env';
import { publishedCacheSeconds } from '../limits';
import { publishedReader } from '../store/reviews-published';
import { evidenceHtml } from './evidence-html';
import { json } from './respond';

/** One memo per isolate: every page and the JSON read the same copy. */
const readMemo = publishedReader();

/** What is published now, through the isolate's memo. */
export const publishedNow = (env: WorkerEnv, now = new Date()): Promise<PublishedReviews> => readMemo(env.DB, now, publishedCacheSeconds(env.PUBLISHED_CACHE_SECONDS));

/**
 * `response` (a page's HTML) with each evidence slot filled from `read` (called at most once, and
 * only if the page has a slot) and each "nothing yet" text of a filled slot removed. A slot with
 * nothing to show, or a read that fails, leaves the page as built.
 */
export function rewriteEvidence(response: Response, read: () => Promise<PublishedReviews>): Response {
  let data: Promise<PublishedReviews | null> | null = null;
  const published = () =>
    (data ??= read().catch((error: unknown) => {
      console.error('The published reviews could not be read: the pages show as built', error);
      return null;
    }));
  const htmlFor = async (key: string | null, about: string): Promise<string> => {
    const slot = key === null ? null : evidenceSlotOf(key);
    const found = slot && (await published());
    return slot && found ? evidenceHtml(slot, found, about) : '';
  };
  return new HTMLRewriter()
    .on(`[${EVIDENCE_ATTRIBUTE}]`, {
      async element(element) {
        const html = await htmlFor(element.getAttribute(EVIDENCE_ATTRIBUTE), element.getAttribute(EVIDENCE_ABOUT_ATTRIBUTE) ?? '');
        if (!html) return;
        element.setInnerContent(html, { html: true });
        element.removeAttribute('hidden');
      },
    })
    .on(`[${EVIDENCE_NONE_ATTRIBUTE}]`, {
      async element(element) {
        if (await htmlFor(element.getAttribute(EVIDENCE_NONE_ATTRIBUTE), '')) element.remove();
      },
    })
    .transform(response);
}

/** Headers a conditional request carries: left off, so a browser's copy from before a new review is never answered 304. */
const CONDITIONAL = ['If-None-Match', 'If-Modified-Since'];

/** A page with slots: the built file, rewritten when it is HTML. */
export async function servePage(request: Request, env: WorkerEnv): Promise<Response> {
  const unconditional = new Request(request);
  for (const header of CONDITIONAL) unconditional.headers.delete(header);
  const asset = await env.ASSETS.fetch(unconditional);
  if (asset.status !== 200 || !(asset.headers.get('Content-Type') ?? '').startsWith('text/html') || request.method !== 'GET') return asset;
  const page = new Response(asset.body, asset);
  // The file's validators no longer describe what is sent.
  page.headers.delete('ETag');
  page.headers.delete('Last-Modified');
  page.headers.delete('Content-Length');
  return rewriteEvidence(page, () => publishedNow(env));
}

/** GET /api/reviews/published: what the pages show, as JSON anyone may read and cache for the memo's period. */
export async function publishedJson(env: WorkerEnv): Promise<Response> {
  const seconds = publishedCacheSeconds(env.PUBLISHED_CACHE_SECONDS);
  return json(200, await publishedNow(env), { 'Cache-Control': `public, max-age=${seconds}`, 'X-Robots-Tag': 'noindex', 'Access-Control-Allow-Origin': '*' });
}
