/** @jest-environment jsdom */
import { spawnSync } from 'node:child_process';
import { CONSENT_KEY, CONSENT_VERSION } from '@/lib/consent';

/** The behaviours script's URL the test build writes in. */
const SRC = '/assets/site-0123456789ab.js';
/** It runs before the first paint of every page: the hand-written script it replaced was 903 bytes. */
const HEAD_SCRIPT_BUDGET = 1024;

/** The head script as scripts/build-behaviours.ts builds it, in a child process (esbuild cannot run under jsdom). */
function buildHeadScript(src: string): string {
  const code = `require('./scripts/lib/browser-scripts.ts').buildHeadScript(${JSON.stringify(src)}).then((text) => process.stdout.write(text))`;
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--eval', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not build the head script: ${result.stderr}`);
  return result.stdout;
}

/** A stand-in for the browser's PerformanceObserver, reporting paints when the test says. */
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakeObserver | null = null;
  constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {
    FakeObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {}
  paint(): void {
    this.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] });
  }
}

let text = '';
beforeAll(() => {
  text = buildHeadScript(SRC);
}, 30_000);

const html = document.documentElement;
const loaded = () => Array.from(document.head.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));
/** jsdom's own storage, put back after a test blocks it (Jest's teardown reads it). */
const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error);

/** Runs the text as the page's inline `<head>` script. */
function runHeadScript(): void {
  const script = document.createElement('script');
  script.textContent = text;
  document.head.append(script);
}

beforeEach(() => {
  document.head.innerHTML = '';
  html.removeAttribute('class');
  html.removeAttribute('data-consent');
  window.localStorage.clear();
  errors.length = 0;
  window.addEventListener('error', onError);
});
afterEach(() => {
  window.removeEventListener('error', onError);
  Object.defineProperty(window, 'localStorage', storage);
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  FakeObserver.current = null;
});

describe('the built head script', () => {
  test('is one small minified script with the behaviours URL written in', () => {
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(HEAD_SCRIPT_BUDGET);
    expect(text).toContain(JSON.stringify(SRC));
    expect(text).not.toMatch(/BEHAVIOURS_SRC|\bimport\b|\n/);
  });

  test('marks scripts and the stored choice, then loads the behaviours once, after the first paint', () => {
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'rejected', version: CONSENT_VERSION }));
    runHeadScript();
    expect(errors).toEqual([]);
    expect(html).toHaveClass('js');
    expect(html).toHaveAttribute('data-consent', 'rejected');
    expect(loaded()).toEqual([]);
    FakeObserver.current!.paint();
    FakeObserver.current!.paint();
    expect(loaded()).toEqual([SRC]);
  });

  test.each([
    ['an older version', JSON.stringify({ choice: 'accepted', version: CONSENT_VERSION - 1 })],
    ['corrupt JSON', '{"choice":'],
  ])('leaves the choice unmarked, throwing nothing, for %s', (_what, value) => {
    window.localStorage.setItem(CONSENT_KEY, value);
    runHeadScript();
    expect(errors).toEqual([]);
    expect(html).toHaveClass('js');
    expect(html).not.toHaveAttribute('data-consent');
    // No paints reported (jsdom has no PerformanceObserver) and the page has loaded: it loads now.
    expect(loaded()).toEqual([SRC]);
  });

  test('runs on where storage is blocked', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    runHeadScript();
    expect(errors).toEqual([]);
    expect(html).toHaveClass('js');
    expect(html).not.toHaveAttribute('data-consent');
    expect(loaded()).toEqual([SRC]);
  });
});
