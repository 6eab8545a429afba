import { pageMetadata } from './seo';

const page = { title: 'Your request', description: 'A page.', path: '/your-request/' };

describe('pageMetadata robots', () => {
  it('an ordinary page says nothing to robots', () => {
    expect(pageMetadata(page).robots).toBeUndefined();
  });

  it('noindex keeps the page out of search results but lets its links be followed', () => {
    expect(pageMetadata({ ...page, noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('noindex with nofollow: neither indexed nor followed (a page private to one visitor)', () => {
    expect(pageMetadata({ ...page, noindex: true, nofollow: true }).robots).toEqual({ index: false, follow: false });
  });
});
