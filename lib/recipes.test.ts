/**
 * The recipes of docs/content.md, followed on copies of the content: "Add a boiler" and "Add a town"
 * must give what they promise, and no test may pin how many boilers or towns there are.
 */
import { BOILERS } from '@/content/boilers';
import type { LocationEntry } from '@/content/locations';
import type { CatalogueBoiler, Service } from '@/content/schemas';
import { brandFromPrice, fittedFromPrice } from '@/content/starting-prices';
import { COLLECTION_SCHEMAS, parseCollection } from '@/lib/content';
import { calculateQuote } from '@/lib/shared/quote/calculate';
import { sizeBoiler } from '@/lib/shared/quote/sizing';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import type { QuoteData } from '@/lib/shared/quote/types';

describe('docs/content.md "Add a boiler"', () => {
  /** A line for content/boilers.ts, with the fields docs/content.md lists. */
  const added: CatalogueBoiler = {
    id: 'worcester-greenstar-4000-30-combi',
    name: 'Worcester Bosch Greenstar 4000 30kW Combi',
    brand: 'worcester-bosch',
    kw: 30,
    price: 1150,
    type: 'combi',
    category: 'standard',
    imageUrl: '/images/boilers/worcester-bosch.png',
    warrantyYears: 7,
  };
  /** The catalogue before the line (so the recipe can be followed for real, with this very line, and this test still holds). */
  const before = BOILERS.filter((boiler) => boiler.id !== added.id);
  /** The catalogue with the line added, checked as the build checks it. */
  const catalogue = parseCollection('content/boilers.ts', COLLECTION_SCHEMAS.boilers, [...before, added]);
  const home = (changes: Partial<QuoteData>): QuoteData => ({ ...TYPICAL_QUOTE, ...changes });
  const standardFor = (data: QuoteData, boilers: readonly CatalogueBoiler[]) => calculateQuote(data, boilers)?.recommendedBoilers[0];

  it('is picked for a home whose output it covers, when it is the cheapest of that output', () => {
    const needs30 = home({ waterFlow: 'average' });
    expect(sizeBoiler(needs30)).toEqual(expect.objectContaining({ type: 'combi', kw: 30 }));
    expect(standardFor(needs30, before)?.id).not.toBe(added.id);
    expect(standardFor(needs30, catalogue)?.id).toBe(added.id);
    expect(calculateQuote(needs30, catalogue)?.pricing.basePrice).toBe(added.price);
  });

  it('is not picked for a home it is too small for, nor where a smaller model covers it', () => {
    const needs35 = home({ waterFlow: 'fast' });
    const needs25 = home({ waterFlow: undefined, radiatorCount: '0-9' });
    expect(sizeBoiler(needs35)?.kw).toBe(35);
    expect(sizeBoiler(needs25)?.kw).toBe(25);
    expect(standardFor(needs35, catalogue)?.id).toBe(standardFor(needs35, before)?.id);
    expect(standardFor(needs25, catalogue)?.id).toBe(standardFor(needs25, before)?.id);
  });

  it('is not picked when a model of the same output costs less', () => {
    const dearer = { ...added, id: 'worcester-greenstar-8000-30-combi', price: 1390 };
    const needs30 = home({ waterFlow: 'average' });
    expect(standardFor(needs30, [...before, dearer])?.id).toBe(standardFor(needs30, before)?.id);
  });

  it("moves its brand's advertised \"from\" price when it is the brand's cheapest", () => {
    expect(brandFromPrice('worcester-bosch', catalogue)).toBe(fittedFromPrice(added.price));
    expect(brandFromPrice('worcester-bosch', catalogue)).toBeLessThan(brandFromPrice('worcester-bosch', before) ?? 0);
  });
});

