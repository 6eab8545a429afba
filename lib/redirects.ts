/**
 * Old FAQ addresses that now live under the FAQs hub (the pages table's `MOVED_FAQS`, docs/product.md
 * §2.2). A static host cannot redirect by itself, so the build writes them to `out/_redirects`
 * (301, with and without the trailing slash) and a stub page at each old path refreshes to the
 * new one.
 */
import { MOVED_FAQS } from '@/lib/shared/pages';
import { routes } from '@/lib/routes';

/** Each old address, as a page path with its trailing slash, with where it went. */
export function movedPages(): { path: string; to: string; label: string }[] {
  return MOVED_FAQS.map(({ from, topic, label }) => ({ path: from, to: routes.faqTopic(topic), label }));
}

/** The rules of `out/_redirects`: each old address with and without its trailing slash. */
export function redirectRules(): { from: string; to: string; status: 301 }[] {
  return movedPages().flatMap(({ path, to }) => [
    { from: path.replace(/\/$/, ''), to, status: 301 as const },
    { from: path, to, status: 301 as const },
  ]);
}
