import { JsonLd } from '@/components/ui/json-ld';
import { faqPageJsonLd } from '@/lib/seo';
import { cardClass } from '@/components/ui/styles';

export interface RenderedFaq {
  question: string;
  /** The answer as HTML (rendered from our markdown) or plain text. */
  answerHtml: string;
}

/**
 * Questions and answers, all visible, with FAQPage structured data for exactly these questions.
 * Each question is a heading (screen reader users jump between them), so the list is sections
 * rather than a `<dl>`, whose `<dt>` may hold only phrasing content.
 */
export function FaqList({ items, headingLevel = 3 }: { items: RenderedFaq[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className={cardClass({ padding: 'none', flat: true }, 'divide-y divide-brand-100')}>
        {items.map((item) => (
          <div key={item.question} className="p-5">
            <Heading className="text-lg font-bold text-brand-900">{item.question}</Heading>
            <div className="prose-site mt-2 !text-base" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </div>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </>
  );
}
