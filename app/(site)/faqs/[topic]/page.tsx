import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHeader } from '@/components/sections/page-header';
import { faqAnswerHtml, getFaqTopics } from '@/lib/server/faqs';
import { FAQ_TOPICS, routes, type FaqTopic } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return FAQ_TOPICS.map((topic) => ({ topic }));
}

type Props = { params: Promise<{ topic: string }> };

function findTopic(slug: string) {
  return getFaqTopics().find((topic) => topic.topic === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = findTopic((await params).topic);
  if (!topic) return {};
  return pageMetadata({ title: `${topic.title}: FAQs`, description: topic.description, path: routes.faqTopic(topic.topic) });
}

export default async function FaqTopicPage({ params }: Props) {
  const topic = findTopic((await params).topic);
  if (!topic) notFound();
  const slug = topic.topic as FaqTopic;
  return (
    <>
      <PageHeader
        trail={[
          { label: 'FAQs', href: routes.faqs },
          { label: topic.title, href: routes.faqTopic(slug) },
        ]}
        title={topic.title}
        lead={topic.intro}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <FaqList headingLevel={2} items={topic.items.map((item) => ({ question: item.question, answerHtml: faqAnswerHtml(slug, item.answer) }))} />
        <nav aria-label="Other FAQ topics" className="h-fit rounded-xl border border-brand-100 bg-brand-50 p-5">
          <h2 className="font-bold text-brand-900">Other topics</h2>
          <ul className="mt-2">
            {getFaqTopics()
              .filter((other) => other.topic !== slug)
              .map((other) => (
                <li key={other.topic}>
                  <a href={routes.faqTopic(other.topic)} className="inline-flex min-h-9 items-center text-brand-800 underline-offset-2 hover:underline">
                    {other.title}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      </div>
      <CtaBand />
    </>
  );
}
