import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET } from '@/lib/ui-config';
import { fullWidthBelowDesktop, maxDisplayWidth } from '@/lib/images';

/** Tailwind's md and lg breakpoints lay the pages out; they must be the product's tablet and desktop widths. */
function tailwindBreakpointPx(name: string): number {
  const theme = readFileSync(path.join(process.cwd(), 'node_modules/tailwindcss/theme.css'), 'utf8');
  const globals = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
  const pattern = new RegExp(`--breakpoint-${name}:\\s*([\\d.]+)rem`);
  const value = globals.match(pattern)?.[1] ?? theme.match(pattern)?.[1];
  if (!value) throw new Error(`No --breakpoint-${name} in Tailwind's theme`);
  return Number(value) * 16;
}

describe('breakpoints (docs/product.md §9)', () => {
  it("are the ones Tailwind's md and lg variants use", () => {
    expect(tailwindBreakpointPx('md')).toBe(BREAKPOINT_TABLET);
    expect(tailwindBreakpointPx('lg')).toBe(BREAKPOINT_DESKTOP);
  });

  it('give image sizes that switch to the desktop width at the desktop breakpoint', () => {
    expect(fullWidthBelowDesktop(600)).toBe(`(max-width: ${BREAKPOINT_DESKTOP - 1}px) 100vw, 600px`);
    expect(maxDisplayWidth(fullWidthBelowDesktop(320))).toBe(BREAKPOINT_DESKTOP - 1);
  });
});
