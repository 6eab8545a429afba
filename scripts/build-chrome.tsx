/**
 * Renders the chrome (components/layout/chrome-parts.tsx) to static HTML once per build, into
 * `.cache/chrome.json`, where the page layout reads it (lib/server/chrome-html.ts). Each page then
 * carries its chrome as plain markup: React never hydrates it, and the page's flight data holds
 * it once, as a string. Run by `npm run build` (and `npm run dev`) before `next build`; it reads
 * the same NEXT_PUBLIC_* settings as the build.
 *   npx tsx scripts/build-chrome.tsx
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChromeBottom, ChromeTop } from '../components/layout/chrome-parts';
import { CHROME_HTML_FILE, type ChromeHtml } from '@/lib/server/chrome-html';

const started = performance.now();
const chrome: ChromeHtml = {
  top: renderToStaticMarkup(<ChromeTop />),
  bottom: renderToStaticMarkup(<ChromeBottom floatingWidgets />),
  bottomFunnel: renderToStaticMarkup(<ChromeBottom floatingWidgets={false} />),
};
const file = join(process.cwd(), CHROME_HTML_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(chrome)}\n`);
const kb = (Buffer.byteLength(chrome.top) + Buffer.byteLength(chrome.bottom)) / 1024;
console.log(`chrome: ${kb.toFixed(1)} KB of HTML in ${((performance.now() - started) / 1000).toFixed(1)} s`);
