import { srcsetFor, srcsetWidths, variantUrl, variantWidths } from '@/lib/images';

describe('responsive image variants', () => {
  it('writes every width of IMAGE_WIDTHS up to the source width', () => {
    expect(variantWidths(1920)).toEqual([320, 480, 640, 768, 1024, 1280, 1600, 1920]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 768]);
  });

  it('lists only widths up to 2.5 times the displayed width', () => {
    expect(srcsetWidths(1920, 400)).toEqual([320, 480, 640, 768]);
    expect(srcsetWidths(1920, 640)).toEqual([320, 480, 640, 768, 1024, 1280, 1600]);
    expect(srcsetWidths(1920, 100)).toEqual([320]);
  });

  it('names variants after the source', () => {
    expect(variantUrl('/images/services/boiler-repair.png', 640)).toBe('/img/services/boiler-repair-640.webp');
    expect(srcsetFor('/images/a.jpg', [320, 480])).toBe('/img/a-320.webp 320w, /img/a-480.webp 480w');
  });
});

describe('maxDisplayWidth', () => {
  it('reads the widest displayed width from sizes', () => {
    const { maxDisplayWidth } = jest.requireActual('@/lib/images') as typeof import('@/lib/images');
    expect(maxDisplayWidth('(max-width: 1023px) 100vw, 600px')).toBe(1023);
    expect(maxDisplayWidth('(max-width: 767px) 50vw, 300px')).toBe(383.5);
    expect(maxDisplayWidth('320px')).toBe(320);
    expect(() => maxDisplayWidth('100vw')).toThrow(/Unsupported/);
  });
});
