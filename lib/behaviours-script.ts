/**
 * Where the page template finds the behaviours script that scripts/build-behaviours.ts bundled:
 * its content-hashed URL, read from `.cache/behaviours.json` at build time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by scripts/build-behaviours.ts, relative to the project root. */
export const BEHAVIOURS_MANIFEST = '.cache/behaviours.json';

export interface BehavioursManifest {
  /** The script's URL, e.g. `/assets/site-3f2a9c1b7d0e.js`. */
  src: string;
  bytes: number;
}

let cached: BehavioursManifest | undefined;

export function behavioursScript(): BehavioursManifest {
  if (!cached) {
    try {
      cached = JSON.parse(readFileSync(join(process.cwd(), BEHAVIOURS_MANIFEST), 'utf8')) as BehavioursManifest;
    } catch {
      throw new Error(`No ${BEHAVIOURS_MANIFEST}: run "npx tsx scripts/build-behaviours.ts" (npm run build does) before next build.`);
    }
  }
  return cached;
}
