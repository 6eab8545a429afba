/**
 * The bench's pure parts (scripts/lib/bench.ts): medians, the order of the variants, the limits
 * `--assert` checks, the table's gaps and ratios, the saved quote and the server's script stripping.
 *   npx jest scripts/bench.test.ts
 */
import { decodeShare, parseStoredQuote } from '@/lib/browser/quote/reader';
import { QUOTE_STORAGE_KEY } from '@/lib/browser/quote/storage';
import {
  DEFAULT_PAGES,
  LIMITS,
  TABLE_COLUMNS,
  checkCategories,
  checkLimits,
  formatGap,
  gateLimits,
  formatRatio,
  formatTable,
  median,
  medianMetrics,
  pageUrl,
  parseBenchArgs,
  reportFileName,
  sharedQuoteQuery,
  storedQuoteItem,
  tableRow,
  variantOrder,
  type BenchPage,
  type Metrics,
  type PageSummary,
  type RunResult,
  type Variant,
  type Weights,
} from './lib/bench';
import { withoutScripts } from './lib/static-server';

const content: BenchPage = { name: '/', path: '/', label: 'home', kind: 'content', quote: 'none' };
const app: BenchPage = { name: '/instant-quote/', path: '/instant-quote/', label: 'instant quote', kind: 'app', quote: 'none' };
const weight: Weights = { jsGz: 2048, onUseGz: 0, htmlGz: 1024, flight: 3072, markup: 4096 };

/** Medians that pass every content limit: the page close to the floor, LCP close to no scripts. */
function summary(page: BenchPage, overrides: Partial<Record<Variant, Partial<Metrics>>> = {}): PageSummary {
  const base: Record<Variant, Metrics> = {
    floor: { score: 99, lcpMs: 1000, tbtMs: 20, cls: 0 },
    page: { score: 98, lcpMs: 1040, tbtMs: 60, cls: 0 },
    'no-scripts': { score: 100, lcpMs: 1000, tbtMs: 0, cls: 0 },
  };
  return {
    page,
    medians: {
      floor: { ...base.floor, ...overrides.floor },
      page: { ...base.page, ...overrides.page },
      'no-scripts': { ...base['no-scripts'], ...overrides['no-scripts'] },
    },
    counts: { floor: 3, page: 3, 'no-scripts': 3 },
    weights: { floor: weight, page: weight, 'no-scripts': weight },
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN for no values and ignores NaN values', () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, 5, 1])).toBe(3);
  });

  it('takes each metric over the runs that succeeded only', () => {
    const run = (score: number | null): RunResult => ({
      run: 1,
      page: '/',
      variant: 'page',
      url: 'http://127.0.0.1:3302/',
      metrics: score === null ? null : { score, lcpMs: score * 10, tbtMs: score, cls: 0 },
      error: score === null ? 'failed' : null,
      warnings: [],
      benchmarkIndex: 1500,
      seconds: 1,
    });
    expect(medianMetrics([run(90), run(null), run(96), run(94)])).toEqual({ metrics: { score: 94, lcpMs: 940, tbtMs: 94, cls: 0 }, count: 3 });
  });
});

describe('variantOrder', () => {
  it('rotates floor, page and no scripts by one each run', () => {
    expect(variantOrder(1)).toEqual(['floor', 'page', 'no-scripts']);
    expect(variantOrder(2)).toEqual(['page', 'no-scripts', 'floor']);
    expect(variantOrder(3)).toEqual(['no-scripts', 'floor', 'page']);
    expect(variantOrder(4)).toEqual(variantOrder(1));
  });
});

