import { RedirectStub, redirectMetadata } from '@/components/sections/redirect-stub';
import { routes } from '@/lib/routes';

/** Spec §2.2: /repairs-faqs moved to /faqs/repairs/ (also a 301 in out/_redirects). */
export const metadata = redirectMetadata(routes.faqTopic('repairs'));

export default function RepairsFaqsRedirect() {
  return <RedirectStub to={routes.faqTopic('repairs')} label="repairs FAQs" />;
}
