#!/usr/bin/env node
/**
 * Performance budgets over the built site (issue "Quality gates"): for every HTML page in out/,
 * the JavaScript it loads at start (its <script src> files, not noModule ones), its HTML and its
 * CSS, as gzip -9 sizes (1 KB = 1,024 bytes). JavaScript counts what a page starts with and,
 * separately, what it has loaded once it uses an island (the framework, lib/framework-scripts.ts).
 * Prints a table by template and fails when:
 *   - a page starts with more than 8 KB of JavaScript (the behaviours script; the framework waits),
 *   - a content page's JavaScript with its islands in use is over 82 KB (/boiler-results/ too),
 *   - /your-request/ and /review/ over 152 KB,
 *   - /instant-quote/ over 188 KB (booking pages and the staff lead inbox are held to the same),
 *   - any page's HTML is over 60 KB or its CSS over 25 KB,
 *   - a content page's flight data (the framework's inline copy of the page for hydration) is over
 *     1.5 times its markup, or carries the chrome more than once,
 *   - a content page references more than 10 client modules (the framework's own included).
 * The build time (written by scripts/build.mjs) only warns above 120 s.
 *   node scripts/check-budgets.mjs
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEHAVIOURS_URL, clientModules, kb, markupOnly, pageFlight, pageWeight } from './lib/page-weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');
const KB = 1024;

/** Budgets in bytes (gzip -9). */
export const BUDGETS = {
  /** What a page runs before it needs an island: the behaviours script. */
  startJs: 8 * KB,
  /**
   * A content page (and the results) with its islands in use: React alone, the islands runtime
   * (components/islands/runtime/), with the page's islands; the empty Next.js page is 131.7 KB. 152 KB
   * while these pages loaded Next's client (139.0 to 143.2 KB); 75.3 to 81.2 KB since.
   */
  contentJs: 82 * KB,
  /** A visitor's own request: its one island still starts with the framework's client; held where content pages were. */
  yourRequestJs: 152 * KB,
  /**
   * The quote and booking pages (the lead inbox too) with their forms in use. 183 KB until the quote's answers
   * became one zod schema that the browser also reads saved quotes with: the booking pages went
   * from 181.5 to 185.5 KB (zod's parts for the answers, and the behaviours script, 7.6 KB). 188 KB
   * since the forms' outbox stopped dropping leads (the lead kept before it is sent, upload
   * progress, the answer read and a refusal explained, about 3 KB): 186.7 KB, though the
   * behaviours script every page starts with shrank to 6.2 KB by moving the resending out of it.
   */
  appJs: 188 * KB,
  html: 60 * KB,
  css: 25 * KB,
  buildSeconds: 120,
  /** Flight data over markup: above this the page pays twice for what the server already rendered. */
  flightRatio: 1.5,
  /** Client modules a content page may reference: the framework's 4 and the chrome's one island, with room for a section island. */
  clientModules: 10,
};

/** Text that appears once in the chrome (the skip link): more than once in the flight data means the chrome is there twice. */
const CHROME_MARKER = 'Skip to main content';

/** The staff lead inbox (`leadInbox` in lib/shared/pages.ts): an app page, its one island being the page. */
const LEAD_INBOX = '/leads/';

/**
 * A visitor's own request (`yourRequest` in lib/shared/pages.ts): a utility page with one island, held to
 * a budget of its own (its island starts with the framework's client). Its photo adder and cancel step load only when first used (the photo
 * adder with the forms' outbox, its alerts and their form library, about 41 KB), so they are not
 * counted here.
 */
const YOUR_REQUEST = '/your-request/';

/** A finished job's review form (`review` in lib/shared/pages.ts): a private page built as /your-request/ is, held to its budget; its form and form library load once the job is there, so they are not counted. */
const REVIEW = '/review/';

/**
 * Pages without the marketing chrome (app/(staff), app/(private)): not held to the flight data's
 * ratio, which is made for pages that carry the chrome as one string. Theirs is mostly the
 * framework's fixed part (the route tree, the metadata, the head script: about 7 KB) over a small
 * page, so a lighter page shows a higher ratio: /your-request/'s flight data went from about 62 KB
 * with the chrome to 14 KB without it, and its ratio from 1.11x to 2.00x.
 */
const WITHOUT_CHROME = new Set([LEAD_INBOX, YOUR_REQUEST, REVIEW]);

/** The results page: an app page, whose island starts as content pages' do (React alone), held to their JavaScript budget. */
const RESULTS = '/boiler-results/';

/** Pages that carry the quote, results, a booking form or the lead inbox (the rest are content pages). */
const APP_PAGES = new Set(['/instant-quote/', RESULTS, '/book-free-survey/', '/book-video-survey/', '/book-a-boiler-service/', '/book-a-repair/', '/report-issue/', LEAD_INBOX]);

/** @param {string} path */
function jsBudgetOf(path) {
  if (path === YOUR_REQUEST || path === REVIEW) return BUDGETS.yourRequestJs;
  return APP_PAGES.has(path) && path !== RESULTS ? BUDGETS.appJs : BUDGETS.contentJs;
}

