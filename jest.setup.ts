/**
 * Jest setup, after the test framework: tests that run under jsdom (`@jest-environment jsdom` at
 * the top of the file: behaviours and islands) get the jest-dom matchers and the browser APIs
 * jsdom lacks (matchMedia; TextEncoder; IntersectionObserver and ResizeObserver that never fire; the modal
 * `<dialog>` methods, as the smallest stand-in that keeps `open` and fires `close`).
 */
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/jest-dom');
  // Testing Library's find* and waitFor give up after 1 s by default: on a busy machine (npm test runs Jest
  // beside the build and the browsers, at a lower priority) an island can take longer to render. A limit that
  // only catches a hang, as Jest's own is: a slow machine makes a test slower, never red.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({ asyncUtilTimeout: 15_000 });

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

  // Browsers have TextEncoder and TextDecoder (the share links use them); jsdom does not.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

  const dialog = HTMLDialogElement.prototype;
  if (!dialog.showModal) {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.show = dialog.showModal;
    dialog.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}
