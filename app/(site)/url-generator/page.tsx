import type { Metadata } from 'next';
import { IslandRoot } from '@/components/islands/runtime/island-root';
import { UrlGenerator } from '@/components/islands/url-generator/url-generator';
import { NeedsScript } from '@/components/sections/needs-script';
import { HeaderedPage } from '@/components/sections/page-header';
import { siteConfig } from '@/lib/config';
import { getLocations, getServices } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Campaign Link Generator',
  description: 'For our team: build a link to any service-in-town page with optional UTM parameters, ready to paste into an advert or email.',
  path: routes.urlGenerator,
  noindex: true,
});

export default function UrlGeneratorPage() {
  return (
    <>
      <HeaderedPage crumb={{ label: 'Link generator', href: routes.urlGenerator }} title="Campaign link generator" lead="For our team: choose a service and a town, add tracking parameters if the link is for an advert or email, and copy it." width="narrow">
        <NeedsScript what="The link generator">
          <IslandRoot
            name="url-generator"
            component={UrlGenerator}
            props={{
              idPrefix: 'link',
              siteUrl: siteConfig.url,
              services: getServices().map(({ slug, name }) => ({ slug, name })),
              locations: getLocations().map(({ slug, name }) => ({ slug, name })),
            }}
          />
        </NeedsScript>
      </HeaderedPage>
    </>
  );
}
