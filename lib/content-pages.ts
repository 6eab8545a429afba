/**
 * Pages whose copy lives in `content/pages/<slug>.md`: where each is served, its breadcrumb and
 * what kind of page it is (service pages get Service structured data and service calls to action).
 */
import { routes } from '@/lib/routes';

export type ContentPageKind = 'service' | 'company' | 'booking';

export interface ContentPageEntry {
  path: string;
  /** Short name for breadcrumbs and link lists. */
  label: string;
  kind: ContentPageKind;
}

export const CONTENT_PAGES = {
  repair: { path: routes.repair, label: 'Boiler repair', kind: 'service' },
  'power-flushing': { path: routes.powerFlushing, label: 'Power flushing', kind: 'service' },
  'annual-boiler-service': { path: routes.annualService, label: 'Annual boiler service', kind: 'service' },
  'air-conditioning': { path: routes.airConditioning, label: 'Air conditioning', kind: 'service' },
  'oil-boiler': { path: routes.oilBoiler, label: 'Oil boilers', kind: 'service' },
  'gas-boilers': { path: routes.gasBoilers, label: 'Gas boilers', kind: 'service' },
  'lpg-boilers': { path: routes.lpgBoilers, label: 'LPG boilers', kind: 'service' },
  'heat-pumps': { path: routes.heatPumps, label: 'Heat pumps', kind: 'service' },
  'heating-installation': { path: routes.heatingInstallation, label: 'Heating installation', kind: 'service' },
  'solar-installations': { path: routes.solar, label: 'Solar installations', kind: 'service' },
  'boiler-cover': { path: routes.boilerCover, label: 'Boiler cover', kind: 'service' },
  'boiler-finance': { path: routes.finance, label: 'Boiler finance', kind: 'service' },
  'combi-boiler': { path: routes.combiBoiler, label: 'Combi boilers', kind: 'service' },
  'system-boiler': { path: routes.systemBoiler, label: 'System boilers', kind: 'service' },
  'conventional-boiler': { path: routes.conventionalBoiler, label: 'Conventional boilers', kind: 'service' },
  'back-boiler': { path: routes.backBoiler, label: 'Back boiler replacement', kind: 'service' },
  about: { path: routes.about, label: 'About us', kind: 'company' },
  team: { path: routes.team, label: 'Our team', kind: 'company' },
  help: { path: routes.help, label: 'Help', kind: 'company' },
  terms: { path: routes.terms, label: 'Terms and conditions', kind: 'company' },
  'privacy-policy': { path: routes.privacy, label: 'Privacy policy', kind: 'company' },
  payment: { path: routes.payment, label: 'Payments', kind: 'company' },
  'report-issue': { path: routes.reportIssue, label: 'Report an issue', kind: 'booking' },
  'book-a-repair': { path: routes.bookRepair, label: 'Book a repair', kind: 'booking' },
  'book-free-survey': { path: routes.bookFreeSurvey, label: 'Book a free survey', kind: 'booking' },
  'book-video-survey': { path: routes.bookVideoSurvey, label: 'Book a video survey', kind: 'booking' },
  'book-a-boiler-service': { path: routes.bookService, label: 'Book a boiler service', kind: 'booking' },
} as const satisfies Record<string, ContentPageEntry>;

export type ContentPageSlug = keyof typeof CONTENT_PAGES;

export function contentPageEntry(slug: ContentPageSlug): ContentPageEntry {
  return CONTENT_PAGES[slug];
}

/** Service pages in menu order, for "other services" lists. */
export function servicePageLinks(): { label: string; href: string }[] {
  return Object.values(CONTENT_PAGES)
    .filter((entry) => entry.kind === 'service')
    .map((entry) => ({ label: entry.label, href: entry.path }));
}
