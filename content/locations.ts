/**
 * Every area we cover: 39 entries (the spec lists 39 although it says 38: "Lincolnshire area" is a
 * catch-all, not a town). Each has a location page and nine service-in-town pages; the footer lists
 * the 38 towns. `county` is the real ceremonial county; `region` is the spec's home page group
 * (the spec groups Thorne with West Yorkshire and Dronfield with South Yorkshire).
 */
import type { Location } from './schemas';

type Entry = Omit<Location, 'slug' | 'isPrimaryBase' | 'isTown'> & { isTown?: boolean };

/** Slug rule of spec §2.1: the lower-cased name with spaces turned into hyphens. */
export function locationSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** The three bases our vans leave from each morning. */
export const PRIMARY_BASES = ['Grimsby', 'Hull', 'Worksop'] as const;

const entries: Entry[] = [
  // Lincolnshire (11)
  {
    name: 'Lincolnshire area', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Lincolnshire Wolds',
    postcodeDistricts: ['LN9', 'LN10', 'LN13', 'DN20', 'DN38', 'DN39', 'DN40', 'PE22', 'PE23'], nearestBase: 'Grimsby',
    localNote: 'Beyond the towns we cover the villages of the Wolds and the marsh, from Brigg and Immingham to Horncastle, Alford and Spilsby, where many homes are off the gas grid and run on oil or LPG.',
    isTown: false,
    displayName: 'the Lincolnshire area',
  },
  {
    name: 'Grimsby', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Grimsby Dock Tower',
    postcodeDistricts: ['DN31', 'DN32', 'DN33', 'DN34', 'DN37', 'DN41'], nearestBase: 'Grimsby',
    localNote: 'Grimsby is home to our first base, so most jobs here are a short drive away, from the Victorian terraces near Freeman Street to the newer estates of Scartho and Laceby Acres.',
  },
  {
    name: 'Cleethorpes', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Cleethorpes Pier',
    postcodeDistricts: ['DN35', 'DN36'], nearestBase: 'Grimsby',
    localNote: 'Sea air is hard on flue terminals and outdoor pipework, so on Cleethorpes installations we pay close attention to corrosion-resistant fittings and condensate pipes that will not freeze.',
  },
  {
    name: 'Barton-upon-Humber', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Humber Bridge',
    postcodeDistricts: ['DN18', 'DN19'], nearestBase: 'Hull',
    localNote: 'Barton sits at the south end of the Humber Bridge, a few minutes from our Hull base, and its mix of Georgian town houses and modern family homes calls for both compact combis and system boilers.',
  },
  {
    name: 'Scunthorpe', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Normanby Hall Country Park',
    postcodeDistricts: ['DN15', 'DN16', 'DN17'], nearestBase: 'Grimsby',
    localNote: 'Scunthorpe has many 1950s and 1960s semis that still run old back boilers or open-vented systems, and converting them to an efficient combi is one of the jobs we do most here.',
  },
  {
    name: 'Louth', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the spire of St James\' Church',
    postcodeDistricts: ['LN11'], nearestBase: 'Grimsby',
    localNote: 'Louth\'s older stone and brick houses around the market place often need careful flue routing, and we plan those details at the survey rather than on the day.',
  },
  {
    name: 'Market Rasen', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Market Rasen Racecourse',
    postcodeDistricts: ['LN7', 'LN8'], nearestBase: 'Grimsby',
    localNote: 'Around Market Rasen many village homes use oil or LPG, so we quote for gas, oil and LPG boilers alike and advise honestly when a heat pump would suit better.',
  },
  {
    name: 'Gainsborough', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Gainsborough Old Hall',
    postcodeDistricts: ['DN21'], nearestBase: 'Worksop',
    localNote: 'Gainsborough is served from our Worksop base, about half an hour away, which keeps next day installations and repair visits realistic for homes on both banks of the Trent.',
  },
  {
    name: 'Mablethorpe', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Mablethorpe\'s sandy beach and promenade',
    postcodeDistricts: ['LN12'], nearestBase: 'Grimsby',
    localNote: 'Many Mablethorpe homes are bungalows, where a roof flue costs less to fit and a combi often frees up the airing cupboard for storage.',
  },
  {
    name: 'Skegness', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'the Skegness Clock Tower',
    postcodeDistricts: ['PE24', 'PE25'], nearestBase: 'Grimsby',
    localNote: 'In Skegness we fit boilers in family homes and holiday lets alike, and a landlord gas safety check can be booked alongside the annual service.',
  },
  {
    name: 'Lincoln', county: 'Lincolnshire', region: 'Lincolnshire', landmark: 'Lincoln Cathedral',
    postcodeDistricts: ['LN1', 'LN2', 'LN3', 'LN4', 'LN5', 'LN6'], nearestBase: 'Worksop',
    localNote: 'Lincoln ranges from tall terraces on the hill below the cathedral to large new-build estates, so we size every boiler to the house in front of us, not to a rule of thumb.',
  },
  // East Yorkshire (8)
  {
    name: 'Hull', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'The Deep aquarium',
    postcodeDistricts: ['HU1', 'HU2', 'HU3', 'HU4', 'HU5', 'HU6', 'HU7', 'HU8', 'HU9'], nearestBase: 'Hull',
    localNote: 'Our Hull base covers the whole city, from the terraces off Hessle Road and Newland Avenue to Sutton Park and Kingswood, usually with a same-week survey.',
  },
  {
    name: 'Beverley', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'Beverley Minster',
    postcodeDistricts: ['HU17'], nearestBase: 'Hull',
    localNote: 'Beverley\'s period homes near the Minster and the Westwood often have more radiators and bathrooms than a combi can serve, so system boilers with a new cylinder are common here.',
  },
  {
    name: 'Goole', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'the "salt and pepper pot" water towers',
    postcodeDistricts: ['DN14'], nearestBase: 'Hull',
    localNote: 'Goole is a straight run down the M62 from our Hull base, and its red-brick terraces near the docks are well suited to compact combi boilers.',
  },
  {
    name: 'Hedon', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'St Augustine\'s Church, the "King of Holderness"',
    postcodeDistricts: ['HU12'], nearestBase: 'Hull',
    localNote: 'Hedon is only a few miles east of our Hull base, so urgent repair calls here are usually answered the same or the next day.',
  },
  {
    name: 'Hessle', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'the Humber Bridge at Hessle Foreshore',
    postcodeDistricts: ['HU13'], nearestBase: 'Hull',
    localNote: 'Hessle\'s 1930s semis and detached homes often still have a tank in the loft, and many owners choose to remove it and gain the space with a combi conversion.',
  },
  {
    name: 'Howden', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'Howden Minster',
    postcodeDistricts: ['DN14'], nearestBase: 'Hull',
    localNote: 'In Howden and the villages around it we see a mix of mains gas and oil, and we can quote for either or advise on a heat pump where the house is ready for one.',
  },
  {
    name: 'Withernsea', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'the Withernsea Lighthouse',
    postcodeDistricts: ['HU19'], nearestBase: 'Hull',
    localNote: 'On the Holderness coast at Withernsea, wind-exposed walls make flue position and terminal guards matter, and we check both before any quote is final.',
  },
  {
    name: 'Cottingham', county: 'East Yorkshire', region: 'East Yorkshire', landmark: 'St Mary the Virgin Church',
    postcodeDistricts: ['HU16'], nearestBase: 'Hull',
    localNote: 'Cottingham, one of the largest villages in England, has many larger family homes where a system boiler and unvented cylinder keep two bathrooms running at once.',
  },
  // South Yorkshire (10)
  {
    name: 'Sheffield', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'the Winter Garden',
    postcodeDistricts: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S11', 'S12', 'S13', 'S14', 'S17', 'S20'], nearestBase: 'Worksop',
    localNote: 'Sheffield\'s hills and stone-built terraces bring steep flue runs and long pipe routes, and we survey for both so the fixed price we give is the price you pay.',
  },
  {
    name: 'Doncaster', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Doncaster Racecourse',
    postcodeDistricts: ['DN1', 'DN2', 'DN3', 'DN4', 'DN5', 'DN6', 'DN11', 'DN12'], nearestBase: 'Worksop',
    localNote: 'Doncaster is around twenty-five minutes up the A1 from our Worksop base, so next day installation is often possible once the survey is done.',
  },
  {
    name: 'Rotherham', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Clifton Park',
    postcodeDistricts: ['S60', 'S61', 'S62', 'S63', 'S65'], nearestBase: 'Worksop',
    localNote: 'Rotherham has plenty of post-war council-built semis with back boilers behind the fire, and removing one safely is something our engineers do every week.',
  },
  {
    name: 'Barnsley', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Barnsley Town Hall',
    postcodeDistricts: ['S70', 'S71', 'S72', 'S73', 'S75'], nearestBase: 'Worksop',
    localNote: 'In Barnsley we fit a lot of combis in former colliery terraces and semis, where a small kitchen cupboard is often the best spot for the new boiler.',
  },
  {
    name: 'Dronfield', county: 'Derbyshire', region: 'South Yorkshire', landmark: 'the Peel Monument',
    postcodeDistricts: ['S18'], nearestBase: 'Worksop',
    localNote: 'Dronfield, just over the Derbyshire border from Sheffield, has many 1960s and 1970s family homes whose original heating systems benefit from a power flush when the boiler is replaced.',
  },
  {
    name: 'Hoyland', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Elsecar Heritage Centre',
    postcodeDistricts: ['S74'], nearestBase: 'Worksop',
    localNote: 'Hoyland and Elsecar are close to the M1, which keeps our travel time down and lets us offer the same fixed prices we quote in Barnsley and Rotherham.',
  },
  {
    name: 'Penistone', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'the Penistone viaduct',
    postcodeDistricts: ['S36'], nearestBase: 'Worksop',
    localNote: 'Penistone sits high on the edge of the Pennines, where cold winters make a correctly sized boiler and good controls worth more than anywhere else we cover.',
  },
  {
    name: 'Stocksbridge', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Underbank Reservoir',
    postcodeDistricts: ['S36'], nearestBase: 'Worksop',
    localNote: 'Stocksbridge homes on the valley sides often have long condensate runs to an outside drain, which we insulate so the boiler keeps working through a hard frost.',
  },
  {
    name: 'Maltby', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Roche Abbey',
    postcodeDistricts: ['S66'], nearestBase: 'Worksop',
    localNote: 'Maltby is only a short drive from our Worksop base, so repair visits and annual services here rarely wait more than a day or two.',
  },
  {
    name: 'Hatfield', county: 'South Yorkshire', region: 'South Yorkshire', landmark: 'Hatfield Moors',
    postcodeDistricts: ['DN7'], nearestBase: 'Worksop',
    localNote: 'Hatfield and Dunscroft have many bungalows and semis from the 1960s onwards, where swapping an old regular boiler for a combi frees up a whole cupboard.',
  },
  // West Yorkshire (5)
  {
    name: 'Castleford', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'the Castleford Bridge over the River Aire',
    postcodeDistricts: ['WF10'], nearestBase: 'Worksop',
    localNote: 'In Castleford we install in everything from Victorian terraces near the town centre to new homes at Glasshoughton, with the same fixed prices as the rest of Yorkshire.',
  },
  {
    name: 'Pontefract', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'Pontefract Castle',
    postcodeDistricts: ['WF8'], nearestBase: 'Worksop',
    localNote: 'Pontefract\'s older properties around the castle and the market often have chimney-mounted flues from old boilers, which we remove and make good as part of the job.',
  },
  {
    name: 'Knottingley', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'the Aire and Calder Navigation',
    postcodeDistricts: ['WF11'], nearestBase: 'Worksop',
    localNote: 'Knottingley is quick to reach along the A1 and M62, so we can usually survey within a few days and install on a date that suits you.',
  },
  {
    name: 'Thorne', county: 'South Yorkshire', region: 'West Yorkshire', landmark: 'Thorne Moors',
    postcodeDistricts: ['DN8'], nearestBase: 'Worksop',
    localNote: 'Thorne and Moorends have a lot of semis and bungalows with original open-vented systems, where a power flush before the new boiler goes in protects the warranty.',
  },
  {
    name: 'Hemsworth', county: 'West Yorkshire', region: 'West Yorkshire', landmark: 'Hemsworth Water Park',
    postcodeDistricts: ['WF9'], nearestBase: 'Worksop',
    localNote: 'Hemsworth and South Kirkby have many former colliery homes where a modern condensing combi can cut gas use noticeably compared with the boiler it replaces.',
  },
  // Nottinghamshire (3)
  {
    name: 'Worksop', county: 'Nottinghamshire', region: 'Nottinghamshire', landmark: 'Worksop Priory',
    postcodeDistricts: ['S80', 'S81'], nearestBase: 'Worksop',
    localNote: 'Worksop is home to one of our three bases, so homes from Manton to Gateford and the villages around Clumber Park get our quickest visits.',
  },
  {
    name: 'Newark-on-Trent', county: 'Nottinghamshire', region: 'Nottinghamshire', landmark: 'Newark Castle',
    postcodeDistricts: ['NG22', 'NG23', 'NG24'], nearestBase: 'Worksop',
    localNote: 'Newark\'s conservation area means flues on front elevations need extra thought, and we plan a discreet route before we give you a fixed price.',
  },
  {
    name: 'Retford', county: 'Nottinghamshire', region: 'Nottinghamshire', landmark: 'the Chesterfield Canal',
    postcodeDistricts: ['DN22'], nearestBase: 'Worksop',
    localNote: 'Retford is a short hop from our Worksop base, and many of its village homes on the edge of town are candidates for a heat pump as well as a new boiler.',
  },
  // Derbyshire (2)
  {
    name: 'Bolsover', county: 'Derbyshire', region: 'Derbyshire', landmark: 'Bolsover Castle',
    postcodeDistricts: ['S44'], nearestBase: 'Worksop',
    localNote: 'Bolsover is about fifteen minutes from our Worksop base, and its stone cottages and post-war semis are both homes we know well.',
  },
  {
    name: 'Chesterfield', county: 'Derbyshire', region: 'Derbyshire', landmark: 'the Crooked Spire',
    postcodeDistricts: ['S40', 'S41', 'S42', 'S43', 'S45'], nearestBase: 'Worksop',
    localNote: 'Chesterfield, in the shadow of the Crooked Spire, has housing of every age, and we fit combi, system and regular boilers here in roughly equal numbers.',
  },
];

export const locations: Location[] = entries.map((entry) => ({
  ...entry,
  slug: locationSlug(entry.name),
  isPrimaryBase: (PRIMARY_BASES as readonly string[]).includes(entry.name),
  isTown: entry.isTown ?? true,
}));
