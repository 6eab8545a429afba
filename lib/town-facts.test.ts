import { COASTAL_TOWNS, OFF_GAS_BY_COUNCIL, councilArea, councils, townPositions } from '@/content/town-facts';
import { getLocation, getLocations, getServices } from '@/lib/content';
import { serviceTownText } from '@/lib/service-town';
import { NEIGHBOUR_COUNT, getTownFacts, nearestBaseFact } from '@/lib/town-facts';

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

describe('homes off the gas grid', () => {
  it('names only real council areas, each with its source', () => {
    const names = new Set(councils.map((c) => councilArea(c.name)));
    for (const [council, share] of Object.entries(OFF_GAS_BY_COUNCIL)) {
      expect(names.has(council)).toBe(true);
      expect(share.percent).toBeGreaterThan(0);
      expect(share.percent).toBeLessThan(100);
      expect(share.source.url).toMatch(/^https:\/\//);
    }
  });

  it('says the published share where there is one, lists its source, and adds it to the oil and LPG pages', () => {
    const louth = getTownFacts(at('louth'));
    expect(louth.offGas?.percent).toBe(37);
    expect(louth.offGasText).toBe(
      'In the East Lindsey council area, 37% of homes, 23,350 in all, are not connected to mains gas, by government figures, as reported by LincolnshireWorld.',
    );
    expect(louth.sources).toContain(OFF_GAS_BY_COUNCIL['East Lindsey']?.source);
    const oil = getServices().find((s) => s.slug === 'oil-boiler-installation')!;
    expect(serviceTownText(oil, at('louth')).offGas).toMatch(/^In the East Lindsey council area, 37% of homes.*survey of a Louth home checks where the tank stands/);
    expect(serviceTownText(getServices().find((s) => s.slug === 'boiler-repair')!, at('louth')).offGas).toBeNull();
  });

  it('says nothing where no figure is published', () => {
    const hull = getTownFacts(at('hull'));
    expect(OFF_GAS_BY_COUNCIL['Kingston upon Hull']).toBeUndefined();
    expect(hull.offGas).toBeNull();
    expect(hull.offGasText).toBe('');
    for (const service of getServices()) expect(serviceTownText(service, at('hull')).offGas).toBeNull();
  });
});

describe('the nearest base as the fact list says it', () => {
  it('gives the distance and drive, the base in its own town, or the base alone where there is no position', () => {
    const louth = getTownFacts(at('louth'));
    expect(nearestBaseFact(louth.location, louth.journey)).toBe('Grimsby: 14 miles in a straight line, about 30 minutes by road');
    const hull = getTownFacts(at('hull'));
    expect(nearestBaseFact(hull.location, hull.journey)).toBe('Hull, in the town itself');
    const area = getTownFacts(at('lincolnshire-area'));
    expect(nearestBaseFact(area.location, area.journey)).toBe('Grimsby');
  });
});
