/**
 * The 404 page's wording by URL (docs/product.md §8; the markup is
 * components/sections/not-found-message.tsx, which names the path of the town pages in
 * `data-locations-path`): under it an unknown town says "Location not found" and a deeper path
 * "Invalid URL format", each with a pointer to the areas we cover; anywhere else the page keeps
 * "Page Not Found".
 */

/** What the 404 page should say for a path: the heading to use, or null to keep "Page Not Found". */
export function notFoundKind(pathname: string, locationsPath: string): 'location' | 'invalid' | null {
  if (!locationsPath || !pathname.startsWith(locationsPath)) return null;
  const rest = pathname.slice(locationsPath.length).replace(/\/$/, '');
  if (!rest) return null;
  return rest.includes('/') ? 'invalid' : 'location';
}

export function initNotFound(element: HTMLElement, pathname: string = window.location.pathname): void {
  const kind = notFoundKind(pathname, element.dataset.locationsPath ?? '');
  if (!kind) return;
  const heading = element.querySelector('h1');
  const title = kind === 'location' ? element.dataset.locationTitle : element.dataset.invalidTitle;
  if (heading && title) heading.textContent = title;
  element.querySelector<HTMLElement>('[data-not-found="page"]')?.setAttribute('hidden', '');
  element.querySelector<HTMLElement>('[data-not-found="area"]')?.removeAttribute('hidden');
}
