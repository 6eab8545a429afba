import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { routes } from '@/lib/routes';

/** Spec §2.2: /heat-pumps-faqs moved to /faqs/heat-pumps/ (also a 301 in out/_redirects). */
export const metadata = redirectMetadata(routes.faqTopic('heat-pumps'));

export default function HeatPumpsFaqsRedirect() {
  return <RedirectStub to={routes.faqTopic('heat-pumps')} label="heat pump FAQs" />;
}
