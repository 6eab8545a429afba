/**
 * Every page the site builds, with its canonical path and whether it belongs in the sitemap.
 * The sitemap, the HTML sitemap and the tests over `out/` all read this one list.
 */
import { COMPARISON_SLUGS } from '@/content/competitors';
import { getBrands, getLocations, getServices } from '@/lib/content';
import { getGuides } from '@/lib/content-files';
import { FAQ_REDIRECTS } from '@/lib/redirects';
import { FAQ_TOPICS, routes } from '@/lib/routes';

export type Template =
  | 'home'
  | 'funnel'
  | 'content'
  | 'service'
  | 'hub'
  | 'location'
  | 'service-in-town'
  | 'brand'
  | 'faq-topic'
  | 'guide'
  | 'comparison'
  | 'booking'
  | 'quote'
  | 'results'
  | 'utility'
  | 'redirect';

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

/**
 * Pairs of paths that show the same page (docs/product.md §2.1): [canonical, alias]. docs/product.md §2.1 makes the first
 * path of the product's pair canonical unless a stronger reason says otherwise; here:
 * - /heating-services/ over /services/: it is the parent of the 39 /heating-services/{town}/ pages;
 * - the "-installation" paths over /air-conditioning/, /heat-pumps/, /oil-boiler/, /gas-boilers/
 *   and /lpg-boilers/: they are the paths the product's own pages link to (home sections 5 and 6,
 *   "additional routes seen as links"), so internal links point straight at the canonical page;
 * - /privacy-policy/ over /privacy/: the descriptive name of the legal notice.
 */
export const ALIASES: [canonical: string, alias: string][] = [
  [routes.services, '/services/'],
  [routes.repair, '/boiler-repair/'],
  [routes.airConditioning, '/air-conditioning/'],
  [routes.oilBoiler, '/oil-boiler/'],
  [routes.gasBoilers, '/gas-boilers/'],
  [routes.lpgBoilers, '/lpg-boilers/'],
  [routes.heatPumps, '/heat-pumps/'],
  [routes.privacy, '/privacy/'],
];

export function aliasOf(canonical: string): string | undefined {
  return ALIASES.find(([main]) => main === canonical)?.[1];
}

const page = (path: string, template: Template, inSitemap = true): SitePage => ({ path, canonical: path, template, inSitemap });

export function allPages(): SitePage[] {
  const list: SitePage[] = [
    page(routes.home, 'home'),
    page(routes.boilerInstallFunnel, 'funnel'),
    page(routes.sameDayRepairFunnel, 'funnel'),
    page(routes.instantQuote, 'quote'),
    page(routes.boilerResults, 'results', false),
    page(routes.urlGenerator, 'utility', false),
    page(routes.htmlSitemap, 'utility'),
    ...[routes.offers, routes.about, routes.team, routes.contact, routes.privacy, routes.terms, routes.help, routes.reviews, routes.payment].map((p) =>
      page(p, 'content'),
    ),
    ...[
      routes.repair,
      routes.powerFlushing,
      routes.annualService,
      routes.airConditioning,
      routes.oilBoiler,
      routes.gasBoilers,
      routes.lpgBoilers,
      routes.heatPumps,
      routes.heatingInstallation,
      routes.solar,
      routes.boilerCover,
      routes.finance,
      routes.combiBoiler,
      routes.systemBoiler,
      routes.conventionalBoiler,
      routes.backBoiler,
    ].map((p) => page(p, 'service')),
    ...[routes.bookFreeSurvey, routes.bookService, routes.bookVideoSurvey, routes.bookRepair, routes.reportIssue].map((p) => page(p, 'booking')),
    ...[routes.services, routes.serviceAreas, routes.brands, routes.faqs, routes.guides].map((p) => page(p, 'hub')),
    ...getBrands().map((brand) => page(routes.brand(brand.slug), 'brand')),
    ...FAQ_TOPICS.map((topic) => page(routes.faqTopic(topic), 'faq-topic')),
    ...getGuides().map((guide) => ({ ...page(routes.guide(guide.slug), 'guide'), lastModified: guide.updated ?? guide.date })),
    ...COMPARISON_SLUGS.map((slug) => page(routes.comparison(slug), 'comparison')),
    ...getLocations().map((location) => page(routes.location(location.slug), 'location')),
    ...getServices().flatMap((service) =>
      getLocations().map((location) => page(routes.serviceInTown(service.slug, location.slug), 'service-in-town')),
    ),
  ];
  const aliases = ALIASES.map(([canonical, alias]) => {
    const main = list.find((p) => p.path === canonical);
    return { path: alias, canonical, template: main?.template ?? 'content', inSitemap: false } satisfies SitePage;
  });
  const redirects = FAQ_REDIRECTS.map(({ from, topic }) => ({
    path: `${from}/`,
    canonical: routes.faqTopic(topic),
    template: 'redirect' as const,
    inSitemap: false,
  }));
  return [...list, ...aliases, ...redirects];
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
