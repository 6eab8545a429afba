import type { Metadata } from 'next';
import { PageHeader } from '@/components/sections/page-header';
import { COMPARISONS } from '@/content/competitors';
import { getBrands, getLocations, getServices } from '@/lib/content';
import { getGuides } from '@/lib/server/content-files';
import { PAGES, pageLink, pagesOfKind } from '@/lib/shared/pages';
import { getFaqTopics } from '@/lib/server/faqs';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { cn, textLinkClass } from '@/components/ui/styles';

export const metadata: Metadata = pageMetadata({
  title: 'Sitemap',
  description: 'Every page on our website: services, areas, services in each town, brands, guides, FAQs, offers and company information.',
  path: routes.htmlSitemap,
});

type Group = { title: string; links: { label: string; href: string }[] };

function groups(): Group[] {
  const fromMarkdown = (kind: 'content' | 'service' | 'booking') => pagesOfKind(kind).filter((entry) => entry.copy).map(pageLink);
  return [
    {
      title: 'Main pages',
      links: [
        pageLink(PAGES.home),
        { label: 'Get boiler prices (instant quote)', href: routes.instantQuote },
        ...[PAGES.boilerInstallFunnel, PAGES.sameDayRepairFunnel, PAGES.offers, PAGES.reviews, PAGES.contact, PAGES.htmlSitemap].map(pageLink),
        ...fromMarkdown('content'),
      ],
    },
    { title: 'Services', links: [{ label: 'Heating services', href: routes.services }, ...fromMarkdown('service')] },
    { title: 'Book online', links: fromMarkdown('booking') },
    { title: 'Brands', links: [{ label: 'All brands', href: routes.brands }, ...getBrands().map((b) => ({ label: b.name, href: routes.brand(b.slug) }))] },
    { title: 'FAQs', links: [{ label: 'All FAQs', href: routes.faqs }, ...getFaqTopics().map((t) => ({ label: t.title, href: routes.faqTopic(t.topic) }))] },
    { title: 'Guides', links: [{ label: 'All guides', href: routes.guides }, ...getGuides().map((g) => ({ label: g.title, href: routes.guide(g.slug) }))] },
    { title: 'Comparisons', links: COMPARISONS.map((c) => ({ label: c.title, href: routes.comparison(c.slug) })) },
    { title: 'Areas we cover', links: [{ label: 'All areas', href: routes.serviceAreas }, ...getLocations().map((l) => ({ label: l.name, href: routes.location(l.slug) }))] },
  ];
}

export default function HtmlSitemapPage() {
  const linkClass = textLinkClass('list');
  return (
    <>
      <PageHeader trail={[{ label: 'Sitemap', href: routes.htmlSitemap }]} title="Sitemap" lead="Every page on our website, in one place." />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {groups().map((group, index) => (
            <section key={group.title} aria-labelledby={`sitemap-group-${index}`}>
              <h2 id={`sitemap-group-${index}`} className="text-lg font-bold text-brand-900">
                {group.title}
              </h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section aria-labelledby="sitemap-towns">
          <h2 id="sitemap-towns" className="text-lg font-bold text-brand-900">
            Services in each town
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {getLocations().map((location) => (
              <div key={location.slug}>
                <h3 className="font-semibold text-brand-900">{location.name}</h3>
                <ul>
                  {getServices().map((service) => (
                    <li key={service.slug}>
                      <a href={routes.serviceInTown(service.slug, location.slug)} className={cn(linkClass, 'text-sm')}>
                        {service.name} in {location.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
