import { z } from 'zod';
import { BOILERS } from '@/content/boilers';
import { business } from '@/content/business';
import { locations } from '@/content/locations';
import { BOILER_PRICE_RANGE } from '@/content/pricing';
import { ADVERTISED_BRANDS, BRAND_STARTING_PRICES, fittedFromPrice } from '@/content/starting-prices';
import { SERVICE_SLUGS, boilerSchema, businessSchema, locationSchema } from '@/content/schemas';
import {
  ContentError,
  getBoilers,
  getBrands,
  getLocationCopy,
  getLocations,
  getPlaceholderReport,
  getRegionGroups,
  getServices,
  getTowns,
  parseCollection,
  site,
} from '@/lib/content';

describe('content collections', () => {
  it('parses every collection (importing lib/content validates them all)', () => {
    expect(site.tradingName).toBeTruthy();
    for (const collection of [getServices(), getLocations(), getBrands(), getBoilers()]) expect(collection.length).toBeGreaterThan(0);
  });

  it('has the nine service slugs of docs/product.md §3 with four benefits and four steps each', () => {
    expect(getServices().map((s) => s.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
    // The product has exactly these nine services, their slugs fixed (docs/product.md §3): each
    // slug is in the address of the service's page in every town.
    expect(SERVICE_SLUGS).toEqual([
      'boiler-repair',
      'gas-boiler-installation',
      'oil-boiler-installation',
      'air-conditioning-installation',
      'boiler-breakdown',
      'lpg-boiler-installation',
      'worcester-boiler-installation',
      'combi-boiler-installation',
      'worcester-oil-boiler-installation',
    ]);
    for (const service of getServices()) {
      expect(service.benefits).toHaveLength(4);
      expect(service.process).toHaveLength(4);
      expect(service.id).toBe(service.slug);
    }
  });

  it('lists the locations of docs/product.md §3 in their regions, with slugs from the product rule', () => {
    // The product's list, by region: the site may cover more towns (docs/content.md "Add a town"), never fewer.
    const productTowns: Record<string, string[]> = {
      Lincolnshire: ['Grimsby', 'Cleethorpes', 'Scunthorpe', 'Louth', 'Skegness', 'Lincolnshire area'],
      'East Yorkshire': ['Hull', 'Beverley'],
      'South Yorkshire': ['Doncaster', 'Sheffield', 'Rotherham'],
      Nottinghamshire: ['Worksop'],
    };
    const groups = Object.fromEntries(getRegionGroups().map((group) => [group.name, group.locations.map((l) => l.name)]));
    for (const [region, names] of Object.entries(productTowns)) expect([region, groups[region]]).toEqual([region, expect.arrayContaining(names)]);
    for (const group of getRegionGroups()) expect(group.locations.length).toBeGreaterThan(0);
    for (const location of getLocations()) {
      expect(location.slug).toBe(location.name.toLowerCase().replace(/\s+/g, '-'));
    }
    expect(getLocations().find((l) => l.name === 'Barton-upon-Humber')?.slug).toBe('barton-upon-humber');
    expect(getLocations().find((l) => l.name === 'Market Rasen')?.slug).toBe('market-rasen');
    expect(new Set(getLocations().map((l) => l.slug)).size).toBe(getLocations().length);
  });

  it('lists every town in the footer: every location but "Lincolnshire area"', () => {
    expect(getTowns().map((town) => town.slug)).toEqual(getLocations().filter((l) => l.name !== 'Lincolnshire area').map((l) => l.slug));
  });

  it('marks exactly Grimsby, Hull and Worksop as primary bases', () => {
    const primary = getRegionGroups().flatMap((g) => g.locations.filter((l) => l.isPrimaryBase).map((l) => l.name));
    expect(primary.sort()).toEqual(['Grimsby', 'Hull', 'Worksop']);
    expect(business.bases.map((base) => base.name)).toEqual(['Grimsby', 'Hull', 'Worksop']);
  });

  it('holds the boiler kW ladder of docs/product.md §3 per type and category (the catalogue may add models, never lose these)', () => {
    const ladder = (type: string, category: string) => BOILERS.filter((b) => b.type === type && b.category === category).map((b) => b.kw);
    expect(ladder('combi', 'standard')).toEqual(expect.arrayContaining([25, 30, 35]));
    expect(ladder('combi', 'premium')).toEqual(expect.arrayContaining([28, 32, 36]));
    expect(ladder('system', 'standard')).toEqual(expect.arrayContaining([12, 15, 18, 25, 30]));
    expect(ladder('system', 'premium')).toEqual(expect.arrayContaining([12, 15, 18, 25, 30]));
    expect(ladder('regular', 'standard')).toEqual(expect.arrayContaining([27, 30]));
    expect(ladder('regular', 'premium')).toEqual(expect.arrayContaining([15, 18, 24, 30]));
  });

  it('prices every boiler within the catalogue range', () => {
    for (const boiler of BOILERS) expect([boiler.id, boiler.price >= BOILER_PRICE_RANGE.min && boiler.price <= BOILER_PRICE_RANGE.max]).toEqual([boiler.id, true]);
  });

  it('advertises each brand "from" its cheapest fitted boiler, which the quote can reach', () => {
    for (const brand of ADVERTISED_BRANDS) {
      const cheapest = Math.min(...BOILERS.filter((b) => b.brand === brand).map((b) => b.price));
      expect(BRAND_STARTING_PRICES[brand]).toBe(fittedFromPrice(cheapest));
    }
  });

  it('reports the business placeholders, and no sample reviews: there are none to report', () => {
    const report = getPlaceholderReport();
    expect(report.some((line) => line.includes('gasSafeNumber'))).toBe(true);
    expect(report.filter((line) => /review/i.test(line))).toEqual([]);
  });

  it('names no source of review figures until the business gives one, so the site shows no rating and no count', () => {
    expect(business.externalReviews).toBeNull();
    expect(site.externalReviews).toBeNull();
  });

  it('uses Ofcom drama numbers for placeholder phones', () => {
    expect(business.phone).toMatch(/^01632 960\d{3}$/);
    for (const base of business.bases) expect(base.phone).toMatch(/^01632 960\d{3}$/);
    expect(business.whatsappNumber).toMatch(/^07700 900\d{3}$/);
  });

  it('rotates location copy by index: 4 intros, 7 achievements, none of them a review, a rating or a count of customers', () => {
    const copies = getLocations().map((location) => getLocationCopy(location));
    expect(new Set(copies.map((c) => c.intro.replace(/\{[^}]+\}/g, ''))).size).toBeGreaterThan(4);
    expect(copies.some((c) => 'review' in c)).toBe(false);
    expect(new Set(copies.map((c) => c.achievement)).size).toBe(7);
    expect(copies.filter((c) => /\b(reviews?|ratings?|stars?|five-star|customers)\b/i.test(c.achievement))).toEqual([]);
    const grimsby = getLocations().find((l) => l.slug === 'grimsby');
    expect(grimsby && getLocationCopy(grimsby).intro).toContain('Grimsby');
  });
});

describe('content validation errors', () => {
  it('names the file and the field of a bad entry', () => {
    const bad = [{ ...locations[0], slug: 'Not A Slug' }];
    expect(() => parseCollection('content/locations.ts', z.array(locationSchema), bad)).toThrow(ContentError);
    expect(() => parseCollection('content/locations.ts', z.array(locationSchema), bad)).toThrow(
      /content\/locations\.ts[\s\S]*\[0\]\.slug/,
    );
  });

  it('takes a public source of review figures, and names the field of a bad one', () => {
    const countOnly = { name: 'Google', url: 'https://g.page/r/example', reviewCount: 48, checkedOn: '2026-11-28' };
    const source = { ...countOnly, averageRating: 4.9 };
    const parse = (externalReviews: unknown) => parseCollection('content/business.ts', businessSchema, { ...business, externalReviews });
    expect(parse(source).externalReviews).toEqual(source);
    expect(parse(countOnly).externalReviews).toEqual(countOnly);
    expect(parse(null).externalReviews).toBeNull();
    for (const [field, value] of [
      ['url', 'http://g.page/r/example'],
      ['reviewCount', 0],
      ['reviewCount', 4.5],
      ['averageRating', 4.85],
      ['averageRating', 5.1],
      ['checkedOn', '28 November 2026'],
      ['checkedOn', '2026-02-30'],
      ['name', ' '],
    ] as const) {
      expect(() => parse({ ...source, [field]: value })).toThrow(new RegExp(`content/business\\.ts[\\s\\S]*externalReviews\\.${field}`));
    }
  });

  it('rejects a boiler priced outside the catalogue range', () => {
    const bad = [{ ...BOILERS[0], price: 99 }];
    expect(() => parseCollection('content/boilers.ts', z.array(boilerSchema), bad)).toThrow(/\[0\]\.price/);
  });
});
