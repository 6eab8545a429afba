import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { Prose } from '@/components/sections/prose';
import { JsonLd } from '@/components/ui/json-ld';
import { site } from '@/lib/content';
import { getGuide, getGuides } from '@/lib/server/content-files';
import { absoluteUrl } from '@/lib/config';
import { formatDate } from '@/lib/shared/time/dates';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { cardClass } from '@/components/ui/styles';

export const dynamicParams = false;

export function generateStaticParams() {
  return getGuides().map((guide) => ({ slug: guide.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = getGuide((await params).slug);
  if (!guide) return {};
  return pageMetadata({ title: guide.title, description: guide.description, path: routes.guide(guide.slug), ogType: 'article' });
}

export default async function GuidePage({ params }: Props) {
  const guide = getGuide((await params).slug);
  if (!guide) notFound();
  const related = getGuides().filter((g) => g.slug !== guide.slug && g.category === guide.category).slice(0, 3);
  const more = related.length ? related : getGuides().filter((g) => g.slug !== guide.slug).slice(0, 3);
  const modified = guide.updated ?? guide.date;

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: guide.title,
          description: guide.description,
          datePublished: guide.date,
          dateModified: modified,
          mainEntityOfPage: absoluteUrl(routes.guide(guide.slug)),
          author: { '@type': 'Organization', name: site.tradingName },
          publisher: { '@type': 'Organization', name: site.tradingName },
        }}
      />
      <PageHeader
        trail={[
          { label: 'Guides', href: routes.guides },
          { label: guide.title, href: routes.guide(guide.slug) },
        ]}
        title={guide.title}
        lead={guide.description}
      >
        <p className="text-slate-700">
          {guide.category} · <time dateTime={guide.date}>{formatDate(guide.date)}</time>
          {guide.updated ? (
            <>
              {' '}
              · updated <time dateTime={guide.updated}>{formatDate(guide.updated)}</time>
            </>
          ) : null}{' '}
          · {guide.readingMinutes} min read
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 max-w-3xl">
          <Prose html={guide.html} />
        </article>
        <aside className="space-y-6">
          {guide.headings.length ? (
            <nav aria-label="In this guide" className="rounded-xl border border-brand-100 bg-brand-50 p-5 lg:sticky lg:top-24">
              <h2 className="font-bold text-brand-900">In this guide</h2>
              <ol className="mt-2 space-y-1">
                {guide.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className="inline-flex min-h-8 items-center text-brand-800 underline-offset-2 hover:underline">
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
        </aside>
      </div>
      <section aria-labelledby="more-guides" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="more-guides" className="text-2xl font-bold text-brand-900">
            More guides
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {more.map((g) => (
              <li key={g.slug} className={cardClass()}>
                <a href={routes.guide(g.slug)} className="font-bold text-brand-900 underline-offset-2 hover:underline">
                  {g.title}
                </a>
                <p className="mt-2 text-slate-700">{g.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
