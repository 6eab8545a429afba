/**
 * The pure parts of the performance bench (`npm run bench`, scripts/bench.ts): the pages and
 * variants it measures, its options, medians, the limits `--assert` checks and the markdown table.
 * Nothing here starts a server or a browser, so scripts/bench.test.ts can test it all
 * (`npx jest scripts/bench.test.ts`).
 */
import { parseArgs } from 'node:util';
import { calculateQuote } from '@/lib/shared/quote/calculate';
import { issueQuote } from '@/lib/shared/quote/reference';
import { QUOTE_STORAGE_KEY, encodeShareParam, writeQuote } from '@/lib/browser/quote/storage';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import type { QuoteData } from '@/lib/shared/quote/types';

/** floor: an empty Next.js page; page: the site's page; no-scripts: that page without any script. */
export type Variant = 'floor' | 'page' | 'no-scripts';

/** content pages are held to the content limits, app pages (the quote) to the looser app limits. */
export type PageKind = 'content' | 'app';

/**
 * The quote the browser has when a page opens: none, one saved in its local storage (put there
 * before each variant is measured), or a share link's (`?q=` on the page's address, every variant).
 */
export type QuoteState = 'none' | 'saved' | 'shared';

/** The states `--pages` can ask for with a suffix (`/boiler-results/:none`), in the order of `QuoteState`. */
export const QUOTE_STATES: readonly QuoteState[] = ['none', 'saved', 'shared'];

export interface BenchPage {
  /** How `--pages` names it and the table shows it: the path, with `:<state>` when the quote is not the path's usual one. */
  name: string;
  path: string;
  label: string;
  kind: PageKind;
  quote: QuoteState;
}

/** The three variants in the order of run 1; later runs rotate it (see `variantOrder`). */
export const VARIANTS: readonly Variant[] = ['floor', 'page', 'no-scripts'];

/** How each variant is named in the table and the progress lines. */
export const VARIANT_NAMES: Readonly<Record<Variant, string>> = { floor: 'floor', page: 'page', 'no-scripts': 'no scripts' };

/**
 * One page of each template a visitor lands on, plus the two steps of the instant quote; the
 * results as they open from the wizard (saved quote), from a share link or an emailed quote
 * (`?q=`), and with no quote at all (a link followed from elsewhere).
 */
export const DEFAULT_PAGES: readonly BenchPage[] = [
  { name: '/', path: '/', label: 'home', kind: 'content', quote: 'none' },
  { name: '/boiler-repair-in-hull/', path: '/boiler-repair-in-hull/', label: 'service in town', kind: 'content', quote: 'none' },
  { name: '/heating-services/grimsby/', path: '/heating-services/grimsby/', label: 'location', kind: 'content', quote: 'none' },
  { name: '/guides/what-size-boiler-do-i-need/', path: '/guides/what-size-boiler-do-i-need/', label: 'guide', kind: 'content', quote: 'none' },
  { name: '/instant-quote/', path: '/instant-quote/', label: 'instant quote', kind: 'app', quote: 'none' },
  { name: '/boiler-results/', path: '/boiler-results/', label: 'quote results', kind: 'app', quote: 'saved' },
  { name: '/boiler-results/:shared', path: '/boiler-results/', label: 'quote results, shared link', kind: 'app', quote: 'shared' },
  { name: '/boiler-results/:none', path: '/boiler-results/', label: 'quote results, no quote', kind: 'app', quote: 'none' },
];

/** The quote pages are interactive apps rather than content, so they get the app limits. */
const APP_PATHS = new Set(['/instant-quote/', '/boiler-results/']);

/** The results page shows a saved quote unless asked otherwise; every other page opens with none. */
const usualQuote = (path: string): QuoteState => (path === '/boiler-results/' ? 'saved' : 'none');

/**
 * A page chosen with `--pages`: a path, optionally with the quote state to open it in
 * (`/boiler-results/:none`, `/instant-quote/:saved`); a default one as listed, any other as a
 * content page (the quote pages as apps).
 */
export function benchPage(spec: string): BenchPage {
  const [, rawPath = '', state] = /^(.*?)(?::(\w+))?$/.exec(spec.trim()) ?? [];
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  if (state !== undefined && !QUOTE_STATES.includes(state as QuoteState)) {
    throw new Error(`"${spec}": the quote state after ":" is one of ${QUOTE_STATES.join(', ')}, not "${state}"`);
  }
  const quote = (state as QuoteState | undefined) ?? usualQuote(path);
  const name = quote === usualQuote(path) ? path : `${path}:${quote}`;
  const known = DEFAULT_PAGES.find((page) => page.name === name);
  if (known) return known;
  return { name, path, label: name, kind: APP_PATHS.has(path) ? 'app' : 'content', quote };
}


