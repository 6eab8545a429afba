/**
 * Loading the framework (Next.js and React) only when a page needs it. Next.js writes its scripts
 * and its data (the React Server Components "flight" data the page hydrates from, inline as
 * `self.__next_f.push` scripts) into every page, so React would download and hydrate the whole
 * page at once, although the pages are complete server HTML and only a few islands need React.
 * After the build each page gets a manifest instead: its framework scripts, and the URL of its
 * flight data (the same bytes, which the export also writes to the page's `index.txt`). The
 * framework behaviour (components/behaviours/framework.ts) loads them when the page needs an
 * island: at once where the page's main part is one (the quote, a booking form), when an island
 * comes into view (the carousel), or when the visitor asks for one (the callback dialog, the
 * prize draw). A page whose islands the islands runtime can start (React alone,
 * components/islands/runtime/) lists the runtime's modules instead, and no flight data: it never
 * loads the framework's client at all (scripts/lib/islands-runtime.ts decides which pages).
 */

/** The id of the JSON block that holds a page's framework manifest. */
export const FRAMEWORK_MANIFEST_ID = 'framework-scripts';

/** Where the framework's own scripts are served from. */
const FRAMEWORK_PATH = '/_next/static/';
/** Where the islands runtime's modules are served from (scripts/build-islands.ts). */
const ISLANDS_PATH = '/assets/islands/';

export interface FrameworkScript {
  src: string;
  /** The legacy polyfill bundle, which only browsers without modules run. */
  noModule?: true;
  /** A module of the islands runtime: its entry, which runs, or a module the entry imports, fetched beside it. */
  module?: 'entry' | 'import';
}

export interface FrameworkManifest {
  scripts: FrameworkScript[];
  /** URL of the page's flight data, or null where it stays inline in the page. */
  flight: string | null;
}

/** A file of the export the page's flight data may be in: its URL and its text. */
export interface FlightFile {
  url: string;
  text: string;
}

const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;
const PRELOAD_TAG = /<link\b[^>]*\brel="preload"[^>]*>/gi;
const FLIGHT_BOOT = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const FLIGHT_CHUNK = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
/** The bundler's inline start, naming the framework's chunks: nothing to start on a page that never loads them. */
const BUNDLER_BOOT = /<script\b[^>]*>\(globalThis\["TURBOPACK"\][^<]*<\/script>/g;

/** The page's inline flight data and the tags that carry it; null if it holds anything but text chunks. */
export function inlineFlight(html: string): { data: string; tags: string[] } | null {
  const tags = [FLIGHT_BOOT];
  let data = '';
  for (const match of html.matchAll(FLIGHT_CHUNK)) {
    const [kind, chunk] = JSON.parse(match[1] ?? '[]') as [number, unknown];
    // Form state and binary chunks have no place in these pages: leave such a page as it is.
    if (kind !== 1 || typeof chunk !== 'string') return null;
    data += chunk;
    tags.push(match[0]);
  }
  return html.includes(FLIGHT_BOOT) ? { data, tags } : null;
}

/**
 * Takes the framework's scripts (and their preloads) out of a page, and its inline flight data
 * when one of `flightFiles` holds exactly the same bytes, and writes the manifest in their place.
 * With `runtime` (the islands runtime's scripts, scripts/lib/islands-runtime.ts), the page lists
 * those instead, and loses its inline flight data and the bundler's start, which only the
 * framework's client reads.
 */
export function deferFramework(html: string, flightFiles: readonly FlightFile[] = [], runtime?: readonly FrameworkScript[]): string {
  if (html.includes(`id="${FRAMEWORK_MANIFEST_ID}"`)) return html;
  const scripts: FrameworkScript[] = [];
  let out = html.replace(SCRIPT_TAG, (tag, src: string) => {
    if (!src.startsWith(FRAMEWORK_PATH)) return tag;
    scripts.push(/\bnomodule\b/i.test(tag) ? { src, noModule: true } : { src });
    return '';
  });
  if (!scripts.length) return html;
  out = out.replace(PRELOAD_TAG, (tag) => (/\bas="script"/i.test(tag) && tag.includes(`"${FRAMEWORK_PATH}`) ? '' : tag));
  let flight: string | null = null;
  const inline = inlineFlight(out);
  const file = inline ? flightFiles.find((candidate) => candidate.text === inline.data) : undefined;
  if (inline && (file || runtime)) for (const tag of inline.tags) out = out.replace(tag, '');
  if (runtime) out = out.replace(BUNDLER_BOOT, '');
  else if (file) flight = file.url;
  const manifest: FrameworkManifest = runtime ? { scripts: [...runtime], flight: null } : { scripts, flight };
  // Inside a <script> block only "</script" could end it early; the URLs never contain "<".
  const block = `<script type="application/json" id="${FRAMEWORK_MANIFEST_ID}">${JSON.stringify(manifest).replace(/</g, '\\u003c')}</script>`;
  return out.replace('</head>', `${block}</head>`);
}

/** The page's framework manifest; no scripts where it has none. Never throws. */
export function frameworkManifest(doc: Pick<Document, 'getElementById'>): FrameworkManifest {
  try {
    const value = JSON.parse(doc.getElementById(FRAMEWORK_MANIFEST_ID)?.textContent ?? 'null') as Partial<FrameworkManifest> | null;
    const scripts = Array.isArray(value?.scripts)
      ? value.scripts.filter(
          (item): item is FrameworkScript =>
            typeof item?.src === 'string' &&
            (item.module === undefined ? item.src.startsWith(FRAMEWORK_PATH) : (item.module === 'entry' || item.module === 'import') && item.src.startsWith(ISLANDS_PATH)),
        )
      : [];
    const flight = typeof value?.flight === 'string' && value.flight.startsWith('/') && !value.flight.startsWith('//') ? value.flight : null;
    return { scripts, flight };
  } catch {
    return { scripts: [], flight: null };
  }
}
