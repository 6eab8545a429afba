/**
 * What a town's position tells a visitor: how far it is from the base that serves it, roughly how
 * long the drive is, and which other towns the same engineers cover nearby. Pure functions over
 * content/town-facts.ts, so every figure on a page can be worked out again by hand. A page calls a
 * town "near" only within NEAR_MILES, and prints its distance beside it (NEAR_RULE).
 */
import { townPositions, type TownPosition } from '@/content/town-facts';
import { locationSlug } from '@/content/locations';

/** Mean Earth radius (IUGG), in km: the haversine distance's scale. */
const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres in a statute mile: UK road distances are given in miles. */
const KM_PER_MILE = 1.609344;
/** Roads are longer than the straight line: about 30% longer between these towns, so 1.3. */
export const ROAD_FACTOR = 1.3;
/** An engineer's average speed over mixed A-roads, town streets and the odd motorway, in mph. */
export const AVERAGE_MPH = 40;
/** Drive times are rounded up to this many minutes: finer figures would promise more than a rule can. */
const DRIVE_ROUNDING_MINUTES = 5;
/** The farthest a town may be, in straight-line miles, and still be called near: half an hour's drive by DRIVE_TIME_RULE. */
export const NEAR_MILES = 15;

/** The rule behind every drive time, said once wherever one is shown. */
export const DRIVE_TIME_RULE = `Drive times by our rule of thumb: the straight line plus ${Math.round((ROAD_FACTOR - 1) * 100)}%, at ${AVERAGE_MPH} mph.`;

/** The rule behind every list of nearby towns, said with the list. */
export const NEAR_RULE = `within ${NEAR_MILES} miles in a straight line`;

type Position = Pick<TownPosition, 'lat' | 'lng'>;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("as the crow flies") distance in miles. */
export function milesBetween(a: Position, b: Position): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return (2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))) / KM_PER_MILE;
}

/** The typical drive for a straight-line distance, by DRIVE_TIME_RULE; at least one rounding step. */
export function driveMinutes(straightMiles: number): number {
  const minutes = ((straightMiles * ROAD_FACTOR) / AVERAGE_MPH) * 60;
  return Math.max(DRIVE_ROUNDING_MINUTES, Math.ceil(minutes / DRIVE_ROUNDING_MINUTES) * DRIVE_ROUNDING_MINUTES);
}

/** "25 minutes", "1 hour", "1 hour 5 minutes". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '';
  const minuteText = rest ? `${rest} minutes` : '';
  return [hourText, minuteText].filter(Boolean).join(' ');
}

/** Whole miles, or "under a mile"; a base's own town is "in town". */
export function formatMiles(miles: number): string {
  if (miles < 1) return 'under a mile';
  const whole = Math.round(miles);
  return `${whole} mile${whole === 1 ? '' : 's'}`;
}

/** A nearby town's distance as printed beside its name: "(14 miles)". */
export function distanceAside(miles: number): string {
  return `(${formatMiles(miles)})`;
}

export interface Journey {
  base: string;
  miles: number;
  minutes: number;
}

/** How far a town is from the base that serves it; null where either has no known position. */
export function journeyFrom(townSlug: string, baseName: string, positions = townPositions): Journey | null {
  const town = positions[townSlug];
  const base = positions[locationSlug(baseName)];
  if (!town || !base) return null;
  const miles = milesBetween(town, base);
  return { base: baseName, miles, minutes: driveMinutes(miles) };
}

export interface TownDistance {
  slug: string;
  /** In a straight line, unrounded. */
  miles: number;
}

/**
 * The towns nearest to this one among `candidates` (the other towns the same base serves), by
 * straight-line distance, nearest first, at any distance: for text that does not call them near.
 */
export function nearestTowns(townSlug: string, candidates: readonly string[], count: number, positions = townPositions): TownDistance[] {
  const town = positions[townSlug];
  if (!town) return [];
  return candidates
    .filter((slug) => slug !== townSlug && positions[slug])
    .map((slug) => ({ slug, miles: milesBetween(town, positions[slug] as TownPosition) }))
    .sort((a, b) => a.miles - b.miles || a.slug.localeCompare(b.slug))
    .slice(0, count);
}

/** The nearest of `candidates` that are near this town (within NEAR_MILES), nearest first; none if none is. */
export function nearbyTowns(townSlug: string, candidates: readonly string[], count: number, positions = townPositions): TownDistance[] {
  return nearestTowns(townSlug, candidates, count, positions).filter((n) => n.miles <= NEAR_MILES);
}
