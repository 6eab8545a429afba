/**
 * Loads every content collection, checks it against its zod schema and the cross-entry rules, and
 * exposes typed getters. Importing this module validates everything, so a bad entry fails
 * `next build` (and the Jest content test) with the file and field named.
 */
import { z } from 'zod';
import { BOILER_TYPES } from '@/content/boiler-types';
import { BOILERS } from '@/content/boilers';
import { brands } from '@/content/brands';
import { business } from '@/content/business';
import { locationAchievements, locationIntros } from '@/content/location-copy';
import { locations } from '@/content/locations';
import { offers } from '@/content/offers';
import { regions } from '@/content/regions';
import {
  boilerSchema,
  brandSchema,
  businessSchema,
  locationSchema,
  offerSchema,
  regionSchema,
  serviceSchema,
  SERVICE_SLUGS,
  type BrandSlug,
  type CatalogueBoiler,
  type Location,
  type RegionName,
  type Service,
} from '@/content/schemas';
import { services } from '@/content/services';
import { fillPlaceholders, listInWords } from '@/lib/shared/format/text';

export class ContentError extends Error {
  constructor(file: string, issues: string[]) {
    super(`Invalid content in ${file}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** Parses `data` with `schema`; on failure throws naming the file and every bad field. */
export function parseCollection<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ContentError(
      file,
      result.error.issues.map((issue) => `${fieldPath(issue.path) || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

function assertUnique<T>(file: string, items: readonly T[], key: (item: T) => string, field: string): void {
  const seen = new Map<string, number>();
  const issues: string[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    const first = seen.get(value);
    if (first !== undefined) issues.push(`[${index}].${field}: "${value}" repeats [${first}].${field}`);
    else seen.set(value, index);
  });
  if (issues.length) throw new ContentError(file, issues);
}

function assertTemplates(file: string, templates: readonly string[], required: string): void {
  const issues = templates.flatMap((text, index) =>
    text.includes(required) ? [] : [`[${index}]: must contain ${required}`],
  );
  if (issues.length) throw new ContentError(file, issues);
}

/**
 * The checks of the collections that grow: as many towns, boilers and brands as the
 * business has (docs/content.md "Add a town", "Add a boiler"), each entry valid; the quote needs a boiler
 * of every type in both ranges.
 */
export const COLLECTION_SCHEMAS = {
  locations: z.array(locationSchema).min(1, 'must list at least one area'),
  brands: z.array(brandSchema).min(1, 'must list at least one brand'),
  boilers: z
    .array(boilerSchema)
    .refine(
      (list) => BOILER_TYPES.every((type) => (['standard', 'premium'] as const).every((category) => list.some((b) => b.type === type && b.category === category))),
      'must have a standard and a premium boiler of every type (combi, system, regular) for the quote to offer',
    ),
};

function loadAll() {
  const parsedBusiness = parseCollection('content/business.ts', businessSchema, business);
  const parsedServices = parseCollection(
    'content/services.ts',
    z.array(serviceSchema).refine(
      (list) => SERVICE_SLUGS.every((slug) => list.some((service) => service.slug === slug)),
      `must contain the nine services of docs/product.md §3: ${SERVICE_SLUGS.join(', ')}`,
    ),
    services,
  );
  assertUnique('content/services.ts', parsedServices, (s) => s.slug, 'slug');
  const parsedLocations = parseCollection('content/locations.ts', COLLECTION_SCHEMAS.locations, locations);
  assertUnique('content/locations.ts', parsedLocations, (l) => l.slug, 'slug');
  const parsedRegions = parseCollection('content/regions.ts', z.array(regionSchema).length(6), regions);
  assertUnique('content/regions.ts', parsedRegions, (r) => r.name, 'name');
  const parsedBrands = parseCollection('content/brands.ts', COLLECTION_SCHEMAS.brands, brands);
  assertUnique('content/brands.ts', parsedBrands, (b) => b.slug, 'slug');
  const parsedBoilers = parseCollection('content/boilers.ts', COLLECTION_SCHEMAS.boilers, BOILERS);
  assertUnique('content/boilers.ts', parsedBoilers, (b) => b.id, 'id');
  const parsedOffers = parseCollection('content/offers.ts', z.array(offerSchema).min(1), offers);
  assertTemplates('content/location-copy.ts (locationIntros)', locationIntros, '{town}');
  if (locationIntros.length !== 4) throw new ContentError('content/location-copy.ts', ['locationIntros: must have 4 variants']);
  if (locationAchievements.length !== 7) {
    throw new ContentError('content/location-copy.ts', ['locationAchievements: must have 7 texts']);
  }
  return {
    business: parsedBusiness,
    services: parsedServices,
    locations: parsedLocations,
    regions: parsedRegions,
    brands: parsedBrands,
    boilers: parsedBoilers,
    offers: parsedOffers,
  };
}

const content = loadAll();

export const site = content.business;

/** "Grimsby, Hull and Worksop": the bases, as copy names them. */
export const baseTownsText = listInWords(site.bases.map((base) => base.name));

/** "Monday to Friday 8am to 6pm, Saturday 9am to 1pm": the opening hours in one line. */
export const openingHoursText = site.openingHours.map((slot) => `${slot.days} ${slot.hours}`).join(', ');

export function getServices(): readonly Service[] {
  return content.services;
}

export function getService(slug: string): Service | undefined {
  return content.services.find((service) => service.slug === slug);
}

export function getLocations(): readonly Location[] {
  return content.locations;
}

export function getLocation(slug: string): Location | undefined {
  return content.locations.find((location) => location.slug === slug);
}

/** The 38 towns (every entry except the "Lincolnshire area" catch-all), for the footer. */
export function getTowns(): readonly Location[] {
  return content.locations.filter((location) => location.isTown);
}

/** The place as running text names it: "Grimsby", or "the Lincolnshire area" for the catch-all entry. */
export function placeName(location: Location): string {
  return location.displayName ?? location.name;
}

/** Capitalises "the" where a sentence starts with a place name like "the Lincolnshire area". */
export function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)the /g, (_match, start: string) => `${start}The `);
}

