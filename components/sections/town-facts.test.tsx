import { renderToStaticMarkup } from 'react-dom/server';
import { TownFactList } from '@/components/sections/town-facts';
import { townPositions } from '@/content/town-facts';
import { getLocation, getLocations } from '@/lib/content';
import { routes } from '@/lib/routes';
import { getTownFacts } from '@/lib/towns/facts';
import { NEAR_MILES, formatMiles, milesBetween } from '@/lib/towns/geography';

const at = (slug: string) => {
  const location = getLocation(slug);
  if (!location) throw new Error(slug);
  return location;
};

const render = (slug: string) => renderToStaticMarkup(<TownFactList facts={getTownFacts(at(slug))} linkTo={(n) => routes.location(n.slug)} />);
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

/** The fact list's nearby towns as the page prints them: the link's town and the words after it. */
function nearbyRow(html: string): { heading: string; towns: { slug: string; after: string }[] } | null {
  const row = html.match(/<dt\b[^>]*>(Nearby[\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/);
  if (!row) return null;
  const towns = [...(row[2] ?? '').matchAll(/<a href="\/heating-services\/([^/]+)\/"[^>]*>[\s\S]*?<\/a>([\s\S]*?)<\/li>/g)].map((m) => ({ slug: m[1] ?? '', after: text(m[2] ?? '') }));
  return { heading: text(row[1] ?? ''), towns };
}

const mapTitle = (html: string) => text(html.match(/<title\b[^>]*>([\s\S]*?)<\/title>/)?.[1] ?? '');
const caption = (html: string) => text(html.match(/<figcaption\b[^>]*>([\s\S]*?)<span/)?.[1] ?? '');

describe('the fact list and map of a town', () => {
  it('on every town page, names as nearby only towns within the distance, each with its distance, and says the rule', () => {
    for (const location of getLocations()) {
      const html = render(location.slug);
      const row = nearbyRow(html);
      expect(/\bnearby\b/i.test(text(html))).toBe(Boolean(row));
      if (!row) continue;
      expect(row.heading).toBe(`Nearby towns we cover from ${location.nearestBase} within ${NEAR_MILES} miles in a straight line`);
      expect(row.towns.length).toBeGreaterThan(0);
      for (const town of row.towns) {
        const miles = milesBetween(townPositions[location.slug]!, townPositions[town.slug]!);
        expect(miles).toBeLessThanOrEqual(NEAR_MILES);
        expect(town.after).toBe(`(${formatMiles(miles)})`);
      }
    }
  });

  it('Skegness: Mablethorpe alone, with its distance in the list, the map and its caption', () => {
    const html = render('skegness');
    expect(nearbyRow(html)?.towns).toEqual([{ slug: 'mablethorpe', after: '(14 miles)' }]);
    expect(mapTitle(html)).toBe('Map of the area we cover, with our bases at Grimsby, Hull and Worksop, marking Skegness and the nearby town Mablethorpe (14 miles).');
    expect(caption(html)).toBe('Skegness ringed; Mablethorpe in blue; our bases as squares.');
  });

  it('Grimsby: Cleethorpes and Louth', () => {
    const html = render('grimsby');
    expect(nearbyRow(html)?.towns).toEqual([
      { slug: 'cleethorpes', after: '(2 miles)' },
      { slug: 'louth', after: '(14 miles)' },
    ]);
    expect(mapTitle(html)).toBe('Map of the area we cover, with our bases at Grimsby, Hull and Worksop, marking Grimsby and the nearby towns Cleethorpes (2 miles) and Louth (14 miles).');
  });

  it('Newark-on-Trent, with no town we cover within the distance: no nearby list, and none on the map', () => {
    const html = render('newark-on-trent');
    expect(nearbyRow(html)).toBeNull();
    expect(mapTitle(html)).toBe('Map of the area we cover, with our bases at Grimsby, Hull and Worksop, marking Newark-on-Trent.');
    expect(caption(html)).toBe('Newark-on-Trent ringed; our bases as squares.');
  });

  it('the Lincolnshire area, with no one position: no nearby list, and the map of the whole area', () => {
    const html = render('lincolnshire-area');
    expect(nearbyRow(html)).toBeNull();
    expect(mapTitle(html)).toBe('Map of the area we cover, with our bases at Grimsby, Hull and Worksop and the towns we serve.');
  });
});
