import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { CheckIcon } from '@/components/ui/icons';
import { Picture } from '@/components/sections/picture';
import { FLUE_WALL, LABOUR_DIRECT_SWAP } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { getBoilersByBrand, getBrand, getBrands } from '@/lib/content';
import { fullWidthBelowDesktop } from '@/lib/images';
import { brandFromPrice, fittedFromPrice } from '@/content/starting-prices';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { TableScroll } from '@/components/ui/table-scroll';
import { QuoteLink, SurveyLink } from '@/components/sections/action-links';
import { BOILER_TYPE_LABELS } from '@/content/boiler-types';

export const dynamicParams = false;

export function generateStaticParams() {
  return getBrands().map((brand) => ({ brand: brand.slug }));
}

type Props = { params: Promise<{ brand: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = getBrand((await params).brand);
  if (!brand) return {};
  const models = getBoilersByBrand(brand.slug);
  const from = brandFromPrice(brand.slug);
  return pageMetadata({
    title: `${brand.name} Installation${from ? ` from ${formatGbp(from)}` : ''}`,
    description: `${brand.name} ${models.length ? 'boilers' : 'products'} fitted by Gas Safe engineers across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire. ${brand.warranty.split('.')[0]}.`,
    path: routes.brand(brand.slug),
  });
}

export default async function BrandPage({ params }: Props) {
  const brand = getBrand((await params).brand);
  if (!brand) notFound();
  const models = [...getBoilersByBrand(brand.slug)].sort((a, b) => a.type.localeCompare(b.type) || a.kw - b.kw);

  return (
    <>
      <PageHeader
        trail={[
          { label: 'Brands', href: routes.brands },
          { label: brand.name, href: routes.brand(brand.slug) },
        ]}
        title={`${brand.name} installation`}
        lead={brand.summary}
      >
        <QuoteLink />
        <SurveyLink />
      </PageHeader>

      <Section id="what-we-install" title={`The ${brand.name} range we install`}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {brand.whatWeInstall.map((item) => (
            <li key={item} className="flex items-start gap-2 text-lg text-slate-800">
              <CheckIcon className="mt-1 shrink-0 text-emerald-700" />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="warranty"
        tone="tint"
        title="Warranty"
        aside={
          models[0] ? (
            <figure className="mx-auto max-w-xs">
              <Picture src={models[0].imageUrl} alt={`Illustration of a white wall-hung ${brand.name} boiler`} sizes={fullWidthBelowDesktop(320)} />
              <figcaption className="mt-2 text-center text-sm text-slate-700">Illustration, not the exact model</figcaption>
            </figure>
          ) : null
        }
      >
        <p className="max-w-3xl text-lg text-slate-800">{brand.warranty}</p>
      </Section>

      <Section
        id="models"
        title={models.length ? `${brand.name} models and fixed prices` : `${brand.name} prices`}
        intro={
          models.length ? (
            <p>
              Typical fitted price for a like-for-like swap: the boiler, {formatGbp(LABOUR_DIRECT_SWAP)} labour and a standard wall flue
              ({formatGbp(FLUE_WALL)}), including VAT. Moving the boiler, converting to a combi or a roof flue add to it: the instant
              quote gives your exact price.
            </p>
          ) : (
            <p>
              {brand.name} installations are priced after a free survey, because the right system depends on your home. We give you a
              written fixed price before any work starts.
            </p>
          )
        }
      >
        {models.length ? (
          <TableScroll label={`${brand.name} models and prices`}>
            <table className="w-full min-w-[36rem] border-collapse text-left">
              <caption className="sr-only">{brand.name} boilers we install, with typical fitted prices</caption>
              <thead>
                <tr className="bg-brand-50 text-brand-900">
                  <th scope="col" className="border border-brand-100 px-3 py-2">Model</th>
                  <th scope="col" className="border border-brand-100 px-3 py-2">Type</th>
                  <th scope="col" className="border border-brand-100 px-3 py-2">Output</th>
                  <th scope="col" className="border border-brand-100 px-3 py-2">Range</th>
                  <th scope="col" className="border border-brand-100 px-3 py-2">Warranty</th>
                  <th scope="col" className="border border-brand-100 px-3 py-2">Typical fitted price</th>
                </tr>
              </thead>
              <tbody>
                {models.map((model) => (
                  <tr key={model.id}>
                    <th scope="row" className="border border-brand-100 px-3 py-2 font-semibold text-brand-900">{model.name}</th>
                    <td className="border border-brand-100 px-3 py-2">{BOILER_TYPE_LABELS[model.type]}</td>
                    <td className="border border-brand-100 px-3 py-2">{model.kw} kW</td>
                    <td className="border border-brand-100 px-3 py-2 capitalize">{model.category}</td>
                    <td className="border border-brand-100 px-3 py-2">{model.warrantyYears} years</td>
                    <td className="border border-brand-100 px-3 py-2 font-semibold">{formatGbp(fittedFromPrice(model.price))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <SurveyLink variant="primary" />
        )}
      </Section>
      <CtaBand />
    </>
  );
}
