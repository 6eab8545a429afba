import type { Metadata } from 'next';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { getGuides } from '@/lib/server/content-files';
import { formatDate } from '@/lib/shared/time/dates';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { cardClass } from '@/components/ui/styles';

export const metadata: Metadata = pageMetadata({
  title: 'Heating Guides and Advice',
  description: 'Practical guides for home owners: choosing and sizing a boiler, installation, servicing, power flushing, breakdowns, heat pumps and the Boiler Upgrade Scheme.',
  path: routes.guides,
});

export default function GuidesPage() {
  return (
    <>
      <HeaderedPage crumb={{ label: 'Guides', href: routes.guides }} title="Heating guides and advice" lead="Written by heating engineers for home owners: what to choose, what to check, and when to call an engineer.">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {getGuides().map((guide) => (
            <li key={guide.slug}>
              <article className={cardClass({ padding: 'lg' }, 'flex h-full flex-col')}>
                <p className="text-sm font-semibold text-accent-700">{guide.category}</p>
                <h2 className="mt-1 text-xl font-bold text-brand-900">
                  <a href={routes.guide(guide.slug)} className="underline-offset-2 hover:underline">
                    {guide.title}
                  </a>
                </h2>
                <p className="mt-2 flex-1 text-slate-700">{guide.description}</p>
                <p className="mt-4 text-sm text-slate-700">
                  <time dateTime={guide.updated ?? guide.date}>{formatDate(guide.updated ?? guide.date)}</time> · {guide.readingMinutes} min read
                </p>
              </article>
            </li>
          ))}
        </ul>
      </HeaderedPage>
      <CtaBand />
    </>
  );
}
