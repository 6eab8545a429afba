/**
 * One sweep per template: a page of every kind is opened once and checked for everything that
 * holds on every page, instead of each check opening every page again: no Content Security Policy
 * violation and no script error while it loads and runs, no axe violation (WCAG 2.2 AA), and no
 * sideways scrolling at 320 px or at 640 px (a 1280 px screen at 200% zoom).
 */
import type { Page } from '@playwright/test';
import { atBothWidths, expect, test } from './fixtures/test';
import { allPages } from '../lib/server/site-pages';
import { expectNoAxeViolations, visit, watchProblems } from './fixtures/pages';

/** A page of every template (checked below against lib/server/site-pages.ts), and the two 404 pages. */
const SWEEP: { path: string; status?: number; phone?: boolean }[] = [
  { path: '/', phone: true },
  { path: '/same-day-boiler-repairs/' },
  { path: '/contact/' },
  { path: '/terms/' },
  { path: '/boiler-finance/' },
  { path: '/annual-boiler-service/' },
  { path: '/service-areas/' },
  { path: '/heating-services/goole/' },
  { path: '/lpg-boiler-installation-in-louth/', phone: true },
  { path: '/brands/glow-worm/' },
  { path: '/faqs/payments/' },
  { path: '/guides/what-is-a-power-flush/' },
  { path: '/vs/heat-pump-installation-vs-octopus-energy/' },
  { path: '/book-a-repair/' },
  { path: '/instant-quote/' },
  { path: '/boiler-results/' },
  { path: '/url-generator/' },
  { path: '/sitemap/' },
  // The lead inbox's shell, on a first visit: the sign-in form, under the staff pages' own policy, with nothing in the console.
  { path: '/leads/', phone: true },
  // A visitor's own request opened without its link: what it says for a missing link, under the private pages' policy.
  { path: '/your-request/', phone: true },
  { path: '/no-such-page/', status: 404 },
  { path: '/heating-services/atlantis/', status: 404 },
];

async function sidewaysScroll(page: Page, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: 800 });
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  return scroll > client ? `${scroll}px wide at ${width}px` : null;
}

test('the sweep visits a page of every template', () => {
  const templateOf = new Map(allPages().map((page) => [page.path, page.template]));
  const swept = new Set(SWEEP.map(({ path }) => templateOf.get(path)).filter(Boolean));
  // Redirect stubs refresh away at once; their HTML is checked in site-output.spec.ts and by html-validate.
  const missing = [...new Set(allPages().map((page) => page.template))].filter((template) => template !== 'redirect' && !swept.has(template));
  expect(missing).toEqual([]);
});

for (const { path, status = 200, phone } of SWEEP) {
  const declare = () =>
    test(`${path}: no policy violation or script error, no axe violation, no sideways scroll`, async ({ page }) => {
      const problems = await watchProblems(page);
      const response = await visit(page, path);
      expect(response?.status()).toBe(status);
      await expectNoAxeViolations(page);
      const wide = [await sidewaysScroll(page, 320), await sidewaysScroll(page, 640)].filter(Boolean);
      expect(wide).toEqual([]);
      // A 404 is the one console error a browser logs by itself for an unknown page.
      expect(problems.filter((p) => !(status === 404 && /status of 404/.test(p)))).toEqual([]);
    });
  if (phone) atBothWidths(declare);
  else declare();
}
