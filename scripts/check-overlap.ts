/**
 * The service-in-town pages must each say something of their own (issue "Local pages worth
 * ranking"): for every service, the 39 pages' main text (the <main> element, scripts and
 * drawings left out) is compared pair by pair with the town's names masked
 * (scripts/lib/overlap.ts). Fails when a service's mean overlap is over 35%, its most similar
 * pair over 50%, or any page's main text is under 3,500 characters.
 *   npx tsx scripts/check-overlap.ts            (needs out/ from a build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLocations, getServices, placeName } from '@/lib/content';
import { routes } from '@/lib/routes';
import { groupOverlap, mainText, maskedWords, shingles } from './lib/overlap';

/** Google calls many near-identical pages for different places "doorway pages": these keep ours apart. */
export const OVERLAP_LIMITS = { mean: 0.35, max: 0.5, minChars: 3500 } as const;

const out = fileURLToPath(new URL('../out', import.meta.url));
if (!existsSync(join(out, 'index.html'))) {
  console.error('No built site in out/: run "npm run build" first.');
  process.exit(1);
}

const failures: string[] = [];
const rows: string[] = [];
let shortest = { chars: Infinity, path: '' };
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
for (const service of getServices()) {
  const pages = new Map<string, Set<string>>();
  for (const location of getLocations()) {
    const path = routes.serviceInTown(service.slug, location.slug);
    const text = mainText(readFileSync(join(out, path, 'index.html'), 'utf8'));
    if (text.length < shortest.chars) shortest = { chars: text.length, path };
    if (text.length < OVERLAP_LIMITS.minChars) failures.push(`${path}: main text is ${text.length} characters < ${OVERLAP_LIMITS.minChars}`);
    pages.set(location.slug, shingles(maskedWords(text, [location.name, placeName(location)])));
  }
  const { mean, max } = groupOverlap(pages);
  rows.push(`${service.slug.padEnd(34)} ${pct(mean).padStart(6)} ${pct(max.score).padStart(6)}  ${max.a} / ${max.b}`);
  if (mean > OVERLAP_LIMITS.mean) failures.push(`${service.slug}: mean overlap ${pct(mean)} > ${pct(OVERLAP_LIMITS.mean)}`);
  if (max.score > OVERLAP_LIMITS.max) failures.push(`${service.slug}: ${max.a} and ${max.b} overlap ${pct(max.score)} > ${pct(OVERLAP_LIMITS.max)}`);
}

console.log('Same service across towns: share of 5-word sequences in common (Jaccard), town names masked');
console.log(`${'service'.padEnd(34)} ${'mean'.padStart(6)} ${'max'.padStart(6)}  most similar pair`);
for (const row of rows) console.log(row);
console.log(`Shortest main text: ${shortest.chars} characters (${shortest.path}). Limits: mean ${pct(OVERLAP_LIMITS.mean)}, pair ${pct(OVERLAP_LIMITS.max)}, ${OVERLAP_LIMITS.minChars} characters.`);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Every service-in-town page reads as its own.');
