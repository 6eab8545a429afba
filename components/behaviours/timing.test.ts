/** @jest-environment jsdom */
import { afterFirstPaint, afterLoad } from './timing';
import { FakePaintObserver } from './test-support';

const original = globalThis.PerformanceObserver;
afterEach(() => {
  globalThis.PerformanceObserver = original;
  FakePaintObserver.current = null;
});

describe('afterFirstPaint', () => {
  test('calls back at once where the browser does not report paints', () => {
    // @ts-expect-error: a browser without PerformanceObserver
    delete globalThis.PerformanceObserver;
    const callback = jest.fn();
    afterFirstPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('waits for the first contentful paint, reading the observer entries, then stops observing', () => {
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    // Nothing is read from performance.getEntriesByName (a test clock empties it): only the observer's entries count.
    const callback = jest.fn();
    afterFirstPaint(callback);
    FakePaintObserver.current!.deliver([{ name: 'first-paint' }]);
    expect(callback).not.toHaveBeenCalled();
    FakePaintObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current!.disconnected).toBe(true);
  });
});

describe('afterLoad', () => {
  test('calls back at once when the page has loaded', () => {
    const callback = jest.fn();
    afterLoad(callback);
    expect(document.readyState).toBe('complete');
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
