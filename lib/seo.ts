/**
 * Metadata and JSON-LD builders: every page's title, description, canonical URL, Open Graph and
 * Twitter tags come from `pageMetadata`, so no page can forget one.
 */
import type { Metadata } from 'next';
import { site } from '@/lib/content';
import { absoluteUrl, siteConfig } from '@/lib/config';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, e.g. `/about/`. */
  path: string;
  /** For alias pages: the path search engines should index instead. */
  canonicalPath?: string;
  /** Keep the page out of search results (utility pages). */
  noindex?: boolean;
  /** Use the title as it is, without the " | trading name" suffix. */
  absoluteTitle?: boolean;
  ogType?: 'website' | 'article';
}

export function pageMetadata({ title, description, path, canonicalPath, noindex, absoluteTitle, ogType = 'website' }: PageMeta): Metadata {
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
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Serialises JSON-LD for a `<script type="application/ld+json">`, safe inside HTML. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