/** The localStorage item the results page reads, written by the site's own `writeQuote`. */
export function storedQuoteItem(quote: QuoteData = TYPICAL_QUOTE): { key: string; value: string } {
  if (!calculateQuote(quote)) throw new Error('The bench quote has no price: check TYPICAL_QUOTE against lib/shared/quote/types.ts');
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  const value = writeQuote(() => storage, quote) ? items.get(QUOTE_STORAGE_KEY) : undefined;
  if (!value) throw new Error('writeQuote stored nothing for the bench quote');
  return { key: QUOTE_STORAGE_KEY, value };
}

/** The query of a share link to the bench quote (issued `now`, as the results page makes them). */
export function sharedQuoteQuery(now: Date, quote: QuoteData = TYPICAL_QUOTE): string {
  if (!calculateQuote(quote)) throw new Error('The bench quote has no price: check TYPICAL_QUOTE against lib/shared/quote/types.ts');
  return `?q=${encodeShareParam(quote, issueQuote(now))}`;
}

/** The address a variant of a page is measured at: the floor is always its own home page. */
export function pageUrl(origin: string, page: BenchPage, variant: Variant, sharedQuery: string): string {
  if (variant === 'floor') return `${origin}/`;
  return `${origin}${page.path}${page.quote === 'shared' ? sharedQuery : ''}`;
}

export interface BenchOptions {
  runs: number;
  pages: BenchPage[];
  out: string;
  build: boolean;
  portBase: number;
  json: string | null;
  /** A folder to keep every Lighthouse report in (JSON, one file per run), to see why a metric moved. */
  reports: string | null;
  assert: boolean;
  /** CI's gate: only the limits relative to variants of the same run, plus the other categories at 100. */
  gate: boolean;
  help: boolean;
}

/** What `--help` prints. */
/** The file a run's Lighthouse report is kept in under --reports: `<run>-<page>-<variant>.json` (the page's name). */
export function reportFileName(run: number, name: string, variant: Variant): string {
  const page = name.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  return `${run}-${page}-${variant}.json`;
}

export const USAGE = `Usage: npx tsx scripts/bench.ts [options]   (or npm run bench -- [options])
  --runs N         Lighthouse runs per page and variant, medians reported (default 5)
  --pages A,B      paths to measure (default: ${DEFAULT_PAGES.map((page) => page.name).join(',')}); after a
                   path, :none, :saved or :shared opens it with no quote, a saved one or a share link's
  --out DIR        the built site to measure, from the repository root (default out, built first when stale)
  --no-build       never build the site; fail when DIR has no index.html
  --port-base N    first port tried for the three local servers (default 3301)
  --json FILE      also write every run and the medians as JSON
  --reports DIR    keep every Lighthouse report there (run-page-variant.json), to see what an LCP waited for
  --assert         exit 1 when a page breaks a limit (see LIMITS in scripts/lib/bench.ts)
  --gate           CI's gate (npm run lighthouse): with --assert, hold only the limits measured against
                   the floor and the page without scripts in the same run (never an absolute score, so
                   a busy machine cannot fail it), and each page's accessibility, best-practices and
                   SEO scores at 100 (measured in its first run)`;

function positiveInteger(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return number;
}

/** Reads the command line; throws with a readable message on a bad value. */
export function parseBenchArgs(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      pages: { type: 'string' },
      out: { type: 'string', default: 'out' },
      'no-build': { type: 'boolean', default: false },
      'port-base': { type: 'string', default: '3301' },
      json: { type: 'string' },
      reports: { type: 'string' },
      assert: { type: 'boolean', default: false },
      gate: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const pages = values.pages
    ? values.pages.split(',').map((path) => path.trim()).filter(Boolean).map(benchPage)
    : [...DEFAULT_PAGES];
  if (!pages.length) throw new Error('--pages lists no page');
  const portBase = positiveInteger(values['port-base'], '--port-base');
  if (portBase > 65_000) throw new Error('--port-base must be at most 65000');
  return {
    runs: positiveInteger(values.runs, '--runs'),
    pages,
    out: values.out,
    build: !values['no-build'],
    portBase,
    json: values.json ?? null,
    reports: values.reports ?? null,
    assert: values.assert,
    gate: values.gate,
    help: values.help,
  };
}

