/**
 * The site's menus, built once from routes and content for the header, mobile menu and footer.
 * Server-only: islands receive the rendered links as children, never this module.
 */
import { getServices, getTowns, site } from '@/lib/content';
import { FAQ_TOPICS, routes, type FaqTopic, type LinkTarget as NavLink } from '@/lib/routes';

export type { LinkTarget as NavLink } from '@/lib/routes';

export const FAQ_TOPIC_LABELS: Record<FaqTopic, string> = {
  general: 'General questions',
  boiler: 'Boilers',
  'air-conditioning': 'Air conditioning',
  'heat-pumps': 'Heat pumps',
  solar: 'Solar',
  repairs: 'Repairs',
  aftercare: 'Aftercare',
  payments: 'Payments and finance',
};

/** "Book a Service": the external booking site when the business has one, else our own form. */
export function bookServiceLink(): NavLink {
  return site.bookingSiteUrl
    ? { label: 'Book a Service', href: site.bookingSiteUrl, external: true }
    : { label: 'Book a Service', href: routes.bookService };
}

/** "Manage service plan": the external billing portal when there is one, else the plan page. */
export function billingPortalLink(): NavLink {
  return site.billingPortalUrl
    ? { label: 'Manage service plan', href: site.billingPortalUrl, external: true }
    : { label: 'Manage service plan', href: routes.boilerCover };
}

export const headerButtons = (): NavLink[] => [
  bookServiceLink(),
  { label: 'Book Free Survey', href: routes.bookFreeSurvey },
  { label: 'Video Survey', href: routes.bookVideoSurvey },
];

/** The secondary bar of service links under the header. */
export const serviceNav: NavLink[] = [
  { label: 'New boilers', href: routes.gasBoilers },
  { label: 'Boiler repair', href: routes.repair },
  { label: 'Boiler servicing', href: routes.annualService },
  { label: 'Power flushing', href: routes.powerFlushing },
  { label: 'Heat pumps', href: routes.heatPumps },
  { label: 'Air conditioning', href: routes.airConditioning },
  { label: 'Solar', href: routes.solar },
  { label: 'Boiler cover', href: routes.boilerCover },
  { label: 'Finance', href: routes.finance },
  { label: 'Brands', href: routes.brands },
];

export const faqNav: NavLink[] = FAQ_TOPICS.map((topic) => ({
  label: FAQ_TOPIC_LABELS[topic],
  href: routes.faqTopic(topic),
}));

export const adviceNav: NavLink[] = [
  { label: 'All guides', href: routes.guides },
  { label: 'Combi, system or regular boiler?', href: routes.guide('combi-vs-system-vs-regular-boiler') },
  { label: 'What size boiler do I need?', href: routes.guide('what-size-boiler-do-i-need') },
  { label: 'How long does a boiler installation take?', href: routes.guide('how-long-does-a-boiler-installation-take') },
  { label: 'The Boiler Upgrade Scheme explained', href: routes.guide('boiler-upgrade-scheme-explained') },
  { label: 'Boiler types explained', href: routes.combiBoiler },
];

export const quickLinks: NavLink[] = [
  { label: 'Get boiler prices', href: routes.instantQuote },
  { label: 'Offers', href: routes.offers },
  { label: 'About us', href: routes.about },
  { label: 'Our team', href: routes.team },
  { label: 'Reviews', href: routes.reviews },
  { label: 'Guides', href: routes.guides },
  { label: 'FAQs', href: routes.faqs },
  { label: 'Help', href: routes.help },
  { label: 'Contact', href: routes.contact },
  { label: 'Sitemap', href: routes.htmlSitemap },
];

export function footerServiceLinks(): NavLink[] {
  return [
    { label: 'All heating services', href: routes.services },
    ...serviceNav.filter((link) => link.href !== routes.brands),
    { label: 'Book a repair', href: routes.bookRepair },
    { label: 'Report an issue', href: routes.reportIssue },
  ];
}

export function footerTownLinks(): NavLink[] {
  return getTowns().map((town) => ({ label: town.name, href: routes.location(town.slug) }));
}

export function serviceInTownLinks(locationSlug: string): NavLink[] {
  return getServices().map((service) => ({ label: service.name, href: routes.serviceInTown(service.slug, locationSlug) }));
}
