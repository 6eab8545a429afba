/** @jest-environment jsdom */
import { loadBehavioursAfterPaint } from './behaviours-loader';
import { FakePaintObserver } from '@/components/behaviours/test-support';

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
  FakePaintObserver.current = null;
});

describe('the behaviours loader', () => {
  test('loads the behaviours script once, after the first contentful paint', () => {
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    finishLoading();
    FakePaintObserver.current!.deliver([{ name: 'first-paint' }]);
    expect(loaded()).toEqual([]);
    FakePaintObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(loaded()).toEqual([SRC]);
    expect(FakePaintObserver.current!.disconnected).toBe(true);
    FakePaintObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(loaded()).toEqual([SRC]);
  });

  test('loads it once the page has loaded when the page loads hidden (a background tab paints nothing)', () => {
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    expect(loaded()).toEqual([]);
    finishLoading();
    expect(loaded()).toEqual([SRC]);
    FakePaintObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
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
    globalThis.PerformanceObserver = class extends FakePaintObserver {
      static supportedEntryTypes = ['navigation'];
    } as unknown as typeof PerformanceObserver;
    whileLoading();
    loadBehavioursAfterPaint(SRC);
    expect(FakePaintObserver.current).toBeNull();
    expect(loaded()).toEqual([]);
    finishLoading();
    expect(loaded()).toEqual([SRC]);
  });
});
