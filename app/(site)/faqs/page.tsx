import type { Metadata } from 'next';
import Link from 'next/link';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { ArrowRightIcon } from '@/components/ui/icons';
import { getFaqTopics } from '@/lib/faqs';
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
      <PageHeader
        trail={[{ label: 'FAQs', href: routes.faqs }]}
        title="Frequently asked questions"
        lead="Straight answers to the questions we are asked most, grouped by topic. Can't find yours? Call us or ask for a callback."
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {getFaqTopics().map((topic) => (
            <li key={topic.topic}>
              <Link href={routes.faqTopic(topic.topic)} prefetch={false} className="group flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50">
                <span className="flex items-center justify-between gap-2 text-lg font-bold text-brand-900">
                  {topic.title}
                  <ArrowRightIcon className="shrink-0 text-accent-700" />
                </span>
                <span className="mt-2 flex-1 text-slate-700">{topic.intro}</span>
                <span className="mt-3 text-sm font-semibold text-brand-700">{topic.items.length} questions</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <CtaBand />
    </>
  );
}
