import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHeader } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { CheckIcon, MapPinIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { getLocation, getLocations, getService, getServices, placeName } from '@/lib/content';
import { escapeHtml } from '@/lib/html';
import { routes } from '@/lib/routes';
import { pageMetadata, serviceJsonLd } from '@/lib/seo';
import { serviceTownText } from '@/lib/service-town';
import { CallLink, QuoteLink } from '@/components/sections/action-links';

export const dynamicParams = false;

/** Every known service in every known area: 9 × 39 pages (spec §2.3). */
export function generateStaticParams() {
  return getServices().flatMap((service) =>
    getLocations().map((location) => ({ serviceLocation: `${service.slug}-in-${location.slug}` })),
  );
}

/** Splits `{service-slug}-in-{location-slug}`; undefined unless both slugs are known. */
function parse(param: string) {
  for (const service of getServices()) {
    const prefix = `${service.slug}-in-`;
    if (!param.startsWith(prefix)) continue;
    const location = getLocation(param.slice(prefix.length));
    if (location) return { service, location };
  }
  return undefined;
}

type Props = { params: Promise<{ serviceLocation: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const match = parse((await params).serviceLocation);
  if (!match) return {};
  const { service, location } = match;
  return pageMetadata({
    title: `${service.name} in ${location.name}`,
    description: `${service.name} in ${placeName(location)}, ${location.county}, by Gas Safe engineers from our ${location.nearestBase} base. ${service.benefits[0]}.`,
    path: routes.serviceInTown(service.slug, location.slug),
  });
}

export default async function ServiceInTownPage({ params }: Props) {
  const match = parse((await params).serviceLocation);
  if (!match) notFound();
  const { service, location } = match;
  const place = placeName(location);
  const text = serviceTownText(service, location);
  const path = routes.serviceInTown(service.slug, location.slug);
  const others = getServices().filter((s) => s.slug !== service.slug && getService(s.slug));

  return (
    <>
      <JsonLd data={serviceJsonLd({ name: `${service.name} in ${location.name}`, description: service.description, path, areaServed: [location.name] })} />
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

      <Section id="about-service" title={`About our ${service.shortName} in ${location.name}`}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>{service.description}</p>
          <p>{text.localAngle}</p>
        </div>
      </Section>

      <Section id="benefits" tone="tint" title={`Why choose us for ${service.shortName} in ${location.name}`}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {service.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
              <CheckIcon className="mt-0.5 shrink-0 text-emerald-700" />
              <span className="text-slate-800">{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title="How it works">
        <ol className="grid gap-4 md:grid-cols-4">
          {service.process.map((step, index) => (
            <li key={step} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                {index + 1}
              </span>
              <p className="mt-3 text-slate-800">
                <span className="sr-only">Step {index + 1}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="local" tone="tint" title={`Covering ${place} and ${location.county}`}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>{text.localNote}</p>
          <p className="flex items-start gap-2">
            <MapPinIcon className="mt-1 shrink-0 text-accent-700" />
            <span>
              Our engineers reach {place} from our {location.nearestBase} base, covering {location.postcodeDistricts.join(', ')} and the
              streets around {location.landmark}.{' '}
              <a href={routes.location(location.slug)} className="font-semibold text-brand-700 underline underline-offset-2">
                All our services in {location.name}
              </a>
            </span>
          </p>
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
      <CtaBand />
    </>
  );
}
