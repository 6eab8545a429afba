import { themeCss } from '@/lib/theme';
import { BREAKPOINT_DESKTOP, BREAKPOINT_TABLET } from '@/lib/ui-config';
import { fullWidthBelowDesktop, maxDisplayWidth } from '@/lib/images';

describe('breakpoints (docs/product.md §9)', () => {
  it("are the ones Tailwind's md and lg variants use", () => {
    expect(themeCss()).toContain(`--breakpoint-md: ${BREAKPOINT_TABLET / 16}rem;`);
    expect(themeCss()).toContain(`--breakpoint-lg: ${BREAKPOINT_DESKTOP / 16}rem;`);
  });

  it('give image sizes that switch to the desktop width at the desktop breakpoint', () => {
    expect(fullWidthBelowDesktop(600)).toBe(`(max-width: ${BREAKPOINT_DESKTOP - 1}px) 100vw, 600px`);
    expect(maxDisplayWidth(fullWidthBelowDesktop(320))).toBe(BREAKPOINT_DESKTOP - 1);
  });
});
