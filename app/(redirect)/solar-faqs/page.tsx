import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { routes } from '@/lib/routes';

/** Spec §2.2: /solar-faqs moved to /faqs/solar/ (also a 301 in out/_redirects). */
export const metadata = redirectMetadata(routes.faqTopic('solar'));

export default function SolarFaqsRedirect() {
  return <RedirectStub to={routes.faqTopic('solar')} label="solar FAQs" />;
}
