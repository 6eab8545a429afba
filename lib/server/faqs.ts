/**
 * The FAQ topics (docs/product.md §2.1, `routes.faqTopic`), checked with zod. Each topic lives in
 * `content/faqs/<topic>.ts`; answers are markdown with tokens.
 */
import { z } from 'zod';
import { faqTopics } from '@/content/faqs';
import { faqTopicSchema, type FaqTopicContent } from '@/content/schemas';
import { parseCollection } from '@/lib/content';
import { renderMarkdown } from '@/lib/server/markdown';
import { FAQ_TOPICS, type FaqTopic } from '@/lib/routes';

let topics: FaqTopicContent[] | undefined;

export function getFaqTopics(): FaqTopicContent[] {
  topics ??= (() => {
    const parsed = parseCollection('content/faqs/', z.array(faqTopicSchema), faqTopics);
    const missing = FAQ_TOPICS.filter((topic) => !parsed.some((t) => t.topic === topic));
    if (missing.length) throw new Error(`Invalid content in content/faqs/: missing topic(s) ${missing.join(', ')}`);
    return FAQ_TOPICS.map((topic) => parsed.find((t) => t.topic === topic) as FaqTopicContent);
  })();
  return topics;
}

export function getFaqTopic(topic: FaqTopic): FaqTopicContent {
  return getFaqTopics().find((t) => t.topic === topic) as FaqTopicContent;
}

/** An answer rendered to HTML (for the page and for FAQPage structured data). */
export function faqAnswerHtml(topic: FaqTopic, answer: string): string {
  return renderMarkdown(answer, `content/faqs/${topic}.ts`);
}
