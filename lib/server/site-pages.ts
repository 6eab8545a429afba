/**
 * Every page the site builds, with its canonical path and whether it belongs in the sitemap: the
 * pages table (lib/shared/pages.ts) with its aliases and moved addresses, and the families built from
 * content (towns, services in towns, brands, FAQ topics, guides, comparisons, the reviews' filters). The sitemap, the
 * HTML sitemap and the tests over `out/` all read this one list.
 */
import { COMPARISON_SLUGS } from '@/content/competitors';
import { getBrands, getLocations, getServices } from '@/lib/content';
import { getGuides } from '@/lib/server/content-files';
import { FAQ_TOPICS, pageEntries, type Template } from '@/lib/shared/pages';
import { movedPages } from '@/lib/redirects';
import { routes } from '@/lib/routes';
import { reviewsInTownPath, reviewsOfServicePath } from '@/lib/shared/review-pages';

export type { Template } from '@/lib/shared/pages';

export interface SitePage {
  path: string;
  /** The path search engines index; differs from `path` on alias pages. */
  canonical: string;
  template: Template;
  /** Listed in sitemap.xml (canonical, indexable pages only). */
  inSitemap: boolean;
  /** Date the content last changed, where we know it (guides). */
  lastModified?: string;
}

/** Pairs of paths that show the same page (docs/product.md §2.1): [canonical, alias]. */
export const ALIASES: [canonical: string, alias: string][] = pageEntries().flatMap(([, page]) => (page.aliases ?? []).map((alias): [string, string] => [page.path, alias]));

const page = (path: string, template: Template, inSitemap = true): SitePage => ({ path, canonical: path, template, inSitemap });

export function allPages(): SitePage[] {
  const tabled = pageEntries().flatMap(([, entry]) => [
    page(entry.path, entry.template, !entry.unlisted),
    ...(entry.aliases ?? []).map((alias) => ({ path: alias, canonical: entry.path, template: entry.template, inSitemap: false })),
  ]);
  const families: SitePage[] = [
    ...getBrands().map((brand) => page(routes.brand(brand.slug), 'brand')),
    ...FAQ_TOPICS.map((topic) => page(routes.faqTopic(topic), 'faq-topic')),
    ...getGuides().map((guide) => ({ ...page(routes.guide(guide.slug), 'guide'), lastModified: guide.updated ?? guide.date })),
    ...COMPARISON_SLUGS.map((slug) => page(routes.comparison(slug), 'comparison')),
    ...getLocations().map((location) => page(routes.location(location.slug), 'location')),
    ...getServices().flatMap((service) => getLocations().map((location) => page(routes.serviceInTown(service.slug, location.slug), 'service-in-town'))),
    // The reviews' filters (app/(site)/reviews/): one page per service and per town.
    ...getServices().map((service) => page(reviewsOfServicePath(service.slug), 'content')),
    ...getLocations().map((location) => page(reviewsInTownPath(location.slug), 'content')),
  ];
  const moved = movedPages().map(({ path, to }) => ({ path, canonical: to, template: 'redirect' as const, inSitemap: false }));
  return [...tabled, ...families, ...moved];
}

/** Every path a link on the site may point to. */
export function knownPaths(): Set<string> {
  return new Set(allPages().map((p) => p.path));
}

/** The first page of each template (aliases aside): what the checks that sweep "every template" visit. */
export function templateSamples(): SitePage[] {
  const seen = new Set<Template>();
  return allPages().filter((page) => page.canonical === page.path || page.template === 'redirect').filter((page) => !seen.has(page.template) && Boolean(seen.add(page.template)));
}
