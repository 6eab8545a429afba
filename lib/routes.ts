/**
 * Every URL on the site is built here. Paths end in "/" because the export uses
 * `trailingSlash: true` (each page is `out/<path>/index.html`).
 */

/** A link the site renders: internal path or external URL. */
export interface LinkTarget {
  label: string;
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

/** FAQ topics of docs/product.md §2.1, in menu order. */
export const FAQ_TOPICS = [
  'general',
  'boiler',
  'air-conditioning',
  'heat-pumps',
  'solar',
  'repairs',
  'aftercare',
  'payments',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const routes = {
  home: '/',
  instantQuote: '/instant-quote/',
  boilerResults: '/boiler-results/',
  boilerInstallFunnel: '/boiler-install/',
  sameDayRepairFunnel: '/same-day-boiler-repairs/',
  offers: '/offers/',
  about: '/about/',
  team: '/team/',
  contact: '/contact/',
  privacy: '/privacy-policy/',
  terms: '/terms/',
  help: '/help/',
  htmlSitemap: '/sitemap/',
  reviews: '/reviews/',
  services: '/heating-services/',
  repair: '/repair/',
  bookRepair: '/book-a-repair/',
  reportIssue: '/report-issue/',
  payment: '/payment/',
  powerFlushing: '/power-flushing/',
  annualService: '/annual-boiler-service/',
  bookFreeSurvey: '/book-free-survey/',
  bookService: '/book-a-boiler-service/',
  bookVideoSurvey: '/book-video-survey/',
  airConditioning: '/air-conditioning-installation/',
  guides: '/guides/',
  boilerCover: '/boiler-cover/',
  finance: '/boiler-finance/',
  urlGenerator: '/url-generator/',
  combiBoiler: '/combi-boiler/',
  systemBoiler: '/system-boiler/',
  conventionalBoiler: '/conventional-boiler/',
  backBoiler: '/back-boiler/',
  oilBoiler: '/oil-boiler-installation/',
  gasBoilers: '/gas-boiler-installation/',
  lpgBoilers: '/lpg-boiler-installation/',
  heatingInstallation: '/heating-installation/',
  heatPumps: '/heat-pump-installation/',
  solar: '/solar-installations/',
  brands: '/brands/',
  serviceAreas: '/service-areas/',
  faqs: '/faqs/',
  location: (slug: string) => `/heating-services/${slug}/`,
  serviceInTown: (serviceSlug: string, locationSlug: string) => `/${serviceInTownParam(serviceSlug, locationSlug)}/`,
  brand: (slug: string) => `/brands/${slug}/`,
  faqTopic: (topic: FaqTopic) => `/faqs/${topic}/`,
  guide: (slug: string) => `/guides/${slug}/`,
  comparison: (slug: string) => `/vs/${slug}/`,
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

/** `tel:` link for a UK number as displayed ("01632 960100" → "tel:+441632960100"). */
export function telHref(displayNumber: string): string {
  const digits = displayNumber.replace(/\D/g, '');
  return `tel:+44${digits.replace(/^0/, '')}`;
}

/** `https://wa.me/` link for a UK mobile number as displayed. */
export function whatsappHref(displayNumber: string): string {
  const digits = displayNumber.replace(/\D/g, '');
  return `https://wa.me/44${digits.replace(/^0/, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
