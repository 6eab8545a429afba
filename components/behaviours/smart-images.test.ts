/** @jest-environment jsdom */
import { SLOW_IMAGE_MS } from '@/lib/ui-config';
import { startSmartImages, waitedFor } from './smart-images';

function picture(loading: 'lazy' | 'eager'): { wrapper: HTMLElement; img: HTMLImageElement } {
  document.body.innerHTML = `<span class="smart-img" data-smart-img><img src="/img/boiler-640.webp" loading="${loading}" alt=""><span class="smart-img-error" hidden>Image failed to load</span></span>`;
  return { wrapper: document.querySelector('[data-smart-img]') as HTMLElement, img: document.querySelector('img') as HTMLImageElement };
}

describe('smart images', () => {
  it('measures an eager image from when the script first saw it', () => {
    const { img } = picture('eager');
    img.setAttribute('data-seen', '100');
    expect(waitedFor(img, 1300)).toBe(1200);
  });

  it('measures a lazy image from when it came near the screen, and not at all if it loaded before', () => {
    const { img } = picture('lazy');
    img.setAttribute('data-seen', '0');
    img.setAttribute('data-near', '5000');
    expect(waitedFor(img, 5400)).toBe(400);
    img.removeAttribute('data-near');
    expect(waitedFor(img, 9000)).toBe(0);
  });

  it('fades a loaded image in, shows "Image failed to load" for one that fails', () => {
    const { wrapper, img } = picture('eager');
    startSmartImages();
    img.dispatchEvent(new Event('error'));
    expect(wrapper).toHaveClass('is-error');
    expect(wrapper.querySelector('.smart-img-error')).toBeVisible();
    const second = picture('eager');
    startSmartImages();
    second.img.dispatchEvent(new Event('load'));
    expect(second.wrapper).toHaveClass('is-loaded');
  });

  it('warns, with the metric record, only about an image slower than the limit', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { img } = picture('eager');
    startSmartImages();
    jest.advanceTimersByTime(SLOW_IMAGE_MS + 50);
    img.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(20);
    expect(warn).toHaveBeenCalledWith('Slow image', expect.objectContaining({ src: expect.stringContaining('/img/boiler-640.webp'), format: 'webp', loadTime: expect.any(Number) }));
    const [, metric] = warn.mock.calls[0] as [string, { loadTime: number }];
    expect(metric.loadTime).toBeGreaterThan(SLOW_IMAGE_MS);
    warn.mockClear();
    const quick = picture('eager');
    startSmartImages();
    jest.advanceTimersByTime(SLOW_IMAGE_MS / 2);
    quick.img.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(20);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    jest.useRealTimers();
  });
});
