/**
 * Metadata and JSON-LD builders: every page's title, description, canonical URL, Open Graph and
 * Twitter tags come from `pageMetadata`, so no page can forget one.
 */
import { THEME_COLOURS } from '@/lib/theme';
import type { Metadata, Viewport } from 'next';
import { site } from '@/lib/content';
import { councilArea, townPositions } from '@/content/town-facts';
import type { Location } from '@/content/schemas';
import { absoluteUrl, siteConfig } from '@/lib/config';
import { locationSlug } from '@/content/locations';
import { APPLE_TOUCH_ICON, BRAND_ICON_DATA_URI } from '@/lib/brand-icon';

/** What every page's head carries (the root layout's metadata, and the not-found page's). */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  applicationName: site.tradingName,
  title: { default: site.tradingName, template: `%s | ${site.tradingName}` },
  description: site.tagline,
  formatDetection: { telephone: false },
  icons: {
    icon: [{ url: BRAND_ICON_DATA_URI, type: 'image/svg+xml', sizes: 'any' }],
    apple: [{ url: APPLE_TOUCH_ICON.path, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`, type: 'image/png' }],
  },
  other: {
    // The business phone and email in page metadata (docs/product.md §3).
    'business:contact_data:phone_number': site.phone,
    'business:contact_data:email': site.email,
  },
};

export const siteViewport: Viewport = {
  themeColor: THEME_COLOURS.brand[900],
  width: 'device-width',
  initialScale: 1,
};

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path (one of `routes`). */
  path: string;
  /** For alias pages: the path search engines should index instead. */
  canonicalPath?: string;
  /** Keep the page out of search results (utility pages). */
  noindex?: boolean;
  /** With `noindex`: nor follow its links (a page private to one visitor). */
  nofollow?: boolean;
  /** Use the title as it is, without the " | trading name" suffix. */
  absoluteTitle?: boolean;
  ogType?: 'website' | 'article';
}

export function pageMetadata({ title, description, path, canonicalPath, noindex, nofollow, absoluteTitle, ogType = 'website' }: PageMeta): Metadata {
  const canonical = absoluteUrl(canonicalPath ?? path);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.tradingName}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical },
    openGraph: {
      type: ogType,
      url: canonical,
      title: fullTitle,
      description,
      siteName: site.tradingName,
      locale: siteConfig.locale,
    },
    twitter: { card: 'summary', title: fullTitle, description },
    ...(noindex ? { robots: { index: false, follow: !nofollow } } : {}),
  };
}

/** Serialises JSON-LD for a `<script type="application/ld+json">`, safe inside HTML. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function baseAddress(base: (typeof site.bases)[number]) {
  return {
    '@type': 'PostalAddress',
    ...(base.streetAddress ? { streetAddress: base.streetAddress } : {}),
    addressLocality: base.locality,
    addressRegion: base.region,
    postalCode: base.postalCode,
    addressCountry: 'GB',
  };
}

/** The business's JSON-LD `@id`, which every page's business markup and each review's `itemReviewed` name. */
export const businessId = (): string => `${absoluteUrl('/')}#business`;

/** The business as `HVACBusiness`, with its three bases and the areas it serves. */
export function businessJsonLd(areaServed: AreaServed[]) {
  const url = absoluteUrl('/');
  return {
    '@context': 'https://schema.org',
    '@type': 'HVACBusiness',
    '@id': businessId(),
    name: site.tradingName,
    legalName: site.legalName,
    url,
    telephone: site.phone,
    email: site.email,
    description: site.tagline,
    priceRange: '££',
    currenciesAccepted: 'GBP',
    openingHours: site.openingHours.map((slot) => slot.schema),
    address: baseAddress(site.bases[0] as (typeof site.bases)[number]),
    areaServed: areaServed.map(asPlace),
    department: site.bases.map((base) => ({
      '@type': 'HVACBusiness',
      name: `${site.tradingName} ${base.name}`,
      telephone: base.phone,
      address: baseAddress(base),
      // The town's position (content/town-facts.ts): the base's street address is not published.
      ...geoOf(locationSlug(base.name)),
    })),
  };
}

/** A served area: a place's name, or a place as `townAreaServed` describes it. */
type AreaServed = string | Record<string, unknown>;

function asPlace(area: AreaServed): Record<string, unknown> {
  return typeof area === 'string' ? { '@type': 'Place', name: area } : area;
}

function geoOf(townSlug: string) {
  const position = townPositions[townSlug];
  return position ? { geo: { '@type': 'GeoCoordinates', latitude: position.lat, longitude: position.lng } } : {};
}

/** A town as a served place: its position and council area when known, and its postcode districts. */
export function townAreaServed(location: Location): Record<string, unknown>[] {
  const position = townPositions[location.slug];
  return [
    {
      '@type': 'Place',
      name: location.name,
      ...geoOf(location.slug),
      containedInPlace: { '@type': 'AdministrativeArea', name: position ? councilArea(position.council) : location.county },
    },
    ...location.postcodeDistricts.map((district) => ({ '@type': 'Place', name: `${district} postcode district`, address: { '@type': 'PostalAddress', postalCode: district, addressCountry: 'GB' } })),
  ];
}

/** A service we provide, optionally in one area (place names, or places as `townAreaServed` gives them). */
export function serviceJsonLd({ name, description, path, areaServed }: { name: string; description: string; path: string; areaServed?: AreaServed[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: name,
    description,
    url: absoluteUrl(path),
    provider: { '@id': businessId(), '@type': 'HVACBusiness', name: site.tradingName, telephone: site.phone },
    areaServed: (areaServed ?? ['Lincolnshire', 'East Yorkshire', 'South Yorkshire', 'West Yorkshire', 'Nottinghamshire', 'Derbyshire']).map(asPlace),
  };
}

/** FAQPage for questions that are visible on the page (answers as HTML). */
export function faqPageJsonLd(items: { question: string; answerHtml: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerHtml },
    })),
  };
}

/** BreadcrumbList for a trail of pages, Home first (the visible breadcrumbs, or a page's header that stands for them). */
export function breadcrumbListJsonLd(items: { label: string; href: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}
