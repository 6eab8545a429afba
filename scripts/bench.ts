/**
 * The performance bench: Lighthouse (mobile, simulated throttling, performance only) on the site's
 * pages side by side with an empty Next.js page (the "floor", bench/floor) and with the same page
 * without any script (the "limit" for its content), interleaved run by run so a noisy machine
 * weighs on every variant alike. Prints one markdown table of medians on stdout, progress on stderr.
 *   npx tsx scripts/bench.ts [--runs 5] [--pages /,/guides/] [--out out] [--no-build]
 *                            [--port-base 3301] [--json bench.json] [--assert]
 *   npm run bench -- --runs 3
 * Builds the site first when out/ is stale (not with --no-build or another --out), and the floor
 * into bench/floor/out when it is missing or older than its sources. See scripts/lib/bench.ts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type lighthouse from 'lighthouse';
import type { Browser, HTTPRequest, Page, PuppeteerNode } from 'puppeteer-core';
import { staleReason } from './lib/build-stamp.mjs';
import { findChromium } from './lib/chromium.mjs';
import chromiumFlags from './lib/chromium-flags.cjs';
import { markupOnly, pageFlight, pageWeight } from './lib/page-weight.mjs';
import { run as runCommand } from './lib/run.mjs';
import { withoutScripts } from './lib/static-server';
import {
  USAGE,
  VARIANTS,
  GATE_PAGE_LIMITS,
  OTHER_CATEGORIES,
  checkCategories,
  checkLimits,
  formatHeading,
  gateLimits,
  formatProgress,
  formatTable,
  median,
  pageUrl,
  parseBenchArgs,
  reportFileName,
  sharedQuoteQuery,
  storedQuoteItem,
  summarise,
  variantOrder,
  type BenchOptions,
  type BenchPage,
  type CategoryScores,
  type Machine,
  type Metrics,
  type RunResult,
  type Variant,
  type Weights,
} from './lib/bench';

/** The repository root: every relative path (out/, bench/floor) is resolved from it. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The empty Next.js app the site is compared with. */
const FLOOR_DIR = join(ROOT, 'bench', 'floor');
/** Where `next build bench/floor` exports the floor (output: 'export'). */
const FLOOR_OUT = join(FLOOR_DIR, 'out');
/** Chromium's flags: new headless, no sandbox (root in containers), and no GPU, QUIC or background traffic to compete with the page. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...chromiumFlags.CHROMIUM_FLAGS];
/** How long a local server may take to answer its first request (tsx compiles on start). */
const SERVER_START_MS = 30_000;
/** A request whose answer the bench fulfils itself, to open the origin without loading a page, to set its storage. */
const STORAGE_PATH = '/__bench-storage__';

const log = (line: string) => process.stderr.write(`${line}\n`);

interface BrowserTools {
  lighthouse: typeof lighthouse;
  puppeteer: PuppeteerNode;
}

/**
 * Lighthouse and puppeteer-core, imported at run time: tsx runs this file as CommonJS, and a static
 * import would make it compile Lighthouse's ESM with esbuild's keepNames, whose `__name(...)` calls
 * then break every function Lighthouse sends into the page ("__name is not defined").
 */
async function loadBrowserTools(): Promise<BrowserTools> {
  const [{ default: lighthouseRun }, { default: puppeteer }] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
  return { lighthouse: lighthouseRun, puppeteer };
}

/** Everything to stop on exit, error or Ctrl-C: the servers, the browser and the temporary folders. */
const cleanup = {
  servers: [] as ChildProcess[],
  browser: null as Browser | null,
  dirs: [] as string[],
};

