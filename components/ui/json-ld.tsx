import { jsonLd } from '@/lib/seo';

/** A JSON-LD block (structured data for search engines); no JavaScript runs. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
