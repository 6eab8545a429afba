import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/sections/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  points?: string[];
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  aside?: ReactNode;
  /** Breadcrumbs, for a hero on an inner page (landing pages). */
  trail?: Crumb[];
}

/** A page's opening section: the one `<h1>`, a lead, key points and up to two calls to action. */
export function Hero({ eyebrow, title, lead, points = [], primary, secondary, aside, trail }: HeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {trail ? <Breadcrumbs trail={trail} /> : null}
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2">
        <div>
          {eyebrow ? <p className="mb-3 font-semibold text-accent-700">{eyebrow}</p> : null}
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700 sm:text-xl">{lead}</p>
          {points.length ? (
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-slate-800">
                  <CheckIcon className="mt-0.5 shrink-0 text-emerald-700" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={primary.href} className={buttonClass('primary', 'lg')}>
              {primary.label}
            </a>
            {secondary ? (
              <a href={secondary.href} className={buttonClass('outline', 'lg')}>
                {secondary.label}
              </a>
            ) : null}
          </div>
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
