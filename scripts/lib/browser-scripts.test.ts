import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { islandNames } from '@/components/islands/runtime/islands';
import type { IslandsBuild } from './islands-runtime';
import { bundleIslands, publicEnvDefines } from './browser-scripts';

describe('the islands runtime build', () => {
  let dir = '';
  let build: IslandsBuild;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'islands-'));
    build = await bundleIslands(dir, '/assets/islands', { NEXT_PUBLIC_CHAT_APP_ID: 'app-1' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (url: string) => join(dir, url.replace('/assets/islands/', ''));

  it('writes the runtime: its entry first, with React, and the files it imports', () => {
    const [entry, ...imports] = build.runtime;
    expect(entry).toMatch(/^\/assets\/islands\/main-\w+\.js$/);
    for (const url of build.runtime) expect(existsSync(file(url))).toBe(true);
    const code = build.runtime.map((url) => readFileSync(file(url), 'utf8')).join('\n');
    expect(code).toContain('react.dev/errors');
    expect(imports.every((url) => readFileSync(file(entry!), 'utf8').includes(url.split('/').pop()!))).toBe(true);
  });

  it('gives every island files of its own, apart from the runtime’s, and leaves what it loads on first use out', () => {
    for (const name of islandNames()) {
      const files = build.islands[name];
      expect(files.length).toBeGreaterThan(0);
      expect(files.some((url) => build.runtime.includes(url))).toBe(false);
      for (const url of files) expect(existsSync(file(url))).toBe(true);
    }
    expect(build.islands['lead-dialogs'][0]).toMatch(/\/lead-dialogs-\w+\.js$/);
    // The dialogs load when first asked for, the live carousel when it nears the screen.
    const atOnce = Object.values(build.islands).flat();
    expect(atOnce.some((url) => /callback-dialog|exit-intent|embla/.test(url))).toBe(false);
  });
});

describe('the settings written into browser code', () => {
  it('are the public ones, as Next.js writes them; anything else reads as undefined', () => {
    expect(publicEnvDefines({ NEXT_PUBLIC_SITE_URL: 'https://example.co.uk', STAFF_KEY: 'secret' })).toEqual({
      'process.env': '{}',
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_SITE_URL': '"https://example.co.uk"',
    });
  });
});
