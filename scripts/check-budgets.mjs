#!/usr/bin/env node
/**
 * Performance budgets over the built site (issue "Quality gates"): for every HTML page in out/,
 * the JavaScript it loads at start (its <script src> files, not noModule ones), its HTML and its
 * CSS, as gzip -9 sizes (1 KB = 1,024 bytes). Prints a table by template and fails when:
 *   - a content page loads more than 152 KB of JavaScript,
 *   - /instant-quote/ or /boiler-results/ more than 183 KB (booking pages are held to the same),
 *   - any page's HTML is over 60 KB or its CSS over 25 KB.
 * The build time (written by scripts/build.mjs) only warns above 120 s.
 *   node scripts/check-budgets.mjs
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, pageWeight } from './lib/page-weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');
const KB = 1024;

/** Budgets in bytes (gzip -9). */
export const BUDGETS = {
  contentJs: 152 * KB,
  appJs: 183 * KB,
  html: 60 * KB,
  css: 25 * KB,
  buildSeconds: 120,
};

/** Pages that carry the quote, results or a booking form (the rest are content pages). */
const APP_PAGES = new Set(['/instant-quote/', '/boiler-results/', '/book-free-survey/', '/book-video-survey/', '/book-a-boiler-service/', '/book-a-repair/', '/report-issue/']);

function templateOf(path) {
  if (path === '/') return 'home';
  if (path === '/404.html') return '404';
  if (APP_PAGES.has(path)) return path === '/instant-quote/' ? 'quote wizard' : path === '/boiler-results/' ? 'quote results' : 'booking form';
  if (/^\/heating-services\/[^/]+\/$/.test(path)) return 'location';
  if (/^\/[a-z-]+-in-[a-z-]+\/$/.test(path)) return 'service in town';
  if (/^\/guides\/[^/]+\/$/.test(path)) return 'guide';
  if (/^\/faqs\/[^/]+\/$/.test(path)) return 'faq topic';
  if (/^\/brands\/[^/]+\/$/.test(path)) return 'brand';
  if (/^\/vs\//.test(path)) return 'comparison';
  if (/-faqs\/$/.test(path)) return 'redirect stub';
  return 'content';
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === '_next' || name === 'img') return [];
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name === 'index.html' || name === '404.html' ? [full] : [];
  });
}

if (!existsSync(join(out, 'index.html'))) {
  console.error('No built site in out/: run "npm run build" first.');
  process.exit(1);
}

const failures = [];
const byTemplate = new Map();
for (const file of htmlFiles(out)) {
  const rel = relative(out, file).split(sep).join('/');
  if (rel.startsWith('404/') || rel.startsWith('_not-found/')) continue;
  const path = rel === '404.html' ? '/404.html' : `/${rel.replace(/index\.html$/, '')}`;
  const weight = pageWeight(out, file);
  const template = templateOf(path);
  const jsBudget = APP_PAGES.has(path) ? BUDGETS.appJs : BUDGETS.contentJs;
  if (weight.js > jsBudget) failures.push(`${path}: JavaScript ${kb(weight.js)} KB > ${kb(jsBudget)} KB`);
  if (weight.html > BUDGETS.html) failures.push(`${path}: HTML ${kb(weight.html)} KB > ${kb(BUDGETS.html)} KB`);
  if (weight.css > BUDGETS.css) failures.push(`${path}: CSS ${kb(weight.css)} KB > ${kb(BUDGETS.css)} KB`);
  const row = byTemplate.get(template) ?? { pages: 0, js: 0, html: 0, css: 0, example: path };
  row.pages += 1;
  row.js = Math.max(row.js, weight.js);
  row.html = Math.max(row.html, weight.html);
  row.css = Math.max(row.css, weight.css);
  byTemplate.set(template, row);
}

console.log('Page weight by template (largest page of each; gzip -9, KB = 1,024 bytes)');
console.log(`${'template'.padEnd(18)}${'pages'.padStart(6)}${'JS KB'.padStart(9)}${'HTML KB'.padStart(9)}${'CSS KB'.padStart(8)}  example`);
for (const [template, row] of [...byTemplate.entries()].sort((a, b) => b[1].js - a[1].js)) {
  console.log(`${template.padEnd(18)}${String(row.pages).padStart(6)}${kb(row.js).padStart(9)}${kb(row.html).padStart(9)}${kb(row.css).padStart(8)}  ${row.example}`);
}
console.log(`Budgets: content pages ${kb(BUDGETS.contentJs)} KB JS, quote, results and booking pages ${kb(BUDGETS.appJs)} KB JS, HTML ${kb(BUDGETS.html)} KB, CSS ${kb(BUDGETS.css)} KB.`);

const stampFile = join(root, '.next', 'site-build-stamp.json');
if (existsSync(stampFile)) {
  const { durationSeconds } = JSON.parse(readFileSync(stampFile, 'utf8'));
  if (typeof durationSeconds === 'number') {
    console.log(`Last build took ${durationSeconds.toFixed(1)} s (budget ${BUDGETS.buildSeconds} s).`);
    if (durationSeconds > BUDGETS.buildSeconds) console.warn(`Warning: the build took longer than ${BUDGETS.buildSeconds} s.`);
  }
}

if (failures.length) {
  console.error(`\n${failures.length} page(s) over budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('All pages are within budget.');
