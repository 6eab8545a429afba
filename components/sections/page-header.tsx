import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/sections/breadcrumbs';

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
