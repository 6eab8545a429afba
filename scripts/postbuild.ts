/**
 * Runs after `next build`: writes the static host's rule files into `out/` (`_redirects`,
 * `_headers`), takes each page's framework scripts out of its markup so they load only when the
 * page needs an island (lib/framework-scripts.ts), or the islands runtime's instead where that can
 * start the page's islands (scripts/lib/islands-runtime.ts), puts each page's Content Security Policy in a
 * meta tag (with the hashes of that page's inline scripts), writes `sitemap.xml` and `robots.txt` with next-sitemap
 * (next-sitemap.config.ts), removes the export's per-segment prefetch payloads, which nothing on this
 * site fetches, and prints every placeholder or sample value still in the content, so nothing fake goes
 * live unnoticed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { DEFAULT_CALLBACK_WEBHOOK_URL, DEFAULT_LEAD_WEBHOOK_URL, DEFAULT_SITE_URL, siteConfig } from '@/lib/config';
import { getPlaceholderReport } from '@/lib/content';
import { deferFramework, inlineFlight, type FlightFile, type FrameworkScript } from '@/lib/framework-scripts';
import { clientModuleSources, islandRoots, islandsBuild, pageIslands, runtimeScripts } from './lib/islands-runtime';
import { PAGES } from '@/lib/shared/pages';
import { redirectRules } from '@/lib/redirects';
import { PRIVATE_PAGE_PATHS, SECURITY_HEADERS, pagePolicy, privatePolicy, webhookOrigin, withPolicyMeta } from '@/lib/server/security';

const OUT = join(process.cwd(), 'out');

/** Pages no cache may keep: a visitor's own request page and review form, whose answers are theirs alone (lib/shared/contracts/your-request.ts, reviews.ts). */
const NO_STORE_PATHS: readonly string[] = [PAGES.yourRequest.path, PAGES.review.path];

/** `_redirects` in Netlify and Cloudflare syntax (Workers static assets, Pages); both the bare and the slashed path. */
function writeRedirects(): number {
  const lines = redirectRules().map(({ from, to, status }) => `${from} ${to} ${status}`);
  writeFileSync(join(OUT, '_redirects'), `# Written by scripts/postbuild.ts\n${lines.join('\n')}\n`);
  return lines.length;
}

/**
 * `_headers`: security headers everywhere, each private page's own whole policy (with
 * frame-ancestors, which its meta tag cannot carry; a browser enforces both this and the site-wide
 * one), long caching for fingerprinted assets, and no storing of a visitor's own request page
 * (NO_STORE_PATHS). Each path's headers in one block.
 */
