import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/sections/breadcrumbs';
import { cn } from '@/components/ui/styles';

/** The top of an inner page: breadcrumbs, the page's one `<h1>` and an optional lead and actions. */
export function PageHeader({ trail, title, lead, children }: { trail: Crumb[]; title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Breadcrumbs trail={trail} />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10">
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-slate-700 sm:text-xl">{lead}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  );
}

/**
 * A page that is its header and one body below it (the hubs, the quote, the link generator): the
 * header for one crumb, then the body in the page's column, `narrow` for a single form.
 */
export function HeaderedPage({
  crumb,
  title,
  lead,
  width = 'wide',
  bodyClassName,
  children,
}: {
  crumb: Crumb;
  title: string;
  lead: string;
  width?: 'wide' | 'narrow';
  /** Layout of the body itself (a grid, say). */
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader trail={[crumb]} title={title} lead={lead} />
      <div className={cn('mx-auto px-4 pb-16', width === 'wide' ? 'max-w-7xl' : 'max-w-4xl', bodyClassName)}>{children}</div>
    </>
  );
}
