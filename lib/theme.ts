/**
 * The site's palette and layout widths, once: Tailwind's theme (`.cache/theme.css`, written from
 * here by scripts/build-theme.ts and imported by app/globals.css) and the code that needs a colour
 * or a width (the brand icon, image sizes) both read this module.
 */
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET } from '@/lib/ui-config';

/** The colour scales, as Tailwind names them (`bg-brand-800`, `text-accent-700`). */
export const THEME_COLOURS = {
  /** Navy: trust, text and dark surfaces. */
  brand: {
    50: '#eef4fb',
    100: '#d9e6f5',
    200: '#b7cfea',
    300: '#8bb1db',
    400: '#5a8cc8',
    500: '#386db2',
    600: '#285696',
    700: '#21457a',
    800: '#1c3a66',
    900: '#142a4c',
    950: '#0c1b33',
  },
  /** Ember orange: calls to action. 700 and darker pass AA with white text. */
  accent: {
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    500: '#f97316',
    600: '#ea580c',
    700: '#c2410c',
    800: '#9a3412',
    900: '#7c2d12',
  },
} as const;

/** Tailwind's `md` and `lg` variants switch at the product's tablet and desktop widths (docs/product.md §9). */
export const THEME_BREAKPOINTS = { md: BREAKPOINT_TABLET, lg: BREAKPOINT_DESKTOP } as const;

/** CSS pixels in a rem: Tailwind's breakpoints are written in rem. */
const PX_PER_REM = 16;

/** The `@theme` block Tailwind reads: every colour and breakpoint above as a CSS variable. */
export function themeCss(): string {
  const colours = Object.entries(THEME_COLOURS).flatMap(([scale, shades]) => Object.entries(shades).map(([shade, hex]) => `  --color-${scale}-${shade}: ${hex};`));
  const breakpoints = Object.entries(THEME_BREAKPOINTS).map(([name, px]) => `  --breakpoint-${name}: ${px / PX_PER_REM}rem;`);
  return `/* Written by scripts/build-theme.ts from lib/theme.ts: change the theme there. */\n@theme {\n${[...colours, ...breakpoints].join('\n')}\n}\n`;
}
