/**
 * Old FAQ addresses that now live under /faqs (docs/product.md §2.2). A static host cannot redirect by
 * itself, so the build writes them to `out/_redirects` (301) and a stub page at each old path
 * refreshes to the new one (docs/product.md §2.2).
 */
import { routes, type FaqTopic } from '@/lib/routes';

export const FAQ_REDIRECTS: { from: string; topic: FaqTopic }[] = [
  { from: '/boiler-faqs', topic: 'boiler' },
  { from: '/air-conditioning-faqs', topic: 'air-conditioning' },
  { from: '/heat-pumps-faqs', topic: 'heat-pumps' },
  { from: '/repairs-faqs', topic: 'repairs' },
  { from: '/payments-faqs', topic: 'payments' },
  { from: '/solar-faqs', topic: 'solar' },
];

export function redirectRules(): { from: string; to: string; status: 301 }[] {
  return FAQ_REDIRECTS.map(({ from, topic }) => ({ from, to: routes.faqTopic(topic), status: 301 }));
}
