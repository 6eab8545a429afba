import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config';
import { allPages } from '@/lib/site-pages';

export const dynamic = 'force-static';

/** sitemap.xml: every canonical, indexable page; `lastModified` only where we know it (guides). */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPages()
    .filter((page) => page.inSitemap)
    .map((page) => ({ url: absoluteUrl(page.path), ...(page.lastModified ? { lastModified: page.lastModified } : {}) }));
}
