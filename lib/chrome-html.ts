/**
 * The chrome as static HTML, rendered once per build by scripts/build-chrome.tsx and read here by
 * the page layout (components/layout/site-chrome.tsx) at build time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by scripts/build-chrome.tsx, relative to the project root. */
export const CHROME_HTML_FILE = '.cache/chrome.json';

export interface ChromeHtml {
  /** Before the main content. */
  top: string;
  /** After it, with the floating widgets. */
  bottom: string;
  /** After it, on the sales funnels (no floating widgets). */
  bottomFunnel: string;
}

let cached: ChromeHtml | undefined;

export function chromeHtml(): ChromeHtml {
  if (!cached) {
    try {
      cached = JSON.parse(readFileSync(join(process.cwd(), CHROME_HTML_FILE), 'utf8')) as ChromeHtml;
    } catch {
      throw new Error(`No ${CHROME_HTML_FILE}: run "npx tsx scripts/build-chrome.tsx" (npm run build does) before next build.`);
    }
  }
  return cached;
}
