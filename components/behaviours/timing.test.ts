/** @jest-environment jsdom */
import { afterFirstPaint, afterLoad } from './timing';

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

const original = globalThis.PerformanceObserver;
afterEach(() => {
  globalThis.PerformanceObserver = original;
  FakeObserver.current = null;
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
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    // Nothing is read from performance.getEntriesByName (a test clock empties it): only the observer's entries count.
    const callback = jest.fn();
    afterFirstPaint(callback);
    FakeObserver.current!.deliver([{ name: 'first-paint' }]);
    expect(callback).not.toHaveBeenCalled();
    FakeObserver.current!.deliver([{ name: 'first-contentful-paint' }]);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakeObserver.current!.disconnected).toBe(true);
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
