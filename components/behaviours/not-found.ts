/**
 * The 404 page's wording by URL (docs/product.md §8; the markup is
 * components/sections/not-found-message.tsx): under `/heating-services/` an unknown town says
 * "Location not found" and a deeper path "Invalid URL format", each with a pointer to the areas
 * we cover; anywhere else the page keeps "Page Not Found".
 */

/** What the 404 page should say for a path: the heading to use, or null to keep "Page Not Found". */
export function notFoundKind(pathname: string): 'location' | 'invalid' | null {
  const match = /^\/heating-services\/(.+)$/.exec(pathname);
  if (!match?.[1]) return null;
  return match[1].replace(/\/$/, '').includes('/') ? 'invalid' : 'location';
}

export function initNotFound(element: HTMLElement, pathname: string = window.location.pathname): void {
  const kind = notFoundKind(pathname);
  if (!kind) return;
  const heading = element.querySelector('h1');
  const title = kind === 'location' ? element.dataset.locationTitle : element.dataset.invalidTitle;
  if (heading && title) heading.textContent = title;
  element.querySelector<HTMLElement>('[data-not-found="page"]')?.setAttribute('hidden', '');
  element.querySelector<HTMLElement>('[data-not-found="area"]')?.removeAttribute('hidden');
}
