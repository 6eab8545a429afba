'use client';

/**
 * The home page brand logo carousel (docs/product.md §2.5). The logos are server-rendered as a static row;
 * embla (the live carousel) loads only when the carousel comes near the screen or a button is
 * pressed, so it costs nothing at page start.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CarouselFrame, type BrandSlide } from './carousel-frame';

const EmblaBrandCarousel = lazy(() => import('./embla-carousel'));

export function BrandCarousel({ slides, label }: { slides: BrandSlide[]; label: string }) {
  const [live, setLive] = useState(false);
  const [pending, setPending] = useState<'prev' | 'next' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || live) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLive(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live]);

  const request = (direction: 'prev' | 'next') => {
    setPending(direction);
    setLive(true);
  };
  const staticFrame = (
    <CarouselFrame slides={slides} label={label} onPrev={() => request('prev')} onNext={() => request('next')} prevDisabled={false} nextDisabled={false} />
  );

  return (
    <div ref={wrapper}>
      {live ? (
        <Suspense fallback={staticFrame}>
          <EmblaBrandCarousel slides={slides} label={label} pending={pending} />
        </Suspense>
      ) : (
        staticFrame
      )}
    </div>
  );
}