/** The order of the variants in run `run` (1-based): rotated by one each run, so none is always first. */
export function variantOrder(run: number): Variant[] {
  const shift = (((run - 1) % VARIANTS.length) + VARIANTS.length) % VARIANTS.length;
  return [...VARIANTS.slice(shift), ...VARIANTS.slice(0, shift)];
}

/** The median, NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What Lighthouse measured; null when the run failed. */
export interface Metrics {
  /** Performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface RunResult {
  run: number;
  /** The page's name (`BenchPage.name`). */
  page: string;
  variant: Variant;
  url: string;
  metrics: Metrics | null;
  error: string | null;
  warnings: string[];
  /** Lighthouse's measure of this machine's speed during the run (higher is faster), for judging noise. */
  benchmarkIndex: number | null;
  seconds: number;
  /** With --gate, in a page's first run: its scores in the other categories and the audits that lost points. */
  categories?: CategoryScores;
}

/** The categories besides performance that the gate holds at 100; they do not depend on the machine's speed. */
export const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
export type OtherCategory = (typeof OTHER_CATEGORIES)[number];

export interface CategoryScores {
  scores: Record<OtherCategory, number>;
  /** The ids of the audits that cost each category points. */
  failedAudits: Record<OtherCategory, string[]>;
}

/** One line per category under 100, naming the audits that cost it points, and per page never scored. */
export function checkCategories(pages: readonly BenchPage[], results: readonly RunResult[]): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    if (!results.some((result) => result.page === page.name && result.categories)) failures.push(`${page.name}: no run scored ${OTHER_CATEGORIES.join(', ')}`);
  }
  for (const result of results) {
    if (!result.categories) continue;
    for (const category of OTHER_CATEGORIES) {
      const score = result.categories.scores[category];
      if (score >= 100) continue;
      const audits = result.categories.failedAudits[category];
      failures.push(`${result.page}: ${category} ${formatScore(score)}, not 100${audits.length ? ` (${audits.join(', ')})` : ''}`);
    }
  }
  return failures;
}

/** Sizes computed from the built files (not Lighthouse), in bytes: gzip -9 for JS and HTML. */
export interface Weights {
  /** The JavaScript the page starts with. */
  jsGz: number;
  /** The framework's JavaScript the page adds when it first needs an island (0 where it starts with it). */
  onUseGz: number;
  htmlGz: number;
  flight: number;
  markup: number;
}

export interface PageSummary {
  page: BenchPage;
  /** The medians over the runs that succeeded (NaN when none did). */
  medians: Record<Variant, Metrics>;
  /** How many runs of each variant succeeded. */
  counts: Record<Variant, number>;
  weights: Record<Variant, Weights>;
}

/** The median of each metric over the runs of one page and variant that succeeded. */
export function medianMetrics(results: readonly RunResult[]): { metrics: Metrics; count: number } {
  const ok = results.map((result) => result.metrics).filter((metrics): metrics is Metrics => metrics !== null);
  return {
    metrics: {
      score: median(ok.map((m) => m.score)),
      lcpMs: median(ok.map((m) => m.lcpMs)),
      tbtMs: median(ok.map((m) => m.tbtMs)),
      cls: median(ok.map((m) => m.cls)),
    },
    count: ok.length,
  };
}

/** Groups the runs per page and variant and takes the medians. */
export function summarise(pages: readonly BenchPage[], results: readonly RunResult[], weights: (page: BenchPage) => Record<Variant, Weights>): PageSummary[] {
  return pages.map((page) => {
    const medians = {} as Record<Variant, Metrics>;
    const counts = {} as Record<Variant, number>;
    for (const variant of VARIANTS) {
      const { metrics, count } = medianMetrics(results.filter((result) => result.page === page.name && result.variant === variant));
      medians[variant] = metrics;
      counts[variant] = count;
    }
    return { page, medians, counts, weights: weights(page) };
  });
}

export interface PageLimits {
  /** Points the page's score may be below the floor's. */
  maxScoreBelowFloor: number;
  /** Lowest score allowed, whatever the floor scores. */
  minScore?: number;
  /** Largest LCP allowed as a multiple of the same page's LCP without scripts. */
  maxLcpOverNoScripts?: number;
  /** Milliseconds of blocking time allowed above the floor's. */
  maxTbtOverFloorMs?: number;
  /** Largest layout shift allowed. */
  maxCls: number;
}

