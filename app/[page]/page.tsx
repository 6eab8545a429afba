import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';
import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { ServiceInTownPage, serviceInTownMetadata } from '@/components/sections/service-in-town-page';
import { ServicesHub, servicesHubMetadata } from '@/components/sections/services-hub';
import type { CopySlug, PageKey } from '@/lib/shared/pages';
import { rootPage, rootPages, type RootPage } from '@/lib/root-pages';

/**
 * Every page at the site's root that a shared page module draws (lib/root-pages.ts): the markdown
 * pages of the pages table (ContentPage), every alias, each old address that moved, and each
 * service in each town. It imports no island beyond the chrome's: Next.js loads every client
 * component a route can draw on each of its pages, so pages with a large island (the booking
 * forms, the finance calculator) have folders of their own (`ownRoute` in lib/shared/pages.ts).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return rootPages().map(({ segment }) => ({ page: segment }));
}

/** Pages with a module of their own whose alias is drawn here. */
const OWN_MODULES: Partial<Record<PageKey, { draw: () => ReactNode; metadata: (path: string) => Metadata }>> = {
  services: { draw: () => <ServicesHub />, metadata: servicesHubMetadata },
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
  return <ContentPage slug={page.entry.copy as CopySlug} />;
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
