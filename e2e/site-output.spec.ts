/**
 * Checks every built page in `out/` (no browser needed): routes, titles, canonicals, headings,
 * internal links, the sitemap and structured data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test';
import {
  OUT,
  builtPages,
  canonicalsOf,
  fileExists,
  h1Count,
  isNoindex,
  jsonLdBlocks,
  linksOf,
  metaContent,
  pageAt,
  titleOf,
} from './fixtures/built-site';
import { services, locations, aliasPairs, redirects, externalReviews, SITE_ORIGIN } from './fixtures/site-data';
import { COMPARISON_SLUGS } from '../content/competitors';
import { formatWhole } from '../content/format';
import { PAGES } from '../lib/shared/pages';

/** Words that only ever came with reviews we wrote or figures nobody could trace (DMCC Act 2024 Sch 20). */
const UNTRACEABLE_REVIEW_WORDS = ['sample review', 'five-star', '5-star', 'happy customers', 'aggregaterating'];
/** A count of reviews, ratings or customers ("600 five-star reviews", "1,000+ happy customers"). */
const REVIEW_COUNT = /(?<![\w-])(\d[\d,]*)\+?\s+(?:[a-z-]+\s+)?(?:reviews?|ratings?|customers?)\b/gi;
/** A rating out of five ("4.9 out of 5", "5/5", "5 stars"); not a Tailwind fraction such as basis-1/5. */
const RATING = /(?<![\w./-])(\d(?:\.\d+)?)\s*(?:out of 5|\/\s*5(?!\d)|stars?\b)/gi;

/** Every fixed route of docs/product.md §2.1 (dynamic ones are checked below). */
const SPEC_ROUTES = [
  '/', '/boiler-install/', '/same-day-boiler-repairs/', '/instant-quote/', '/boiler-results/', '/offers/', '/about/', '/team/',
  '/contact/', '/privacy/', '/privacy-policy/', '/terms/', '/help/', '/sitemap/', '/reviews/', '/services/', '/heating-services/',
  '/repair/', '/boiler-repair/', '/book-a-repair/', '/report-issue/', '/payment/', '/power-flushing/', '/annual-boiler-service/',
  '/book-free-survey/', '/book-a-boiler-service/', '/book-video-survey/', '/air-conditioning/', '/air-conditioning-installation/',
  '/guides/', '/boiler-cover/', '/boiler-finance/', '/url-generator/', '/combi-boiler/', '/system-boiler/', '/conventional-boiler/',
  '/back-boiler/', '/oil-boiler/', '/oil-boiler-installation/', '/gas-boilers/', '/gas-boiler-installation/', '/lpg-boilers/',
  '/lpg-boiler-installation/', '/heating-installation/', '/heat-pumps/', '/heat-pump-installation/', '/solar-installations/',
  '/brands/', '/service-areas/', '/faqs/',
  ...['worcester-bosch', 'vaillant', 'ideal-heating', 'glow-worm', 'alpha', 'viessmann', 'daikin'].map((b) => `/brands/${b}/`),
  ...['general', 'boiler', 'air-conditioning', 'heat-pumps', 'solar', 'repairs', 'aftercare', 'payments'].map((t) => `/faqs/${t}/`),
];

