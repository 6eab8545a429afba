import { townPositions, type TownPosition } from '@/content/town-facts';
import {
  DRIVE_TIME_RULE,
  NEAR_MILES,
  NEAR_RULE,
  distanceAside,
  driveMinutes,
  formatMiles,
  formatMinutes,
  journeyFrom,
  milesBetween,
  nearbyTowns,
  nearestTowns,
} from './geography';

describe('distances', () => {
  it('measures the great circle: one degree of latitude is about 69 miles', () => {
    expect(milesBetween({ lat: 53, lng: 0 }, { lat: 54, lng: 0 })).toBeCloseTo(69.09, 1);
    expect(milesBetween({ lat: 53.5, lng: -1 }, { lat: 53.5, lng: -1 })).toBe(0);
  });

  it('matches a distance worked out by hand from the GeoNames positions: Hull to Withernsea', () => {
    // 53.7446 N 0.33525 W to 53.73115 N 0.03195 E: 0.3672 degrees of longitude at 53.74 N, a
    // degree being 69.17 miles at the equator, and 0.01345 degrees of latitude at 69.09 miles.
    const east = 0.3672 * 69.17 * Math.cos((53.738 * Math.PI) / 180);
    const north = 0.01345 * 69.09;
    expect(journeyFrom('withernsea', 'Hull')?.miles).toBeCloseTo(Math.hypot(east, north), 1);
  });
});

describe('drive times by the stated rule', () => {
  it('adds 30% for the roads at 40 mph and rounds up to 5 minutes', () => {
    expect(driveMinutes(10)).toBe(20); // 13 road miles: 19.5 minutes
    expect(driveMinutes(15.4)).toBe(35); // 20.02 road miles: 30.03 minutes
    expect(driveMinutes(0)).toBe(5);
    expect(DRIVE_TIME_RULE).toBe('Drive times by our rule of thumb: the straight line plus 30%, at 40 mph.');
  });

  it('says durations and distances in words', () => {
    expect(formatMinutes(25)).toBe('25 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(125)).toBe('2 hours 5 minutes');
    expect(formatMiles(0.4)).toBe('under a mile');
    expect(formatMiles(1.2)).toBe('1 mile');
    expect(formatMiles(14.5)).toBe('15 miles');
  });
});

describe('journeys and neighbours from the content', () => {
  it('knows every base and gives no journey for a place without a position', () => {
    for (const base of ['grimsby', 'hull', 'worksop']) expect(townPositions[base]).toBeDefined();
    expect(journeyFrom('hull', 'Hull')).toEqual({ base: 'Hull', miles: 0, minutes: 5 });
    expect(journeyFrom('lincolnshire-area', 'Grimsby')).toBeNull();
  });

  it('lists the nearest of the candidates, nearest first, never the town itself', () => {
    const near = nearestTowns('withernsea', ['hull', 'hedon', 'beverley', 'withernsea', 'cottingham', 'lincolnshire-area'], 3);
    expect(near.map((n) => n.slug)).toEqual(['hedon', 'hull', 'cottingham']);
    expect(near[0]!.miles).toBeLessThan(near[1]!.miles);
  });
});

describe('what a page may call near', () => {
  /** Made-up towns due north of `home`, `miles` away (a degree of latitude being 69.09 miles). */
  const north = (miles: number): TownPosition => ({ lat: 53 + miles / 69.09, lng: 0, geonamesName: '', council: '', councilCode: '', x: 0, y: 0 });
  const positions: Record<string, TownPosition> = { home: north(0), two: north(2), ten: north(10), edge: north(NEAR_MILES - 0.05), over: north(NEAR_MILES + 0.05), far: north(40) };
  const all = Object.keys(positions);

  it('is within half an hour by road by the drive-time rule, and at most the 25 miles the issue allows', () => {
    expect(NEAR_MILES).toBeLessThanOrEqual(25);
    expect(driveMinutes(NEAR_MILES)).toBe(30);
    expect(NEAR_RULE).toBe(`within ${NEAR_MILES} miles in a straight line`);
  });

  it('lists only towns within the distance, nearest first, each with its distance', () => {
    const near = nearbyTowns('home', all, 10, positions);
    expect(near.map((n) => n.slug)).toEqual(['two', 'ten', 'edge']);
    for (const n of near) {
      expect(n.miles).toBeLessThanOrEqual(NEAR_MILES);
      expect(n.miles).toBeCloseTo(milesBetween(positions.home!, positions[n.slug]!), 6);
    }
    expect(near.map((n) => Math.round(n.miles))).toEqual([2, 10, NEAR_MILES]);
    // The nearest towns at any distance are a different list, for text that does not say near.
    expect(nearestTowns('home', all, 10, positions).map((n) => n.slug)).toEqual(['two', 'ten', 'edge', 'over', 'far']);
  });

  it('keeps to the count, and gives no list to a town with none near or no position', () => {
    expect(nearbyTowns('home', all, 2, positions).map((n) => n.slug)).toEqual(['two', 'ten']);
    expect(nearbyTowns('far', all, 4, positions)).toEqual([]);
    expect(nearbyTowns('nowhere', all, 4, positions)).toEqual([]);
  });

  it('prints the distance beside a name as the site prints miles', () => {
    expect(distanceAside(14.04)).toBe('(14 miles)');
    expect(distanceAside(1.4)).toBe('(1 mile)');
    expect(distanceAside(0.3)).toBe('(under a mile)');
  });
});
