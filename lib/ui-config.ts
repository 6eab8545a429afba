/**
 * Interface settings (docs/product.md §9): how long toasts stay, the layout's breakpoints, the
 * image variants and lazy loading, the carousel and when chat may load. Settings of how the site
 * behaves, kept apart from the business's prices and copy in content/ and from the build-time
 * site configuration in lib/config.ts (which reads the environment).
 */

/** How long a toast stays on screen by default, in ms. */
export const TOAST_DURATION_MS = 5000;
/** A failure toast that gives our phone number stays twice as long, so there is time to note the number. */
export const TOAST_DURATION_LONG_MS = 2 * TOAST_DURATION_MS;
/** How long a toast stays in the secondary toaster, in ms. */
export const TOAST_DURATION_SECONDARY_MS = 4000;
/** Most toasts visible at once. */
export const TOAST_MAX_VISIBLE = 3;
/** Below this width (px) the layout is the phone layout. */
export const BREAKPOINT_TABLET = 768;
/** From this width (px) the layout is the desktop layout; 768-1023 px is tablet. */
export const BREAKPOINT_DESKTOP = 1024;
/** Widths (px) of the responsive image variants the build writes. */
export const IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1280, 1600, 1920] as const;
/** A srcset lists only variants up to this multiple of the displayed width. */
export const IMAGE_MAX_DENSITY = 2.5;
/** webp quality of the image variants. */
export const IMAGE_QUALITY = 80;
/** Images start loading when this close to the viewport. */
export const LAZY_ROOT_MARGIN = '50px';
/** Share of an image that must be in view before it counts as visible. */
export const LAZY_THRESHOLD = 0.1;
/** Images slower than this (ms) log a warning with their metrics. */
export const SLOW_IMAGE_MS = 1000;
/** Carousel animation duration on embla's 60 frames per second basis. */
export const CAROUSEL_DURATION = 25;
/** Pointer travel (px) before a press on the carousel counts as a drag. */
export const CAROUSEL_DRAG_THRESHOLD = 10;
/** Earliest the chat widget may load after the page has loaded, in ms (docs/product.md §4.6). */
export const CHAT_MIN_DELAY_MS = 2000;
/** The chat widget loads after this long even without any interaction, in ms (docs/product.md §4.6). */
export const CHAT_IDLE_LOAD_MS = 10000;
