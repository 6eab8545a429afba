import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { LinkCard } from '@/components/ui/link-card';
import { CheckIcon, MapPinIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { getLocation, getLocationCopy, getLocations, getServices, placeName } from '@/lib/content';
import { routes } from '@/lib/routes';
import { businessJsonLd, pageMetadata, townAreaServed } from '@/lib/seo';
import { TownFactList, TownSources } from '@/components/sections/town-facts';
import { getTownFacts, groupListTitle } from '@/lib/towns/facts';
import { firstSentence } from '@/lib/shared/format/text';
import { CallLink, QuoteLink } from '@/components/sections/action-links';
import { EvidenceSlot } from '@/components/sections/evidence-slot';

export const dynamicParams = false;

export function generateStaticParams() {
  return getLocations().map((location) => ({ location: location.slug }));
}

type Props = { params: Promise<{ location: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const location = getLocation((await params).location);
  if (!location) return {};
  const place = placeName(location);
  return pageMetadata({
    title: `Boiler Installation, Repairs & Servicing in ${location.name}`,
    description: `Gas Safe heating engineers in ${place}, ${location.county}: fixed-price boiler installation, next day repairs, servicing, heat pumps and air conditioning from our ${location.nearestBase} base.`,
    path: routes.location(location.slug),
  });
}

export default async function LocationPage({ params }: Props) {
  const location = getLocation((await params).location);
  if (!location) notFound();
  const place = placeName(location);
  const copy = getLocationCopy(location);
  const facts = getTownFacts(location);
  const group = getLocations().filter((l) => l.region === location.region && l.slug !== location.slug);

  return (
    <>
      <JsonLd data={businessJsonLd([...townAreaServed(location), location.county])} />
      <PageHeader
        trail={[
          { label: 'Heating services', href: routes.services },
          { label: location.name, href: routes.location(location.slug) },
        ]}
        title={`Heating engineers in ${location.name}`}
        lead={copy.intro}
      >
        <CallLink variant="primary" />
        <QuoteLink variant="outline" />
      </PageHeader>

      <Section id="services" title={`Our services in ${location.name}`} intro={<p>Choose a service to see how it works in {place}, what it costs and how quickly we can help.</p>}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {getServices().map((service) => (
            <li key={service.slug}>
              <LinkCard href={routes.serviceInTown(service.slug, location.slug)} title={`${service.name} in ${location.name}`}>
                {firstSentence(service.description)}
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="local" tone="tint" title={`Local to ${location.name}`}>
        <TownFactList facts={facts} linkTo={(n) => routes.location(n.slug)}>
          <p>
            We cover {place} in {location.county}. {facts.journeyText} From homes near {location.landmark} to the
            surrounding villages, you get the same fixed prices, Gas Safe engineers and warranties as everywhere we work.
          </p>
        </TownFactList>
      </Section>

      <Section id="town" title={`Homes and heating in ${location.name}`}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>{facts.profile.place}</p>
          <p>{facts.profile.homes}</p>
          <p>{facts.profile.heating}</p>
          <p className="flex items-start gap-2 font-semibold text-brand-900">
            <CheckIcon className="mt-1 shrink-0 text-accent-700" />
            {copy.achievement}
          </p>
        </div>
      </Section>

      <EvidenceSlot slot={{ kind: 'town', town: location.slug }} label={`Our work in ${location.name}`} className="bg-brand-50" />

      {group.length ? (
        <Section id="group" title={groupListTitle(location)}>
          <ul className="flex flex-wrap gap-3">
            {group.map((l) => (
              <li key={l.slug}>
                <a href={routes.location(l.slug)} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 px-4 text-brand-900 hover:bg-brand-50">
                  <MapPinIcon size={16} className="text-accent-700" />
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
          <a href={routes.serviceAreas} className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
            All the areas we cover
          </a>
        </Section>
      ) : null}
      <TownSources facts={facts} />
      <CtaBand title={`Get your fixed boiler price in ${location.name}`} />
    </>
  );
}
