/** @jest-environment jsdom */
import { FRAMEWORK_SCRIPTS_ID } from '@/lib/framework-scripts';
import { ISLANDS_NEEDED_EVENT } from '@/lib/ui-events';

/** A fresh copy of the module (it loads the framework once per page). */
function loadModule(): typeof import('./framework') {
  let framework: typeof import('./framework') | undefined;
  jest.isolateModules(() => {
    framework = jest.requireActual('./framework');
  });
  return framework as typeof import('./framework');
}

const added = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => [script.getAttribute('src'), script.hasAttribute('nomodule')]);

function page(body = ''): void {
  document.head.innerHTML = `<script type="application/json" id="${FRAMEWORK_SCRIPTS_ID}">[{"src":"/_next/static/chunks/main.js"},{"src":"/_next/static/chunks/legacy.js","noModule":true}]</script>`;
  document.body.innerHTML = body;
}

describe('framework behaviour', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('loads nothing on a page that does not need an island', () => {
    page('<p>Content</p>');
    stop = loadModule().startFramework();
    expect(added()).toEqual([]);
  });

  it('loads the framework, once, when something asks for the islands', () => {
    page('<p>Content</p>');
    stop = loadModule().startFramework();
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    expect(added()).toEqual([
      ['/_next/static/chunks/main.js', false],
      ['/_next/static/chunks/legacy.js', true],
    ]);
    expect(document.head.querySelector('script[src$="main.js"]')).toHaveAttribute('async');
  });

  it('loads it once the page has loaded when the page is an island (the quote, a booking form)', () => {
    page('<div data-hydrate="load"></div>');
    // jsdom has finished loading the document by now.
    expect(document.readyState).toBe('complete');
    stop = loadModule().startFramework();
    expect(added()).toHaveLength(2);
  });

  it('loads it when an island marked "visible" comes into view', () => {
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
    expect(added()).toHaveLength(2);
  });

  it('does nothing where the page lists no framework scripts (a development build)', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div data-hydrate="load"></div>';
    stop = loadModule().startFramework();
    window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
    expect(added()).toEqual([]);
  });
});
