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

/** A published share of homes with no mains gas connection, for one council area. */
export interface OffGasShare {
  /** Per cent of homes (households) not connected to the gas network. */
  percent: number;
  /** How many homes that is, where the source gives it. */
  homes?: number;
  /** Whose figure it is and when, as the source says ("government figures published in January 2019"). */
  basis: string;
  source: FactSource;
}

/**
 * Homes off the gas grid by council area (names as councilArea() gives them), where a figure is
 * published: the government's estimates (households less domestic gas meters) as reported by the
 * source named. A council with no entry has no figure we could check, and its pages say nothing.
 */
export const OFF_GAS_BY_COUNCIL: Readonly<Record<string, OffGasShare>> = {
  'East Lindsey': {
    percent: 37,
    homes: 23_350,
    basis: 'government figures, as reported by LincolnshireWorld',
    source: {
      title: 'Families are facing higher fuel bills in East Lindsey (LincolnshireWorld)',
      url: 'https://www.lincolnshireworld.com/news/people/families-are-facing-higher-fuel-bills-in-east-lindsey-133263',
    },
  },
  Wakefield: {
    percent: 3,
    homes: 4_385,
    basis: 'government figures published in January 2019',
    source: {
      title: 'More homes in Wakefield get hooked up to gas mains (Wakefield Express, 7 January 2019)',
      url: 'https://www.wakefieldexpress.co.uk/news/more-homes-wakefield-get-hooked-gas-mains-thousands-could-still-face-higher-bills-171258',
    },
  },
};
