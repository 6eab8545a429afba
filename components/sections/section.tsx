import type { ReactNode } from 'react';
import { cn } from '@/components/ui/styles';

/** A page section with an `<h2>`, optional eyebrow and intro, and a tinted or white background. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  children,
  className = '',
  aside,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'tint' | 'dark';
  children?: ReactNode;
  className?: string;
  /** Shown beside the text on larger screens (an image). */
  aside?: ReactNode;
}) {
  const tones = {
    white: 'bg-white',
    tint: 'bg-brand-50',
    dark: 'bg-brand-900 text-white',
  };
  const headingColour = tone === 'dark' ? 'text-white' : 'text-brand-950';
  const introColour = tone === 'dark' ? 'text-brand-100' : 'text-slate-700';
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn(tones[tone], className)}>
      <div className={cn('mx-auto max-w-7xl px-4 py-14 md:py-20', aside ? 'grid items-center gap-10 lg:grid-cols-2' : '')}>
        <div>
          {eyebrow ? <p className={cn('mb-2 font-semibold', tone === 'dark' ? 'text-accent-200' : 'text-accent-700')}>{eyebrow}</p> : null}
          <h2 id={`${id}-heading`} className={cn('max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl', headingColour)}>
            {title}
          </h2>
          {intro ? <div className={cn('mt-4 max-w-3xl text-lg', introColour)}>{intro}</div> : null}
          {children ? <div className={aside ? 'mt-8' : 'mt-10'}>{children}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