describe('docs/content.md "Add a town"', () => {
  /** The entry, its profile and its map facts, as docs/content.md says to add them. */
  const brigg: LocationEntry = {
    name: 'Brigg',
    county: 'Lincolnshire',
    region: 'Lincolnshire',
    landmark: 'the River Ancholme',
    postcodeDistricts: ['DN20'],
    nearestBase: 'Grimsby',
  };
  const profile = {
    place: 'Brigg is a small market town in North Lincolnshire, on the River Ancholme between Scunthorpe and the Lincolnshire Wolds. It grew up at a crossing of the river, and its market charter dates from the thirteenth century. The town gave its name to Brigg Fair, the folk song that Percy Grainger collected here in 1905 and Frederick Delius later turned into an orchestral rhapsody.',
    homes: 'The old centre along Wrawby Street keeps Georgian and Victorian brick buildings, many with shops below and living space above, and terraced streets of the same age run off it towards the river. Around them the town grew through the twentieth century with semi-detached houses between the wars and larger estates of houses and bungalows after 1950, so most homes in Brigg are brick built and of ordinary size, with gardens front and back on the estates.',
    heating: 'Older brick terraces and the flats above shops lose heat through solid walls and single rooms packed onto each floor, so radiators need sizing room by room. The post-war houses and bungalows are easier to heat, with cavity walls that can be filled and space for a combination boiler. Homes in the town are on the gas grid; farms and villages in the valley around it are often not.',
    sources: [{ url: 'https://en.wikipedia.org/wiki/Brigg', title: 'Brigg (Wikipedia)' }],
  };
  const position = { lat: 53.5527, lng: -0.4894, geonamesName: 'Brigg', council: 'North Lincolnshire', councilCode: 'E06000013', x: 316.5, y: 250.9 };

  function withBrigg<T>(read: () => T): T {
    let result: T | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/content/locations', () => {
        const actual = jest.requireActual('@/content/locations');
        // Any Brigg already there is taken out first, so the recipe can be followed for real and this test still holds.
        return { ...actual, locations: [...actual.locations.filter((l: { slug: string }) => l.slug !== 'brigg'), actual.locationOf(brigg)] };
      });
      jest.doMock('@/content/town-profiles/lincolnshire', () => {
        const actual = jest.requireActual('@/content/town-profiles/lincolnshire');
        return { ...actual, profiles: { ...actual.profiles, brigg: profile } };
      });
      jest.doMock('@/content/geo/area-map.json', () => {
        const actual = jest.requireActual('@/content/geo/area-map.json');
        return { ...actual, towns: { ...actual.towns, brigg: position } };
      });
      result = read();
    });
    jest.dontMock('@/content/locations');
    jest.dontMock('@/content/town-profiles/lincolnshire');
    jest.dontMock('@/content/geo/area-map.json');
    return result as T;
  }

  it('gets its location page, its nine service pages, its sitemap entries, its footer link and its place on the home page', () => {
    const found = withBrigg(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded afresh with the town added */
      const content = require('@/lib/content') as typeof import('@/lib/content');
      const { allPages } = require('@/lib/server/site-pages') as typeof import('@/lib/server/site-pages');
      const { rootPages } = require('@/lib/root-pages') as typeof import('@/lib/root-pages');
      const { serviceTownText } = require('@/lib/towns/service-town') as typeof import('@/lib/towns/service-town');
      const { footerTownLinks } = require('@/lib/navigation') as typeof import('@/lib/navigation');
      const { routes } = require('@/lib/routes') as typeof import('@/lib/routes');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const town = content.getLocation('brigg');
      const services: readonly Service[] = content.getServices();
      const pages = allPages();
      return {
        slug: town?.slug,
        servicePages: rootPages().filter((page) => page.draw === 'service-in-town' && page.location.slug === 'brigg').length,
        serviceCount: services.length,
        listed: [routes.location('brigg'), ...services.map((service) => routes.serviceInTown(service.slug, 'brigg'))].filter((path) => pages.some((page) => page.path === path && page.inSitemap)).length,
        texts: town ? services.map((service) => serviceTownText(service, town).facts.profile.place) : [],
        footer: footerTownLinks().some((link) => link.label === 'Brigg'),
        home: content.getRegionGroups().find((group) => group.name === 'Lincolnshire')?.locations.some((location) => location.slug === 'brigg'),
      };
    });
    expect(found.slug).toBe('brigg');
    expect(found.serviceCount).toBeGreaterThan(0);
    expect(found.servicePages).toBe(found.serviceCount);
    expect(found.listed).toBe(found.serviceCount + 1);
    expect(found.texts).toEqual(Array(found.serviceCount).fill(profile.place));
    expect(found.footer).toBe(true);
    expect(found.home).toBe(true);
  });
});
