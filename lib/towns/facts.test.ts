import { COASTAL_TOWNS, OFF_GAS_BY_COUNCIL, councilArea, councils, townPositions } from '@/content/town-facts';
import { getLocation, getLocations, getServices } from '@/lib/content';
import { serviceTownText } from '@/lib/towns/service-town';
import { NEIGHBOUR_COUNT, getTownFacts, groupListTitle, nearestBaseFact } from '@/lib/towns/facts';
import { NEAR_MILES, formatMiles, milesBetween } from '@/lib/towns/geography';

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

describe('the towns a page calls near, over every location', () => {
  const miles = (a: string, b: string) => milesBetween(townPositions[a]!, townPositions[b]!);

  it('are the same base\'s towns within the distance, nearest first, each with its distance, and none nearer left out', () => {
    for (const location of getLocations()) {
      const { nearby } = getTownFacts(location);
      const slugs = nearby.map((n) => n.location.slug);
      expect(nearby.length).toBeLessThanOrEqual(NEIGHBOUR_COUNT);
      for (const n of nearby) {
        expect(n.location.slug).not.toBe(location.slug);
        expect(n.location.nearestBase).toBe(location.nearestBase);
        expect(n.miles).toBeCloseTo(miles(location.slug, n.location.slug), 6);
        expect(n.miles).toBeLessThanOrEqual(NEAR_MILES);
      }
      expect(nearby.map((n) => n.miles)).toEqual([...nearby.map((n) => n.miles)].sort((a, b) => a - b));
      if (nearby.length < NEIGHBOUR_COUNT && townPositions[location.slug]) {
        const missed = getLocations().filter(
          (l) => l.isTown && l.slug !== location.slug && l.nearestBase === location.nearestBase && !slugs.includes(l.slug) && miles(location.slug, l.slug) <= NEAR_MILES,
        );
        expect(missed.map((l) => `${l.name} near ${location.name}`)).toEqual([]);
      }
    }
  });

  it('are never the group list, which is named for the group', () => {
    for (const location of getLocations()) {
      expect(groupListTitle(location)).not.toMatch(/\bnear/i);
      expect(groupListTitle(location)).toContain(location.region);
    }
    expect(groupListTitle(at('skegness'))).toBe('Other areas in our Lincolnshire group');
    expect(groupListTitle(at('thorne'))).toBe('Other areas in our West Yorkshire group');
  });

  it('are Mablethorpe alone for Skegness, Cleethorpes and Louth for Grimsby, and none for Newark-on-Trent or the Lincolnshire area', () => {
    const said = (slug: string) => getTownFacts(at(slug)).nearby.map((n) => `${n.location.name} ${formatMiles(n.miles)}`);
    expect(said('skegness')).toEqual(['Mablethorpe 14 miles']);
    expect(said('grimsby')).toEqual(['Cleethorpes 2 miles', 'Louth 14 miles']);
    // The town farthest from any other we cover: Lincoln, 16 miles away, served from Worksop too.
    const nearestOther = (slug: string) => Math.min(...getLocations().filter((l) => l.slug !== slug && townPositions[l.slug]).map((l) => miles(slug, l.slug)));
    const towns = getLocations().filter((l) => townPositions[l.slug]);
    expect(Math.max(...towns.map((l) => nearestOther(l.slug)))).toBe(nearestOther('newark-on-trent'));
    expect(formatMiles(nearestOther('newark-on-trent'))).toBe('16 miles');
    expect(said('newark-on-trent')).toEqual([]);
    expect(said('lincolnshire-area')).toEqual([]);
    // The nearest towns for running text are kept at any distance, and never called near.
    expect(getTownFacts(at('skegness')).neighbours.map((n) => n.name)).toEqual(['Mablethorpe', 'Louth', 'Market Rasen', 'Cleethorpes']);
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
