/**
 * docs/architecture.md's maps of worker/ and lib/ stay true both ways: a folder added without a line
 * there, or a line left for a folder or file that is gone, fails here.
 *
 * The rule: every folder under worker/ or lib/ that holds TypeScript source (a .ts or .tsx file that
 * is not a test, in it or below it) is named in the document by its path from the repository's root
 * ending in "/", as a whole (`worker/store/leads/`, `lib/shared/forms/`; `lib/shared/forms/phone.ts`
 * names the file, not the folder). And every such path the document writes, folder or file, exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const DOC = 'docs/architecture.md';

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** The folders under `dir` (repository-relative, ending in "/") that hold source, in them or below; `dir` itself too. */
function sourceFolders(dir: string): string[] {
  const entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
  const below = entries.filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')).flatMap((entry) => sourceFolders(`${dir}${entry.name}/`));
  const holdsSource = below.length > 0 || entries.some((entry) => entry.isFile() && isSource(entry.name));
  return holdsSource ? [dir, ...below] : [];
}

/** Each path under worker/ or lib/ the text writes: starting a word (not the tail of `scripts/lib/…`), taken whole. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w./@-])(?:worker|lib)\/(?:[\w-]+\/)*(?:[\w-]+(?:\.[\w-]+)+)?(?![\w-])/g)].map((match) => match[0]);
}

const doc = readFileSync(join(ROOT, DOC), 'utf8');
const written = new Set(pathsIn(doc));

test('the map names every folder of worker/ and lib/ that holds source', () => {
  const folders = [...sourceFolders('worker/'), ...sourceFolders('lib/')];
  expect(folders).toEqual(expect.arrayContaining(['worker/http/inbox/', 'lib/shared/forms/']));
  const missing = folders.filter((folder) => !written.has(folder));
  expect(missing).toEqual([]);
});

test('every path under worker/ or lib/ the map writes exists', () => {
  const gone = [...written].filter((path) => !existsSync(join(ROOT, path)));
  expect(gone).toEqual([]);
});

test('the rule reads paths whole', () => {
  expect(pathsIn('`lib/shared/forms/phone.ts`, lib/shared/ and worker/store/leads/. Not scripts/lib/crons.mjs or @/lib/x/')).toEqual(['lib/shared/forms/phone.ts', 'lib/shared/', 'worker/store/leads/']);
});
