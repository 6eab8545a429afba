import type { Metadata } from 'next';
import { AreasWeCover } from '@/components/sections/areas-we-cover';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { MapPinIcon } from '@/components/ui/icons';
import { baseTownsText, getLocations, getTowns, site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';
import { pageMetadata } from '@/lib/seo';
import { TableScroll } from '@/components/ui/table-scroll';
import { cardClass } from '@/components/ui/styles';

export const metadata: Metadata = pageMetadata({
  title: 'Areas We Cover',
  description: `Our Gas Safe engineers cover ${getTowns().length} towns from bases in ${baseTownsText}: Lincolnshire, East, South and West Yorkshire, Nottinghamshire and Derbyshire.`,
  path: routes.serviceAreas,
});

export default function ServiceAreasPage() {
  return (
    <>
      <PageHeader
        trail={[{ label: 'Areas we cover', href: routes.serviceAreas }]}
        title="Areas we cover"
        lead={`Our engineers work from three bases and cover ${getTowns().length} towns and the villages around them. Bases are marked.`}
      />
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <AreasWeCover headingLevel={2} />
      </div>
      <Section id="bases" tone="tint" title="Our bases">
        <ul className="grid gap-5 md:grid-cols-3">
          {site.bases.map((base) => (
            <li key={base.name} className={cardClass()}>
              <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
                <MapPinIcon className="text-accent-700" />
                {base.name}
              </h3>
              <p className="mt-2 text-slate-700">{[base.locality, base.region, base.postalCode].join(', ')}</p>
              <a href={telHref(base.phone)} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
                {base.phone}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="postcodes" title="Postcodes we cover" intro={<p>Not sure if we cover you? Find your postcode district below, or call us.</p>}>
        <TableScroll label="Postcode districts by area">
          <table className="w-full min-w-[32rem] border-collapse text-left">
            <caption className="sr-only">Postcode districts by area</caption>
            <thead>
              <tr className="bg-brand-50 text-brand-900">
                <th scope="col" className="border border-brand-100 px-3 py-2">Area</th>
                <th scope="col" className="border border-brand-100 px-3 py-2">County</th>
                <th scope="col" className="border border-brand-100 px-3 py-2">Postcode districts</th>
                <th scope="col" className="border border-brand-100 px-3 py-2">Nearest base</th>
              </tr>
            </thead>
            <tbody>
              {getLocations().map((location) => (
                <tr key={location.slug}>
                  <th scope="row" className="border border-brand-100 px-3 py-2 font-semibold">
                    <a href={routes.location(location.slug)} className="text-brand-800 underline underline-offset-2">
                      {location.name}
                    </a>
                  </th>
                  <td className="border border-brand-100 px-3 py-2">{location.county}</td>
                  <td className="border border-brand-100 px-3 py-2">{location.postcodeDistricts.join(', ')}</td>
                  <td className="border border-brand-100 px-3 py-2">{location.nearestBase}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <CtaBand />
    </>
  );
}
