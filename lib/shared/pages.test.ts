/**
 * The pages table (lib/shared/pages.ts) and the routes under app/ hold each other: every entry, alias
 * and moved address has exactly one route that builds it, every route builds an entry of the
 * table (or a family under one), and no page's path is typed anywhere else in the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COMPARISONS_PATH, MOVED_FAQS, PAGES, pageEntries, type PageEntry } from '@/lib/shared/pages';
import { rootPages } from '@/lib/root-pages';
import { routes } from '@/lib/routes';

const ROOT = join(__dirname, '..', '..');
const APP = join(ROOT, 'app');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Each `page.tsx` under app/ as the path it serves: route groups dropped, dynamic segments kept as `[name]`. */
function appRoutes(): string[] {
  return files(APP)
    .filter((file) => file.endsWith(`${sep}page.tsx`))
    .map((file) => {
      const segments = relative(APP, file).split(sep).slice(0, -1).filter((segment) => !/^\(.*\)$/.test(segment));
      return segments.length ? `/${segments.join('/')}/` : '/';
    });
}

const isDynamic = (route: string) => route.includes('[');
const tablePaths = () => pageEntries().flatMap(([, page]) => [page.path, ...(page.aliases ?? [])]);

describe('the pages table and the routes', () => {
  it('builds every entry, alias and moved address exactly once: by a folder of its own or by the root route', () => {
    const ownFolders = appRoutes().filter((route) => !isDynamic(route));
    const drawnAtRoot = rootPages().map((page) => page.path);
    const wanted = [...tablePaths(), ...MOVED_FAQS.map((moved) => moved.from)];
    for (const path of wanted) {
      const builders = [...ownFolders.filter((route) => route === path), ...drawnAtRoot.filter((drawn) => drawn === path)];
      expect([path, builders.length]).toEqual([path, 1]);
    }
  });

  it('every route builds a page of the table, or a family of pages under one', () => {
    const known = new Set(tablePaths());
    // The reviews' filters: by service under the reviews page, by town under its `in/`.
    const familyRoots = new Set([PAGES.services.path, PAGES.brands.path, PAGES.faqs.path, PAGES.guides.path, COMPARISONS_PATH, PAGES.reviews.path, `${PAGES.reviews.path}in/`]);
    for (const route of appRoutes()) {
      if (route === '/[page]/') continue;
      if (isDynamic(route)) expect([route, familyRoots.has(route.replace(/\[[^\]]+\]\/$/, ''))]).toEqual([route, true]);
      else expect([route, known.has(route)]).toEqual([route, true]);
    }
    // The root route draws only root segments: markdown pages, aliases, moved addresses, services in towns.
    for (const page of rootPages()) expect(page.path).toMatch(/^\/[^/]+\/$/);
  });

  it('gives each page one path: no path, alias or moved address twice', () => {
    const all = [...tablePaths(), ...MOVED_FAQS.map((moved) => moved.from)];
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
    for (const path of all) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('draws from markdown only what content/pages holds, and routes name each page by the table', () => {
    const copies = readdirSync(join(ROOT, 'content', 'pages')).map((file) => file.replace(/\.md$/, ''));
    const drawn = (Object.values(PAGES) as PageEntry[]).flatMap((page) => (page.copy ? [page.copy] : []));
    expect([...drawn].sort()).toEqual([...copies].sort());
    expect(routes.contact).toBe(PAGES.contact.path);
    expect(routes.faqTopic('boiler').startsWith(PAGES.faqs.path)).toBe(true);
  });
});

describe('a page path is typed in the table and nowhere else', () => {
  /** Source files of the site (tests aside). */
  const sources = ['app', 'components', 'lib']
    .flatMap((dir) => files(join(ROOT, dir)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(join('lib', 'shared', 'pages.ts')));

  it.each([...tablePaths(), ...MOVED_FAQS.map((moved) => moved.from)].filter((path) => path !== '/'))('%s', (path) => {
    // The path as a path: after a quote, a space or a bracket, not inside another path or a file name.
    const bare = path.slice(0, -1).replace(/[-/]/g, '\\$&');
    const typed = new RegExp(`(?<=['"\`\\s({])${bare}(?![\\w-])`);
    const found = sources.filter((file) => typed.test(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file));
    expect(found).toEqual([]);
  });
});
