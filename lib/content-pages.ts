/**
 * Pages whose copy lives in `content/pages/<slug>.md`: where each is served, its breadcrumb and
 * what kind of page it is (service pages get Service structured data and service calls to action).
 */
import type { ImageKey } from '@/content/images';
import { routes } from '@/lib/routes';

export type ContentPageKind = 'service' | 'company' | 'booking';

export interface ContentPageEntry {
  path: string;
  /** Short name for breadcrumbs and link lists. */
  label: string;
  kind: ContentPageKind;
  /** The illustration beside the copy. */
  image?: ImageKey;
}

export const CONTENT_PAGES = {
  repair: { path: routes.repair, label: 'Boiler repair', kind: 'service', image: 'boilerRepair' },
  'power-flushing': { path: routes.powerFlushing, label: 'Power flushing', kind: 'service', image: 'powerFlushing' },
  'annual-boiler-service': { path: routes.annualService, label: 'Annual boiler service', kind: 'service', image: 'boilerServicing' },
  'air-conditioning': { path: routes.airConditioning, label: 'Air conditioning', kind: 'service', image: 'airConditioning' },
  'oil-boiler': { path: routes.oilBoiler, label: 'Oil boilers', kind: 'service', image: 'boilerInstallation' },
  'gas-boilers': { path: routes.gasBoilers, label: 'Gas boilers', kind: 'service', image: 'boilerInstallation' },
  'lpg-boilers': { path: routes.lpgBoilers, label: 'LPG boilers', kind: 'service', image: 'boilerInstallation' },
  'heat-pumps': { path: routes.heatPumps, label: 'Heat pumps', kind: 'service', image: 'heatPump' },
  'heating-installation': { path: routes.heatingInstallation, label: 'Heating installation', kind: 'service', image: 'boilerInstallation' },
  'solar-installations': { path: routes.solar, label: 'Solar installations', kind: 'service', image: 'solar' },
  'boiler-cover': { path: routes.boilerCover, label: 'Boiler cover', kind: 'service', image: 'boilerServicing' },
  'boiler-finance': { path: routes.finance, label: 'Boiler finance', kind: 'service', image: 'boilerInstallation' },
  'combi-boiler': { path: routes.combiBoiler, label: 'Combi boilers', kind: 'service', image: 'boilerInstallation' },
  'system-boiler': { path: routes.systemBoiler, label: 'System boilers', kind: 'service', image: 'boilerInstallation' },
  'conventional-boiler': { path: routes.conventionalBoiler, label: 'Conventional boilers', kind: 'service', image: 'boilerInstallation' },
  'back-boiler': { path: routes.backBoiler, label: 'Back boiler replacement', kind: 'service', image: 'boilerRepair' },
  about: { path: routes.about, label: 'About us', kind: 'company', image: 'team' },
  team: { path: routes.team, label: 'Our team', kind: 'company', image: 'team' },
  help: { path: routes.help, label: 'Help', kind: 'company' },
  terms: { path: routes.terms, label: 'Terms and conditions', kind: 'company' },
  'privacy-policy': { path: routes.privacy, label: 'Privacy policy', kind: 'company' },
  payment: { path: routes.payment, label: 'Payments', kind: 'company' },
  'report-issue': { path: routes.reportIssue, label: 'Report an issue', kind: 'booking' },
  'book-a-repair': { path: routes.bookRepair, label: 'Book a repair', kind: 'booking', image: 'boilerRepair' },
  'book-free-survey': { path: routes.bookFreeSurvey, label: 'Book a free survey', kind: 'booking', image: 'boilerInstallation' },
  'book-video-survey': { path: routes.bookVideoSurvey, label: 'Book a video survey', kind: 'booking', image: 'videoSurvey' },
  'book-a-boiler-service': { path: routes.bookService, label: 'Book a boiler service', kind: 'booking', image: 'boilerServicing' },
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
