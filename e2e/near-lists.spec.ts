/**
 * "Near" tells the truth, on every location page and service-in-town page in `out/` (no browser
 * needed): a town a page calls near its own town is within NEAR_MILES of it in a straight line
 * (lib/towns/geography.ts, from the positions in content/town-facts.ts), or has its distance
 * printed beside it. Two checks: the town links under any heading that says "near" or "nearby"
 * (an h2 to h4 and what follows it, or a term of a fact list and its definition), and the towns
 * named after "near" or "nearby" in any other sentence of the main text (the map's text included).
 */
import { expect, test } from './fixtures/test';
import { pageAt } from './fixtures/built-site';
import { locations, services } from './fixtures/site-data';
import { getLocation } from '../lib/content';
import { townPositions } from '../content/town-facts';
import { NEAR_MILES, milesBetween } from '../lib/towns/geography';

/** The word the rule is about: "near" or "nearby", not "nearest" or "nearly". */
const NEAR_WORD = /\bnear(?:by)?\b/i;
/** A distance printed beside a town's name, as the site prints one: "(14 miles)", ": 2 miles", ", under a mile". */
const PRINTED_DISTANCE = /^\s*[(:,–-]?\s*(?:\d+(?:\.\d+)?\s+miles?|under a mile)\b/i;

/** Every town page to check, with the town it is about. */
const townPages = locations.flatMap((slug) => [
  { slug, path: `/heating-services/${slug}/` },
  ...services.map((service) => ({ slug, path: `/${service}-in-${slug}/` })),
]);

/** The town a link goes to, by its location page or one of its service-in-town pages. */
const townOfHref = new Map(townPages.map(({ slug, path }) => [path, slug]));

/** The towns a sentence can name and a distance can be measured to (not the "Lincolnshire area"). */
const namedTowns = locations.flatMap((slug) => {
  const location = getLocation(slug);
  return location && townPositions[slug] ? [{ slug, name: location.name }] : [];
});

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The text of some HTML, tags as spaces, spaces collapsed. */
const textOf = (html: string) => decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

/** The page's <main>, without scripts and styles (the JSON-LD repeats the FAQ answers). */
const mainOf = (html: string) => (html.match(/<main\b[\s\S]*<\/main>/i)?.[0] ?? '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ');

/**
 * The sentences of the main text that headings do not head: headings and fact-list terms are left
 * out (the first check reads what they head), and each block (paragraph, list item, caption, the
 * map's title) ends a sentence, so a list never runs on into the text after it.
 */
function sentencesOf(main: string): string[] {
  const text = main
    .replace(/<(h[1-6]|dt)\b[^>]*>[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<\/(p|li|dd|div|figcaption|title|summary|td|th)>/gi, '\n');
  return text.split('\n').flatMap((block) => textOf(block).split(/(?<=[.!?])\s+(?=[A-Z])/)).filter(Boolean);
}

/** Whether a town may be called near the page's town without its distance: within NEAR_MILES, or the town itself. */
function isNear(pageTown: string, town: string): boolean {
  const here = townPositions[pageTown];
  const there = townPositions[town];
  if (pageTown === town) return true;
  // A place with no position (the "Lincolnshire area") cannot be measured, so is never near without a distance.
  return Boolean(here && there && milesBetween(here, there) <= NEAR_MILES);
}

/** The HTML under each heading that says near: a term's definition, or an h2 to h4's content up to the next heading or the end of its section. */
function nearBlocks(main: string): { heading: string; html: string }[] {
  const blocks: { heading: string; html: string }[] = [];
  for (const m of main.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/gi)) {
    const heading = textOf(m[1] ?? '');
    if (NEAR_WORD.test(heading)) blocks.push({ heading, html: m[2] ?? '' });
  }
  for (const m of main.matchAll(/<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    const heading = textOf(m[2] ?? '');
    if (!NEAR_WORD.test(heading)) continue;
    const rest = main.slice((m.index ?? 0) + m[0].length);
    const end = rest.search(/<h[1-4][\s>]|<\/section>/i);
    blocks.push({ heading, html: end === -1 ? rest : rest.slice(0, end) });
  }
  return blocks;
}

/** The town links in a block that call a far town near without its distance. */
function farLinks(pageTown: string, html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const town = townOfHref.get((m[1] ?? '').split(/[?#]/)[0] ?? '');
    if (!town || isNear(pageTown, town)) continue;
    const after = textOf(html.slice((m.index ?? 0) + m[0].length).split(/<a\b|<\/li>/i)[0] ?? '');
    if (!PRINTED_DISTANCE.test(after)) found.push(`${textOf(m[2] ?? '')} (${town})`);
  }
  return found;
}

/**
 * The towns a sentence names after its first "near" that are far from the page's town and have no
 * distance beside them. The town's own landmark is left out: Retford's is "the Chesterfield Canal".
 */
function farTownsNamed(pageTown: string, sentence: string): string[] {
  const start = sentence.search(NEAR_WORD);
  if (start === -1) return [];
  const landmark = getLocation(pageTown)?.landmark ?? '';
  const rest = landmark ? sentence.slice(start).split(landmark).join(' ') : sentence.slice(start);
  return namedTowns.flatMap(({ slug, name }) =>
    [...rest.matchAll(new RegExp(`(?<![\\p{L}-])${name}(?![\\p{L}-])`, 'gu'))]
      .filter((m) => !isNear(pageTown, slug) && !PRINTED_DISTANCE.test(rest.slice((m.index ?? 0) + m[0].length)))
      .map(() => name),
  );
}

test.describe('"near" on the town pages', () => {
  test('a list under a heading that says near names only towns within the distance, or prints each distance', () => {
    const problems: string[] = [];
    let lists = 0;
    for (const { slug, path } of townPages) {
      const page = pageAt(path);
      expect(page, path).toBeTruthy();
      for (const block of nearBlocks(mainOf(page?.html ?? ''))) {
        lists += 1;
        for (const far of farLinks(slug, block.html)) problems.push(`${path} "${block.heading}": ${far} is over ${NEAR_MILES} miles away, with no distance`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // The check must have found the fact lists' nearby towns, or it checked nothing.
    expect(lists).toBeGreaterThan(townPages.length / 2);
  });

  test('a sentence that says near names only towns within the distance, or prints each distance', () => {
    const problems: string[] = [];
    for (const { slug, path } of townPages) {
      for (const sentence of sentencesOf(mainOf(pageAt(path)?.html ?? ''))) {
        for (const name of farTownsNamed(slug, sentence)) problems.push(`${path}: "${sentence}" calls ${name} near, over ${NEAR_MILES} miles away, with no distance`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
