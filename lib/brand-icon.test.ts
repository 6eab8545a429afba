import { APPLE_TOUCH_ICON, BRAND_ICON_BACKGROUND, BRAND_ICON_DATA_URI, BRAND_ICON_SVG } from './brand-icon';
import { siteMetadata } from './seo';

describe('brand icon', () => {
  it('inlines the mark as a data URI that decodes back to the same SVG', () => {
    const prefix = 'data:image/svg+xml,';
    expect(BRAND_ICON_DATA_URI.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(BRAND_ICON_DATA_URI.slice(prefix.length))).toBe(BRAND_ICON_SVG);
    expect(BRAND_ICON_SVG).toContain(`fill="${BRAND_ICON_BACKGROUND}"`);
  });

  it('gives every page the inline tab icon and a crawlable PNG, and nothing else to fetch', () => {
    expect(siteMetadata.icons).toEqual({
      icon: [{ url: BRAND_ICON_DATA_URI, type: 'image/svg+xml', sizes: 'any' }],
      apple: [{ url: APPLE_TOUCH_ICON.path, sizes: '180x180', type: 'image/png' }],
    });
  });
});