describe('checkLimits', () => {
  it('passes a content page and an app page within their limits', () => {
    expect(checkLimits([summary(content), summary(app, { page: { score: 95, lcpMs: 1150, tbtMs: 400 } })])).toEqual([]);
  });

  it('holds an app page to an LCP at most 1.15x its own without scripts (the results painted only once hydrated: issue 34)', () => {
    expect(checkLimits([summary(app, { page: { lcpMs: 2180 } })])).toEqual([expect.stringContaining('LCP 2180 ms is over 1.15x the 1000 ms without scripts (2.18x)')]);
    expect(checkLimits([summary(app, { page: { lcpMs: 2180 } })], gateLimits())).toHaveLength(1);
  });

  it('fails a content page more than 2 points below the floor', () => {
    expect(checkLimits([summary(content, { page: { score: 96 } })])).toEqual([expect.stringContaining("score 96 is more than 2 below the floor's 99")]);
  });

  it('fails a content page under 95 even when the floor is as low', () => {
    expect(checkLimits([summary(content, { floor: { score: 95 }, page: { score: 94 } })])).toEqual([expect.stringContaining('score 94 is below 95')]);
  });

  it('fails a content page whose LCP is over 1.1x the one without scripts', () => {
    expect(checkLimits([summary(content, { page: { lcpMs: 1101 } })])).toEqual([expect.stringContaining('LCP 1101 ms is over 1.1x the 1000 ms without scripts (1.10x)')]);
    expect(checkLimits([summary(content, { page: { lcpMs: 1100 } })])).toEqual([]);
  });

  it('fails a content page blocking more than 50 ms over the floor', () => {
    expect(checkLimits([summary(content, { page: { tbtMs: 71 } })])).toEqual([expect.stringContaining("TBT 71 ms is more than 50 ms over the floor's 20 ms")]);
    expect(checkLimits([summary(content, { page: { tbtMs: 70 } })])).toEqual([]);
  });

  it('fails any layout shift, on content and app pages alike', () => {
    expect(checkLimits([summary(content, { page: { cls: 0.001 } })])).toEqual([expect.stringContaining('CLS 0.001 is not 0')]);
    expect(checkLimits([summary(app, { page: { cls: 0.02 } })])).toEqual([expect.stringContaining('CLS 0.020 is not 0')]);
    expect(checkLimits([summary(content, { page: { cls: 0.0004 } })])).toEqual([]);
  });

  it('fails an app page more than 4 points below the floor, and holds it to nothing else', () => {
    expect(checkLimits([summary(app, { page: { score: 94 } })])).toEqual([expect.stringContaining("score 94 is more than 4 below the floor's 99")]);
    expect(checkLimits([summary(app, { page: { score: 60 }, floor: { score: 63 } })])).toEqual([]);
  });

  it('lists every failure of every page, and never passes a page with no successful run', () => {
    const broken = summary(content, { page: { score: 80, lcpMs: 2000, tbtMs: 500, cls: 0.1 } });
    expect(checkLimits([broken, summary(app)])).toHaveLength(5);
    const failedRuns: PageSummary = { ...summary(app, { page: { score: Number.NaN, cls: Number.NaN } }), counts: { floor: 3, page: 0, 'no-scripts': 3 } };
    expect(checkLimits([failedRuns])).toEqual([
      expect.stringContaining('no page run succeeded'),
      expect.stringContaining('score n/a is more than 4 below'),
      expect.stringContaining('CLS n/a is not 0'),
    ]);
  });

  it("CI's gate holds every limit relative to the same run, and no absolute score", () => {
    const gate = gateLimits();
    expect(gate.content).not.toHaveProperty('minScore');
    expect(gate.content).toMatchObject({ maxScoreBelowFloor: 2, maxLcpOverNoScripts: 1.1, maxTbtOverFloorMs: 50 });
    // A busy machine: floor and page both low, the page still close to the floor.
    const busy = summary(content, { floor: { score: 88, tbtMs: 400 }, page: { score: 87, tbtMs: 430 } });
    expect(checkLimits([busy])).toEqual([expect.stringContaining('score 87 is below 95')]);
    expect(checkLimits([busy], gate)).toEqual([]);
    expect(checkLimits([summary(content, { floor: { score: 88 }, page: { score: 85 } })], gate)).toEqual([expect.stringContaining("score 85 is more than 2 below the floor's 88")]);
  });

  it("the gate's own limit for a page replaces its kind's, and only for that page", () => {
    const results: BenchPage = { name: '/boiler-results/:none', path: '/boiler-results/', label: 'quote results, no quote', kind: 'app', quote: 'none' };
    const sixBelow = { floor: { score: 93 }, page: { score: 87 } };
    expect(checkLimits([summary(results, sixBelow)], gateLimits())).toEqual([expect.stringContaining('more than 4 below')]);
    expect(checkLimits([summary(results, sixBelow)], gateLimits(), { '/boiler-results/': { maxScoreBelowFloor: 8 } })).toEqual([]);
    expect(checkLimits([summary(app, sixBelow)], gateLimits(), { '/boiler-results/': { maxScoreBelowFloor: 8 } })).toEqual([expect.stringContaining('more than 4 below')]);
  });

  it('has a limit for each kind of page', () => {
    expect(LIMITS.content).toMatchObject({ maxScoreBelowFloor: 2, minScore: 95, maxLcpOverNoScripts: 1.1, maxTbtOverFloorMs: 50 });
    expect(LIMITS.app).toMatchObject({ maxScoreBelowFloor: 4, maxLcpOverNoScripts: 1.15 });
  });
});

