import type { ReactNode } from 'react';
import { ArrowRightIcon } from './icons';
import { cardClass } from '@/components/ui/styles';

/**
 * A whole-card link in a hub grid (services, FAQ topics, brands, a town's services): a title with
 * an arrow, a line or two about it and an optional footnote such as a price or a count.
 */
export function LinkCard({ href, title, children, footer }: { href: string; title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <a
      href={href}
      className={cardClass({ interactive: true }, 'group flex h-full flex-col hover:bg-brand-50')}
    >
      <span className="flex items-center justify-between gap-2 text-lg font-bold text-brand-900">
        {title}
        <ArrowRightIcon className="shrink-0 text-accent-700 transition-transform group-hover:translate-x-1" />
      </span>
      <span className="mt-2 flex-1 text-slate-700">{children}</span>
      {footer ? <span className="mt-3 font-semibold text-brand-800">{footer}</span> : null}
    </a>
  );
}
