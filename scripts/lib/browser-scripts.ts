/**
 * How the site's own browser scripts are built: bundled by esbuild from TypeScript (with what they
 * import from lib/ and content/), minified, as one IIFE for the same browsers. Used by
 * scripts/build-behaviours.ts for the behaviours bundle, the outbox sender and the inline head script, and by the
 * head script's test, which runs the text this builds.
 */
import { join } from 'node:path';
import { build, type OutputFile } from 'esbuild';

/** Every browser that has <dialog>, popovers and :has() (the markup's own baseline); one that cannot parse the head script stays on the no-script page, as it should. */
const BROWSER_TARGET = ['chrome114', 'firefox125', 'safari17'];
/** The behaviours bundle's entry. */
export const BEHAVIOURS_ENTRY = join('components', 'behaviours', 'main.ts');
/** The outbox sender's entry: a script of its own, which the behaviours add only when a lead is kept. */
export const OUTBOX_SENDER_ENTRY = join('components', 'behaviours', 'outbox-sender-main.ts');
/** The inline head script's entry. */
export const HEAD_SCRIPT_ENTRY = join('components', 'head-scripts', 'head.ts');

/** Bundles `entry` (relative to the project root), with `define` replacing the globals it declares. */
export async function bundleScript(entry: string, define: Record<string, string> = {}): Promise<OutputFile> {
  const root = process.cwd();
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: BROWSER_TARGET,
    minify: true,
    legalComments: 'none',
    define,
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output;
}

/** The inline head script's text, with the URL of the behaviours script it loads written in. */
export async function buildHeadScript(behavioursSrc: string): Promise<string> {
  const output = await bundleScript(HEAD_SCRIPT_ENTRY, { BEHAVIOURS_SRC: JSON.stringify(behavioursSrc) });
  return output.text.trimEnd();
}