describe('checkCategories (--gate)', () => {
  const scored = (page: string, scores: Partial<Record<'accessibility' | 'best-practices' | 'seo', number>>, audits: string[] = []): RunResult => ({
    run: 1,
    page,
    variant: 'page',
    url: `http://127.0.0.1${page}`,
    metrics: { score: 99, lcpMs: 1000, tbtMs: 0, cls: 0 },
    error: null,
    warnings: [],
    benchmarkIndex: null,
    seconds: 1,
    categories: {
      scores: { accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
      failedAudits: { accessibility: audits, 'best-practices': [], seo: [] },
    },
  });

  it('passes pages at 100 in every other category', () => {
    expect(checkCategories([content, app], [scored('/', {}), scored('/instant-quote/', {})])).toEqual([]);
  });

  it('names the category and the audits that cost it points', () => {
    expect(checkCategories([content], [scored('/', { accessibility: 96 }, ['label'])])).toEqual(['/: accessibility 96, not 100 (label)']);
  });

  it('fails a page that no run scored', () => {
    expect(checkCategories([content, app], [scored('/', {})])).toEqual(['/instant-quote/: no run scored accessibility, best-practices, seo']);
  });
});

describe('the table', () => {
  it('writes gaps with their sign (a real minus) and ratios with an x', () => {
    expect(formatGap(-1)).toBe('−1');
    expect(formatGap(3)).toBe('+3');
    expect(formatGap(0)).toBe('0');
    expect(formatGap(-0.2)).toBe('0');
    expect(formatGap(-1.5, 1)).toBe('−1.5');
    expect(formatGap(Number.NaN)).toBe('n/a');
    expect(formatRatio(1040, 1000)).toBe('1.04x');
    expect(formatRatio(1000, 0)).toBe('n/a');
  });

  it('gives the page row its score and TBT gaps to the floor and its LCP over no scripts, and no other row', () => {
    const row = summary(content, { floor: { score: 99, tbtMs: 20 }, page: { score: 98, tbtMs: 60.4, lcpMs: 1040 } });
    const cell = (variant: Variant, column: (typeof TABLE_COLUMNS)[number]) => tableRow(row, variant)[TABLE_COLUMNS.indexOf(column)];
    expect(cell('page', 'score gap')).toBe('−1');
    expect(cell('page', 'TBT gap ms')).toBe('+40');
    expect(cell('page', 'LCP ratio')).toBe('1.04x');
    expect(cell('page', 'LCP s')).toBe('1.04');
    expect(cell('page', 'JS gz KB')).toBe('2.0');
    for (const variant of ['floor', 'no-scripts'] as const) expect([cell(variant, 'score gap'), cell(variant, 'TBT gap ms'), cell(variant, 'LCP ratio')]).toEqual(['', '', '']);
    expect(tableRow(summary(content, { page: { score: 97.5 } }), 'page')[TABLE_COLUMNS.indexOf('score gap')]).toBe('−1.5');
  });

  it('is one markdown table with a row per page and variant, all lines as wide', () => {
    const lines = formatTable([summary(content), summary(app)]).split('\n');
    expect(lines).toHaveLength(2 + 6);
    expect(lines[0]).toMatch(/^\| page +\| variant +\| score \| LCP s \|/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+:\|/);
    expect(lines.slice(2).map((line) => line.split('|')[2]!.trim())).toEqual(['floor', 'page', 'no scripts', 'floor', 'page', 'no scripts']);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('options', () => {
  it('defaults to 5 runs of the default pages on ports from 3301, building when stale', () => {
    expect(parseBenchArgs([])).toMatchObject({ runs: 5, out: 'out', build: true, portBase: 3301, json: null, reports: null, assert: false, gate: false });
    expect(parseBenchArgs(['--assert', '--gate'])).toMatchObject({ assert: true, gate: true });
    expect(parseBenchArgs([]).pages.map((page) => page.name)).toEqual(DEFAULT_PAGES.map((page) => page.name));
    expect(new Set(DEFAULT_PAGES.map((page) => page.name)).size).toBe(DEFAULT_PAGES.length);
  });

  it('reads every option, and knows the quote pages among chosen ones', () => {
    const options = parseBenchArgs(['--runs', '3', '--pages', '/guides/,boiler-results/', '--out', '/tmp/x', '--no-build', '--port-base', '4000', '--json', 'b.json', '--reports', 'lhr', '--assert']);
    expect(options).toMatchObject({ runs: 3, out: '/tmp/x', build: false, portBase: 4000, json: 'b.json', reports: 'lhr', assert: true });
    expect(options.pages).toEqual([
      { name: '/guides/', path: '/guides/', label: '/guides/', kind: 'content', quote: 'none' },
      { name: '/boiler-results/', path: '/boiler-results/', label: 'quote results', kind: 'app', quote: 'saved' },
    ]);
  });

  it('opens a page with the quote state named after its path, and names it so only when it is not the usual one', () => {
    const pages = parseBenchArgs(['--pages', '/boiler-results/:none,/boiler-results/:shared,/boiler-results/:saved,instant-quote/:saved,/:none']).pages;
    expect(pages.map(({ name, path, kind, quote }) => ({ name, path, kind, quote }))).toEqual([
      { name: '/boiler-results/:none', path: '/boiler-results/', kind: 'app', quote: 'none' },
      { name: '/boiler-results/:shared', path: '/boiler-results/', kind: 'app', quote: 'shared' },
      { name: '/boiler-results/', path: '/boiler-results/', kind: 'app', quote: 'saved' },
      { name: '/instant-quote/:saved', path: '/instant-quote/', kind: 'app', quote: 'saved' },
      { name: '/', path: '/', kind: 'content', quote: 'none' },
    ]);
    expect(() => parseBenchArgs(['--pages', '/boiler-results/:old'])).toThrow('one of none, saved, shared, not "old"');
  });

  it('refuses a bad number', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs must be a whole number above 0');
    expect(() => parseBenchArgs(['--port-base', 'x'])).toThrow('--port-base');
  });
});

describe('report file names', () => {
  it('name the run, the page and the variant, home as "home"', () => {
    expect(reportFileName(1, '/', 'page')).toBe('1-home-page.json');
    expect(reportFileName(3, '/guides/what-size-boiler-do-i-need/', 'no-scripts')).toBe('3-guides-what-size-boiler-do-i-need-no-scripts.json');
    expect(reportFileName(2, '/heating-services/grimsby/', 'floor')).toBe('2-heating-services-grimsby-floor.json');
    expect(reportFileName(1, '/boiler-results/:shared', 'page')).toBe('1-boiler-results-shared-page.json');
  });
});

describe('the saved quote', () => {
  it('is what the wizard would save: the key instantQuote, the answers and a price', () => {
    const { key, value } = storedQuoteItem();
    expect(key).toBe(QUOTE_STORAGE_KEY);
    const stored = parseStoredQuote(value);
    expect(stored?.quoteData).toMatchObject({ fuelType: 'mains-gas', boilerType: 'combi', postcode: 'DN31 1AB', bedroomCount: 3, radiatorCount: '10-15' });
    expect(stored?.calculation?.pricing.totalPrice).toBeGreaterThan(0);
  });
});

describe('the shared quote', () => {
  it('is a share link to the same answers, with a reference still valid when measured', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const query = sharedQuoteQuery(now);
    const opened = decodeShare(new URLSearchParams(query).get('q'), now);
    expect(opened?.data).toEqual(parseStoredQuote(storedQuoteItem().value)?.quoteData);
    expect(opened?.ticket?.reference).toMatch(/^EH-/);
  });

  it('goes on the address of the page measured with it, never on the floor', () => {
    const shared = parseBenchArgs(['--pages', '/boiler-results/:shared']).pages[0]!;
    const saved = parseBenchArgs(['--pages', '/boiler-results/']).pages[0]!;
    expect(pageUrl('http://127.0.0.1:3302', shared, 'page', '?q=abc')).toBe('http://127.0.0.1:3302/boiler-results/?q=abc');
    expect(pageUrl('http://127.0.0.1:3303', shared, 'no-scripts', '?q=abc')).toBe('http://127.0.0.1:3303/boiler-results/?q=abc');
    expect(pageUrl('http://127.0.0.1:3301', shared, 'floor', '?q=abc')).toBe('http://127.0.0.1:3301/');
    expect(pageUrl('http://127.0.0.1:3302', saved, 'page', '?q=abc')).toBe('http://127.0.0.1:3302/boiler-results/');
  });
});

describe('withoutScripts (static-server.ts --strip-scripts)', () => {
  it('removes every script element and script preload, and nothing else', () => {
    const html =
      '<html><head><link rel="preload" as="script" fetchPriority="low" href="/a.js"/><link rel="modulepreload" href="/m.js">' +
      '<link rel="preload" as="font" href="/f.woff2" crossorigin=""/><link rel="stylesheet" href="/s.css"/>' +
      '<meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/><script src="/b.js" async=""></script>' +
      '<noscript><style>.x{}</style></noscript></head><body><h1>Hi</h1><script>self.__next_f.push([1,"<div>"])</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><SCRIPT>x()</SCRIPT ><p>script</p></body></html>';
    expect(withoutScripts(html)).toBe(
      '<html><head><link rel="preload" as="font" href="/f.woff2" crossorigin=""/><link rel="stylesheet" href="/s.css"/>' +
        '<meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>' +
        '<noscript><style>.x{}</style></noscript></head><body><h1>Hi</h1><p>script</p></body></html>',
    );
  });
});
