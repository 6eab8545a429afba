import { filtersFromParams, filtersToParams, hasFilters, nextAfterSignIn, parseRoute, routeSearch, withoutNext, type InboxRoute } from './inbox-route';

describe('the list filters in the address', () => {
  it('reads every filter it knows, in any order, and writes them back in one order', () => {
    const filters = filtersFromParams(new URLSearchParams('q=Pat+Jones&page=3&to=2026-11-30&from=2026-11-01&kind=book-free-survey&status=won'));
    expect(filters).toEqual({ status: 'won', kind: 'book-free-survey', from: '2026-11-01', to: '2026-11-30', q: 'Pat Jones', page: 3 });
    expect(filtersToParams(filters).toString()).toBe('status=won&kind=book-free-survey&from=2026-11-01&to=2026-11-30&q=Pat+Jones&page=3');
  });

  it('drops what it does not understand rather than guessing', () => {
    const filters = filtersFromParams(new URLSearchParams('status=maybe&kind=newsletter&from=2026-02-30&to=30/11/2026&q=%20%20&page=0'));
    expect(filters).toEqual({});
    expect(filtersFromParams(new URLSearchParams('page=2.5'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('page=-2'))).toEqual({});
  });

  it("takes the webhook kind 'lead' the API knows, besides the menu's", () => {
    expect(filtersFromParams(new URLSearchParams('kind=lead'))).toEqual({ kind: 'lead' });
    expect(filtersFromParams(new URLSearchParams('kind=callback'))).toEqual({ kind: 'callback' });
  });

  it('trims the search and keeps it short', () => {
    expect(filtersFromParams(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
    expect(filtersFromParams(new URLSearchParams('q=%20DN31%201AB%20')).q).toBe('DN31 1AB');
  });

  it('leaves page 1 out of the address, and the page out of the CSV', () => {
    expect(filtersToParams({ status: 'new', page: 1 }).toString()).toBe('status=new');
    expect(filtersToParams({ status: 'new', page: 4 }, { withPage: false }).toString()).toBe('status=new');
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ q: 'ada' })).toBe(true);
  });
});

describe('the view in the address', () => {
  const cases: [string, InboxRoute][] = [
    ['', { view: 'list', filters: {} }],
    ['?status=new&page=2', { view: 'list', filters: { status: 'new', page: 2 } }],
    ['?lead=3f1c9a52-6b0e-4d8e-9a51-2a7c1e0d5b44', { view: 'lead', id: '3f1c9a52-6b0e-4d8e-9a51-2a7c1e0d5b44', filters: {} }],
    ['?lead=abc&status=lost&q=hull', { view: 'lead', id: 'abc', filters: { status: 'lost', q: 'hull' } }],
    ['?view=campaigns', { view: 'campaigns', days: 30 }],
    ['?view=campaigns&days=90', { view: 'campaigns', days: 90 }],
    ['?view=person', { view: 'person' }],
    ['?view=reviews', { view: 'reviews' }],
  ];

  it.each(cases)('%s', (search, route) => {
    expect(parseRoute(search)).toEqual(route);
    // The way back: each route has one address.
    expect(routeSearch(route)).toBe(search);
  });

  it('reads an unknown period as the first, an unknown view and an odd lead id as the list', () => {
    expect(parseRoute('?view=campaigns&days=7')).toEqual({ view: 'campaigns', days: 30 });
    expect(parseRoute('?view=settings&status=won')).toEqual({ view: 'list', filters: { status: 'won' } });
    expect(parseRoute('?lead=%3Cscript%3E')).toEqual({ view: 'list', filters: {} });
  });
});

describe('where to go once signed in', () => {
  const ORIGIN = 'https://www.example.co.uk';
  const at = (next: string) => `?lead=lead-1&next=${encodeURIComponent(next)}`;

  it('follows a path on this site (a photo from the lead\'s email), and the view stays what the address names', () => {
    expect(nextAfterSignIn(at('/api/leads/photos/lead-1/2'), ORIGIN)).toBe('/api/leads/photos/lead-1/2');
    expect(nextAfterSignIn(at('/leads/?view=campaigns#top'), ORIGIN)).toBe('/leads/?view=campaigns#top');
    expect(parseRoute(at('/api/leads/photos/lead-1/2'))).toEqual({ view: 'lead', id: 'lead-1', filters: {} });
    expect(withoutNext(at('/api/leads/photos/lead-1/2'))).toBe('?lead=lead-1');
    expect(withoutNext(`?next=${encodeURIComponent('/x')}`)).toBe('');
  });

  it('never follows another site, a protocol-relative address, a script or anything not a path', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'api/leads/photos/lead-1/1', '']) {
      expect(nextAfterSignIn(at(next), ORIGIN)).toBeNull();
    }
    expect(nextAfterSignIn('?lead=lead-1', ORIGIN)).toBeNull();
  });
});