/** What `--assert` holds each kind of page to (medians over the runs). */
export const LIMITS: Readonly<Record<PageKind, PageLimits>> = {
  content: {
    // Content pages should cost no more than an empty Next.js page, give or take Lighthouse's noise (±2).
    maxScoreBelowFloor: 2,
    // Whatever the floor does on this machine, a content page must stay in Lighthouse's top band.
    minScore: 95,
    // Scripts must not delay the largest paint: at most 10% over the same markup with no scripts.
    maxLcpOverNoScripts: 1.1,
    // Hydrating the page's islands may block the main thread at most 50 ms more than the floor's hydration.
    maxTbtOverFloorMs: 50,
    // Nothing may move once painted (0, with room for float rounding).
    maxCls: 0.0005,
  },
  app: {
    // The quote pages run a real client app (wizard, results), so they may cost a little more than the floor.
    maxScoreBelowFloor: 4,
    // Their static HTML holds what the visitor reads first (the results' states included: issue 34), so scripts add at most 15%.
    maxLcpOverNoScripts: 1.15,
    // Nothing may move once painted, app or not.
    maxCls: 0.0005,
  },
};

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The limits of CI's gate: every limit that compares the page with the floor or with itself without
 * scripts in the same run, and none that is an absolute score, which a busy machine could break.
 */
export function gateLimits(limits: Readonly<Record<PageKind, PageLimits>> = LIMITS): Record<PageKind, PageLimits> {
  const relative = (limit: PageLimits): PageLimits => {
    const rest = { ...limit };
    delete rest.minScore;
    return rest;
  };
  return { content: relative(limits.content), app: relative(limits.app) };
}

/**
 * Where CI's gate holds a page to less than its target for now, with the reason. The bench's own
 * --assert keeps the target, so `npm run bench -- --assert` still reports the gap.
 */
export const GATE_PAGE_LIMITS: Readonly<Record<string, Partial<PageLimits>>> = {
  // Target for both quote pages: 4 points below the floor (`npm run bench -- --assert` holds it).
  // Measured on 23 November 2026, medians of 3 runs on 2 cores: the quote 1 to 7 below, the results
  // 3 to 11 below, the spread being the machine's noise on React's own start-up, which these pages
  // pay and content pages no longer do; the results also render a second time once the quote is
  // read from this browser. On 24 November, medians of 5 runs: the quote 1 above, the results level
  // (docs/performance.md). The guard stays for CI's 3 runs on a shared machine, where that noise is
  // larger than the target's margin.
  '/instant-quote/': { maxScoreBelowFloor: 12 },
  '/boiler-results/': { maxScoreBelowFloor: 12 },
};

/** Every limit the medians break, one readable line each; empty when all hold. NaN never passes. */
export function checkLimits(
  summaries: readonly PageSummary[],
  limits: Readonly<Record<PageKind, PageLimits>> = LIMITS,
  pageLimits: Readonly<Record<string, Partial<PageLimits>>> = {},
): string[] {
  const failures: string[] = [];
  for (const { page, medians, counts } of summaries) {
    const limit = { ...limits[page.kind], ...pageLimits[page.path] };
    const { floor, page: measured } = medians;
    const noScripts = medians['no-scripts'];
    const name = `${page.name} (${page.label})`;
    for (const variant of VARIANTS) {
      if (!counts[variant]) failures.push(`${name}: no ${VARIANT_NAMES[variant]} run succeeded`);
    }
    if (!(measured.score >= floor.score - limit.maxScoreBelowFloor)) {
      failures.push(`${name}: score ${formatScore(measured.score)} is more than ${limit.maxScoreBelowFloor} below the floor's ${formatScore(floor.score)}`);
    }
    if (limit.minScore !== undefined && !(measured.score >= limit.minScore)) {
      failures.push(`${name}: score ${formatScore(measured.score)} is below ${limit.minScore}`);
    }
    if (limit.maxLcpOverNoScripts !== undefined && !(measured.lcpMs <= limit.maxLcpOverNoScripts * noScripts.lcpMs)) {
      failures.push(`${name}: LCP ${ms(measured.lcpMs)} is over ${limit.maxLcpOverNoScripts}x the ${ms(noScripts.lcpMs)} without scripts (${formatRatio(measured.lcpMs, noScripts.lcpMs)})`);
    }
    if (limit.maxTbtOverFloorMs !== undefined && !(measured.tbtMs <= floor.tbtMs + limit.maxTbtOverFloorMs)) {
      failures.push(`${name}: TBT ${ms(measured.tbtMs)} is more than ${limit.maxTbtOverFloorMs} ms over the floor's ${ms(floor.tbtMs)}`);
    }
    if (!(measured.cls <= limit.maxCls)) failures.push(`${name}: CLS ${formatNumber(measured.cls, 3)} is not 0`);
  }
  return failures;
}

