/**
 * The brand mark, a white flame on the accent disc: the browser tab's icon and the crawlable PNG
 * of the same mark that search engines and home-screen shortcuts use.
 */
import { THEME_COLOURS } from '@/lib/theme';

/** The disc's colour (the theme's accent-700, as the buttons); also the PNG's background, as iOS shows transparency as black. */
export const BRAND_ICON_BACKGROUND = THEME_COLOURS.accent[700];

/** The mark's drawing size: its view box is this many units square. */
export const BRAND_ICON_UNITS = 32;

/** The flame, drawn in white on the disc (the header's logo draws the same two shapes). */
export const BRAND_FLAME_PATH = 'M16 6c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5z';

/** The mark itself; everything else here is derived from it. */
export const BRAND_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BRAND_ICON_UNITS} ${BRAND_ICON_UNITS}"><circle cx="16" cy="16" r="16" fill="${BRAND_ICON_BACKGROUND}"/><path d="${BRAND_FLAME_PATH}" fill="#fff"/></svg>`;

/**
 * The tab icon inline, so it costs no request: a favicon fetched during load counts in Lighthouse's
 * simulated LCP whenever it happens to finish before the first paint (GoogleChrome/lighthouse#15737),
 * which moved the home page's LCP by one round trip from run to run.
 */
export const BRAND_ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(BRAND_ICON_SVG)}`;

/**
 * The same mark as a PNG at a URL: Google Search takes a site's favicon from a link it can crawl
 * (`apple-touch-icon` is one it reads) and iOS uses it for home-screen shortcuts; 180 px is Apple's
 * size for it. Rendered from `BRAND_ICON_SVG` by scripts/build-images.ts.
 */
export const APPLE_TOUCH_ICON = { path: '/img/apple-touch-icon.png', size: 180 } as const;
