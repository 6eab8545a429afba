/**
 * What a built page costs on first load: the JavaScript it starts with (its `<script src>` files,
 * not `noModule` ones), the framework's scripts it loads only when it needs an island (listed in
 * its `framework-scripts` block, lib/framework-scripts.ts), its HTML and its CSS, as gzip -9
 * sizes. 1 KB = 1,024 bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Map<string, number>} */
const cache = new Map();

/** @param {string} file @returns {number} gzip -9 bytes */
export function gzipSize(file) {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    cache.set(file, size);
  }
  return size;
}

/** The behaviours script's URL, as the inline head script (components/head-scripts/) names it to load it after the first paint. */
export const BEHAVIOURS_URL = /"(\/assets\/site-[0-9a-f]+\.js)"/;

/** @param {string} html @returns {string[]} */
export function scriptSources(html) {
  /** @type {string[]} */
  const sources = [];
  for (const inline of html.matchAll(/<script>([\s\S]*?)<\/script>/gi)) {
    const loaded = BEHAVIOURS_URL.exec(inline[1] ?? '')?.[1];
    if (loaded) sources.push(loaded);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/i)?.[1];
    if (src) sources.push(src);
  }
  return [...new Set(sources)];
}

/** @param {string} html @returns {string[]} */
export function stylesheetSources(html) {
  /** @type {string[]} */
  const sources = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = match[1] ?? '';
    if (!/\brel="stylesheet"/i.test(attrs)) continue;
    const href = attrs.match(/\bhref="([^"]+)"/i)?.[1];
    if (href) sources.push(href);
  }
  return [...new Set(sources)];
}

/**
 * The manifest the post-build step wrote into a page (lib/framework-scripts.ts), or null.
 * @param {string} html
 * @returns {{ scripts?: { src: string, noModule?: boolean }[], flight?: string } | null}
 */
function frameworkManifest(html) {
  const block = html.match(/<script type="application\/json" id="framework-scripts">([\s\S]*?)<\/script>/)?.[1];
  return block ? JSON.parse(block) : null;
}

/**
 * The framework scripts a page loads when it needs an island (not the `noModule` polyfill).
 * @param {string} html
 * @returns {string[]}
 */
export function frameworkSources(html) {
  return (frameworkManifest(html)?.scripts ?? []).filter((script) => !script.noModule).map((script) => script.src);
}

/**
 * @returns {{ js: number, frameworkJs: number, html: number, css: number, scripts: string[] }} sizes in bytes:
 *   `js` is what the page starts with, `frameworkJs` what it adds when an island is needed.
 * @param {string} outDir
 * @param {string} htmlFile
 */
export function pageWeight(outDir, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  /** @param {string} src */
  const local = (src) => join(outDir, src.split('?')[0] ?? src);
  const scripts = scriptSources(html).filter((src) => src.startsWith('/'));
  const framework = frameworkSources(html).filter((src) => !scripts.includes(src));
  /** @param {string[]} sources */
  const sum = (sources) => sources.reduce((total, src) => total + gzipSize(local(src)), 0);
  return {
    js: sum(scripts),
    frameworkJs: sum(framework),
    html: gzipSize(htmlFile),
    css: stylesheetSources(html).filter((href) => href.startsWith('/')).reduce((total, href) => total + gzipSize(local(href)), 0),
    scripts: [...scripts, ...framework],
  };
}

/** @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The page's inline React Server Components data, the "flight" data the framework hydrates from
 * (`self.__next_f.push([1, "…"])` scripts), decoded to the text React reads.
 */
/** @param {string} html @returns {string} */
export function flightData(html) {
  let data = '';
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, chunk] = JSON.parse(match[1] ?? '[]');
    if (kind === 1 && typeof chunk === 'string') data += chunk;
  }
  return data;
}

/**
 * A built page's flight data: inline in it, or in the file its manifest names; for a page that
 * starts its islands with the islands runtime, which never reads it, the copy the export wrote
 * beside it (`index.txt`; the 404 page's under `_not-found/`), still held to the same budgets.
 * @param {string} outDir
 * @param {string} htmlFile
 */
export function pageFlight(outDir, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const file = frameworkManifest(html)?.flight;
  if (file) return readFileSync(join(outDir, file), 'utf8');
  const inline = flightData(html);
  if (inline) return inline;
  const exported = basename(htmlFile) === 'index.html' ? join(dirname(htmlFile), 'index.txt') : join(outDir, '_not-found', 'index.txt');
  return existsSync(exported) ? readFileSync(exported, 'utf8') : '';
}

/** The page's HTML with every `<script>` element removed: the markup the flight data describes. */
/** @param {string} html */
export function markupOnly(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/**
 * The client modules a page's flight data references (its `I[…]` rows), as "module id#export",
 * each once: the framework's own and every `'use client'` island the server tree renders.
 */
/** @param {string} flight @returns {string[]} */
export function clientModules(flight) {
  /** @type {Set<string>} */
  const modules = new Set();
  for (const match of flight.matchAll(/^[0-9a-f]+:I(\[.*\])$/gm)) {
    try {
      const [id, , name] = JSON.parse(match[1] ?? '');
      modules.add(`${id}#${name}`);
    } catch {
      modules.add((match[1] ?? '').slice(0, 60));
    }
  }
  return [...modules];
}
