/**
 * Checkable facts about each town we cover, with where each comes from. Positions and councils
 * are made from two public datasets by scripts/extract-area-map.ts (content/geo/area-map.json);
 * the rest is ours (which base serves a town, the postcode districts we cover) or the town's
 * profile (content/town-profiles/), which lists the pages it was checked against.
 */
import areaMap from './geo/area-map.json';

export interface FactSource {
  title: string;
  url: string;
}

/** Where each kind of fact on a town page comes from, shown with the map and in the page's sources. */
export const TOWN_FACT_SOURCES = {
  position: {
    title: 'GeoNames: town positions',
    url: 'https://www.geonames.org/',
  },
  council: {
    title: 'UK-GeoJSON: council boundaries from OS Boundary-Line',
    url: 'https://github.com/martinjc/UK-GeoJSON',
  },
} as const satisfies Record<string, FactSource>;

/** The credit the two datasets' licences ask for, printed under every map. */
export const MAP_CREDIT = 'Boundaries: OS data © Crown copyright 2014, via UK-GeoJSON (CC BY 4.0). Towns: GeoNames (CC BY 4.0).';

export interface TownPosition {
  lat: number;
  lng: number;
  /** The place's name in GeoNames, where it differs from ours ("Kingston upon Hull"). */
  geonamesName: string;
  /** The local authority district whose boundary holds that position (its 2013 name). */
  council: string;
  councilCode: string;
  /** The position on the area map (public/map/area.svg), in its pixels. */
  x: number;
  y: number;
}

export const areaMapSize = { width: areaMap.width, height: areaMap.height } as const;
export const councils: readonly { code: string; name: string }[] = areaMap.councils;
export const townPositions: Readonly<Record<string, TownPosition>> = areaMap.towns;

/** A district's name for running text: the dataset lists Hull's as "Kingston upon Hull, City of". */
export function councilArea(name: string): string {
  return name.replace(/^(.*), City of$/, '$1');
}

/**
 * Towns on the sea coast, where salt air matters for flues, pipework and outdoor units. Each is
 * described as a seaside resort on the North Sea coast by the sources of its profile
 * (content/town-profiles/); towns on the Humber estuary are not counted.
 */
export const COASTAL_TOWNS: ReadonlySet<string> = new Set(['cleethorpes', 'mablethorpe', 'skegness', 'withernsea']);
