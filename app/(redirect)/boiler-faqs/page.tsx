import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { routes } from '@/lib/routes';

/** Spec §2.2: /boiler-faqs moved to /faqs/boiler/ (also a 301 in out/_redirects). */
export const metadata = redirectMetadata(routes.faqTopic('boiler'));

export default function BoilerFaqsRedirect() {
  return <RedirectStub to={routes.faqTopic('boiler')} label="boiler FAQs" />;
}
