import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config';

export const dynamic = 'force-static';

/**
 * robots.txt: everything may be crawled. Pages that should stay out of search results (the staff
 * link generator, old redirected addresses) say so with a robots noindex meta tag instead, which a
 * crawler can only read if it is allowed to fetch the page.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