function writeHeaders(privatePolicies: Map<string, string>): void {
  const paths = [...new Set([...privatePolicies.keys(), ...NO_STORE_PATHS])];
  const text = [
    '# Written by scripts/postbuild.ts (Netlify and Cloudflare syntax: Workers static assets and Pages)',
    '/*',
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    ...paths.flatMap((path) => {
      const policy = privatePolicies.get(path);
      return [path, ...(policy ? [`  Content-Security-Policy: ${policy}`] : []), ...(NO_STORE_PATHS.includes(path) ? ['  Cache-Control: no-store'] : [])];
    }),
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/img/*',
    '  Cache-Control: public, max-age=2592000',
    '',
  ].join('\n');
  writeFileSync(join(OUT, '_headers'), text);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === '_next' || name === 'img') return [];
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Where the export wrote a page's flight data: `index.txt` beside its `index.html`, and for the
 * 404 page the not-found route's (deferFramework checks the bytes are the same before using one).
 */
function flightFiles(file: string): FlightFile[] {
  const candidates = [join(dirname(file), 'index.txt'), join(OUT, '_not-found', 'index.txt')];
  return candidates.filter((path) => existsSync(path)).map((path) => ({ url: `/${relative(OUT, path).split(sep).join('/')}`, text: readFileSync(path, 'utf8') }));
}

/**
 * The islands runtime's scripts for a page that can start its islands with it (each in its root),
 * or undefined where the page needs the framework's client.
 */
function islandsRuntime(file: string, html: string, sources: ReadonlyMap<string, string>): FrameworkScript[] | undefined {
  const flight = inlineFlight(html);
  if (!flight) return undefined;
  const page = pageIslands(flight.data, sources);
  if (!page.runtime) return undefined;
  const unrooted = page.islands.filter((name) => islandRoots(html, name) === 0);
  if (unrooted.length) throw new Error(`post-build: ${relative(OUT, file)} renders ${unrooted.join(', ')} outside an IslandRoot (components/islands/runtime/island-root.tsx)`);
  return runtimeScripts(islandsBuild(), page.islands);
}

/**
 * Each page: the framework deferred (lib/framework-scripts.ts), or replaced by the islands runtime,
 * then its Content Security Policy (hashes of what is left inline): a private page's own
 * (lib/server/security.ts privatePolicy: the staff's lead inbox, a visitor's own request), every
 * other page the visitors' one. Returns how many pages, how many take the runtime, and each
 * private page's policy for `_headers`.
 */
function finishPages(): { pages: number; runtimePages: number; privatePolicies: Map<string, string> } {
  const origins = [siteConfig.callbackWebhookUrl, siteConfig.leadWebhookUrl].map(webhookOrigin).filter((o): o is string => Boolean(o));
  const files = htmlFiles(OUT);
  const privatePolicies = new Map<string, string>();
  const sources = clientModuleSources(join(process.cwd(), '.next'));
  let runtimePages = 0;
  for (const file of files) {
    const built = readFileSync(file, 'utf8');
    const runtime = islandsRuntime(file, built, sources);
    if (runtime) runtimePages += 1;
    const html = deferFramework(built, flightFiles(file), runtime);
    const path = `/${relative(OUT, dirname(file)).split(sep).filter(Boolean).map((part) => `${part}/`).join('')}`;
    const own = file.endsWith(`${sep}index.html`) ? privatePolicy(path, html) : null;
    const inHeader = own ? privatePolicy(path, html, { header: true }) : null;
    if (inHeader) privatePolicies.set(path, inHeader);
    writeFileSync(file, withPolicyMeta(html, own ?? pagePolicy(html, origins)));
  }
  if (privatePolicies.size !== PRIVATE_PAGE_PATHS.length) throw new Error(`post-build: a private page is missing from out/ (${PRIVATE_PAGE_PATHS.join(', ')})`);
  return { pages: files.length, runtimePages, privatePolicies };
}

/**
 * The export writes, beside each page's `index.txt` (its flight data: read above, fetched by a page
 * that loads the framework and by the quote's client-side step to the results), four per-segment
 * payloads (`__next.<segment>.txt`) that only `next/link`'s segment prefetching reads. The site
 * has no `next/link` (components/ui/smart-link.tsx) and never prefetches a route, so they are never
 * requested: 2,100 of out/'s 3,400 files and 93 of its 185 MB, which every deploy uploads and every
 * `wrangler dev` start lists and hashes (a Worker copy starts in 3.1 CPU-seconds without them, 4.3-4.8 with).
 */
const SEGMENT_PAYLOAD = /^__next\..+\.txt$/;

/** Removes every per-segment payload under `dir`; returns how many files and bytes. */
function removeSegmentPayloads(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const stats = statSync(full);
    if (stats.isDirectory()) {
      const inner = removeSegmentPayloads(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (SEGMENT_PAYLOAD.test(name)) {
      rmSync(full);
      files += 1;
      bytes += stats.size;
    }
  }
  return { files, bytes };
}

/** next-sitemap's command line, run under tsx so its configuration can read the site's TypeScript. */
function writeSitemap(): number {
  // The package exports no path to its command line; it sits two folders above the entry point.
  const cli = join(dirname(createRequire(import.meta.url).resolve('next-sitemap')), '..', '..', 'bin', 'next-sitemap.mjs');
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, '--config', 'next-sitemap.config.ts'], { encoding: 'utf8' });
  if (result.status !== 0 || !/Generation completed/.test(result.stdout)) {
    console.error(result.stdout, result.stderr);
    throw new Error('next-sitemap failed');
  }
  return (readFileSync(join(OUT, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
}

const redirects = writeRedirects();
const { pages, runtimePages, privatePolicies } = finishPages();
writeHeaders(privatePolicies);
const segments = removeSegmentPayloads(OUT);
const urls = writeSitemap();
console.log(`post-build: wrote out/_redirects (${redirects} rules) and out/_headers; deferred the framework (the islands runtime instead on ${runtimePages}) and added a CSP on ${pages} pages (a private page's own on ${[...privatePolicies.keys()].join(', ')}); sitemap.xml lists ${urls} pages; removed ${segments.files} per-segment prefetch payloads (${(segments.bytes / 1e6).toFixed(0)} MB) nothing fetches`);

const placeholders = getPlaceholderReport();
if (siteConfig.url === DEFAULT_SITE_URL) {
  placeholders.push(`NEXT_PUBLIC_SITE_URL is not set: canonical URLs, the sitemap and structured data point to ${DEFAULT_SITE_URL}`);
}
const ownReceiver = [
  ['NEXT_PUBLIC_CALLBACK_WEBHOOK_URL', siteConfig.callbackWebhookUrl, DEFAULT_CALLBACK_WEBHOOK_URL],
  ['NEXT_PUBLIC_LEAD_WEBHOOK_URL', siteConfig.leadWebhookUrl, DEFAULT_LEAD_WEBHOOK_URL],
].filter(([, url, fallback]) => url === fallback);
if (ownReceiver.length) {
  console.log(
    `post-build: forms post to ${ownReceiver.map(([, , fallback]) => fallback).join(' and ')} on the site's own origin, where the site's Worker (worker/) answers on Cloudflare and under npm start; on another host, set ${ownReceiver.map(([name]) => name).join(' and ')} (docs/deploying.md, "Other static hosts")`,
  );
}
if (placeholders.length) {
  console.log(`\nPlaceholder and sample values still in the content (${placeholders.length}); replace them before going live:`);
  for (const line of placeholders) console.log(`  - ${line}`);
}
