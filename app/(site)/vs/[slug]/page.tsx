import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { buttonClass } from '@/components/ui/button';
import { compareRows, getComparison, getComparisons, productLink } from '@/lib/comparisons';
import { formatDate } from '@/lib/shared/time/dates';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { TableScroll } from '@/components/ui/table-scroll';

export const dynamicParams = false;

export function generateStaticParams() {
  return getComparisons().map((comparison) => ({ slug: comparison.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const comparison = getComparison((await params).slug);
  if (!comparison) return {};
  return pageMetadata({
    title: comparison.title,
    description: `${comparison.title}: what our fixed-price offer includes, the public facts about ${comparison.competitor.name}, and the questions to ask before you choose.`,
    path: routes.comparison(comparison.slug),
  });
}

export default async function ComparisonPage({ params }: Props) {
  const comparison = getComparison((await params).slug);
  if (!comparison) notFound();
  const { competitor } = comparison;
  const cta = productLink(comparison.product);
  return (
    <>
      <PageHeader
        trail={[{ label: comparison.title, href: routes.comparison(comparison.slug) }]}
        title={comparison.title}
        lead={comparison.intro}
      >
        <a href={cta.href} className={buttonClass('primary', 'lg')}>
          {cta.label}
        </a>
      </PageHeader>

      <Section id="compare" title="What to compare">
        <TableScroll label={`Comparison with ${competitor.name}`}>
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <caption className="sr-only">Our offer and the questions to ask {competitor.name}</caption>
            <thead>
              <tr className="bg-brand-50 text-brand-900">
                <th scope="col" className="w-40 border border-brand-100 px-3 py-2">What</th>
                <th scope="col" className="border border-brand-100 px-3 py-2">Us</th>
                <th scope="col" className="border border-brand-100 px-3 py-2">Ask {competitor.name}</th>
              </tr>
            </thead>
            <tbody>
              {compareRows(comparison.product).map((row) => (
                <tr key={row.aspect}>
                  <th scope="row" className="border border-brand-100 px-3 py-2 align-top font-semibold text-brand-900">{row.aspect}</th>
                  <td className="border border-brand-100 px-3 py-2 align-top">{row.us}</td>
                  <td className="border border-brand-100 px-3 py-2 align-top">{row.askThem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>

      <Section id="about-them" tone="tint" title={`About ${competitor.name}`}>
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-lg text-slate-800">
          {competitor.facts.map((fact) => (
            <li key={fact.text}>
              {fact.text}{' '}
              <a href={fact.source} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
                Source<span className="sr-only">: {competitor.name} website (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-slate-700">
          Facts about {competitor.name} were last checked on <time dateTime={competitor.lastChecked}>{formatDate(competitor.lastChecked)}</time> from
          their public pages. We do not quote their prices: their offer may have changed, so check it on{' '}
          <a href={competitor.website} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
            their website<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </Section>
      <CtaBand />
    </>
  );
}
