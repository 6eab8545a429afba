/**
 * Reads a JSON file that an earlier build step wrote into `.cache/` (the behaviours script's URL,
 * the chrome's HTML), once per process, with a message naming the step to run when it is missing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, unknown>();

export function readBuildOutput<T>(file: string, writtenBy: string): T {
  if (!cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')));
    } catch {
      throw new Error(`No ${file}: run "npx tsx ${writtenBy}" (npm run build does) before next build.`);
    }
  }
  return cache.get(file) as T;
}
