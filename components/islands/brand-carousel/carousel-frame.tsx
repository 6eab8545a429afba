/**
 * The carousel's markup, shared by the static version (before embla loads) and the live one, so
 * swapping them changes nothing on screen. Previous and next buttons have names; each slide is a
 * group labelled "n of total".
 */
import type { KeyboardEvent, Ref } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cardClass } from '@/components/ui/styles';

export interface BrandSlide {
  name: string;
  href: string;
  colour: string;
}

export interface CarouselFrameProps {
  slides: BrandSlide[];
  label: string;
  viewportRef?: Ref<HTMLDivElement>;
  onPrev: () => void;
  onNext: () => void;
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** Keeps focus on the button the visitor pressed when the live carousel replaces the static one. */
  focusButton?: 'prev' | 'next' | null;
}

export function CarouselFrame({ slides, label, viewportRef, onPrev, onNext, prevDisabled, nextDisabled, focusButton }: CarouselFrameProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    }
  }
  const buttonClass =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-brand-800 bg-white text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400';
  return (
    // Arrow keys move the carousel while focus is on its buttons or slides.
    <div role="region" aria-roledescription="carousel" aria-label={label} className="flex items-center gap-3" onKeyDown={onKeyDown}>
      <button type="button" className={buttonClass} onClick={onPrev} disabled={prevDisabled} aria-label="Previous brands" autoFocus={focusButton === 'prev'}>
        <ChevronLeftIcon />
      </button>
      <div ref={viewportRef} className="min-w-0 flex-1 overflow-hidden" data-carousel-viewport="">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.href}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-1/2 px-2 sm:basis-1/3 lg:basis-1/5"
            >
              <a
                href={slide.href}
                className={cardClass({ padding: 'none', interactive: true }, 'flex h-20 items-center justify-center px-3 text-center text-lg font-extrabold tracking-tight')}
                style={{ color: slide.colour }}
              >
                {slide.name}
              </a>
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={buttonClass} onClick={onNext} disabled={nextDisabled} aria-label="Next brands" autoFocus={focusButton === 'next'}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
