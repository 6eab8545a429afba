import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { routes } from '@/lib/routes';

/** Spec §2.2: /payments-faqs moved to /faqs/payments/ (also a 301 in out/_redirects). */
export const metadata = redirectMetadata(routes.faqTopic('payments'));

export default function PaymentsFaqsRedirect() {
  return <RedirectStub to={routes.faqTopic('payments')} label="payments FAQs" />;
}
