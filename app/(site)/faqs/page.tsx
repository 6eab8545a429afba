import type { Metadata } from 'next';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { LinkCard } from '@/components/ui/link-card';
import { getFaqTopics } from '@/lib/server/faqs';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description: 'Answers to the questions home owners ask about new boilers, repairs, servicing, heat pumps, air conditioning, solar, aftercare, payments and finance.',
  path: routes.faqs,
});

export default function FaqsPage() {
  return (
    <>
      <HeaderedPage crumb={{ label: 'FAQs', href: routes.faqs }} title="Frequently asked questions" lead="Straight answers to the questions we are asked most, grouped by topic. Can't find yours? Call us or ask for a callback.">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {getFaqTopics().map((topic) => (
            <li key={topic.topic}>
              <LinkCard href={routes.faqTopic(topic.topic)} title={topic.title} footer={`${topic.items.length} questions`}>
                {topic.intro}
              </LinkCard>
            </li>
          ))}
        </ul>
      </HeaderedPage>
      <CtaBand />
    </>
  );
}