/** A number with `digits` decimals, "n/a" for NaN. */
export function formatNumber(value: number, digits: number): string {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
}

/** Decimals for a score: none, or one when a median of an even number of runs falls between two. */
const scoreDigits = (score: number) => (Number.isInteger(score) ? 0 : 1);

/** A score: "97", or "97.5" for a median between two whole scores. */
export const formatScore = (score: number): string => formatNumber(score, scoreDigits(score));

/** A difference with its sign and `digits` decimals: "+3", "−1" (a real minus sign), "0". */
export function formatGap(value: number, digits = 0): string {
  const text = formatNumber(Math.abs(value), digits);
  if (text === 'n/a' || Number(text) === 0) return text === 'n/a' ? text : '0';
  return `${value < 0 ? '\u2212' : '+'}${text}`;
}

/** A ratio such as "1.04x", "n/a" when either side is missing. */
export function formatRatio(value: number, base: number): string {
  const ratio = value / base;
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a';
}

/** Bytes as KB (1 KB = 1,024 bytes) with one decimal. */
export const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The table's columns, in order. */
export const TABLE_COLUMNS = [
  'page',
  'variant',
  'score',
  'LCP s',
  'TBT ms',
  'CLS',
  'JS gz KB',
  'on use KB',
  'HTML gz KB',
  'flight KB',
  'markup KB',
  'score gap',
  'TBT gap ms',
  'LCP ratio',
] as const;

/** The cells of one row: the page row also gets its gaps to the floor and its LCP over no scripts. */
export function tableRow(summary: PageSummary, variant: Variant): string[] {
  const { medians, weights } = summary;
  const metrics = medians[variant];
  const weight = weights[variant];
  const isPage = variant === 'page';
  return [
    summary.page.name,
    VARIANT_NAMES[variant],
    formatScore(metrics.score),
    formatNumber(metrics.lcpMs / 1000, 2),
    formatNumber(metrics.tbtMs, 0),
    formatNumber(metrics.cls, 3),
    kilobytes(weight.jsGz),
    kilobytes(weight.onUseGz),
    kilobytes(weight.htmlGz),
    kilobytes(weight.flight),
    kilobytes(weight.markup),
    isPage ? formatGap(metrics.score - medians.floor.score, scoreDigits(metrics.score - medians.floor.score)) : '',
    isPage ? formatGap(metrics.tbtMs - medians.floor.tbtMs) : '',
    isPage ? formatRatio(metrics.lcpMs, medians['no-scripts'].lcpMs) : '',
  ];
}

/** One markdown table: a row per page and variant (floor, page, no scripts). */
export function formatTable(summaries: readonly PageSummary[]): string {
  const rows = summaries.flatMap((summary) => VARIANTS.map((variant) => tableRow(summary, variant)));
  const numeric = TABLE_COLUMNS.map((_, index) => index >= 2);
  const widths = TABLE_COLUMNS.map((column, index) => Math.max(column.length, 3, ...rows.map((row) => row[index]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => (numeric[index] ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (numeric[index] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(TABLE_COLUMNS), rule, ...rows.map(line)].join('\n');
}

export interface Machine {
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  next: string;
  lighthouse: string;
  chromium: string;
}

/** The line above the table: when, on what, and over how many runs. */
export function formatHeading(date: Date, machine: Machine, runs: number): string {
  return (
    `Bench ${date.toISOString()}: ${machine.cores} cores ${machine.cpu}, ${machine.memoryGb.toFixed(1)} GB, ` +
    `Node ${machine.node}, Next ${machine.next}, Lighthouse ${machine.lighthouse}, ${machine.chromium}; ` +
    `medians of ${runs} run${runs === 1 ? '' : 's'} (mobile, simulated throttling)`
  );
}

/** One progress line: run r/N, page, variant, score, LCP, TBT. */
export function formatProgress(result: RunResult, runs: number): string {
  const head = `run ${result.run}/${runs}  ${result.page}  ${VARIANT_NAMES[result.variant]}`;
  if (!result.metrics) return `${head}  FAILED: ${result.error ?? 'unknown error'}  (${result.seconds.toFixed(1)} s)`;
  const { score, lcpMs, tbtMs, cls } = result.metrics;
  return `${head}  score ${formatScore(score)}  LCP ${formatNumber(lcpMs / 1000, 2)} s  TBT ${Math.round(tbtMs)} ms  CLS ${formatNumber(cls, 3)}  (${result.seconds.toFixed(1)} s)`;
}
