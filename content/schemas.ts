/**
 * One zod schema per content collection. `lib/content.ts` parses every collection through these
 * at build time, so a bad entry fails the build with the file and the field named.
 */
import { z } from 'zod';
import { BOILER_TYPES } from './boiler-types';
import { BOILER_PRICE_RANGE, WARRANTY_SELECTED_YEARS } from './pricing';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const nonEmpty = z.string().trim().min(1, 'must not be empty');
/** A UK phone number as people read it, e.g. "01632 960123". */
const ukPhoneDisplay = z.string().regex(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/, 'must be a UK number such as 01632 960123');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

export const baseSchema = z.object({
  name: nonEmpty,
  /** Street and number; null until the business supplies it (reported as a placeholder). */
  streetAddress: nonEmpty.nullable(),
  locality: nonEmpty,
  region: nonEmpty,
  /** Postcode or postcode district (e.g. "DN31") when the full postcode is not published. */
  postalCode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?( ?\d[A-Z]{2})?$/, 'must be a UK postcode or district'),
  phone: ukPhoneDisplay,
});

/**
 * A public page of the business's reviews on another site (such as its Google Business Profile) and
 * what it showed when someone last read it: until reviews of our own finished jobs are published, the
 * only place a review figure may come from (DMCC Act 2024 Sch 20: review information must not mislead).
 */
export const externalReviewsSchema = z.object({
  /** The site the reviews are on, as visitors know it: "Google". */
  name: nonEmpty,
  /** The public page where anyone can read those reviews; shown as the link beside the figure. */
  url: httpsUrl,
  /** How many reviews the page showed on `checkedOn`. */
  reviewCount: z.number().int().min(1, 'must be at least 1: with no reviews, leave the source out'),
  /** Their average out of 5 as the page showed it; left out, the site shows the count alone. */
  averageRating: z.number().min(1).max(5).multipleOf(0.1, 'must have one decimal place at most, as the source shows it').optional(),
  /** The day the figures were read off the page (YYYY-MM-DD); the site says "as of" its month. */
  checkedOn: z.iso.date('must be a date written YYYY-MM-DD'),
});

export const businessSchema = z.object({
  tradingName: nonEmpty,
  legalName: nonEmpty,
  tagline: nonEmpty,
  phone: ukPhoneDisplay,
  email: z.email(),
  bases: z.array(baseSchema).length(3),
  gasSafeNumber: z.string().regex(/^\d{6,7}$/, 'must be a 6 or 7 digit Gas Safe registration number'),
  /** Our firm reference number on the FCA register, as a credit broker (printed beside every finance example). */
  fcaRegisterNumber: z.string().regex(/^\d{6,7}$/, 'must be a 6 or 7 digit FCA firm reference number'),
  /** The postal address printed with finance promotions (FCA CONC 3.5.3R) and the privacy notice. */
  postalAddress: z.array(nonEmpty).min(3),
  /** External booking site for annual servicing; null sends "Book a Service" to our own form. */
  bookingSiteUrl: httpsUrl.nullable(),
  /** External billing portal for service plan customers; null points to the service plan page. */
  billingPortalUrl: httpsUrl.nullable(),
  whatsappNumber: z.string().regex(/^07\d{3} ?\d{6}$/, 'must be a UK mobile number such as 07700 900123'),
  openingHours: z.array(z.object({ days: nonEmpty, hours: nonEmpty, schema: nonEmpty })).min(1),
  foundedYear: z.number().int().min(1950).max(2026),
  /** Where review figures come from, or null for none: then no rating and no count shows anywhere. */
  externalReviews: externalReviewsSchema.nullable(),
  /**
   * Fields above that still hold sample or placeholder values. The build prints them so nothing
   * fake goes live unnoticed; remove an entry once the real value is in.
   */
  placeholders: z.array(z.object({ field: nonEmpty, note: nonEmpty })),
});

/** The nine services of docs/product.md §3, with their exact slugs. */
export const SERVICE_SLUGS = [
  'boiler-repair',
  'gas-boiler-installation',
  'oil-boiler-installation',
  'air-conditioning-installation',
  'boiler-breakdown',
  'lpg-boiler-installation',
  'worcester-boiler-installation',
  'combi-boiler-installation',
  'worcester-oil-boiler-installation',
] as const;

export const serviceSchema = z.object({
  id: slug,
  name: nonEmpty,
  /** Short name for running text, e.g. "boiler repair". */
  shortName: nonEmpty,
  slug,
  description: z.string().min(80, 'must be at least 80 characters'),
  benefits: z.array(nonEmpty).length(4),
  process: z.array(nonEmpty).length(4),
});

export const regionNames = [
  'Lincolnshire',
  'East Yorkshire',
  'South Yorkshire',
  'West Yorkshire',
  'Nottinghamshire',
  'Derbyshire',
] as const;

export const locationSchema = z.object({
  name: nonEmpty,
  slug,
  /** The ceremonial county the town is in (used in running text). */
  county: nonEmpty,
  /** The product's coverage group on the home page. */
  region: z.enum(regionNames),
  landmark: nonEmpty,
  /** Postcode districts that cover the town, used to tell a visitor whether we cover them. */
  postcodeDistricts: z.array(z.string().regex(/^[A-Z]{1,2}\d{1,2}$/, 'must be a postcode district such as DN31')).min(1),
  /** The base our engineers drive from. */
  nearestBase: z.enum(['Grimsby', 'Hull', 'Worksop']),
  isPrimaryBase: z.boolean(),
  /** "Lincolnshire area" is a catch-all entry, not a town: it has pages but is not in the footer. */
  isTown: z.boolean(),
  /** How running text names the place when it is not a town name ("the Lincolnshire area"). */
  displayName: nonEmpty.optional(),
});

