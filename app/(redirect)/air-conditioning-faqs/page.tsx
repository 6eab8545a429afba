import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { routes } from '@/lib/routes';

/** Spec §2.2: /air-conditioning-faqs moved to /faqs/air-conditioning/ (also a 301 in out/_redirects). */
export const metadata = redirectMetadata(routes.faqTopic('air-conditioning'));

export default function AirConditioningFaqsRedirect() {
  return <RedirectStub to={routes.faqTopic('air-conditioning')} label="air conditioning FAQs" />;
}
