/**
 * Jest setup. `next/link` reads this to add trailing slashes like the static export does
 * (`trailingSlash: true` in next.config.mjs). Browser APIs that jsdom lacks and embla needs are stubbed.
 */
process.env.__NEXT_TRAILING_SLASH = 'true';

if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/jest-dom');

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class StubObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= StubObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= StubObserver as unknown as typeof ResizeObserver;
}
