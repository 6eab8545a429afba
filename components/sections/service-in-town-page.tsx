/**
 * The page of one service in one town (9 services × every town we cover, docs/product.md §2.3),
 * drawn by the root route (app/[page]/) for each `/{service}-in-{town}/`.
 */
import type { Metadata } from 'next';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHeader } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { EvidenceSlot } from '@/components/sections/evidence-slot';
import { JsonLd } from '@/components/ui/json-ld';
import type { Location, Service } from '@/content/schemas';
import { getServices, placeName } from '@/lib/content';
import { escapeHtml } from '@/lib/shared/format/html';
import { routes } from '@/lib/routes';
import { pageMetadata, serviceJsonLd, townAreaServed } from '@/lib/seo';
import { TownFactList, TownSources } from '@/components/sections/town-facts';
import { serviceTownText } from '@/lib/towns/service-town';
import { CallLink, QuoteLink } from '@/components/sections/action-links';

export function serviceInTownMetadata(service: Service, location: Location): Metadata {
  return pageMetadata({
    title: `${service.name} in ${location.name}`,
    description: `${service.name} in ${placeName(location)}, ${location.county}, by engineers from our ${location.nearestBase} base. ${service.benefits[0]}.`,
    path: routes.serviceInTown(service.slug, location.slug),
  });
}

/** A service in a town (docs/product.md §2.3): its local facts, the town's homes, the service, FAQs and the other services there. */
export function ServiceInTownPage({ service, location }: { service: Service; location: Location }) {
  const text = serviceTownText(service, location);
  const path = routes.serviceInTown(service.slug, location.slug);
  const others = getServices().filter((s) => s.slug !== service.slug);

  return (
    <>
      <JsonLd data={serviceJsonLd({ name: `${service.name} in ${location.name}`, description: service.description, path, areaServed: townAreaServed(location) })} />
      <PageHeader
        trail={[
          { label: 'Heating services', href: routes.services },
          { label: location.name, href: routes.location(location.slug) },
          { label: service.name, href: path },
        ]}
        title={`${service.name} in ${location.name}`}
        lead={text.intro}
      >
        <QuoteLink />
        <CallLink />
      </PageHeader>

      <Section id="local" title={`Our ${service.shortName} in ${location.name}`}>
        <TownFactList facts={text.facts} linkTo={(n) => routes.serviceInTown(service.slug, n.slug)}>
          <p>{text.localFacts}</p>
          {text.coastal ? <p>{text.coastal}</p> : null}
          {text.offGas ? <p>{text.offGas}</p> : null}
        </TownFactList>
      </Section>

      <Section id="town" tone="tint" title={`Homes and heating in ${location.name}`}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>{text.facts.profile.place}</p>
          <p>{text.facts.profile.homes}</p>
          <p>{text.facts.profile.heating}</p>
        </div>
      </Section>

      <EvidenceSlot slot={{ kind: 'town', town: location.slug }} label={`Our work in ${location.name}`} className="bg-white" />

      <Section id="about-service" title={`About our ${service.shortName}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-800">
            <p>{service.description}</p>
          </div>
          <div>
            <h3 className="text-xl font-bold text-brand-950">How it works</h3>
            <ol className="mt-3 space-y-3">
              {service.process.map((step, index) => (
                <li key={step} className="flex items-start gap-3 text-slate-800">
                  <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                    {index + 1}
                  </span>
                  <span>
                    <span className="sr-only">Step {index + 1}: </span>
                    {step}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section id="faqs" title={`${service.name} in ${location.name}: your questions`}>
        <FaqList items={text.faqs.map((faq) => ({ question: faq.question, answerHtml: escapeHtml(faq.answer) }))} />
      </Section>

      <Section id="more" tone="tint" title={`More services in ${location.name}`}>
        <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other.slug}>
              <a href={routes.serviceInTown(other.slug, location.slug)} className="inline-flex min-h-11 items-center text-brand-800 underline-offset-2 hover:underline">
                {other.name} in {location.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <TownSources facts={text.facts} />
      <CtaBand />
    </>
  );
}
