/**
 * Everything a town's pages say about the town itself, from its facts (content/town-facts.ts)
 * and its profile (content/town-profiles/), with the sources each rests on. Checked once, when
 * first asked for: every location has a profile, and every town with a position has a council.
 */
import { COASTAL_TOWNS, OFF_GAS_BY_COUNCIL, TOWN_FACT_SOURCES, councilArea, townPositions, type FactSource, type OffGasShare } from '@/content/town-facts';
import type { Location } from '@/content/schemas';
import { townProfileFiles, townProfileSchema, type TownProfile } from '@/content/town-profiles';
import { ContentError, getLocation, getLocations, parseCollection } from '@/lib/content';
import { formatMiles, formatMinutes, journeyFrom, nearbyTowns, nearestTowns, type Journey } from '@/lib/towns/geography';
import { z } from 'zod';

/** How many neighbouring towns a page names and links: enough to place the town, few enough to read. */
export const NEIGHBOUR_COUNT = 4;

let profiles: Map<string, TownProfile> | undefined;

function loadProfiles(): Map<string, TownProfile> {
  const found = new Map<string, TownProfile>();
  for (const [file, data] of Object.entries(townProfileFiles)) {
    for (const [slug, profile] of Object.entries(parseCollection(file, z.record(z.string(), townProfileSchema), data))) {
      if (!getLocation(slug)) throw new ContentError(file, [`${slug}: no location has this slug`]);
      if (found.has(slug)) throw new ContentError(file, [`${slug}: profiled twice`]);
      found.set(slug, profile);
    }
  }
  const missing = getLocations().filter((location) => !found.has(location.slug));
  if (missing.length) throw new ContentError('content/town-profiles/', missing.map((location) => `${location.slug}: no profile`));
  return found;
}

/** A town a page may call near another, with its straight-line distance (unrounded) to print beside it. */
export interface NearbyTown {
  location: Location;
  miles: number;
}

export interface TownFacts {
  location: Location;
  profile: TownProfile;
  /** From the base that serves the town; null for the "Lincolnshire area", which has no one position. */
  journey: Journey | null;
  /** The journey in a sentence, for running text. */
  journeyText: string;
  /** The council area (local authority district) the town is in, if it has a position. */
  council: string | null;
  /** The nearest other towns the same base serves, nearest first, at any distance: never to be called near. */
  neighbours: Location[];
  /** Those of them within NEAR_MILES, with their distances: the only towns a page calls near. None without a position. */
  nearby: NearbyTown[];
  coastal: boolean;
  /** The published share of homes off the gas grid in the town's council area, if there is one. */
  offGas: OffGasShare | null;
  /** That share in a sentence, for running text; empty when there is none. */
  offGasText: string;
  /** Every page the facts and the profile rest on. */
  sources: FactSource[];
}

export function getTownFacts(location: Location): TownFacts {
  profiles ??= loadProfiles();
  const profile = profiles.get(location.slug) as TownProfile;
  const position = townPositions[location.slug];
  const journey = journeyFrom(location.slug, location.nearestBase);
  const sameBase = getLocations().filter((l) => l.nearestBase === location.nearestBase && l.isTown && l.slug !== location.slug);
  const sameBaseSlugs = sameBase.map((l) => l.slug);
  const neighbours = position
    ? nearestTowns(location.slug, sameBaseSlugs, NEIGHBOUR_COUNT).map((n) => getLocation(n.slug) as Location)
    : sameBase.filter((l) => l.region === location.region).slice(0, NEIGHBOUR_COUNT);
  const nearby = nearbyTowns(location.slug, sameBaseSlugs, NEIGHBOUR_COUNT).map((n) => ({ location: getLocation(n.slug) as Location, miles: n.miles }));
  const council = position ? councilArea(position.council) : null;
  const offGas = (council && OFF_GAS_BY_COUNCIL[council]) || null;
  return {
    location,
    profile,
    journey,
    journeyText: journeySentence(location, journey),
    council,
    neighbours,
    nearby,
    coastal: COASTAL_TOWNS.has(location.slug),
    offGas,
    offGasText: council && offGas ? offGasSentence(council, offGas) : '',
    sources: [...(position ? [TOWN_FACT_SOURCES.position, TOWN_FACT_SOURCES.council] : []), ...(offGas ? [offGas.source] : []), ...profile.sources],
  };
}

/** The heading of a location page's list of the rest of its home-page group: the group is named, never called near. */
export function groupListTitle(location: Location): string {
  return `Other areas in our ${location.region} group`;
}

/** The nearest base as the fact list gives it: "Grimsby: 14 miles in a straight line, about 30 minutes by road". */
export function nearestBaseFact(location: Location, journey: Journey | null): string {
  if (!journey) return location.nearestBase;
  if (journey.miles < 1) return `${journey.base}, in the town itself`;
  return `${journey.base}: ${formatMiles(journey.miles)} in a straight line, about ${formatMinutes(journey.minutes)} by road`;
}

function journeySentence(location: Location, journey: Journey | null): string {
  if (!journey) return `Our ${location.nearestBase} base serves the whole area.`;
  if (journey.miles < 1) return `Our ${journey.base} base is in the town itself.`;
  return `Our ${journey.base} base is ${formatMiles(journey.miles)} away in a straight line, about ${formatMinutes(journey.minutes)} by road.`;
}

/** For the fact list: "37% across East Lindsey (23,350 homes), by government figures, as reported by LincolnshireWorld". */
export function offGasFigure(council: string, share: OffGasShare): string {
  const homes = share.homes ? ` (${share.homes.toLocaleString('en-GB')} homes)` : '';
  return `${share.percent}% across ${council}${homes}, by ${share.basis}`;
}

function offGasSentence(council: string, share: OffGasShare): string {
  const homes = share.homes ? `, ${share.homes.toLocaleString('en-GB')} in all,` : '';
  return `In the ${council} council area, ${share.percent}% of homes${homes} are not connected to mains gas, by ${share.basis}.`;
}
