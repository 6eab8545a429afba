/**
 * Loading the framework (Next.js and React) only when a page needs it. Next.js writes its scripts
 * into every page, so React would download and hydrate the whole page at once, although the
 * pages are complete server HTML and only a few islands need React. After the build, each page's
 * framework scripts are taken out of its markup and listed in a JSON block instead; the framework
 * behaviour (components/behaviours/framework.ts) loads them when the page needs an island: at
 * once where the page's main part is one (the quote, a booking form), when an island comes into
 * view (the carousel), or when the visitor asks for one (the callback dialog, the prize draw).
 */

/** The id of the JSON block that lists a page's framework scripts. */
export const FRAMEWORK_SCRIPTS_ID = 'framework-scripts';

/** Where the framework's own scripts are served from. */
const FRAMEWORK_PATH = '/_next/static/';

export interface FrameworkScript {
  src: string;
  /** The legacy polyfill bundle, which only browsers without modules run. */
  noModule?: true;
}

const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;
const PRELOAD_TAG = /<link\b[^>]*\brel="preload"[^>]*>/gi;

/** Takes the framework's scripts (and their preloads) out of a page and lists them in a JSON block. */
export function deferFrameworkScripts(html: string): string {
  if (html.includes(`id="${FRAMEWORK_SCRIPTS_ID}"`)) return html;
  const scripts: FrameworkScript[] = [];
  let out = html.replace(SCRIPT_TAG, (tag, src: string) => {
    if (!src.startsWith(FRAMEWORK_PATH)) return tag;
    scripts.push(/\bnomodule\b/i.test(tag) ? { src, noModule: true } : { src });
    return '';
  });
  if (!scripts.length) return html;
  out = out.replace(PRELOAD_TAG, (tag) => (/\bas="script"/i.test(tag) && tag.includes(`"${FRAMEWORK_PATH}`) ? '' : tag));
  // Inside a <script> block only "</script" could end it early; the URLs never contain "<".
  const block = `<script type="application/json" id="${FRAMEWORK_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>`;
  return out.replace('</head>', `${block}</head>`);
}

/** The framework scripts a page lists, or none. Never throws. */
export function frameworkScripts(doc: Pick<Document, 'getElementById'>): FrameworkScript[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(FRAMEWORK_SCRIPTS_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is FrameworkScript => typeof item?.src === 'string' && item.src.startsWith(FRAMEWORK_PATH)) : [];
  } catch {
    return [];
  }
}
