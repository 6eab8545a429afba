/**
 * For tests: a stand-in for the browser's PerformanceObserver that delivers the paint entries a
 * test gives it (jsdom has none). Install it with `globalThis.PerformanceObserver = FakePaintObserver as ...`.
 */
type Entries = { name: string }[];

export class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  /** The observer made last, so a test can deliver to it. */
  static current: FakePaintObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => Entries }) => void) {
    FakePaintObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  deliver(entries: Entries): void {
    this.callback({ getEntries: () => entries });
  }
}
