/** @jest-environment jsdom */
import { REQUEST_TOKEN_KEY } from '@/lib/shared/contracts/your-request';
import { REQUEST_TOKEN_SCRIPT, takeRequestToken } from './request-token';

const TOKEN = `0b8f6a52-3c1d-4e8a-9f2b-5d7c1e9a4b60.${'a'.repeat(20)}_${'B'.repeat(22)}`;
const OTHER = `1c9e7b63-4d2e-4f9b-8a3c-6e8d2f0b5c71.${'c'.repeat(43)}`;

/** Runs the page's inline script as the browser does while it parses the page. */
const runScript = () => new Function(REQUEST_TOKEN_SCRIPT)();

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/your-request/');
});
afterEach(() => jest.restoreAllMocks());

describe("the request page's inline script", () => {
  it('keeps a token from the address for the tab and leaves the page at its path, as the island does; anything else it leaves alone', () => {
    const cases: [address: string, kept: string | null, keptAfter: string | null, addressAfter: string][] = [
      [`/your-request/#${TOKEN}`, null, TOKEN, '/your-request/'],
      // A new link replaces the token kept.
      [`/your-request/#${OTHER}`, TOKEN, OTHER, '/your-request/'],
      // Percent-encoded by a mail client (the dot), with a query string kept.
      [`/your-request/?from=email#${TOKEN.replace('.', '%2E')}`, null, TOKEN, '/your-request/?from=email'],
      // A reload: nothing in the address, the kept token stays.
      ['/your-request/', TOKEN, TOKEN, '/your-request/'],
      // Not a token: an anchor, a cut link, broken encoding.
      ['/your-request/#main', TOKEN, TOKEN, '/your-request/#main'],
      [`/your-request/#${TOKEN.slice(0, -3)}`, null, null, `/your-request/#${TOKEN.slice(0, -3)}`],
      ['/your-request/#%E0%A4%A', null, null, '/your-request/#%E0%A4%A'],
    ];
    for (const [address, kept, keptAfter, addressAfter] of cases) {
      for (const run of [runScript, takeRequestToken]) {
        window.sessionStorage.clear();
        if (kept) window.sessionStorage.setItem(REQUEST_TOKEN_KEY, kept);
        window.history.replaceState(null, '', address);
        run();
        const where = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        expect([run.name, address, window.sessionStorage.getItem(REQUEST_TOKEN_KEY), where]).toEqual([run.name, address, keptAfter, addressAfter]);
      }
    }
  });

  it('keeps what the framework put in the history entry', () => {
    window.history.replaceState({ __NA: true }, '', `/your-request/#${TOKEN}`);
    runScript();
    expect(window.history.state).toEqual({ __NA: true });
    expect(window.location.hash).toBe('');
  });

  it('where the browser keeps nothing, throws nothing and leaves the token in the address for the island', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    window.history.replaceState(null, '', `/your-request/#${TOKEN}`);
    expect(runScript).not.toThrow();
    expect(window.location.hash).toBe(`#${TOKEN}`);
    // The island still reads it, and takes it out of the address.
    expect(takeRequestToken()).toBe(TOKEN);
    expect(window.location.hash).toBe('');
  });

  it('is one statement of plain script, with no markup that could end its element', () => {
    expect(REQUEST_TOKEN_SCRIPT).not.toMatch(/<|\n/);
    expect(REQUEST_TOKEN_SCRIPT).toContain(JSON.stringify(REQUEST_TOKEN_KEY));
  });
});
