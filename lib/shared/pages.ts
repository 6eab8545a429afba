/**
 * Every page of the site in one table: its path, the other paths that show it (aliases), what
 * kind of page it is, how it is drawn, its name in breadcrumbs and menus, and, for a page drawn
 * from markdown, its copy (`content/pages/<copy>.md`, which holds its title). Routes
 * (`lib/routes.ts`), the sitemap (`lib/server/site-pages.ts`), menus, breadcrumbs, the redirects and the
 * route files all derive from it; `lib/shared/pages.test.ts` holds every entry to a route and every route
 * to an entry. Paths end in "/" (the export writes `out/<path>/index.html`).
 */
import type { ImageKey } from '@/content/images';

/** What a page is for: it decides its calls to action and its structured data. */
export type PageKind = 'service' | 'content' | 'funnel' | 'booking' | 'utility';

/** How a page is drawn; the checks that sweep "every template" visit one page of each. */
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

export interface PageEntry {
  path: string;
  /** Other paths that show the same page, with `path` as their canonical (docs/product.md §2.1). */
  aliases?: readonly string[];
  kind: PageKind;
  template: Template;
  /** Its name in breadcrumbs and link lists. */
  label: string;
  /** Drawn from `content/pages/<copy>.md` (its title, heading, lead and text) by the shared page modules. */
  copy?: string;
  /** The illustration beside a markdown page's copy. */
  image?: ImageKey;
  /** Kept out of sitemap.xml (pages marked noindex). */
  unlisted?: true;
  /**
   * Drawn from markdown by a folder of its own under app/ (one line naming its key), not by the
   * root route: it carries a large island, and Next.js loads every client component a route can
   * draw on each of that route's pages, so the root route's 400 pages would all load the island.
   */
  ownRoute?: true;
}

/**
 * The pages, in menu order within each kind. Where docs/product.md §2.1 gives two paths for one
 * page, the first is canonical unless a stronger reason says otherwise:
 * - /heating-services/ over /services/: it is the parent of the /heating-services/{town}/ pages;
 * - the "-installation" paths over /air-conditioning/, /heat-pumps/, /oil-boiler/, /gas-boilers/
 *   and /lpg-boilers/: the product's own pages link to them (home sections 5 and 6), so internal
 *   links point straight at the canonical page;
 * - /privacy-policy/ over /privacy/: the descriptive name of the legal notice.
 */
