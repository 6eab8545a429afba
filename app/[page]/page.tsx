import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { BookingPage } from '@/components/sections/booking-page';
import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';
import { FinanceSection } from '@/components/sections/finance-section';
import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { ServiceInTownPage, serviceInTownMetadata } from '@/components/sections/service-in-town-page';
import { ServicesHub, servicesHubMetadata } from '@/components/sections/services-hub';
import type { BookingFormSlug } from '@/content/booking-forms';
import type { CopySlug, PageKey } from '@/lib/pages';
import { rootPage, rootPages, type RootPage } from '@/lib/root-pages';

/**
 * Every page at the site's root that a shared page module draws (lib/root-pages.ts): the markdown
 * pages of the pages table by their kind (ContentPage for services and company pages, BookingPage
 * for bookings), every alias, each old address that moved, and each service in each town.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return rootPages().map(({ segment }) => ({ page: segment }));
}

/** Pages with a module of their own whose alias is drawn here. */
const OWN_MODULES: Partial<Record<PageKey, { draw: () => ReactNode; metadata: (path: string) => Metadata }>> = {
  services: { draw: () => <ServicesHub />, metadata: servicesHubMetadata },
};

/** What a markdown page adds to its copy. */
const EXTRAS: Partial<Record<PageKey, () => ReactNode>> = {
  finance: () => <FinanceSection />,
};

type Props = { params: Promise<{ page: string }> };

function metadataOf(page: RootPage): Metadata {
  if (page.draw === 'moved') return redirectMetadata(page.to);
  if (page.draw === 'service-in-town') return serviceInTownMetadata(page.service, page.location);
  const own = OWN_MODULES[page.key];
  if (own) return own.metadata(page.path);
  return contentPageMetadata(page.entry.copy as CopySlug, page.path);
}

function draw(page: RootPage): ReactNode {
  if (page.draw === 'moved') return <RedirectStub to={page.to} label={page.label} />;
  if (page.draw === 'service-in-town') return <ServiceInTownPage service={page.service} location={page.location} />;
  const own = OWN_MODULES[page.key];
  if (own) return own.draw();
  const copy = page.entry.copy as CopySlug;
  if (page.entry.kind === 'booking') return <BookingPage slug={copy as BookingFormSlug} />;
  return <ContentPage slug={copy}>{EXTRAS[page.key]?.()}</ContentPage>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = rootPage((await params).page);
  return page ? metadataOf(page) : {};
}

export default async function RootRoutePage({ params }: Props) {
  const page = rootPage((await params).page);
  if (!page) notFound();
  return draw(page);
}
