/** @jest-environment jsdom */
import { initNotFound, notFoundKind } from './not-found';

function notFoundPage(): HTMLElement {
  document.body.innerHTML = `<div data-locations-path="/heating-services/" data-location-title="Location not found" data-invalid-title="Invalid URL format">
    <h1>Page Not Found</h1><p data-not-found="page">Sorry</p><p data-not-found="area" hidden>We cover 39 towns</p></div>`;
  return document.body.firstElementChild as HTMLElement;
}

describe('notFoundKind', () => {
  it.each([
    ['/heating-services/atlantis/', 'location'],
    ['/heating-services/atlantis', 'location'],
    ['/heating-services/atlantis/more/', 'invalid'],
    ['/heating-services/', null],
    ['/no-such-page/', null],
  ])('%s → %s', (path, kind) => expect(notFoundKind(path, '/heating-services/')).toBe(kind));
});

describe('not-found behaviour', () => {
  it('says "Location not found" for an unknown town and points to the areas', () => {
    const element = notFoundPage();
    initNotFound(element, '/heating-services/atlantis/');
    expect(element.querySelector('h1')?.textContent).toBe('Location not found');
    expect(element.querySelector('[data-not-found="page"]')?.hasAttribute('hidden')).toBe(true);
    expect(element.querySelector('[data-not-found="area"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('says "Invalid URL format" for a deeper path there', () => {
    const element = notFoundPage();
    initNotFound(element, '/heating-services/hull/extra/');
    expect(element.querySelector('h1')?.textContent).toBe('Invalid URL format');
  });

  it('keeps "Page Not Found" anywhere else', () => {
    const element = notFoundPage();
    initNotFound(element, '/boilers-galore/');
    expect(element.querySelector('h1')?.textContent).toBe('Page Not Found');
    expect(element.querySelector('[data-not-found="area"]')?.hasAttribute('hidden')).toBe(true);
  });
});
