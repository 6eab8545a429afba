/**
 * The area we cover, drawn at build time (public/map/area.svg, from scripts/extract-area-map.ts)
 * with the bases and, on a town's pages, the town and the nearby towns of its fact list (each
 * named with its distance in the map's text) marked over it. No script and no map service: an
 * image and a few SVG shapes, with the same facts in the caption.
 */
import { MAP_CREDIT, areaMapSize, townPositions } from '@/content/town-facts';
import { PRIMARY_BASES, locationSlug } from '@/content/locations';
import { markBox, placeLabel, type Box } from '@/lib/towns/map-labels';
import { listInWords } from '@/lib/shared/format/text';
import { distanceAside } from '@/lib/towns/geography';
import { cardClass } from '@/components/ui/styles';

/** The outline's address: a static file, cached once for every page that shows the map. */
const OUTLINE_SRC = '/map/area.svg';

export interface MapTown {
  slug: string;
  name: string;
}

/** A town near the one the map is about, with its straight-line distance from it. */
export interface NearbyMapTown extends MapTown {
  miles: number;
}

export function AreaMap({ id, town, nearby = [], caption }: { id: string; town?: MapTown; nearby?: readonly NearbyMapTown[]; caption: string }) {
  const { width, height } = areaMapSize;
  const bases = PRIMARY_BASES.map((name) => ({ name, position: townPositions[locationSlug(name)] }));
  const here = town ? townPositions[town.slug] : undefined;
  const isBase = Boolean(town && PRIMARY_BASES.some((base) => locationSlug(base) === town.slug));
  const titleId = `${id}-title`;
  const drawing = { width, height };
  // Bases first (they are on every map), then the town's label clear of them and the nearby towns.
  const placed: Box[] = bases.flatMap(({ position: p }) => (p ? [markBox(p, 8)] : []));
  const baseLabels = bases.map(({ name, position: p }) => {
    if (!p) return undefined;
    const label = placeLabel(p, name, 20, 10, placed, drawing);
    placed.push(label.box);
    return label;
  });
  const townLabel =
    here && town && !isBase
      ? placeLabel(here, town.name, 22, 14, [
          ...placed,
          ...nearby.flatMap((n) => {
            const p = townPositions[n.slug];
            return p ? [markBox(p, 6)] : [];
          }),
        ], drawing)
      : undefined;
  const nearbyText = nearby.length
    ? ` and the nearby ${nearby.length > 1 ? 'towns' : 'town'} ${listInWords(nearby.map((n) => `${n.name} ${distanceAside(n.miles)}`))}`
    : '';
  const label = here && town
    ? `Map of the area we cover, with our bases at ${listInWords([...PRIMARY_BASES])}, marking ${town.name}${nearbyText}.`
    : `Map of the area we cover, with our bases at ${listInWords([...PRIMARY_BASES])} and the towns we serve.`;
  return (
    <figure className="max-w-xl">
      <div className={cardClass({ padding: 'none', flat: true }, 'relative overflow-hidden')}>
        {/* An SVG outline drawn at build time: nothing for the image optimiser to do. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={OUTLINE_SRC} alt="" width={width} height={height} loading="lazy" decoding="async" className="block h-auto w-full" />
        <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 h-full w-full" fontFamily="inherit">
          <title id={titleId}>{label}</title>
          {Object.entries(townPositions).map(([slug, p]) => (
            <circle key={slug} cx={p.x} cy={p.y} r={3} className="fill-slate-500" />
          ))}
          {nearby.map((n) => {
            const p = townPositions[n.slug];
            // Named in the caption and the list beside the map: unlabelled here, as labels would crowd.
            return p ? <circle key={n.slug} cx={p.x} cy={p.y} r={5} className="fill-brand-700" /> : null;
          })}
          {bases.map(({ name, position: p }, index) =>
            p && baseLabels[index] ? (
              <g key={name}>
                <rect x={p.x - 6} y={p.y - 6} width={12} height={12} className="fill-accent-700" />
                <text x={baseLabels[index].x} y={baseLabels[index].y} textAnchor={baseLabels[index].textAnchor} fontSize={20} fontWeight={700} className="fill-accent-800" stroke="white" strokeWidth={3} paintOrder="stroke">
                  {name}
                </text>
              </g>
            ) : null,
          )}
          {here && town && townLabel ? (
            <g>
              <circle cx={here.x} cy={here.y} r={9} className="fill-none stroke-accent-700" strokeWidth={3} />
              <circle cx={here.x} cy={here.y} r={4} className="fill-accent-700" />
              <text x={townLabel.x} y={townLabel.y} textAnchor={townLabel.textAnchor} fontSize={22} fontWeight={800} className="fill-brand-950" stroke="white" strokeWidth={4} paintOrder="stroke">
                {town.name}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption className="mt-2 text-slate-800">
        {caption}
        <span className="mt-1 block text-sm text-slate-700">{MAP_CREDIT}</span>
      </figcaption>
    </figure>
  );
}
