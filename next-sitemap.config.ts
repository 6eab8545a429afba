/**
 * next-sitemap, run by the post-build step on the static export in `out/`: `out/sitemap.xml` and
 * `out/robots.txt`. It finds every built page; we keep only canonical, indexable ones (one URL
 * each: no aliases, old addresses, utilities or the personal results page), from the same list the
 * HTML sitemap and the tests read (lib/server/site-pages.ts), with `lastmod` where the content is dated.
 */
import type { IConfig, ISitemapField } from 'next-sitemap';
import { siteConfig } from './lib/config';
import { routes } from './lib/routes';
import { allPages } from './lib/server/site-pages';

const indexable = new Map(allPages().filter((page) => page.inSitemap).map((page) => [page.path, page]));

/** The export's file paths arrive as `/about/` or `/`; anything not in the list is left out. */
async function transform(_config: IConfig, path: string): Promise<ISitemapField | undefined> {
  const page = indexable.get(path.endsWith('/') ? path : `${path}/`);
  if (!page) return undefined;
  // `loc` is the page's path; next-sitemap makes it absolute on siteUrl.
  return { loc: page.path, lastmod: page.lastModified, changefreq: undefined, priority: undefined };
}

const config: IConfig = {
  siteUrl: siteConfig.url,
  output: 'export',
  outDir: 'out',
  trailingSlash: true,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  transform,
  robotsTxtOptions: {
    // Pages kept out of search results (the staff link generator, old redirected addresses) say
    // so with a robots noindex tag, which a crawler must fetch to read, so they may be crawled.
    // The lead inbox is disallowed as well: a page with no content for anyone outside, whose
    // views a crawler would only send to the sign-in form (it is noindex too), and so is a
    // visitor's own request page and a finished job's review form, which without the link's secret
    // say only how to open them.
    policies: [{ userAgent: '*', allow: '/', disallow: [routes.leadInbox, routes.yourRequest, routes.review] }],
  },
};

export default config;
