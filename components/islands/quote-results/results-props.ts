/**
 * What the results page's island is given by the page (built on the server): the boilers' facts and
 * pictures, what is included, our phone, the links on, the finance example. Its own module, so the
 * island (quote-results.tsx) and the results it loads (quote-view.tsx) share it without importing
 * each other.
 */
import type { ImageAttributes } from '@/components/ui/smart-img';
import type { FinanceExample } from '@/lib/finance';

export interface BoilerInfo {
  brand: string;
  warrantyYears: number;
  image: ImageAttributes;
}

export interface QuoteResultsProps {
  boilerInfo: Record<string, BoilerInfo>;
  included: string[];
  imageFailedText: string;
  phone: string;
  phoneHref: string;
  links: { quote: string; freeSurvey: string; videoSurvey: string; finance: string };
  /** The representative example, shown beside the visitor's own finance figures (worked out by the server). */
  financeRepresentative: FinanceExample;
}
