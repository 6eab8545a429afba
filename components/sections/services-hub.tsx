import { AreasWeCover } from '@/components/sections/areas-we-cover';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { Section } from '@/components/sections/section';
import { LinkCard } from '@/components/ui/link-card';
import { getComparisons } from '@/lib/comparisons';
import type { Metadata } from 'next';
import { getPageCopy } from '@/lib/server/content-files';
import { PAGES, pagesOfKind } from '@/lib/shared/pages';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** The hub's metadata, at its own path or at its alias. */
export function servicesHubMetadata(path: string = PAGES.services.path): Metadata {
  return pageMetadata({
    title: 'Heating Services',
    description:
      'Boiler installation, repairs, servicing, power flushing, heat pumps, air conditioning and solar across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire.',
    path,
    canonicalPath: PAGES.services.path,
  });
}

/** The heating services hub (its path and alias are in the pages table, lib/shared/pages.ts). */
export function ServicesHub() {
  const services = pagesOfKind('service').flatMap((entry) => (entry.copy ? [{ ...entry, lead: getPageCopy(entry.copy).lead }] : []));
  return (
    <>
      <HeaderedPage crumb={{ label: 'Heating services', href: routes.services }} title="Heating services" lead="Everything we do for your home's heating and hot water: new boilers at fixed prices, repairs, servicing, heat pumps, air conditioning, solar and more.">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.path}>
              <LinkCard href={service.path} title={service.label}>
                {service.lead}
              </LinkCard>
            </li>
          ))}
        </ul>
      </HeaderedPage>
      <Section id="by-town" tone="tint" title="Services in your town" intro={<p>Pick your town to see every service we offer there, with local details.</p>}>
        <AreasWeCover />
      </Section>
      <Section id="compare" title="Comparing us with a national company?" intro={<p>What we offer side by side with the questions to ask them.</p>}>
        <ul className="flex flex-wrap gap-3">
          {getComparisons().map((comparison) => (
            <li key={comparison.slug}>
              <a href={routes.comparison(comparison.slug)} className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 text-brand-900 hover:bg-brand-50">
                {comparison.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
