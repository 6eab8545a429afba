#!/usr/bin/env node
/**
 * Prints what given built pages load (gzip -9, KB = 1,024 bytes): JavaScript at start and the
 * framework added when an island is first needed, HTML and CSS.
 *   node scripts/measure.mjs / /contact/ /instant-quote/
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kb, pageWeight } from './lib/page-weight.mjs';

const out = join(process.cwd(), 'out');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
console.log('page'.padEnd(40), 'JS KB'.padStart(8), 'on use'.padStart(8), 'HTML KB'.padStart(8), 'CSS KB'.padStart(8));
for (const path of paths) {
  const file = join(out, path, path.endsWith('.html') ? '' : 'index.html');
  if (!existsSync(file)) {
    console.log(path.padEnd(40), 'not built');
    continue;
  }
  const weight = pageWeight(out, file);
  console.log(path.padEnd(40), kb(weight.js).padStart(8), kb(weight.frameworkJs).padStart(8), kb(weight.html).padStart(8), kb(weight.css).padStart(8));
}
