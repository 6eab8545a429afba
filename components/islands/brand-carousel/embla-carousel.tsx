'use client';

/**
 * The live carousel: embla with looping (embla falls back to non-looping by itself when the
 * slides cannot loop, and the buttons then disable at the ends), the product's duration and drag
 * threshold, no autoplay, and instant moves for visitors who prefer reduced motion.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_DRAG_THRESHOLD, CAROUSEL_DURATION } from '@/lib/ui-config';
import { CarouselFrame, type BrandSlide } from './carousel-frame';

export default function EmblaBrandCarousel({
  slides,
  label,
  pending,
}: {
  slides: BrandSlide[];
  label: string;
  /** A move the visitor asked for before embla had loaded. */
  pending: 'prev' | 'next' | null;
}) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: CAROUSEL_DURATION,
    dragThreshold: CAROUSEL_DRAG_THRESHOLD,
  });
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);

  const jump = useCallback(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches, []);
  const prev = useCallback(() => api?.scrollPrev(jump()), [api, jump]);
  const next = useCallback(() => api?.scrollNext(jump()), [api, jump]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    if (pending === 'prev') api.scrollPrev(jump());
    if (pending === 'next') api.scrollNext(jump());
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, pending, jump]);

  return (
    <CarouselFrame
      slides={slides}
      label={label}
      viewportRef={viewportRef}
      onPrev={prev}
      onNext={next}
      prevDisabled={!canPrev}
      nextDisabled={!canNext}
      focusButton={pending}
    />
  );
}
