/**
 * Reviews and finished jobs reach the pre-rendered pages at the edge (worker/http/pages.ts), on a
 * copy of the Worker of this file's own (started as npm start starts the site): rows written
 * straight into its D1 while it is idle (a fixture: many reviews and finished jobs in one town,
 * months apart, which the inbox and the review form could only make over weeks; e2e/review.spec.ts
 * walks that path for one, on the shared site, whose database no other process may write while its
 * tests run), then a town's page fetched without a browser carries that town's reviews and its job
 * counts from JOB_EVIDENCE_MIN up, with no script added; the reviews page's figures are those of the
 * published reviews; the reviews page and the policy are in the sitemap; the filled parts are axe
 * clean. One serial group: the reviews page is seen with none published before any is.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { JOB_EVIDENCE_MIN, REMOVAL_REASON_TEXT, reviewFigures, type PublishedReviews } from '../lib/shared/contracts/reviews';
import { pageAt } from './fixtures/built-site';
import { axeAtBothWidths, expectNoAxeViolations, visit } from './fixtures/pages';
import { externalReviews } from './fixtures/site-data';
import { openStorage, type Storage } from './fixtures/storage';
import { startWorker, stateFolder, type WorkerInstance } from './fixtures/worker-instance';
import { atBothWidths, expect, test } from './fixtures/test';

/** A town no other spec visits, nor any town of its base's area. */
const TOWN = 'bolsover';
const TOWN_PAGE = `/heating-services/${TOWN}/`;
const MARK = 'e2e-evidence';

/** A calendar day `months` months before today (UTC), YYYY-MM-DD. */
function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

