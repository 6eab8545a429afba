/**
 * Every area we cover: the 39 docs/product.md lists (38 towns and "Lincolnshire area", a catch-all
 * that is not a town, docs/product.md §3), and any added since (docs/content.md "Add a town"). Each has a location page and
 * a page for each service; the footer lists the towns. `county` is the real ceremonial county; `region` is the product's home page group
 * (docs/product.md groups Thorne with West Yorkshire and Dronfield with South Yorkshire).
 */
import type { Location } from './schemas';

/** An area as written below: the slug and the flags are worked out from it. */
export type LocationEntry = Omit<Location, 'slug' | 'isPrimaryBase' | 'isTown'> & { isTown?: boolean };

/** Slug rule of docs/product.md §2.1: the lower-cased name with spaces turned into hyphens. */
export function locationSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** The three bases our vans leave from each morning. */
export const PRIMARY_BASES = ['Grimsby', 'Hull', 'Worksop'] as const;

const entries: LocationEntry[] = [
  // Lincolnshire (11)
  {
    name: 'Lincolnshire area', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Lincolnshire Wolds',
    postcodeDistricts: ['LN9', 'LN10', 'LN13', 'DN20', 'DN38', 'DN39', 'DN40', 'PE22', 'PE23'], nearestBase: 'Grimsby',
    isTown: false,
    displayName: 'the Lincolnshire area',
  },
  {
    name: 'Grimsby', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Grimsby Dock Tower',
    postcodeDistricts: ['DN31', 'DN32', 'DN33', 'DN34', 'DN37', 'DN41'], nearestBase: 'Grimsby',
  },
  {
    name: 'Cleethorpes', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Cleethorpes Pier',
    postcodeDistricts: ['DN35', 'DN36'], nearestBase: 'Grimsby',
  },
  {
    name: 'Barton-upon-Humber', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Humber Bridge',
    postcodeDistricts: ['DN18', 'DN19'], nearestBase: 'Hull',
  },
  {
    name: 'Scunthorpe', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Normanby Hall Country Park',
    postcodeDistricts: ['DN15', 'DN16', 'DN17'], nearestBase: 'Grimsby',
  },
  {
    name: 'Louth', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the spire of St James\' Church',
    postcodeDistricts: ['LN11'], nearestBase: 'Grimsby',
  },
  {
    name: 'Market Rasen', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Market Rasen Racecourse',
    postcodeDistricts: ['LN7', 'LN8'], nearestBase: 'Grimsby',
  },
  {
    name: 'Gainsborough', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Gainsborough Old Hall',
    postcodeDistricts: ['DN21'], nearestBase: 'Worksop',
  },
  {
    name: 'Mablethorpe', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Mablethorpe\'s sandy beach and promenade',
    postcodeDistricts: ['LN12'], nearestBase: 'Grimsby',
  },
  {
    name: 'Skegness', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Skegness Clock Tower',
    postcodeDistricts: ['PE24', 'PE25'], nearestBase: 'Grimsby',
  },
  {
    name: 'Lincoln', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Lincoln Cathedral',
    postcodeDistricts: ['LN1', 'LN2', 'LN3', 'LN4', 'LN5', 'LN6'], nearestBase: 'Worksop',
  },
  // East Yorkshire (8)
  {
    name: 'Hull', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'The Deep aquarium',
    postcodeDistricts: ['HU1', 'HU2', 'HU3', 'HU4', 'HU5', 'HU6', 'HU7', 'HU8', 'HU9'], nearestBase: 'Hull',
  },
  {
    name: 'Beverley', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'Beverley Minster',
    postcodeDistricts: ['HU17'], nearestBase: 'Hull',
  },
  {
    name: 'Goole', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'the "salt and pepper pot" water towers',
    postcodeDistricts: ['DN14'], nearestBase: 'Hull',
  },
  {
    name: 'Hedon', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'St Augustine\'s Church, the "King of Holderness"',
    postcodeDistricts: ['HU12'], nearestBase: 'Hull',
  },
  {
    name: 'Hessle', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'the Humber Bridge at Hessle Foreshore',
    postcodeDistricts: ['HU13'], nearestBase: 'Hull',
  },
  {
    name: 'Howden', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'Howden Minster',
    postcodeDistricts: ['DN14'], nearestBase: 'Hull',
  },
  {
    name: 'Withernsea', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'the Withernsea Lighthouse',
    postcodeDistricts: ['HU19'], nearestBase: 'Hull',
  },
  {
    name: 'Cottingham', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'St Mary the Virgin Church',
    postcodeDistricts: ['HU16'], nearestBase: 'Hull',
  },
  // South Yorkshire (10)
  {
    name: 'Sheffield', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'the Winter Garden',
    postcodeDistricts: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S11', 'S12', 'S13', 'S14', 'S17', 'S20'], nearestBase: 'Worksop',
  },
  {
    name: 'Doncaster', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Doncaster Racecourse',
    postcodeDistricts: ['DN1', 'DN2', 'DN3', 'DN4', 'DN5', 'DN6', 'DN11', 'DN12'], nearestBase: 'Worksop',
  },
  {
    name: 'Rotherham', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Clifton Park',
    postcodeDistricts: ['S60', 'S61', 'S62', 'S63', 'S65'], nearestBase: 'Worksop',
  },
  {
    name: 'Barnsley', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Barnsley Town Hall',
    postcodeDistricts: ['S70', 'S71', 'S72', 'S73', 'S75'], nearestBase: 'Worksop',
  },
  {
    name: 'Dronfield', county: 'Derbyshire', region: 'South Yorkshire', landmark: 'the Peel Monument',
    postcodeDistricts: ['S18'], nearestBase: 'Worksop',
  },
  {
    name: 'Hoyland', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Elsecar Heritage Centre',
    postcodeDistricts: ['S74'], nearestBase: 'Worksop',
  },
  {
    name: 'Penistone', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'the Penistone viaduct',
    postcodeDistricts: ['S36'], nearestBase: 'Worksop',
  },
  {
    name: 'Stocksbridge', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Underbank Reservoir',
    postcodeDistricts: ['S36'], nearestBase: 'Worksop',
  },
  {
    name: 'Maltby', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Roche Abbey',
    postcodeDistricts: ['S66'], nearestBase: 'Worksop',
  },
  {
    name: 'Hatfield', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Hatfield Moors',
    postcodeDistricts: ['DN7'], nearestBase: 'Worksop',
  },
  // West Yorkshire (5)
  {
    name: 'Castleford', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'the Castleford Bridge over the River Aire',
    postcodeDistricts: ['WF10'], nearestBase: 'Worksop',
  },
  {
    name: 'Pontefract', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'Pontefract Castle',
    postcodeDistricts: ['WF8'], nearestBase: 'Worksop',
  },
  {
    name: 'Knottingley', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'the Aire and Calder Navigation',
    postcodeDistricts: ['WF11'], nearestBase: 'Worksop',
  },
  {
    name: 'Thorne', county: 'South Yorkshire', region: 'West Yorkshire', landmark: 'Thorne Moors',
    postcodeDistricts: ['DN8'], nearestBase: 'Worksop',
  },
  {
    name: 'Hemsworth', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'Hemsworth Water Park',
    postcodeDistricts: ['WF9'], nearestBase: 'Worksop',
  },
  // Nottinghamshire (3)
  {
    name: 'Worksop', county: 'Nottinghamshire', region: 'Nottinghamshire', landmark: 'Worksop Priory',
    postcodeDistricts: ['S80', 'S81'], nearestBase: 'Worksop',
  },
  {
    name: 'Newark-on-Trent', county: 'Nottinghamshire', region: 'Nottinghamshire', landmark: 'Newark Castle',
    postcodeDistricts: ['NG22', 'NG23', 'NG24'], nearestBase: 'Worksop',
  },
  {
    name: 'Retford', county: 'Nottinghamshire', region: 'Nottinghamshire', landmark: 'the Chesterfield Canal',
    postcodeDistricts: ['DN22'], nearestBase: 'Worksop',
  },
  // Derbyshire (2)
  {
    name: 'Bolsover', county: 'Derbyshire', region: 'Derbyshire', landmark: 'Bolsover Castle',
    postcodeDistricts: ['S44'], nearestBase: 'Worksop',
  },
  {
    name: 'Chesterfield', county: 'Derbyshire', region: 'Derbyshire', landmark: 'the Crooked Spire',
    postcodeDistricts: ['S40', 'S41', 'S42', 'S43', 'S45'], nearestBase: 'Worksop',
  },
];

/** An entry with its slug (docs/product.md's rule), whether it is a base, and whether it is a town. */
export function locationOf(entry: LocationEntry): Location {
  return {
    ...entry,
    slug: locationSlug(entry.name),
    isPrimaryBase: (PRIMARY_BASES as readonly string[]).includes(entry.name),
    isTown: entry.isTown ?? true,
  };
}

export const locations: Location[] = entries.map(locationOf);
