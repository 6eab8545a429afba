/**
 * The chrome as static HTML, rendered once per build by scripts/build-chrome.tsx and read here by
 * the page layout (components/layout/site-chrome.tsx) at build time.
 */
import { readBuildOutput } from './build-cache';

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

export function chromeHtml(): ChromeHtml {
  return readBuildOutput<ChromeHtml>(CHROME_HTML_FILE, 'scripts/build-chrome.tsx');
}
