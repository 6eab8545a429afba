/** @jest-environment jsdom */
import { FRAMEWORK_MANIFEST_ID } from '@/lib/framework-scripts';
import { ISLANDS_NEEDED_EVENT } from '@/lib/browser/ui-events';

/** A fresh copy of the module (it loads the framework once per page). */
function loadModule(): typeof import('./framework') {
  let framework: typeof import('./framework') | undefined;
  jest.isolateModules(() => {
    framework = jest.requireActual('./framework');
  });
  return framework as typeof import('./framework');
}

const added = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => [script.getAttribute('src'), script.hasAttribute('nomodule')]);

const SCRIPTS = '[{"src":"/_next/static/chunks/main.js"},{"src":"/_next/static/chunks/legacy.js","noModule":true}]';

function page(body = '', flight: string | null = null): void {
  document.head.innerHTML = `<script type="application/json" id="${FRAMEWORK_MANIFEST_ID}">{"scripts":${SCRIPTS},"flight":${JSON.stringify(flight)}}</script>`;
  document.body.innerHTML = body;
}

/** Lets pending promises (the loader's) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('framework behaviour', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('loads nothing on a page that does not need an island', () => {
    page('<p>Content</p>');
    stop = loadModule().startFramework();
    expect(added()).toEqual([]);
  });

  it('loads the framework, once, when something asks for the islands', async () => {
    page('<p>Content</p>');
    stop = loadModule().startFramework();
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    await settle();
    expect(added()).toEqual([
      ['/_next/static/chunks/main.js', false],
      ['/_next/static/chunks/legacy.js', true],
    ]);
    expect(document.head.querySelector('script[src$="main.js"]')).toHaveAttribute('async');
  });

  it('loads it once the page has loaded when the page is an island (the quote, a booking form)', async () => {
    page('<div data-hydrate="load"></div>');
    // jsdom has finished loading the document by now.
    expect(document.readyState).toBe('complete');
    stop = loadModule().startFramework();
    await settle();
    expect(added()).toHaveLength(2);
  });

  it("hands over the page's flight data before adding the scripts, and tries again later if it cannot", async () => {
    page('<p>Content</p>', '/page/index.txt');
    delete window.__next_f;
    let ok = false;
    const fetchMock = jest.fn(async () => ({ ok, status: ok ? 200 : 503, text: async () => '1:"$Sreact.fragment"' }) as Response);
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const framework = loadModule();
    stop = framework.startFramework();
    await expect(framework.loadFramework()).resolves.toBe(false);
    expect(added()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    ok = true;
    await expect(framework.loadFramework()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenLastCalledWith('/page/index.txt', expect.anything());
    expect(window.__next_f).toEqual([[0], [1, '1:"$Sreact.fragment"']]);
    expect(added()).toHaveLength(2);
  });

  it('starts the islands runtime as a module, its imports fetched beside it, and no flight data', async () => {
    document.head.innerHTML = `<script type="application/json" id="${FRAMEWORK_MANIFEST_ID}">${JSON.stringify({
      scripts: [
        { src: '/assets/islands/main-1.js', module: 'entry' },
        { src: '/assets/islands/chunk-1.js', module: 'import' },
        { src: '/assets/islands/lead-dialogs-1.js', module: 'import' },
      ],
      flight: null,
    })}</script>`;
    document.body.innerHTML = '<p>Content</p>';
    const fetchMock = jest.fn();
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
    stop = loadModule().startFramework();
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    const entry = document.head.querySelector('script[src="/assets/islands/main-1.js"]');
    expect(entry).toHaveAttribute('type', 'module');
    expect(Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) => link.getAttribute('href'))).toEqual([
      '/assets/islands/chunk-1.js',
      '/assets/islands/lead-dialogs-1.js',
    ]);
    // The imports are asked for before the entry, so they download beside it rather than after it.
    const preload = document.head.querySelector('link[rel="modulepreload"]');
    expect(preload && entry && preload.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(added()).toEqual([['/assets/islands/main-1.js', false]]);
  });

  it('loads it when an island marked "visible" comes into view', async () => {
    page('<div data-hydrate="visible"></div>');
    let report: IntersectionObserverCallback = () => {};
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    stop = loadModule().startFramework();
    expect(added()).toEqual([]);
    report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    window.IntersectionObserver = original;
    await settle();
    expect(added()).toHaveLength(2);
  });

  it('does nothing where the page lists no framework scripts (a development build)', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div data-hydrate="load"></div>';
    stop = loadModule().startFramework();
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    await settle();
    expect(added()).toEqual([]);
  });
});
