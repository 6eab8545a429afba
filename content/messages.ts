/**
 * Every message docs/product.md fixes word for word (docs/product.md §2.4, §5 and §8). Components import these;
 * nothing retypes them.
 */
import { FINANCE_MAX_MONTHS, FINANCE_MIN_MONTHS, OFFER_DISCOUNT_PERCENT, REPAIR_VISIT_PRICE } from './pricing';
import { formatGbp } from './format';

export const messages = {
  offerBanner: `${OFFER_DISCOUNT_PERCENT}% off Boiler Installation Ends in:`,
  notFoundTitle: 'Page Not Found',
  notFoundText: "Sorry, we couldn't find the page you were looking for. It might have been moved or deleted.",
  backToHome: 'Back to Home',
  locationNotFound: 'Location not found',
  invalidUrlFormat: 'Invalid URL format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid UK phone number',
  callbackSuccess: "Callback request submitted! We'll call you ASAP.",
  callbackFailure: 'Failed to submit callback request. Please try again.',
  exitIntentSuccess: "Thank you! You've been entered to win a free boiler service!",
  exitIntentFailure: 'Sorry, there was an error submitting your entry. Please try again.',
  combiRestriction:
    'Combi boiler not suitable with 2+ baths or showers that need to be used simultaneously. We recommend a system or regular boiler instead.',
  imageFailed: 'Image failed to load',
  repairTile: `Next day repair visit for ${formatGbp(REPAIR_VISIT_PRICE)}`,
  financeTile: `${FINANCE_MIN_MONTHS} to ${FINANCE_MAX_MONTHS} month plans available`,
} as const;
