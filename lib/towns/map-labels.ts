/**
 * Where the map's labels go: beside their mark, on the first side where the label stays inside
 * the drawing and clear of everything already placed (bases, their labels, the town's ring).
 * Widths are estimated from the character count, which is close enough for a bold sans-serif.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  /** Where the text is anchored, with the SVG text-anchor to use. */
  x: number;
  y: number;
  textAnchor: 'start' | 'middle' | 'end';
  /** The space the label takes, for the labels placed after it. */
  box: Box;
}

/** Average advance of a bold sans-serif glyph, as a share of the font size. */
const GLYPH_WIDTH = 0.62;

/** A square box around a mark, for labels to keep clear of. */
export function markBox(p: { x: number; y: number }, radius: number): Box {
  return { x: p.x - radius, y: p.y - radius, width: radius * 2, height: radius * 2 };
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Area of `box` outside the drawing. */
function outsideArea(box: Box, size: { width: number; height: number }): number {
  const inside = overlapArea(box, { x: 0, y: 0, width: size.width, height: size.height });
  return box.width * box.height - inside;
}

/**
 * The label for `text` at mark `p`: tried right, left, below and above the mark (`gap` away),
 * then the diagonals; the first that fits cleanly wins, otherwise the one that overlaps least.
 */
export function placeLabel(
  p: { x: number; y: number },
  text: string,
  fontSize: number,
  gap: number,
  avoid: readonly Box[],
  size: { width: number; height: number },
): PlacedLabel {
  const width = text.length * fontSize * GLYPH_WIDTH;
  const height = fontSize;
  const mid = p.y + fontSize * 0.35;
  const candidates: PlacedLabel[] = [
    { x: p.x + gap, y: mid, textAnchor: 'start', box: { x: p.x + gap, y: mid - height * 0.8, width, height } },
    { x: p.x - gap, y: mid, textAnchor: 'end', box: { x: p.x - gap - width, y: mid - height * 0.8, width, height } },
    { x: p.x, y: p.y + gap + height * 0.8, textAnchor: 'middle', box: { x: p.x - width / 2, y: p.y + gap, width, height } },
    { x: p.x, y: p.y - gap - height * 0.2, textAnchor: 'middle', box: { x: p.x - width / 2, y: p.y - gap - height, width, height } },
    { x: p.x + gap, y: p.y + gap + height * 0.8, textAnchor: 'start', box: { x: p.x + gap, y: p.y + gap, width, height } },
    { x: p.x - gap, y: p.y + gap + height * 0.8, textAnchor: 'end', box: { x: p.x - gap - width, y: p.y + gap, width, height } },
    { x: p.x + gap, y: p.y - gap - height * 0.2, textAnchor: 'start', box: { x: p.x + gap, y: p.y - gap - height, width, height } },
    { x: p.x - gap, y: p.y - gap - height * 0.2, textAnchor: 'end', box: { x: p.x - gap - width, y: p.y - gap - height, width, height } },
  ];
  const cost = (c: PlacedLabel) => outsideArea(c.box, size) * 4 + avoid.reduce((sum, b) => sum + overlapArea(c.box, b), 0);
  // Below a pixel's area is rounding, not overlap.
  const clean = candidates.find((candidate) => cost(candidate) < 1);
  if (clean) return clean;
  return candidates.reduce((best, candidate) => (cost(candidate) < cost(best) ? candidate : best));
}
