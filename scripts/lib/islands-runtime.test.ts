import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { islandSource } from '@/components/islands/runtime/islands';
import { clientModuleSources, flightModuleIds, islandRoots, pageIslands, runtimeScripts, type IslandsBuild } from './islands-runtime';

/** Client modules as a build names them: the framework's, two islands the runtime starts, and one it does not. */
const SOURCES = new Map([
  ['39756', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['27201', 'node_modules/next/dist/esm/lib/metadata/generate/icon-mark.js'],
  ['28560', islandSource('lead-dialogs')],
  ['21730', islandSource('brand-carousel')],
  ['10256', 'components/islands/quote-wizard/quote-wizard.tsx'],
]);

/** A page's flight data referencing the client modules `ids` (rows as Next.js writes them). */
const flight = (...ids: number[]) =>
  ['1:"$Sreact.fragment"', ...ids.map((id, index) => `${(index + 4).toString(16)}:I[${id},["$3"],"default"]`), '2:["$","p",null,{"children":"Hello"}]', ''].join('\n');

describe('which pages take the islands runtime', () => {
  it('reads the client modules a page references, each once', () => {
    expect(flightModuleIds(flight(39756, 28560, 39756))).toEqual(['39756', '28560']);
  });

  it('gives it to a page whose client modules are the framework’s own and islands it starts', () => {
    expect(pageIslands(flight(39756, 27201, 28560, 21730), SOURCES)).toEqual({ runtime: true, islands: ['lead-dialogs', 'brand-carousel'] });
    // A page without islands (a redirect stub) loads nothing at all.
    expect(pageIslands(flight(39756, 27201), SOURCES)).toEqual({ runtime: true, islands: [] });
  });

  it('leaves the framework to a page with any other client module, or one it cannot place', () => {
    expect(pageIslands(flight(39756, 28560, 10256), SOURCES)).toEqual({ runtime: false, needs: 'components/islands/quote-wizard/quote-wizard.tsx' });
    expect(pageIslands(flight(28560, 99999), SOURCES)).toEqual({ runtime: false, needs: 'client module 99999, in no client reference manifest' });
  });

  it('counts the roots of an island in the HTML', () => {
    expect(islandRoots('<div data-island="lead-dialogs" data-props="{}"></div>', 'lead-dialogs')).toBe(1);
    expect(islandRoots('<div data-island="lead-dialogs-x"></div><p>data-island</p>', 'lead-dialogs')).toBe(0);
  });
});

describe('what a page with the runtime loads', () => {
  const build: IslandsBuild = {
    runtime: ['/assets/islands/main-1.js', '/assets/islands/chunk-react.js'],
    islands: {
      'lead-dialogs': ['/assets/islands/lead-dialogs-1.js', '/assets/islands/chunk-events.js'],
      'brand-carousel': ['/assets/islands/brand-carousel-1.js', '/assets/islands/chunk-events.js'],
      'finance-calculator': ['/assets/islands/finance-calculator-1.js'],
      'url-generator': ['/assets/islands/url-generator-1.js'],
      'quote-results': ['/assets/islands/quote-results-1.js'],
    },
  };

  it('runs the entry, and fetches beside it what it imports and the page’s islands, each once', () => {
    expect(runtimeScripts(build, ['lead-dialogs', 'brand-carousel'])).toEqual([
      { src: '/assets/islands/main-1.js', module: 'entry' },
      { src: '/assets/islands/chunk-react.js', module: 'import' },
      { src: '/assets/islands/lead-dialogs-1.js', module: 'import' },
      { src: '/assets/islands/chunk-events.js', module: 'import' },
      { src: '/assets/islands/brand-carousel-1.js', module: 'import' },
    ]);
  });

  it('is nothing for a page without islands', () => {
    expect(runtimeScripts(build, [])).toEqual([]);
  });
});

describe('the client reference manifests', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'next-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('name the source of every client module of the build', () => {
    const write = (route: string, modules: Record<string, number>) => {
      const folder = join(dir, 'server', 'app', route);
      mkdirSync(folder, { recursive: true });
      const clientModules = Object.fromEntries(Object.entries(modules).map(([key, id]) => [key, { id, name: '*', chunks: [], async: false }]));
      writeFileSync(
        join(folder, 'page_client-reference-manifest.js'),
        `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/${route}/page"] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules })};`,
      );
    };
    write('(site)', { '[project]/node_modules/next/dist/esm/client/components/layout-router.js': 39756, '[project]/components/islands/lead-dialogs/lead-dialogs.tsx <module evaluation>': 28560 });
    write('(site)/instant-quote', { '[project]/components/islands/quote-wizard/quote-wizard.tsx': 10256 });
    expect(clientModuleSources(dir)).toEqual(
      new Map([
        ['39756', 'node_modules/next/dist/esm/client/components/layout-router.js'],
        ['28560', 'components/islands/lead-dialogs/lead-dialogs.tsx'],
        ['10256', 'components/islands/quote-wizard/quote-wizard.tsx'],
      ]),
    );
  });

  it('are required: without them no page could be placed', () => {
    expect(() => clientModuleSources(dir)).toThrow(/No client reference manifest/);
  });
});