export const PAGES = {
  home: { path: '/', kind: 'content', template: 'home', label: 'Home' },
  instantQuote: { path: '/instant-quote/', kind: 'funnel', template: 'quote', label: 'Instant quote' },
  boilerResults: { path: '/boiler-results/', kind: 'funnel', template: 'results', label: 'Your boiler prices', unlisted: true },
  boilerInstallFunnel: { path: '/boiler-install/', kind: 'funnel', template: 'funnel', label: 'New boiler installation' },
  sameDayRepairFunnel: { path: '/same-day-boiler-repairs/', kind: 'funnel', template: 'funnel', label: 'Same-day boiler repairs' },

  repair: { path: '/repair/', aliases: ['/boiler-repair/'], kind: 'service', template: 'service', label: 'Boiler repair', copy: 'repair', image: 'boilerRepair' },
  powerFlushing: { path: '/power-flushing/', kind: 'service', template: 'service', label: 'Power flushing', copy: 'power-flushing', image: 'powerFlushing' },
  annualService: { path: '/annual-boiler-service/', kind: 'service', template: 'service', label: 'Annual boiler service', copy: 'annual-boiler-service', image: 'boilerServicing' },
  airConditioning: { path: '/air-conditioning-installation/', aliases: ['/air-conditioning/'], kind: 'service', template: 'service', label: 'Air conditioning', copy: 'air-conditioning', image: 'airConditioning' },
  oilBoiler: { path: '/oil-boiler-installation/', aliases: ['/oil-boiler/'], kind: 'service', template: 'service', label: 'Oil boilers', copy: 'oil-boiler', image: 'boilerInstallation' },
  gasBoilers: { path: '/gas-boiler-installation/', aliases: ['/gas-boilers/'], kind: 'service', template: 'service', label: 'Gas boilers', copy: 'gas-boilers', image: 'boilerInstallation' },
  lpgBoilers: { path: '/lpg-boiler-installation/', aliases: ['/lpg-boilers/'], kind: 'service', template: 'service', label: 'LPG boilers', copy: 'lpg-boilers', image: 'boilerInstallation' },
  heatPumps: { path: '/heat-pump-installation/', aliases: ['/heat-pumps/'], kind: 'service', template: 'service', label: 'Heat pumps', copy: 'heat-pumps', image: 'heatPump' },
  heatingInstallation: { path: '/heating-installation/', kind: 'service', template: 'service', label: 'Heating installation', copy: 'heating-installation', image: 'boilerInstallation' },
  solar: { path: '/solar-installations/', kind: 'service', template: 'service', label: 'Solar installations', copy: 'solar-installations', image: 'solar' },
  boilerCover: { path: '/boiler-cover/', kind: 'service', template: 'service', label: 'Boiler cover', copy: 'boiler-cover', image: 'boilerServicing' },
  finance: { path: '/boiler-finance/', kind: 'service', template: 'service', label: 'Boiler finance', copy: 'boiler-finance', image: 'boilerInstallation', ownRoute: true },
  combiBoiler: { path: '/combi-boiler/', kind: 'service', template: 'service', label: 'Combi boilers', copy: 'combi-boiler', image: 'boilerInstallation' },
  systemBoiler: { path: '/system-boiler/', kind: 'service', template: 'service', label: 'System boilers', copy: 'system-boiler', image: 'boilerInstallation' },
  conventionalBoiler: { path: '/conventional-boiler/', kind: 'service', template: 'service', label: 'Conventional boilers', copy: 'conventional-boiler', image: 'boilerInstallation' },
  backBoiler: { path: '/back-boiler/', kind: 'service', template: 'service', label: 'Back boiler replacement', copy: 'back-boiler', image: 'boilerRepair' },

  about: { path: '/about/', kind: 'content', template: 'content', label: 'About us', copy: 'about', image: 'team' },
  team: { path: '/team/', kind: 'content', template: 'content', label: 'Our team', copy: 'team', image: 'team' },
  help: { path: '/help/', kind: 'content', template: 'content', label: 'Help', copy: 'help' },
  terms: { path: '/terms/', kind: 'content', template: 'content', label: 'Terms and conditions', copy: 'terms' },
  privacy: { path: '/privacy-policy/', aliases: ['/privacy/'], kind: 'content', template: 'content', label: 'Privacy policy', copy: 'privacy-policy' },
  payment: { path: '/payment/', kind: 'content', template: 'content', label: 'Payments', copy: 'payment' },
  offers: { path: '/offers/', kind: 'content', template: 'content', label: 'Offers' },
  contact: { path: '/contact/', kind: 'content', template: 'content', label: 'Contact' },
  reviews: { path: '/reviews/', kind: 'content', template: 'content', label: 'Reviews' },

  reportIssue: { path: '/report-issue/', kind: 'booking', template: 'booking', label: 'Report an issue', copy: 'report-issue', ownRoute: true },
  bookRepair: { path: '/book-a-repair/', kind: 'booking', template: 'booking', label: 'Book a repair', copy: 'book-a-repair', image: 'boilerRepair', ownRoute: true },
  bookFreeSurvey: { path: '/book-free-survey/', kind: 'booking', template: 'booking', label: 'Book a free survey', copy: 'book-free-survey', image: 'boilerInstallation', ownRoute: true },
  bookVideoSurvey: { path: '/book-video-survey/', kind: 'booking', template: 'booking', label: 'Book a video survey', copy: 'book-video-survey', image: 'videoSurvey', ownRoute: true },
  bookService: { path: '/book-a-boiler-service/', kind: 'booking', template: 'booking', label: 'Book a boiler service', copy: 'book-a-boiler-service', image: 'boilerServicing', ownRoute: true },

  services: { path: '/heating-services/', aliases: ['/services/'], kind: 'content', template: 'hub', label: 'Services' },
  serviceAreas: { path: '/service-areas/', kind: 'content', template: 'hub', label: 'Areas we cover' },
  brands: { path: '/brands/', kind: 'content', template: 'hub', label: 'Brands' },
  faqs: { path: '/faqs/', kind: 'content', template: 'hub', label: 'FAQs' },
  guides: { path: '/guides/', kind: 'content', template: 'hub', label: 'Guides' },

  htmlSitemap: { path: '/sitemap/', kind: 'utility', template: 'utility', label: 'Sitemap' },
  urlGenerator: { path: '/url-generator/', kind: 'utility', template: 'utility', label: 'Link generator', unlisted: true },
  /** The staff lead inbox: one island over the Worker's inbox API (lib/shared/contracts/inbox.ts); kept out of robots.txt's crawl too. */
  leadInbox: { path: '/leads/', kind: 'utility', template: 'utility', label: 'Leads', unlisted: true },
  /** A visitor's own request, opened from the link in our email (lib/shared/contracts/your-request.ts): one island over the Worker; kept out of robots.txt's crawl too. */
  yourRequest: { path: '/your-request/', kind: 'utility', template: 'utility', label: 'Your request', unlisted: true },
  /** The review form of a finished job, opened from the link in our invitation (lib/shared/contracts/reviews.ts): one island over the Worker; kept out of robots.txt's crawl too. */
  review: { path: '/review/', kind: 'utility', template: 'utility', label: 'Review your job', unlisted: true },
  /** How reviews are collected, published and removed (issue 43): linked wherever reviews appear, from the footer and the sitemap. */
  reviewsPolicy: { path: '/reviews-policy/', kind: 'content', template: 'content', label: 'Reviews policy', copy: 'reviews-policy' },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** Where the comparison pages live (`/vs/<slug>/`): a family with no page of its own at its root. */
export const COMPARISONS_PATH = '/vs/';

/** FAQ topics of docs/product.md §2.1, in menu order: each has a page under `/faqs/`. */
export const FAQ_TOPICS = ['general', 'boiler', 'air-conditioning', 'heat-pumps', 'solar', 'repairs', 'aftercare', 'payments'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/**
 * Old FAQ addresses that now live under /faqs/ (docs/product.md §2.2): a 301 in `out/_redirects`
 * (lib/redirects.ts) and, for hosts that read no rules, a stub page at each that refreshes to
 * the new one.
 */
export const MOVED_FAQS: readonly { from: string; topic: FaqTopic; label: string }[] = [
  { from: '/boiler-faqs/', topic: 'boiler', label: 'boiler FAQs' },
  { from: '/air-conditioning-faqs/', topic: 'air-conditioning', label: 'air conditioning FAQs' },
  { from: '/heat-pumps-faqs/', topic: 'heat-pumps', label: 'heat pump FAQs' },
  { from: '/repairs-faqs/', topic: 'repairs', label: 'repairs FAQs' },
  { from: '/payments-faqs/', topic: 'payments', label: 'payments FAQs' },
  { from: '/solar-faqs/', topic: 'solar', label: 'solar FAQs' },
];

/** Every entry with its key. */
export function pageEntries(): [PageKey, PageEntry][] {
  return Object.entries(PAGES) as [PageKey, PageEntry][];
}

/** The pages drawn from markdown, keyed by their copy. */
export type CopySlug = Extract<(typeof PAGES)[PageKey], { copy: string }>['copy'];

/** The page whose copy is `content/pages/<slug>.md`. */
export function pageOfCopy(slug: CopySlug): PageEntry {
  const entry = Object.values(PAGES).find((page: PageEntry) => page.copy === slug);
  if (!entry) throw new Error(`No page draws content/pages/${slug}.md`);
  return entry;
}

/** The pages of one kind, in menu order. */
export function pagesOfKind(kind: PageKind): PageEntry[] {
  return (Object.values(PAGES) as PageEntry[]).filter((page) => page.kind === kind);
}

/** A page as a link: its label from the table and its path. */
export function pageLink(page: PageEntry): { label: string; href: string } {
  return { label: page.label, href: page.path };
}

/** The service pages, in menu order, for "other services" lists. */
export function servicePageLinks(): { label: string; href: string }[] {
  return pagesOfKind('service').map(pageLink);
}

/** The single path segment of a page at the site's root ("/about/" → "about"), or null for deeper paths. */
export function rootSegment(path: string): string | null {
  const match = /^\/([^/]+)\/$/.exec(path);
  return match?.[1] ?? null;
}