export function getLocationIndex(slug: string): number {
  return content.locations.findIndex((location) => location.slug === slug);
}

export interface RegionGroup {
  name: RegionName;
  colour: string;
  locations: { name: string; slug: string; isPrimaryBase: boolean }[];
}

/** Home page coverage groups (docs/product.md §3 "coverage region group"), in the product's order. */
export function getRegionGroups(): RegionGroup[] {
  return content.regions.map((region) => ({
    name: region.name,
    colour: region.colour,
    locations: content.locations
      .filter((location) => location.region === region.name)
      .map(({ name, slug, isPrimaryBase }) => ({ name, slug, isPrimaryBase })),
  }));
}

export function getBrands() {
  return content.brands;
}

export function getBrand(slug: string) {
  return content.brands.find((brand) => brand.slug === slug);
}

export function getBoilers(): readonly CatalogueBoiler[] {
  return content.boilers;
}

export function getBoilersByBrand(slug: BrandSlug): readonly CatalogueBoiler[] {
  return content.boilers.filter((boiler) => boiler.brand === slug);
}

export function getOffers() {
  return content.offers;
}

/** What every town template may say of its town: {town}, {county}, {landmark} and {base}. */
export function townPlaceholders(location: Location): Record<string, string> {
  return { town: placeName(location), county: location.county, landmark: location.landmark, base: location.nearestBase };
}

/** Intro and achievement for a location page, rotating by the location's index (docs/product.md §2.3). */
export function getLocationCopy(location: Location) {
  const index = Math.max(0, getLocationIndex(location.slug));
  const pick = <T,>(list: readonly T[]): T => list[index % list.length] as T;
  return {
    intro: capitaliseSentences(fillPlaceholders(pick(locationIntros), townPlaceholders(location))),
    achievement: pick(locationAchievements),
  };
}

/** Every placeholder value still in the content, for the build report. */
export function getPlaceholderReport(): string[] {
  return content.business.placeholders.map((p) => `content/business.ts ${p.field}: ${p.note}`);
}
