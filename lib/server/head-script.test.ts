import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEAD_SCRIPT_FILE, headScript } from './head-script';

describe('headScript', () => {
  const root = mkdtempSync(join(tmpdir(), 'head-script-'));
  beforeEach(() => jest.spyOn(process, 'cwd').mockReturnValue(root));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('fails, naming the step to run, when a page is rendered before the build has written it', () => {
    expect(() => headScript()).toThrow('No .cache/head-script.json: run "npx tsx scripts/build-behaviours.ts" (npm run build does) before next build.');
  });

  test('gives the text the build wrote', () => {
    mkdirSync(join(root, '.cache'));
    writeFileSync(join(root, HEAD_SCRIPT_FILE), JSON.stringify({ text: '(()=>{document.documentElement.classList.add("js")})();' }));
    expect(headScript().text).toBe('(()=>{document.documentElement.classList.add("js")})();');
  });
});
