/**
 * What every fixed-price installation includes, in one list: the results page shows it with the
 * quote, and the visitor's email of their quote (worker/delivery/visitor-email.ts) says the same.
 */
import { WARRANTY_MANUFACTURER_MAX_YEARS } from './pricing';

/** What every fixed-price installation includes (shown with the quote, and in the quote's email). */
export const QUOTE_INCLUDES: string[] = [
  'Your new boiler, sized to your home',
  'Removal and responsible disposal of the old boiler',
  'Fitting by our own Gas Safe registered engineers',
  'A magnetic system filter and a chemical clean of the system',
  'Commissioning, Building Regulations notification and the certificate',
  `Warranty registration: manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years, longer on selected boilers`,
  'All labour, the flue and VAT shown in the breakdown',
  'A free survey to confirm everything before any work is booked',
];