function stopEverything(): void {
  for (const server of cleanup.servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  cleanup.servers = [];
  cleanup.browser?.process()?.kill('SIGKILL');
  cleanup.browser = null;
  for (const dir of cleanup.dirs) rmSync(dir, { recursive: true, force: true });
  cleanup.dirs = [];
}

function readVersion(packageName: string): string {
  const file = join(ROOT, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Newest modification time of a file, or of every file under a folder. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/** The site to measure: out/ rebuilt when stale (unless --no-build), or the --out folder as it is. */
async function prepareSite(options: BenchOptions): Promise<string> {
  const outDir = resolve(ROOT, options.out);
  const isProjectOut = outDir === resolve(ROOT, 'out');
  if (options.build && isProjectOut) {
    const reason = staleReason(ROOT, process.env, { ignoreEnv: true });
    if (reason) {
      log(`Building the site first (${reason}) ...`);
      const code = await runCommand(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
      if (code) throw new Error(`The site build failed (exit ${code})`);
    }
  }
  if (!existsSync(join(outDir, 'index.html'))) {
    const hint = !isProjectOut
      ? 'the bench builds only the project\'s own out/: build this one yourself or drop --out'
      : 'run "npm run build" or drop --no-build';
    throw new Error(`No built site in ${outDir} (no index.html): ${hint}.`);
  }
  return outDir;
}

/** The floor, built when bench/floor/out is missing or older than the floor's sources or Next itself. */
async function prepareFloor(): Promise<void> {
  const index = join(FLOOR_OUT, 'index.html');
  const sources = [join(FLOOR_DIR, 'app'), join(FLOOR_DIR, 'next.config.mjs'), join(ROOT, 'node_modules', 'next', 'package.json')];
  const newestSource = Math.max(...sources.map(newestMtime));
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource) return;
  log('Building the floor (bench/floor) ...');
  const code = await runCommand(process.execPath, ['node_modules/next/dist/bin/next', 'build', 'bench/floor'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 2, 2],
  });
  if (code || !existsSync(index)) throw new Error(`The floor build failed (exit ${code}): see the output above`);
}

/** The HTML file of a path in a built site. */
function htmlFile(dir: string, path: string): string {
  const candidates = path.endsWith('/') ? [join(dir, path, 'index.html')] : [join(dir, `${path}.html`), join(dir, path, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`${path} is not a page of ${dir}`);
  return found;
}

/** The sizes of a built page (`variant` page) and of the same HTML without scripts (`no-scripts`). */
function weightsOf(dir: string, file: string): { page: Weights; noScripts: Weights } {
  const html = readFileSync(file, 'utf8');
  const stripped = withoutScripts(html);
  const weight = pageWeight(dir, file);
  return {
    page: { jsGz: weight.js, onUseGz: weight.frameworkJs, htmlGz: weight.html, flight: pageFlight(dir, file).length, markup: markupOnly(html).length },
    noScripts: { jsGz: 0, onUseGz: 0, htmlGz: gzipSync(stripped, { level: 9 }).length, flight: 0, markup: stripped.length },
  };
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** `count` free ports from `base` upwards. */
async function freePorts(base: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = base; ports.length < count && port < 65_536; port += 1) if (await isPortFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`No ${count} free ports from ${base}`);
  return ports;
}

/** Starts scripts/static-server.ts as a child process and waits until it answers HTTP. */
async function startServer(dir: string, port: number, stripScripts: boolean): Promise<string> {
  const args = ['--import', 'tsx', 'scripts/static-server.ts', '--port', String(port), '--host', '127.0.0.1', '--dir', dir];
  if (stripScripts) args.push('--strip-scripts');
  // The IPC channel lets the server stop by itself should this process be killed outright (see static-server.ts).
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  cleanup.servers.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${dir} stopped (exit ${child.exitCode}): ${errors.trim()}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      return origin;
    } catch {
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  throw new Error(`The server for ${dir} did not answer on ${origin} within ${SERVER_START_MS / 1000} s: ${errors.trim()}`);
}

/** Puts one localStorage item in the browser for `origin`, without loading any of the origin's pages. */
async function setLocalStorage(page: Page, origin: string, key: string, value: string): Promise<void> {
  await page.setRequestInterception(true);
  const answer = (request: HTTPRequest) =>
    void (request.url() === `${origin}${STORAGE_PATH}`
      ? request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>storage</title>' })
      : request.abort());
  page.on('request', answer);
  await page.goto(`${origin}${STORAGE_PATH}`);
  await page.evaluate((k, v) => window.localStorage.setItem(k, v), key, value);
  const stored = await page.evaluate((k) => window.localStorage.getItem(k), key);
  page.off('request', answer);
  await page.setRequestInterception(false);
  await page.goto('about:blank');
  if (stored !== value) throw new Error(`Could not put "${key}" in localStorage for ${origin}`);
}

/** Where run `run` of `path` in `variant` keeps its report, when --reports asked for them. */
function reportPath(dir: string | null, run: number, path: string, variant: Variant): string | null {
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  return join(dir, reportFileName(run, path, variant));
}

/** One Lighthouse run in a fresh Chromium with a fresh profile. */
async function measure(
  tools: BrowserTools,
  chromium: string,
  url: string,
  storage: { key: string; value: string } | null,
  withCategories: boolean,
  reportPath: string | null,
): Promise<{ metrics: Metrics; warnings: string[]; benchmarkIndex: number | null; categories?: CategoryScores }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  cleanup.dirs.push(profile);
  try {
    const browser = await tools.puppeteer.launch({
      executablePath: chromium,
      ignoreDefaultArgs: true,
      // Over a pipe rather than a port: Chromium then quits by itself should this process be killed outright.
      pipe: true,
      args: [...CHROME_FLAGS, `--user-data-dir=${profile}`, 'about:blank'],
      defaultViewport: null,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    cleanup.browser = browser;
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      if (storage) await setLocalStorage(page, new URL(url).origin, storage.key, storage.value);
      const result = await tools.lighthouse(
        url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: withCategories ? ['performance', ...OTHER_CATEGORIES] : ['performance'],
          disableStorageReset: storage !== null,
        },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`Lighthouse has no value for ${id}`);
        return value;
      };
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
      let categories: CategoryScores | undefined;
      if (withCategories) {
        const scores = {} as CategoryScores['scores'];
        const failedAudits = {} as CategoryScores['failedAudits'];
        for (const id of OTHER_CATEGORIES) {
          const category = lhr.categories[id];
          scores[id] = Math.round((category?.score ?? 0) * 100);
          failedAudits[id] = (category?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id]!.score! < 1)
            .map((ref) => ref.id);
        }
        categories = { scores, failedAudits };
      }
      return {
        metrics: { score: Math.round(score * 100), lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift') },
        warnings: lhr.runWarnings.map(String),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        categories,
      };
    } finally {
      await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
      cleanup.browser = null;
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
    cleanup.dirs = cleanup.dirs.filter((dir) => dir !== profile);
  }
}

function chromiumVersion(path: string): string {
  try {
    const text = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /^.*?\d+(?:\.\d+){3}/m.exec(text)?.[0]?.trim() ?? text.split('\n')[0]!.trim();
  } catch {
    return `Chromium (${path}, version unknown)`;
  }
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const chromium = findChromium().path;
  if (!chromium) throw new Error('No Chromium found: set CHROMIUM_PATH or install the "chromium" package.');
  const quote = storedQuoteItem();
  const sharedQuery = sharedQuoteQuery(new Date());
  const tools = await loadBrowserTools();
  const siteDir = await prepareSite(options);
  await prepareFloor();
  // Sizes first, so a missing page fails before any server starts.
  const floorWeights = weightsOf(FLOOR_OUT, join(FLOOR_OUT, 'index.html')).page;
  const siteWeights = new Map(options.pages.map((page) => [page.name, weightsOf(siteDir, htmlFile(siteDir, page.path))]));

  const [floorPort, sitePort, strippedPort] = (await freePorts(options.portBase, 3)) as [number, number, number];
  const origins: Record<Variant, string> = {
    floor: await startServer(FLOOR_OUT, floorPort, false),
    page: await startServer(siteDir, sitePort, false),
    'no-scripts': await startServer(siteDir, strippedPort, true),
  };
  log(`Floor ${origins.floor}, site ${origins.page}, site without scripts ${origins['no-scripts']}; Chromium ${chromium}`);

  const started = Date.now();
  const results: RunResult[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const runStarted = Date.now();
    for (const page of options.pages) {
      for (const variant of variantOrder(run)) {
        const url = pageUrl(origins[variant], page, variant, sharedQuery);
        const at = Date.now();
        let result: RunResult;
        try {
          const withCategories = options.gate && run === 1 && variant === 'page';
          const { metrics, warnings, benchmarkIndex, categories } = await measure(tools, chromium, url, page.quote === 'saved' ? quote : null, withCategories, reportPath(options.reports, run, page.name, variant));
          result = { run, page: page.name, variant, url, metrics, error: null, warnings, benchmarkIndex, seconds: (Date.now() - at) / 1000, categories };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result = { run, page: page.name, variant, url, metrics: null, error: message, warnings: [], benchmarkIndex: null, seconds: (Date.now() - at) / 1000 };
        }
        results.push(result);
        log(formatProgress(result, options.runs));
      }
    }
    log(`run ${run}/${options.runs} took ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
  }
  stopEverything();

  const summaries = summarise(options.pages, results, (page: BenchPage) => {
    const weights = siteWeights.get(page.name)!;
    return { floor: floorWeights, page: weights.page, 'no-scripts': weights.noScripts };
  });
  const machine: Machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: totalmem() / 1024 ** 3,
    node: process.version,
    next: readVersion('next'),
    lighthouse: readVersion('lighthouse'),
    chromium: chromiumVersion(chromium),
  };
  const date = new Date();
  console.log(formatHeading(date, machine, options.runs));
  console.log('');
  console.log(formatTable(summaries));
  const seconds = (Date.now() - started) / 1000;
  const benchmarkIndex = median(results.flatMap((result) => (result.benchmarkIndex === null ? [] : [result.benchmarkIndex])));
  log(
    `\n${results.length} Lighthouse runs in ${seconds.toFixed(0)} s (${(seconds / options.runs).toFixed(0)} s per run of every page and variant); ` +
      `median Lighthouse benchmark index ${benchmarkIndex.toFixed(0)}`,
  );

  const failures = options.gate ? [...checkLimits(summaries, gateLimits(), GATE_PAGE_LIMITS), ...checkCategories(options.pages, results)] : checkLimits(summaries);
  if (options.gate) {
    for (const result of results) {
      if (!result.categories) continue;
      const line = OTHER_CATEGORIES.map((category) => `${category} ${result.categories!.scores[category]}`).join(', ');
      log(`${result.page}: ${line}`);
    }
  }
  if (options.json) {
    const file = resolve(options.json);
    writeFileSync(file, `${JSON.stringify({ date: date.toISOString(), machine, runs: options.runs, variants: VARIANTS, pages: options.pages, results, summaries, failures }, null, 2)}\n`);
    log(`Wrote ${file}`);
  }
  if (!options.assert) return 0;
  if (!failures.length) {
    log('Every page is within its limits.');
    return 0;
  }
  log(`\n${failures.length} limit${failures.length === 1 ? '' : 's'} broken:`);
  for (const failure of failures) log(`  - ${failure}`);
  return 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`\nStopped (${signal}): closing the servers and the browser.`);
    stopEverything();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
process.on('exit', stopEverything);

main().then(
  (code) => {
    stopEverything();
    process.exitCode = code;
  },
  (error: unknown) => {
    stopEverything();
    log(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
