/**
 * How the site's own browser scripts are built: bundled by esbuild from TypeScript (with what they
 * import from lib/ and content/), minified, as one IIFE for the same browsers. Used by
 * scripts/build-behaviours.ts for the behaviours bundle, the outbox sender and the inline head script, and by the
 * head script's test, which runs the text this builds. The islands runtime (React and the islands
 * it starts) is modules instead, split so each island loads only where it stands: scripts/build-islands.ts.
 */
import { join, relative, resolve, sep } from 'node:path';
import { build, type BuildOptions, type Metafile, type OutputFile } from 'esbuild';
import { islandNames, islandSource, type IslandName } from '@/components/islands/runtime/islands';
import type { IslandsBuild } from './islands-runtime';

/** Every browser that has <dialog>, popovers and :has() (the markup's own baseline); one that cannot parse the head script stays on the no-script page, as it should. */
const BROWSER_TARGET = ['chrome114', 'firefox125', 'safari17'];
/** The behaviours bundle's entry. */
export const BEHAVIOURS_ENTRY = join('components', 'behaviours', 'main.ts');
/** The outbox sender's entry: a script of its own, which the behaviours add only when a lead is kept. */
export const OUTBOX_SENDER_ENTRY = join('components', 'behaviours', 'outbox-sender-main.ts');
/** The inline head script's entry. */
export const HEAD_SCRIPT_ENTRY = join('components', 'head-scripts', 'head.ts');

/** The islands runtime's entry (components/islands/runtime/). */
export const ISLANDS_ENTRY = join('components', 'islands', 'runtime', 'main.ts');

/** What every browser script of ours is built with: `entry` (from the project root) and what it imports, minified for BROWSER_TARGET. */
function browserBuild(root: string, entry: string): BuildOptions {
  return { entryPoints: [join(root, entry)], bundle: true, target: BROWSER_TARGET, minify: true, legalComments: 'none', tsconfig: join(root, 'tsconfig.json'), logLevel: 'warning' };
}

/** Bundles `entry` (relative to the project root), with `define` replacing the globals it declares. */
export async function bundleScript(entry: string, define: Record<string, string> = {}): Promise<OutputFile> {
  const result = await build({ ...browserBuild(process.cwd(), entry), write: false, format: 'iife', define });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output;
}

/** The inline head script's text, with the URL of the behaviours script it loads written in. */
export async function buildHeadScript(behavioursSrc: string): Promise<string> {
  const output = await bundleScript(HEAD_SCRIPT_ENTRY, { BEHAVIOURS_SRC: JSON.stringify(behavioursSrc) });
  return output.text.trimEnd();
}

/**
 * The `NEXT_PUBLIC_*` settings written into browser code as Next.js writes them into its own
 * bundles; any other `process.env` value reads as undefined there, as in the framework's.
 */
export function publicEnvDefines(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const defines: Record<string, string> = { 'process.env': '{}', 'process.env.NODE_ENV': JSON.stringify('production') };
  for (const [key, value] of Object.entries(env)) if (key.startsWith('NEXT_PUBLIC_') && value !== undefined) defines[`process.env.${key}`] = JSON.stringify(value);
  return defines;
}

/**
 * Which files each part needs at once, from esbuild's metafile: the runtime's entry with every
 * module it imports statically, and for each island, its own module (the output built for it as a
 * dynamic import) with what that imports statically and the runtime does not already bring.
 * `urlOf` turns an output path into the URL it is served at.
 */
export function islandFiles(metafile: Metafile, entry: string, urlOf: (output: string) => string): IslandsBuild {
  const outputs = Object.entries(metafile.outputs);
  const entryOf = (source: string) => outputs.find(([, output]) => output.entryPoint === source)?.[0];
  const withImports = (start: string, known: ReadonlySet<string> = new Set()): string[] => {
    const found: string[] = [];
    const visit = (path: string) => {
      if (known.has(path) || found.includes(path)) return;
      found.push(path);
      for (const imported of metafile.outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(start);
    return found;
  };
  const runtimeEntry = entryOf(entry);
  if (!runtimeEntry) throw new Error(`esbuild wrote nothing for ${entry}`);
  const runtime = withImports(runtimeEntry);
  const islands = Object.fromEntries(
    islandNames().map((name) => {
      const output = entryOf(islandSource(name));
      if (!output) throw new Error(`The island "${name}" has no module of its own in the islands build: is it ${islandSource(name)}?`);
      return [name, withImports(output, new Set(runtime)).map(urlOf)];
    }),
  ) as Record<IslandName, string[]>;
  return { runtime: runtime.map(urlOf), islands };
}

/**
 * Bundles the islands runtime into `outDir` (from the project root) as ES modules, split so
 * that each island, and each part an island loads on first use (a dialog), is a file of its own,
 * all named by their content; `publicPath` is the URL `outDir` is served at.
 */
export async function bundleIslands(outDir: string, publicPath: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<IslandsBuild> {
  const root = process.cwd();
  const result = await build({
    ...browserBuild(root, ISLANDS_ENTRY),
    splitting: true,
    format: 'esm',
    outdir: resolve(root, outDir),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    jsx: 'automatic',
    define: publicEnvDefines(env),
    metafile: true,
    // 'use client' marks a module for the framework's bundler; here every module is browser code.
    logOverride: { 'module-level-directive': 'silent' },
  });
  const urlOf = (output: string) => `${publicPath}/${relative(resolve(root, outDir), resolve(root, output)).split(sep).join('/')}`;
  return islandFiles(result.metafile, ISLANDS_ENTRY.split(sep).join('/'), urlOf);
}
