/** @jest-environment jsdom */
import { loadBehavioursAfterPaint } from './behaviours-loader';

type Entries = { name: string }[];

/** A stand-in for the browser's PerformanceObserver that delivers the entries a test gives it. */
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => Entries }) => void) {
    FakeObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  deliver(entries: Entries): void {
    this.callback({ getEntries: () => entries });
  }
}

/** The behaviours script's URL in these tests. */
const SRC = '/assets/site-0123456789ab.js';
const loaded = () => Array.from(document.head.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));

/** The page as it is while the head script runs: still loading. */
function whileLoading(): void {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

/** The page's load event, once it has loaded. */
function finishLoading(): void {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
}

const original = globalThis.PerformanceObserver;
beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.PerformanceObserver = original;
  FakeObserver.current = null;
});

describe('the behaviours loader', () => {
  test('loads the behaviours script once, after the first contentful paint', () => {
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    finishLoading();
    FakeObserver.current!.deliver([{ name: 'first-paint' }]);
    expect(loaded()).toEqual([]);
    FakeObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(loaded()).toEqual([SRC]);
    expect(FakeObserver.current!.disconnected).toBe(true);
    FakeObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(loaded()).toEqual([SRC]);
  });

  test('loads it once the page has loaded when the page loads hidden (a background tab paints nothing)', () => {
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    expect(loaded()).toEqual([]);
    finishLoading();
    expect(loaded()).toEqual([SRC]);
    FakeObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(loaded()).toEqual([SRC]);
  });

  test('loads it once the page has loaded where the browser does not report paints', () => {
    // jsdom has no PerformanceObserver, like a browser that reports no paints.
    expect(globalThis.PerformanceObserver).toBeUndefined();
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    expect(loaded()).toEqual([]);
    finishLoading();
    finishLoading();
    expect(loaded()).toEqual([SRC]);
  });

  test('where paints are observable but not of this kind, it waits for the load too', () => {
    globalThis.PerformanceObserver = class extends FakeObserver {
      static supportedEntryTypes = ['navigation'];
    } as unknown as typeof PerformanceObserver;
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    expect(FakeObserver.current).toBeNull();
    expect(loaded()).toEqual([]);
    finishLoading();
    expect(loaded()).toEqual([SRC]);
  });
});
