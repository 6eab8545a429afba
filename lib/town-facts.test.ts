import { COASTAL_TOWNS, townPositions } from '@/content/town-facts';
import { getLocation, getLocations, getServices } from '@/lib/content';
import { serviceTownText } from '@/lib/service-town';
import { NEIGHBOUR_COUNT, getTownFacts } from '@/lib/town-facts';

const at = (slug: string) => {
  const location = getLocation(slug);
  if (!location) throw new Error(slug);
  return location;
};

describe('town facts', () => {
  it('gives every location a profile with sources, and every town a position and a council', () => {
    for (const location of getLocations()) {
      const facts = getTownFacts(location);
      expect(facts.profile.sources.length).toBeGreaterThan(0);
      if (location.isTown) {
        expect(townPositions[location.slug]).toBeDefined();
        expect(facts.council).toBeTruthy();
        expect(facts.sources.map((s) => s.url)).toEqual(expect.arrayContaining(['https://www.geonames.org/', 'https://github.com/martinjc/UK-GeoJSON']));
      }
    }
  });

  it('measures the journey from the base that serves the town, and names the nearest towns that base serves', () => {
    const withernsea = getTownFacts(at('withernsea'));
    expect(withernsea.journey?.base).toBe('Hull');
    expect(withernsea.journey?.miles).toBeGreaterThan(14);
    expect(withernsea.journey?.miles).toBeLessThan(16);
    expect(withernsea.journeyText).toMatch(/^Our Hull base is 15 miles away in a straight line, about \d+ minutes by road\.$/);
    // Grimsby is nearer across the Humber, but it is not the base that serves Withernsea.
    expect(withernsea.neighbours.map((n) => n.name)).toEqual(['Hedon', 'Hull', 'Cottingham', 'Hessle']);
    expect(withernsea.neighbours).toHaveLength(NEIGHBOUR_COUNT);
    expect(withernsea.council).toBe('East Riding of Yorkshire');
    for (const location of getLocations()) for (const n of getTownFacts(location).neighbours) expect(n.nearestBase).toBe(location.nearestBase);
  });

  it('says a base is in its own town, and names Hull by its usual name', () => {
    const hull = getTownFacts(at('hull'));
    expect(hull.journeyText).toBe('Our Hull base is in the town itself.');
    expect(hull.council).toBe('Kingston upon Hull');
  });

  it('has no position for the Lincolnshire area, and says nothing it cannot measure', () => {
    const area = getTownFacts(at('lincolnshire-area'));
    expect(area.journey).toBeNull();
    expect(area.council).toBeNull();
    expect(area.journeyText).toBe('Our Grimsby base serves the whole area.');
  });

  it('adds the coastal paragraph only on the coast, and only where a service has one', () => {
    for (const service of getServices()) {
      for (const location of getLocations()) {
        const text = serviceTownText(service, location);
        if (!COASTAL_TOWNS.has(location.slug)) expect(text.coastal).toBeNull();
      }
    }
    expect(serviceTownText(getServices().find((s) => s.slug === 'gas-boiler-installation')!, at('skegness')).coastal).toMatch(/salt air/);
    expect(serviceTownText(getServices().find((s) => s.slug === 'boiler-repair')!, at('skegness')).coastal).toBeNull();
  });
});
