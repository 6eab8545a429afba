/**
 * Which pages start their islands with the islands runtime (components/islands/runtime/: React
 * alone) instead of the framework's client, and what they load then; read by the post-build step.
 * A page takes the runtime when every client module its flight data references is either the
 * framework's own (the boundaries of its layouts, which only the framework's router uses) or an
 * island the runtime can start (ISLANDS), each in its IslandRoot. Next.js's client reference
 * manifests (`.next/server/app/**`) say which source file each referenced module is.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { ISLAND_ATTRIBUTE } from '@/components/islands/runtime/island-root';
import { islandNames, islandSource, type IslandName } from '@/components/islands/runtime/islands';
import type { FrameworkScript } from '@/lib/framework-scripts';
import { readBuildOutput } from '@/lib/server/build-cache';

/** Written by scripts/build-islands.ts, relative to the project root. */
export const ISLANDS_BUILD_FILE = '.cache/islands.json';

/** What the islands runtime's build wrote: its own files (the entry first) and each island's, as URLs. */
export interface IslandsBuild {
  runtime: string[];
  islands: Record<IslandName, string[]>;
}

export function islandsBuild(): IslandsBuild {
  return readBuildOutput<IslandsBuild>(ISLANDS_BUILD_FILE, 'scripts/build-islands.ts');
}

/** The framework's own client modules: Next.js's, from its package. */
const FRAMEWORK_SOURCE = /^node_modules\/next\//;

/** The ids of the client modules a page's flight data references (its `I[id, chunks, export]` rows), each once. */
export function flightModuleIds(flight: string): string[] {
  const ids = new Set<string>();
  for (const match of flight.matchAll(/^[0-9a-f]+:I(\[.*\])$/gm)) {
    const [id] = JSON.parse(match[1] ?? '[]') as unknown[];
    if (typeof id === 'number' || typeof id === 'string') ids.add(String(id));
  }
  return [...ids];
}

/** Every client reference manifest the build wrote under `dir` (`.next/server/app`). */
function manifestFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return manifestFiles(full);
    return name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

/**
 * The source file of every client module of the build, by module id, from the client reference
 * manifests under `nextDir` (the project's `.next`): paths from the project's root.
 */
export function clientModuleSources(nextDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of manifestFiles(join(nextDir, 'server', 'app'))) {
    // Each manifest is a script that assigns one object to globalThis.__RSC_MANIFEST[<route>].
    const context: { __RSC_MANIFEST?: Record<string, { clientModules?: Record<string, { id: number | string }> }>; globalThis?: unknown } = {};
    context.globalThis = context;
    runInNewContext(readFileSync(file, 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const [key, { id }] of Object.entries(manifest.clientModules ?? {})) {
        sources.set(String(id), key.replace(/^\[project\]\//, '').replace(/ <[^>]*>$/, ''));
      }
    }
  }
  if (!sources.size) throw new Error(`No client reference manifest under ${join(nextDir, 'server', 'app')}: did next build run, and does Next.js still write them?`);
  return sources;
}

/** How a page starts its islands: with the runtime (these islands), or with the framework, for the module `needs`. */
export type PageIslands = { runtime: true; islands: IslandName[] } | { runtime: false; needs: string };

/** Whether a page can start its islands with the runtime, from the client modules its flight data references. */
export function pageIslands(flight: string, sources: ReadonlyMap<string, string>): PageIslands {
  const islands = new Set<IslandName>();
  for (const id of flightModuleIds(flight)) {
    const source = sources.get(id);
    if (!source) return { runtime: false, needs: `client module ${id}, in no client reference manifest` };
    if (FRAMEWORK_SOURCE.test(source)) continue;
    const island = islandNames().find((name) => islandSource(name) === source);
    if (!island) return { runtime: false, needs: source };
    islands.add(island);
  }
  return { runtime: true, islands: [...islands] };
}

/** How many roots of island `name` the page's HTML holds. */
export function islandRoots(html: string, name: IslandName): number {
  return html.split(`${ISLAND_ATTRIBUTE}="${name}"`).length - 1;
}

/**
 * What a page that starts `islands` with the runtime loads when it needs them: the runtime's entry
 * (run as a module) and, fetched beside it, the modules it imports and those of the page's islands.
 * None for a page without islands.
 */
export function runtimeScripts(build: IslandsBuild, islands: readonly IslandName[]): FrameworkScript[] {
  if (!islands.length) return [];
  const [entry, ...imports] = build.runtime;
  if (!entry) throw new Error(`${ISLANDS_BUILD_FILE} lists no runtime`);
  const modules = [...new Set([...imports, ...islands.flatMap((name) => build.islands[name] ?? [])])];
  return [{ src: entry, module: 'entry' }, ...modules.map((src): FrameworkScript => ({ src, module: 'import' }))];
}
