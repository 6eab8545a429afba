/**
 * How alike two pages read: the share of their 5-word sequences ("shingles") they have in common,
 * after masking the name of the place each page is about, so that "boiler repair in Hull" and
 * "boiler repair in Goole" count as the same words. This is the measure search engines' own
 * near-duplicate detection is built on; pages that share most of their shingles read as copies.
 */

/** Words per shingle: long enough that shared ones are shared phrasing, not shared vocabulary. */
export const SHINGLE_WORDS = 5;

/** What stands in for a masked place name. */
const MASK = '§place§';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of a text, lower-cased, with each of `names` (longest first) replaced by one mask. */
export function maskedWords(text: string, names: readonly string[]): string[] {
  let masked = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name.toLowerCase())}(?![\\p{L}\\d])`, 'gu'), ` ${MASK} `);
  }
  return masked.match(/[\p{L}\d§]+(?:['-][\p{L}\d]+)*/gu) ?? [];
}

export function shingles(words: readonly string[], size = SHINGLE_WORDS): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + size <= words.length; i += 1) found.add(words.slice(i, i + size).join(' '));
  return found;
}

/**
 * The share of shingles two pages have in common: those in both over those in either (Jaccard).
 * 0 for pages with nothing in common, 1 for the same text.
 */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const shingle of small) if (large.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface PairScore {
  a: string;
  b: string;
  score: number;
}

/** Every pair's overlap in a group of pages, with the mean and the most similar pair. */
export function groupOverlap(pages: ReadonlyMap<string, ReadonlySet<string>>): { mean: number; max: PairScore } {
  const entries = [...pages];
  let total = 0;
  let count = 0;
  let max: PairScore = { a: '', b: '', score: 0 };
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const [a, sa] = entries[i] as [string, ReadonlySet<string>];
      const [b, sb] = entries[j] as [string, ReadonlySet<string>];
      const score = overlap(sa, sb);
      total += score;
      count += 1;
      if (score > max.score) max = { a, b, score };
    }
  }
  return { mean: count ? total / count : 0, max };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of a page's <main>: no scripts, styles or drawings, entities decoded. */
export function mainText(html: string): string {
  const main = html.match(/<main[\s>][\s\S]*?<\/main>/)?.[0] ?? '';
  return main
    .replace(/<(script|style|svg|template)[\s>][\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) =>
      code.startsWith('#x') || code.startsWith('#X') ? String.fromCodePoint(parseInt(code.slice(2), 16)) : code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1))) : (ENTITIES[code] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}
