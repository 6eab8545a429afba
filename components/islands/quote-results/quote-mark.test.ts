/** @jest-environment jsdom */
import { QUOTE_STORAGE_KEY } from '@/lib/browser/quote/storage';
import { QUOTE_MARK_ATTRIBUTE, QUOTE_MARK_SCRIPT, hasQuoteToRead } from './quote-mark';

/** Runs the page's inline script as the browser does, and says whether it marked the page. */
function runScript(): boolean {
  document.documentElement.removeAttribute(QUOTE_MARK_ATTRIBUTE);
  new Function(QUOTE_MARK_SCRIPT)();
  return document.documentElement.hasAttribute(QUOTE_MARK_ATTRIBUTE);
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/boiler-results/');
});
afterEach(() => jest.restoreAllMocks());

describe("the results page's mark", () => {
  it('is set for a share link or a saved quote, and not for neither or an empty link, as the island reads them', () => {
    const cases: [string, (() => void) | null, boolean][] = [
      ['/boiler-results/', null, false],
      ['/boiler-results/?q=', null, false],
      ['/boiler-results/?q=eyJmdWVsVHlwZSI6Im1haW5zLWdhcyJ9', null, true],
      ['/boiler-results/?utm_source=email', () => window.localStorage.setItem(QUOTE_STORAGE_KEY, '{}'), true],
    ];
    for (const [address, save, marked] of cases) {
      window.localStorage.clear();
      window.history.replaceState(null, '', address);
      save?.();
      expect([address, runScript()]).toEqual([address, marked]);
      expect([address, hasQuoteToRead()]).toEqual([address, marked]);
    }
  });

  it('says nothing and throws nothing where the browser blocks storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runScript()).toBe(false);
    expect(hasQuoteToRead()).toBe(false);
    window.history.replaceState(null, '', '/boiler-results/?q=abc');
    expect(runScript()).toBe(true);
  });

  it('is one statement of plain script, with no markup that could end its element', () => {
    expect(QUOTE_MARK_SCRIPT).not.toMatch(/<|\n/);
    expect(QUOTE_MARK_SCRIPT).toContain(JSON.stringify(QUOTE_STORAGE_KEY));
  });
});
