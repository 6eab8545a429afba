/**
 * Images (docs/product.md §4.5): a pulsing placeholder until each image has loaded, a fade-in,
 * "Image failed to load" in place of one that fails, and a console warning with its metric record
 * (§3) for an image that kept the visitor waiting longer than SLOW_IMAGE_MS. Markup:
 * components/sections/picture.tsx (`data-smart-img` around an `<img>`); images an island renders later
 * are picked up too.
 */
import { LAZY_ROOT_MARGIN, LAZY_THRESHOLD, SLOW_IMAGE_MS } from '@/lib/ui-config';

/** The record logged with a slow image's warning. */
export interface ImageMetric {
  src: string;
  loadTime: number;
  renderTime: number;
  size: { width: number; height: number };
  format: string;
  cached: boolean;
}

function resourceEntry(url: string): PerformanceResourceTiming | null {
  const entries = typeof performance.getEntriesByName === 'function' ? performance.getEntriesByName(url) : [];
  return (entries[entries.length - 1] as PerformanceResourceTiming | undefined) ?? null;
}

function formatOf(url: string): string {
  return /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'unknown';
}

/**
 * How long the visitor waited, on one clock (performance.now): from when a lazy image came near
 * the viewport, or when this script first saw any other image, to its load event. A lazy image
 * that loaded before it came near kept nobody waiting.
 */
export function waitedFor(img: HTMLImageElement, loadedAt: number): number {
  const near = img.getAttribute('data-near');
  const started = img.getAttribute('loading') !== 'lazy' ? Number(img.getAttribute('data-seen')) : near !== null ? Number(near) : loadedAt;
  return Math.max(0, Math.round(loadedAt - started));
}

export function startSmartImages(root: Document = document): void {
  const watched = new WeakSet<Element>();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              entry.target.setAttribute('data-near', String(performance.now()));
              observer?.unobserve(entry.target);
            }
          },
          { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
        )
      : null;

  function settle(wrapper: Element, img: HTMLImageElement, ok: boolean, loadedAt: number) {
    if (!ok) {
      wrapper.classList.add('is-error');
      const message = wrapper.querySelector<HTMLElement>('.smart-img-error');
      if (message) message.hidden = false;
      return;
    }
    wrapper.classList.add('is-loaded');
    const url = img.currentSrc || img.src;
    const loadTime = waitedFor(img, loadedAt);
    const entry = resourceEntry(url);
    requestAnimationFrame(() => {
      if (loadTime <= SLOW_IMAGE_MS) return;
      const metric: ImageMetric = {
        src: url,
        loadTime,
        renderTime: Math.round(Math.max(0, performance.now() - loadedAt)),
        size: { width: img.naturalWidth, height: img.naturalHeight },
        format: formatOf(url),
        cached: entry ? entry.transferSize === 0 && entry.decodedBodySize > 0 : false,
      };
      console.warn('Slow image', metric);
    });
  }

  function watch(wrapper: Element) {
    if (watched.has(wrapper)) return;
    watched.add(wrapper);
    const img = wrapper.querySelector('img');
    if (!img) return;
    img.setAttribute('data-seen', String(performance.now()));
    if (img.complete) {
      settle(wrapper, img, img.naturalWidth > 0, performance.now());
      return;
    }
    img.addEventListener('load', () => settle(wrapper, img, true, performance.now()));
    img.addEventListener('error', () => settle(wrapper, img, false, performance.now()));
    observer?.observe(img);
  }

  const scan = () => root.querySelectorAll('[data-smart-img]').forEach(watch);
  scan();
  if ('MutationObserver' in window) {
    let pending = false;
    new MutationObserver(() => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        scan();
      });
    }).observe(root.documentElement, { childList: true, subtree: true });
  }
}
