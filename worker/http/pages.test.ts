/**
 * The pages' evidence at the edge: rows written straight into real D1 (Miniflare, the real
 * migrations), read as the Worker reads them, and a small page with a slot rewritten by the real
 * HTMLRewriter (workerd's: this file's code bundled and run in a Miniflare runtime, as the Worker
 * runs it). Then GET /api/reviews/published through the router.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { JOB_EVIDENCE_MIN, type PublishedReviews } from '@/lib/shared/contracts/reviews';
import { EVIDENCE_ABOUT_ATTRIBUTE, EVIDENCE_ATTRIBUTE, EVIDENCE_NONE_ATTRIBUTE } from '@/lib/shared/review-pages';
import { app } from '../app';
import { readPublished } from '../store/reviews-published';
import { storageForFile, testEnv } from '../test-support';
import { insertFinishedJobs, insertReviews } from '../test-reviews';
import { PUBLISHED_CACHE_SECONDS_DEFAULT } from '../limits';

const storage = storageForFile();
const NOW = new Date('2026-11-28T12:00:00.000Z');
const ABOUT = 'https://www.example.co.uk/#business';

/** The rewriter in workerd: a runtime whose one script runs rewriteEvidence on the page and data it is posted. */
let runtime: Miniflare;
beforeAll(async () => {
  const bundled = await build({
    stdin: {
      contents: `import { rewriteEvidence } from './worker/http/pages';
export default { async fetch(request) {
  const { html, published } = await request.json();
  let reads = 0;
  const page = rewriteEvidence(new Response(html, { headers: { 'Content-Type': 'text/html' } }), async () => { reads += 1; if (!published) throw new Error('D1 is away'); return published; });
  return new Response(await page.text(), { headers: { 'X-Reads': String(reads) } });
} };`,
      resolveDir: join(__dirname, '..', '..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  });
  runtime = new Miniflare({ modules: true, script: bundled.outputFiles[0]?.text ?? '', compatibilityDate: '2026-04-20' });
  await runtime.ready;
});
afterAll(() => runtime.dispose());

/** The page rewritten with what D1 holds now (or with a read that fails: null), and how many reads it made. */
async function rewritten(html: string, published: PublishedReviews | null): Promise<{ html: string; reads: number }> {
  const response = await runtime.dispatchFetch('http://rewriter/', { method: 'POST', body: JSON.stringify({ html, published }) });
  return { html: await response.text(), reads: Number(response.headers.get('X-Reads')) };
}

const slot = (key: string) => `<main><h1>Page</h1><section ${EVIDENCE_ATTRIBUTE}="${key}" ${EVIDENCE_ABOUT_ATTRIBUTE}="${ABOUT}" hidden></section><p ${EVIDENCE_NONE_ATTRIBUTE}="${key}">None published yet.</p></main>`;

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);

describe("a town's slot", () => {
  it(`shows the town's reviews and its finished jobs from ${JOB_EVIDENCE_MIN} up, each review marked up as a schema.org Review`, async () => {
    const { db } = storage();
    await insertReviews(db, [
      { stars: 4, service: 'gas-boiler-installation', town: 'grimsby', displayName: 'Ada L.', submittedAt: '2026-10-01T10:00:00.000Z', jobMonth: '2026-09' },
      { stars: 1, service: 'boiler-repair', town: 'grimsby', displayName: 'a customer in Grimsby', submittedAt: '2026-11-01T10:00:00.000Z', answer: { text: 'We are sorry; we came back the next day.', at: '2026-11-03T09:00:00.000Z' } },
      { stars: 5, service: 'boiler-repair', town: 'hull', displayName: 'Hal H.', submittedAt: '2026-11-02T10:00:00.000Z' },
    ]);
    await insertFinishedJobs(db, [
      ...['2026-02-10', '2026-05-10', '2026-09-20'].map((on) => ({ service: 'gas-boiler-installation', town: 'grimsby', on })),
      ...['2026-03-10', '2026-04-10'].map((on) => ({ service: 'boiler-repair', town: 'grimsby', on })),
    ]);
    const { html, reads } = await rewritten(slot('town:grimsby'), await readPublished(db, NOW));
    expect(reads).toBe(1);
    expect(html).not.toMatch(/<section[^>]*hidden/);
    expect(html).toContain('What customers in Grimsby said');
    expect(html).toContain('4 out of 5 stars');
    expect(html).toContain('1 out of 5 stars');
    expect(html).toContain('Ada L., Gas Boiler Installation in Grimsby, job finished September 2026');
    expect(html).toContain('Our answer, 3 November 2026');
    expect(html).not.toContain('Hal H.');
    expect(html).toContain('Gas Boiler Installation: 3 finished, the most recent in September 2026');
    expect(html).not.toContain('Boiler Repair: 2');
    expect(html).not.toContain('data-area-fallback');
    expect(html).toContain('href="/reviews-policy/"');
    // Newest first.
    expect(html.indexOf('1 out of 5 stars')).toBeLessThan(html.indexOf('4 out of 5 stars'));
    const marked = jsonLdOf(html);
    expect(marked).toHaveLength(2);
    expect(marked[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Ada L.' },
      datePublished: '2026-10-01',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      reviewBody: 'Review 1: the engineer was on time and tidy.',
      itemReviewed: { '@id': ABOUT },
    });
    expect(html).not.toContain('AggregateRating');
  });

  it("falls back to the reviews from around the town's base, saying so, and shows nothing with neither reviews nor counts", async () => {
    const { db } = storage();
    await insertReviews(db, [
      { stars: 5, service: 'boiler-repair', town: 'cleethorpes', displayName: 'Cleo C.', submittedAt: '2026-10-01T10:00:00.000Z' },
      { stars: 3, service: 'boiler-repair', town: 'hull', displayName: 'Hal H.', submittedAt: '2026-10-02T10:00:00.000Z' },
    ]);
    const published = await readPublished(db, NOW);
    const louth = (await rewritten(slot('town:louth'), published)).html;
    expect(louth).toContain('No customer in Louth has reviewed us yet, so these reviews are from the towns our Grimsby base serves.');
    expect(louth).toContain('Cleo C.');
    expect(louth).not.toContain('Hal H.');
    // Worksop's base has no review and no count: the slot stays as built, hidden and empty.
    const worksop = await rewritten(slot('town:worksop'), published);
    expect(worksop.html).toBe(slot('town:worksop'));
  });
});

describe("the reviews pages' slot", () => {
  it('lists the reviews with their figures and the removals, and takes away the "none yet" text', async () => {
    const { db } = storage();
    await insertReviews(db, [
      { stars: 5, service: 'boiler-repair', town: 'grimsby', submittedAt: '2026-03-01T10:00:00.000Z' },
      { stars: 2, service: 'gas-boiler-installation', town: 'hull', submittedAt: '2026-05-01T10:00:00.000Z' },
      { stars: 4, service: 'boiler-repair', town: 'hull', submittedAt: '2026-06-01T10:00:00.000Z' },
      { stars: 1, service: 'boiler-repair', town: 'hull', submittedAt: '2026-06-02T10:00:00.000Z', removed: 'personal-details' },
    ]);
    const published = await readPublished(db, NOW);
    const all = (await rewritten(slot('reviews'), published)).html;
    expect(all).not.toContain('None published yet.');
    expect(all).toMatch(/<span data-figure="count">3<\/span> reviews, on average <span data-figure="average">3.7<\/span> out of 5 stars, submitted from 1 March 2026 to 1 June 2026/);
    expect(all).toContain('<li>5 out of 5 stars: 1</li><li>4 out of 5 stars: 1</li><li>3 out of 5 stars: 0</li><li>2 out of 5 stars: 1</li><li>1 out of 5 stars: 0</li>');
    expect(all).toContain('We have removed 1 review, each for a reason our policy gives:');
    expect(all).toContain("It gave someone else's personal details: 1");
    expect(jsonLdOf(all)).toHaveLength(3);
    // A filter's page: that service's reviews and figures only, no removals.
    const repairs = (await rewritten(slot('reviews:service:boiler-repair'), published)).html;
    expect(repairs).toMatch(/<span data-figure="count">2<\/span> reviews, on average <span data-figure="average">4.5<\/span>/);
    expect(repairs).not.toContain('data-review-removals');
    const inHull = (await rewritten(slot('reviews:town:hull'), published)).html;
    expect(jsonLdOf(inHull).map((review) => (review.reviewRating as { ratingValue: number }).ratingValue)).toEqual([4, 2]);
    // A town with none keeps its "none yet" and shows no figure.
    const inLouth = (await rewritten(slot('reviews:town:louth'), published)).html;
    expect(inLouth).toBe(slot('reviews:town:louth'));
  });

  it('escapes what a review says: a <script> in its text comes out as text, in the page and in its JSON-LD', async () => {
    const { db } = storage();
    await insertReviews(db, [{ stars: 3, service: 'boiler-repair', town: 'grimsby', text: 'Fine </script><script>alert("x")</script> & "quoted"', displayName: '<b>Bo</b> B.', submittedAt: '2026-10-01T10:00:00.000Z' }]);
    const { html } = await rewritten(slot('reviews'), await readPublished(db, NOW));
    expect(html).toContain('Fine &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('&lt;b&gt;Bo&lt;/b&gt; B.');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(jsonLdOf(html)[0]?.reviewBody).toBe('Fine </script><script>alert("x")</script> & "quoted"');
  });

  it('with nothing published, or D1 away, leaves the page as built; a page without a slot is never read for', async () => {
    const { db } = storage();
    expect((await rewritten(slot('reviews'), await readPublished(db, NOW))).html).toBe(slot('reviews'));
    expect((await rewritten(slot('reviews'), null)).html).toBe(slot('reviews'));
    expect(await rewritten('<main><h1>No slot</h1></main>', null)).toEqual({ html: '<main><h1>No slot</h1></main>', reads: 0 });
  });
});

describe('GET /api/reviews/published', () => {
  it('answers what is published, public and cached for the memo\'s period', async () => {
    const { db } = storage();
    await insertReviews(db, [{ stars: 2, service: 'boiler-repair', town: 'hull', submittedAt: '2026-10-01T10:00:00.000Z' }]);
    const response = await app.fetch(new Request('https://www.example.co.uk/api/reviews/published'), testEnv(storage()));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(`public, max-age=${PUBLISHED_CACHE_SECONDS_DEFAULT}`);
    const body = (await response.json()) as PublishedReviews;
    expect(body.reviews.map((review) => review.stars)).toEqual([2]);
    expect((await app.fetch(new Request('https://www.example.co.uk/api/reviews/published', { method: 'POST' }), testEnv(storage()))).status).toBe(405);
  });
});
