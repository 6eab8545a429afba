/**
 * Every URL on the site is built here, from the pages table (lib/shared/pages.ts). Paths end in "/"
 * because the export uses `trailingSlash: true` (each page is `out/<path>/index.html`).
 */
import { COMPARISONS_PATH, PAGES, type FaqTopic, type PageKey } from '@/lib/shared/pages';

/** A link the site renders: internal path or external URL. */
export interface LinkTarget {
  label: string;
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export { FAQ_TOPICS, type FaqTopic } from '@/lib/shared/pages';

/** Each page's path by its key in the pages table. */
type PagePaths = { readonly [K in PageKey]: (typeof PAGES)[K]['path'] };
const pagePaths = Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as PagePaths;

export const routes = {
  ...pagePaths,
  location: (slug: string) => `${PAGES.services.path}${slug}/`,
  serviceInTown: (serviceSlug: string, locationSlug: string) => `/${serviceInTownParam(serviceSlug, locationSlug)}/`,
  brand: (slug: string) => `${PAGES.brands.path}${slug}/`,
  faqTopic: (topic: FaqTopic) => `${PAGES.faqs.path}${topic}/`,
  guide: (slug: string) => `${PAGES.guides.path}${slug}/`,
  comparison: (slug: string) => `${COMPARISONS_PATH}${slug}/`,
} as const;

/** The single path segment of a service-in-town page: `{service-slug}-in-{location-slug}`. */
export function serviceInTownParam(serviceSlug: string, locationSlug: string): string {
  return `${serviceSlug}-in-${locationSlug}`;
}

/**
 * The two slugs of a service-in-town segment (the inverse of `serviceInTownParam`), or undefined
 * unless both are known. Service slugs may hold "-in-" themselves, so each known one is tried.
 */
export function parseServiceInTown(
  param: string,
  serviceSlugs: readonly string[],
  isLocation: (slug: string) => boolean,
): { serviceSlug: string; locationSlug: string } | undefined {
  for (const serviceSlug of serviceSlugs) {
    const prefix = serviceInTownParam(serviceSlug, '');
    if (!param.startsWith(prefix)) continue;
    const locationSlug = param.slice(prefix.length);
    if (isLocation(locationSlug)) return { serviceSlug, locationSlug };
  }
  return undefined;
}