test.describe('the built site', () => {
  test('has every route of docs/product.md §2.1, a page for each town we cover and for each service in each', () => {
    const missing = SPEC_ROUTES.filter((path) => !pageAt(path));
    expect(missing).toEqual([]);
    expect(services.length * locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      expect(pageAt(`/heating-services/${location}/`), location).toBeTruthy();
      for (const service of services) expect(pageAt(`/${service}-in-${location}/`), `${service}-in-${location}`).toBeTruthy();
    }
    const guides = builtPages().filter((p) => /^\/guides\/[^/]+\/$/.test(p.path));
    expect(guides.length).toBeGreaterThanOrEqual(8);
    const comparisons = builtPages().filter((p) => /^\/vs\/[a-z0-9-]+-vs-[a-z0-9-]+\/$/.test(p.path));
    expect(comparisons.map((p) => p.path).sort()).toEqual(COMPARISON_SLUGS.map((slug) => `/vs/${slug}/`).sort());
    expect(fileExists('/sitemap.xml')).toBe(true);
    expect(fileExists('/404.html')).toBe(true);
  });

  test('every page has one canonical (absolute), one h1, a description and social tags; titles are unique but for aliases', () => {
    const titles = new Map<string, string[]>();
    const problems: string[] = [];
    for (const page of builtPages()) {
      const canonicals = canonicalsOf(page.html);
      if (canonicals.length !== 1) problems.push(`${page.path}: ${canonicals.length} canonical links`);
      else if (!canonicals[0]?.startsWith(SITE_ORIGIN)) problems.push(`${page.path}: canonical ${canonicals[0]} is not absolute on ${SITE_ORIGIN}`);
      if (redirects.some((r) => r.path === page.path)) continue;
      if (h1Count(page.html) !== 1) problems.push(`${page.path}: ${h1Count(page.html)} h1 elements`);
      if (!metaContent(page.html, 'description')) problems.push(`${page.path}: no meta description`);
      if (!metaContent(page.html, 'og:title') || !metaContent(page.html, 'twitter:card')) problems.push(`${page.path}: missing Open Graph or Twitter tags`);
      const title = titleOf(page.html) ?? '';
      titles.set(title, [...(titles.get(title) ?? []), page.path]);
    }
    for (const [title, paths] of titles) {
      if (paths.length < 2) continue;
      const isAlias = paths.length === 2 && aliasPairs.some(([a, b]) => paths.includes(a) && paths.includes(b));
      if (!isAlias) problems.push(`title "${title}" is shared by ${paths.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('alias pages share the canonical URL of their main path', () => {
    for (const [main, alias] of aliasPairs) {
      const mainPage = pageAt(main);
      const aliasPage = pageAt(alias);
      expect(canonicalsOf(mainPage?.html ?? '')).toEqual([`${SITE_ORIGIN}${main}`]);
      expect(canonicalsOf(aliasPage?.html ?? '')).toEqual([`${SITE_ORIGIN}${main}`]);
    }
  });

  test("every page's flight data is kept (a page that loads the framework fetches its own; the quote steps to the results'), and none of the per-segment payloads nothing fetches", () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
    const all = files(OUT);
    expect(all.filter((file) => /(^|\/)__next\.[^/]*\.txt$/.test(file)).map((file) => file.slice(OUT.length))).toEqual([]);
    const fetched = builtPages().flatMap((page) => [...page.html.matchAll(/"flight":"([^"]+)"/g)].map((match) => match[1] ?? ''));
    expect(fetched.length).toBeGreaterThan(0);
    for (const url of [...fetched, `${PAGES.boilerResults.path}index.txt`]) expect(fileExists(url), url).toBe(true);
    for (const page of builtPages()) expect(fileExists(`${page.path}index.txt`), page.path).toBe(true);
  });

  test('every internal link in every built page resolves to a built page or file', () => {
    const broken = new Set<string>();
    for (const page of [...builtPages(), { path: '/404.html', html: readFileSync(join(OUT, '404.html'), 'utf8') }]) {
      for (const href of linksOf(page.html)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        if (!fileExists(href)) broken.add(`${page.path} → ${href}`);
      }
    }
    expect([...broken].slice(0, 20)).toEqual([]);
  });

  test('internal links point at canonical pages, never at aliases or old addresses', () => {
    const aliasPaths = new Set([...aliasPairs.map(([, alias]) => alias), ...redirects.map((r) => r.path)]);
    const offenders = new Set<string>();
    for (const page of builtPages()) {
      for (const href of linksOf(page.html)) {
        const path = href.split(/[?#]/)[0] ?? '';
        if (aliasPaths.has(path)) offenders.add(`${page.path} → ${href}`);
      }
    }
    expect([...offenders].slice(0, 20)).toEqual([]);
  });

  test('sitemap.xml lists exactly the canonical, indexable pages', () => {
    const xml = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(SITE_ORIGIN, '')).sort();
    const expected = builtPages()
      .filter((page) => canonicalsOf(page.html)[0] === `${SITE_ORIGIN}${page.path}` && !isNoindex(page.html) && page.path !== '/boiler-results/')
      .map((page) => page.path)
      .sort();
    expect(listed).toEqual(expected);
    for (const excluded of ['/url-generator/', '/boiler-results/', '/services/', '/privacy/', '/boiler-faqs/']) expect(listed).not.toContain(excluded);
    expect(xml).not.toMatch(/<lastmod>(?!\d{4}-\d{2}-\d{2})/);
    const robots = readFileSync(join(OUT, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  test('every JSON-LD block parses, and pages carry the structured data they should', () => {
    const problems: string[] = [];
    const types = (page: { html: string }) =>
      jsonLdBlocks(page.html).flatMap((block) => {
        try {
          return [JSON.parse(block)['@type'] as string];
        } catch (error) {
          problems.push(`${(error as Error).message}`);
          return [];
        }
      });
    for (const page of builtPages()) {
      const found = types(page);
      if (page.path !== '/' && !redirects.some((r) => r.path === page.path) && !found.includes('BreadcrumbList')) problems.push(`${page.path}: no BreadcrumbList`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(types(pageAt('/')!)).toContain('HVACBusiness');
    expect(types(pageAt('/contact/')!)).toContain('HVACBusiness');
    expect(types(pageAt('/heating-services/grimsby/')!)).toContain('HVACBusiness');
    expect(types(pageAt('/power-flushing/')!)).toContain('Service');
    expect(types(pageAt('/boiler-repair-in-grimsby/')!)).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
    expect(types(pageAt('/faqs/boiler/')!)).toContain('FAQPage');
    const all = builtPages().flatMap((page) => jsonLdBlocks(page.html));
    expect(all.some((block) => block.includes('aggregateRating'))).toBe(false);
  });

  test('no page shows a sample review, a review figure nobody can trace, or rating markup', () => {
    // With no public source configured (the default) no count or rating may show at all; with one, only
    // its own figures, on a page that links to it.
    const allowed = (figure: string, html: string) =>
      externalReviews !== null &&
      html.includes(`href="${externalReviews.url.replace(/&/g, '&amp;')}"`) &&
      (figure === formatWhole(externalReviews.reviewCount) || figure === String(externalReviews.averageRating ?? ''));
    const problems: string[] = [];
    for (const page of [...builtPages(), { path: '/404.html', html: readFileSync(join(OUT, '404.html'), 'utf8') }]) {
      const lower = page.html.toLowerCase();
      for (const words of UNTRACEABLE_REVIEW_WORDS) if (lower.includes(words)) problems.push(`${page.path}: "${words}"`);
      // The markup as written and its text with the tags taken out (a figure can straddle an element).
      const text = page.html.replace(/<[^>]*>/g, '');
      for (const source of [page.html, text]) {
        for (const match of [...source.matchAll(REVIEW_COUNT), ...source.matchAll(RATING)]) {
          if (!allowed(match[1] ?? '', page.html)) problems.push(`${page.path}: "${match[0]}"`);
        }
      }
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });

  test('old FAQ addresses redirect: 301 rules in _redirects and a refreshing stub page', () => {
    const rules = readFileSync(join(OUT, '_redirects'), 'utf8');
    for (const { path, to } of redirects) {
      expect(rules).toContain(`${path.slice(0, -1)} ${to} 301`);
      const stub = pageAt(path);
      expect(stub?.html).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${to}"`));
      expect(canonicalsOf(stub?.html ?? '')).toEqual([`${SITE_ORIGIN}${to}`]);
      expect(isNoindex(stub?.html ?? '')).toBe(true);
    }
  });
});