export const regionSchema = z.object({
  name: z.enum(regionNames),
  /** Accent colour of the group on the home page map list (hex, AA contrast on white). */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as #1d4ed8'),
});

export const brandSchema = z.object({
  slug: z.enum(['worcester-bosch', 'vaillant', 'ideal-heating', 'glow-worm', 'alpha', 'viessmann', 'daikin']),
  name: nonEmpty,
  /** Wordmark colour for our own simple text logo (not the brand's artwork). */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  summary: z.string().min(60),
  whatWeInstall: z.array(nonEmpty).min(2),
  warranty: nonEmpty,
});

export const boilerSchema = z.object({
  id: slug,
  name: nonEmpty,
  brand: brandSchema.shape.slug,
  kw: z.number().int().positive(),
  price: z.number().int().min(BOILER_PRICE_RANGE.min).max(BOILER_PRICE_RANGE.max),
  type: z.enum(BOILER_TYPES),
  category: z.enum(['standard', 'premium']),
  imageUrl: z.string().regex(/^\/images\/.+\.(png|jpg)$/, 'must be a source image under /images/'),
  warrantyYears: z.number().int().min(1).max(WARRANTY_SELECTED_YEARS),
});

export const offerSchema = z.object({
  id: slug,
  title: nonEmpty,
  summary: nonEmpty,
  terms: z.array(nonEmpty).min(1),
});

export type Business = z.infer<typeof businessSchema>;
export type ExternalReviews = z.infer<typeof externalReviewsSchema>;
export type Base = z.infer<typeof baseSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Location = z.infer<typeof locationSchema>;
export type RegionName = (typeof regionNames)[number];
export type Region = z.infer<typeof regionSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type BrandSlug = Brand['slug'];
export type CatalogueBoiler = z.infer<typeof boilerSchema>;
export type Offer = z.infer<typeof offerSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** Front matter of a guide in `content/guides/<slug>.md`. */
export const guideFrontmatterSchema = z.object({
  title: z.string().min(10).max(70, 'must be at most 70 characters (it is the page title)'),
  description: z.string().min(70, 'must be at least 70 characters').max(170, 'must be at most 170 characters'),
  date: isoDate,
  updated: isoDate.optional(),
  category: z.enum(['Boilers', 'Heat pumps', 'Maintenance', 'Costs and grants', 'Breakdowns']),
});

/** Front matter of a page's copy in `content/pages/<slug>.md`. */
export const pageFrontmatterSchema = z.object({
  /** The `<title>` (the trading name is added after it). */
  title: z.string().min(5).max(60, 'must be at most 60 characters (the trading name is added)'),
  description: z.string().min(70, 'must be at least 70 characters').max(170, 'must be at most 170 characters'),
  /** The page's one `<h1>`. */
  heading: nonEmpty,
  lead: z.string().min(40),
  /** Names the service for Service structured data on service pages. */
  serviceType: nonEmpty.optional(),
});

export const faqItemSchema = z.object({
  question: z.string().min(10).refine((q) => q.trim().endsWith('?'), 'must end with a question mark'),
  /** Markdown: paragraphs separated by a blank line, links as [text](/path/). Tokens allowed. */
  answer: z.string().min(60, 'must be at least 60 characters'),
});

export const faqTopicSchema = z.object({
  topic: z.enum(['general', 'boiler', 'air-conditioning', 'heat-pumps', 'solar', 'repairs', 'aftercare', 'payments']),
  title: nonEmpty,
  description: z.string().min(70).max(170),
  intro: z.string().min(40),
  items: z.array(faqItemSchema).min(6, 'must have at least six questions'),
});

export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;
export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;
export type FaqTopicContent = z.infer<typeof faqTopicSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;

const townTemplate = (min: number, max: number) =>
  z
    .string()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((text) => text.includes('{town}'), 'must mention {town}');

/** Copy for one service's town pages: variants picked by town, so the 39 pages differ. */
export const serviceTownEntrySchema = z.object({
  intros: z.array(townTemplate(200, 600)).length(3),
  /** What the town's facts mean for this service: the base, the journey, the neighbours. */
  localFacts: townTemplate(120, 600).refine((text) => text.includes('{journey}') && text.includes('{neighbours}'), 'must use {journey} and {neighbours}'),
  /** Said only on the pages of towns on the sea coast (content/town-facts.ts). */
  coastal: townTemplate(100, 400).optional(),
  /**
   * Said only where a share of homes off the gas grid is published for the town's council
   * (content/town-facts.ts): {offGas} is that figure in a sentence.
   */
  offGas: townTemplate(80, 400)
    .refine((text) => text.includes('{offGas}'), 'must use {offGas}')
    .optional(),
});

export const serviceTownCopySchema = z.record(z.enum(SERVICE_SLUGS), serviceTownEntrySchema);

export type ServiceTownCopy = z.infer<typeof serviceTownCopySchema>;
export type ServiceTownEntry = z.infer<typeof serviceTownEntrySchema>;

/** A comparison page under /vs/: our offer in full, theirs only as checkable public facts. */
export const comparisonSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+-vs-[a-z0-9-]+$/, 'must be {product}-vs-{competitor}'),
  title: z.string().min(10).max(60),
  product: z.enum(['boiler-installation', 'boiler-cover', 'heat-pump-installation']),
  competitor: z.object({
    name: nonEmpty,
    website: httpsUrl,
    facts: z.array(z.object({ text: nonEmpty, source: httpsUrl })).min(1),
    lastChecked: isoDate,
  }),
  intro: z.string().min(60),
});

export type Comparison = z.infer<typeof comparisonSchema>;
