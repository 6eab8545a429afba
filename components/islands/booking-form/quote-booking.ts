/**
 * What a booking started from a quote needs, loaded only when the page's address carries one
 * (`?q=`): reading the quote back (its answers' schema and the quote engine), the lead it makes,
 * the installation dates offered and the summary shown. The booking pages opened without a quote
 * never download it.
 */
export { quoteFromAddress } from '@/lib/browser/quote/reader';
export { quoteLead } from '@/lib/shared/quote/lead';
export { installationDates } from '@/lib/shared/time/working-days';
export { QuoteSummary } from './quote-summary';