/** @param {string} path */
function templateOf(path) {
  if (path === '/') return 'home';
  if (path === '/404.html') return '404';
  if (path === LEAD_INBOX) return 'lead inbox';
  if (path === YOUR_REQUEST) return 'your request';
  if (APP_PAGES.has(path)) return path === '/instant-quote/' ? 'quote wizard' : path === RESULTS ? 'quote results' : 'booking form';
  if (/^\/heating-services\/[^/]+\/$/.test(path)) return 'location';
  if (/^\/[a-z-]+-in-[a-z-]+\/$/.test(path)) return 'service in town';
  if (/^\/guides\/[^/]+\/$/.test(path)) return 'guide';
  if (/^\/faqs\/[^/]+\/$/.test(path)) return 'faq topic';
  if (/^\/brands\/[^/]+\/$/.test(path)) return 'brand';
  if (/^\/vs\//.test(path)) return 'comparison';
  if (/-faqs\/$/.test(path)) return 'redirect stub';
  return 'content';
}

/** @param {string} dir @returns {string[]} */
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
  const jsBudget = jsBudgetOf(path);
  const totalJs = weight.js + weight.frameworkJs;
  // Every page loads the behaviours from its head script: none found means the page lost its loader, or this measure lost track of it.
  if (!weight.scripts.some((src) => BEHAVIOURS_URL.test(`"${src}"`))) failures.push(`${path}: no behaviours script loaded by the head script`);
  if (weight.js > BUDGETS.startJs) failures.push(`${path}: starts with ${kb(weight.js)} KB of JavaScript > ${kb(BUDGETS.startJs)} KB`);
  if (totalJs > jsBudget) failures.push(`${path}: JavaScript with its islands ${kb(totalJs)} KB > ${kb(jsBudget)} KB`);
  if (weight.html > BUDGETS.html) failures.push(`${path}: HTML ${kb(weight.html)} KB > ${kb(BUDGETS.html)} KB`);
  if (weight.css > BUDGETS.css) failures.push(`${path}: CSS ${kb(weight.css)} KB > ${kb(BUDGETS.css)} KB`);
  const html = readFileSync(file, 'utf8');
  const flight = pageFlight(out, file);
  const markup = markupOnly(html).length;
  const ratio = flight.length / markup;
  const modules = clientModules(flight);
  if (!APP_PAGES.has(path) && template !== 'redirect stub') {
    if (ratio > BUDGETS.flightRatio && !WITHOUT_CHROME.has(path)) failures.push(`${path}: flight data ${kb(flight.length)} KB is ${ratio.toFixed(2)}x its markup (${kb(markup)} KB) > ${BUDGETS.flightRatio}x`);
    if (flight.split(CHROME_MARKER).length - 1 > 1) failures.push(`${path}: the chrome is in the flight data more than once`);
    if (modules.length > BUDGETS.clientModules) failures.push(`${path}: ${modules.length} client modules > ${BUDGETS.clientModules}: ${modules.join(', ')}`);
  }
  const row = byTemplate.get(template) ?? { pages: 0, start: 0, js: 0, html: 0, css: 0, ratio: 0, modules: [], example: path };
  row.pages += 1;
  row.start = Math.max(row.start, weight.js);
  row.js = Math.max(row.js, totalJs);
  row.html = Math.max(row.html, weight.html);
  row.css = Math.max(row.css, weight.css);
  row.ratio = Math.max(row.ratio, ratio);
  if (modules.length > row.modules.length) row.modules = modules;
  byTemplate.set(template, row);
}

console.log('Page weight by template (largest page of each; gzip -9, KB = 1,024 bytes; JS at start, and with the islands in use)');
console.log(`${'template'.padEnd(18)}${'pages'.padStart(6)}${'start'.padStart(8)}${'JS KB'.padStart(9)}${'HTML KB'.padStart(9)}${'CSS KB'.padStart(8)}${'flight'.padStart(8)}${'modules'.padStart(9)}  example`);
const rows = [...byTemplate.entries()].sort((a, b) => b[1].js - a[1].js);
for (const [template, row] of rows) {
  console.log(
    `${template.padEnd(18)}${String(row.pages).padStart(6)}${kb(row.start).padStart(8)}${kb(row.js).padStart(9)}${kb(row.html).padStart(9)}${kb(row.css).padStart(8)}` +
      `${`${row.ratio.toFixed(2)}x`.padStart(8)}${String(row.modules.length).padStart(9)}  ${row.example}`,
  );
}
console.log('\nClient modules referenced (module id#export), by template:');
for (const [template, row] of rows) console.log(`  ${template}: ${row.modules.join(', ')}`);
console.log(
  `Budgets: ${kb(BUDGETS.startJs)} KB JS at start; content pages and the results ${kb(BUDGETS.contentJs)} KB JS in use, flight data ${BUDGETS.flightRatio}x markup, ${BUDGETS.clientModules} client modules; ` +
    `your request ${kb(BUDGETS.yourRequestJs)} KB JS; quote, booking pages and the lead inbox ${kb(BUDGETS.appJs)} KB JS; HTML ${kb(BUDGETS.html)} KB, CSS ${kb(BUDGETS.css)} KB.`,
);

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
