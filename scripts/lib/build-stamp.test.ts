/**
 * When `npm start` builds again (scripts/lib/build-stamp.mjs): after a change to a source, never
 * because a generator or `npm run dev` rewrote what .gitignore lists (public/img/, public/assets/).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ignoredPaths, staleReason, writeStamp } from './build-stamp.mjs';
import { ROOT } from './worker-dev.mjs';

/** A build with no NEXT_PUBLIC_ settings, checked against none. */
const NO_SETTINGS = {} as NodeJS.ProcessEnv;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file of the fake repository, dated `at` (ms since 1970). */
function file(path: string, at: number, text = 'x') {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, new Date(at), new Date(at));
}

/** A repository built a minute ago: its .gitignore as this one's, a source image and its generated variant. */
function built(): number {
  const before = Date.now() - 120_000;
  file('.gitignore', before, readFileSync(join(ROOT, '.gitignore'), 'utf8'));
  file('public/images/hero/boiler.jpg', before);
  file('public/img/hero/boiler-640.webp', before);
  file('public/assets/site-abc123.js', before);
  file('app/page.tsx', before);
  file('out/index.html', before);
  // The folders too: one made in the same millisecond as the stamp would date it a fraction later.
  for (const folder of ['app', 'public', 'public/images', 'public/images/hero', 'public/img', 'public/img/hero', 'public/assets']) utimesSync(join(root, folder), new Date(before), new Date(before));
  writeStamp(root, NO_SETTINGS);
  return Date.now() + 60_000;
}

it('does not build again when only what the generators and `npm run dev` write has changed', () => {
  const later = built();
  expect(staleReason(root, NO_SETTINGS)).toBeNull();
  file('public/img/hero/boiler-640.webp', later);
  file('public/img/hero/boiler-1280.webp', later);
  file('public/assets/site-def456.js', later);
  utimesSync(join(root, 'public/img'), new Date(later), new Date(later));
  utimesSync(join(root, 'public/assets'), new Date(later), new Date(later));
  expect(staleReason(root, NO_SETTINGS)).toBeNull();
});

it('builds again when a source changes, in public/ or elsewhere', () => {
  const later = built();
  file('public/images/hero/boiler.jpg', later);
  expect(staleReason(root, NO_SETTINGS)).toBe('sources changed since the last build');
  const again = built();
  file('app/page.tsx', again);
  expect(staleReason(root, NO_SETTINGS)).toBe('sources changed since the last build');
});

it("takes the generated paths from this repository's .gitignore: public/img and public/assets, and never a source folder", () => {
  const { names, paths } = ignoredPaths(ROOT);
  expect([...paths]).toEqual(expect.arrayContaining(['public/img', 'public/assets']));
  for (const source of ['app', 'components', 'content', 'lib', 'public', 'scripts', 'public/images']) {
    expect(names.has(source)).toBe(false);
    expect(paths.has(source)).toBe(false);
  }
});