/** Scripts of a page other than JSON-LD data blocks. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g)].map((match) => match[0]);

test.describe.serial('published reviews and finished jobs on the pages', () => {
  let storage: Storage;

  /** Publishes three reviews and five finished jobs, as the review form and "Job done" would. */
  async function publish() {
    const reviews = [
      { stars: 1, service: 'boiler-repair', town: TOWN, name: 'Rob R.', text: 'Late twice, but the boiler works now. <script>alert(1)</script>' },
      { stars: 5, service: 'gas-boiler-installation', town: TOWN, name: 'Bea B.', text: 'Tidy, quick and exactly the price we were quoted.' },
      { stars: 4, service: 'boiler-repair', town: 'chesterfield', name: 'Chet C.', text: 'Came the next morning.' },
    ];
    // Each table's rows in one statement: the site's Worker shares this database file, and every write from here holds its lock a moment.
    await storage.run(
      `INSERT INTO reviews (id, lead_id, stars, service, town, job_month, text, display_name, name_style, submitted_at, updated_at) VALUES ${reviews.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, 'initial', ?, ?)").join(', ')}`,
      ...reviews.flatMap((review, index) => {
        const at = `${monthsAgo(1)}T1${index}:00:00.000Z`;
        return [`${MARK}-review-${index}`, `${MARK}-reviewed-${index}`, review.stars, review.service, review.town, monthsAgo(2).slice(0, 7), review.text, review.name, at, at];
      }),
    );
    // Three boiler installations in the town (shown), two repairs (fewer than JOB_EVIDENCE_MIN: never shown).
    const jobs = [...[2, 5, 9].map((months) => ({ service: 'gas-boiler-installation', on: monthsAgo(months) })), ...[3, 4].map((months) => ({ service: 'boiler-repair', on: monthsAgo(months) }))];
    await storage.run(
      `INSERT INTO leads (id, received_at, type, source, what, lead, contact_name, contact_phone, status, note, job_done_on, job_service, job_town, job_done_at, job_done_by) VALUES ${jobs.map(() => "(?, ?, 'lead', 'book-free-survey', 'Survey booked', '{}', 'Visitor', '+447700900000', 'won', '', ?, ?, ?, ?, 'staff@example.co.uk')").join(', ')}`,
      ...jobs.flatMap((job, index) => [`${MARK}-job-${index}`, `${job.on}T09:00:00.000Z`, job.on, job.service, TOWN, `${job.on}T17:00:00.000Z`]),
    );
  }

  let site: WorkerInstance;

  test.beforeAll(async ({}, info) => {
    site = await startWorker({ stateDir: stateFolder('evidence', info), fresh: true });
    storage = await openStorage(site.stateDir);
  });

  test.afterAll(async () => {
    await storage?.dispose();
    await site?.stop();
    if (site) rmSync(resolve(site.stateDir), { recursive: true, force: true });
  });

  atBothWidths(() => {
    test('the reviews page says how reviews are collected and that none are published yet, no review figure but from a named public source, axe clean', async ({ page }) => {
      // As built (what a plain static host serves): none published yet, the slot empty and hidden.
      const built = pageAt('/reviews/')?.html ?? '';
      expect(built).toContain('We have not published any reviews yet.');
      expect(built).toMatch(/<section[^>]*data-evidence="reviews"[^>]*hidden/);
      await visit(page, `${site.origin}/reviews/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
      await expect(main).toContainText('Every customer is asked the same way');
      // Served by the Worker with none published, it reads the same.
      await expect(main).toContainText('We have not published any reviews yet.');
      await expect(page.locator('[data-evidence]')).toBeHidden();
      if (externalReviews) await expect(main.getByRole('link', { name: externalReviews.name })).toHaveAttribute('href', externalReviews.url);
      else expect(await main.innerText()).not.toMatch(/sample review|happy customers|five-star|\d[\d,]*\+? (?:\S+ )?reviews|out of 5/i);
      await expect(main.getByRole('link', { name: 'Our reviews policy' })).toHaveAttribute('href', '/reviews-policy/');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Reviews by service', 'Reviews by town', /fixed boiler price/]);
      await expectNoAxeViolations(page);
    });
  });

  test(`a town's page, fetched without a browser, carries its reviews and its job counts from ${JOB_EVIDENCE_MIN} up, no script added; the reviews page and the policy are in the sitemap`, async ({ request }) => {
    await publish();
    for (const path of [TOWN_PAGE, `/gas-boiler-installation-in-${TOWN}/`]) {
      const html = await (await request.get(`${site.origin}${path}`)).text();
      expect(html, path).toContain('What customers in Bolsover said');
      expect(html).toContain('Bea B., Gas Boiler Installation in Bolsover');
      expect(html).toContain('1 out of 5 stars');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('Chet C.');
      expect(html).toMatch(/Gas Boiler Installation: 3 finished, the most recent in [A-Z][a-z]+ \d{4}/);
      expect(html).not.toMatch(/Boiler Repair: \d+ finished/);
      expect(html).toContain('href="/reviews-policy/"');
      const reviews = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>).filter((data) => data['@type'] === 'Review');
      expect(reviews.map((review) => (review.author as { name: string }).name)).toEqual(['Bea B.', 'Rob R.']);
      for (const review of reviews) expect(Object.keys(review)).toEqual(expect.arrayContaining(['author', 'datePublished', 'reviewRating', 'itemReviewed']));
      expect(html).not.toContain('AggregateRating');
      // Not one script more than the built page has.
      expect(scriptsOf(html)).toEqual(scriptsOf(pageAt(path)?.html ?? ''));
    }
    // The whole reviews page's figures are those of the published reviews: as the test computes them from /api/reviews/published.
    const published = (await (await request.get(`${site.origin}/api/reviews/published`)).json()) as PublishedReviews;
    expect(published.reviews.map((review) => review.id).sort()).toEqual([0, 1, 2].map((index) => `${MARK}-review-${index}`));
    const figures = reviewFigures(published.reviews);
    const all = await (await request.get(`${site.origin}/reviews/`)).text();
    expect([/<span data-figure="count">(\d+)<\/span>/.exec(all)?.[1], /<span data-figure="average">([\d.]+)<\/span>/.exec(all)?.[1]]).toEqual([String(figures?.count), String(figures?.average)]);
    expect(figures).toEqual(expect.objectContaining({ count: 3, average: 3.3, spread: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 } }));
    expect(all).not.toContain('We have not published any reviews yet.');
    const policy = await (await request.get(`${site.origin}/reviews-policy/`)).text();
    for (const reason of Object.values(REMOVAL_REASON_TEXT)) expect(policy).toContain(reason.replace(/'/g, '&#39;'));
    const sitemap = await (await request.get(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/reviews\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/reviews-policy\/<\/loc>/);
  });

  test('the town evidence and the reviews list are axe clean at 390 and 1280 px', async ({ page }) => {
    await page.goto(`${site.origin}${TOWN_PAGE}`);
    await expect(page.locator('[data-evidence]')).toBeVisible();
    await axeAtBothWidths(page, '[data-evidence]');
    await page.goto(`${site.origin}/reviews/`);
    await expect(page.locator('[data-review-list]')).toBeVisible();
    await axeAtBothWidths(page, '[data-evidence]');
  });
});
