/** The wording of each booking form (the form itself is components/islands/booking-form). */
import { REPAIR_VISIT_PRICE, VIDEO_SURVEY_MINUTES_TEXT } from './pricing';
import { formatGbp } from './format';

/** The times of day a visitor may ask us to come (or call), as the booking forms offer them. */
export const TIME_WINDOWS = [
  { value: 'morning', label: 'Morning (8am to 12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm to 4pm)' },
  { value: 'late-afternoon', label: 'Late afternoon (4pm to 6pm)' },
  { value: 'any', label: 'Any time' },
] as const;

export interface BookingFormCopy {
  title: string;
  needsDate: boolean;
  messageRequired: boolean;
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
  successText: string;
}

export const BOOKING_FORMS = {
  'book-free-survey': {
    title: 'Book your free home survey',
    needsDate: true,
    messageRequired: false,
    messageLabel: 'Anything we should know',
    messageHint: 'For example your current boiler, or the best way to reach you.',
    submitLabel: 'Request my free survey',
    successText: 'Thank you. We have your request and will call you to confirm a time for your free survey.',
  },
  'book-video-survey': {
    title: 'Book your video survey',
    needsDate: true,
    messageRequired: false,
    messageLabel: 'Anything we should know',
    messageHint: `The call takes ${VIDEO_SURVEY_MINUTES_TEXT} minutes on your phone.`,
    submitLabel: 'Request my video survey',
    successText: 'Thank you. We will call you to arrange your video survey and send you a link for the call.',
  },
  'book-a-boiler-service': {
    title: 'Book your boiler service',
    needsDate: true,
    messageRequired: false,
    messageLabel: 'Your boiler make and model',
    messageHint: 'If you know it, and whether you need a landlord gas safety certificate.',
    submitLabel: 'Request my service',
    successText: 'Thank you. We will call you to confirm the price and a date for your boiler service.',
  },
  'book-a-repair': {
    title: 'Book a repair visit',
    needsDate: true,
    messageRequired: true,
    messageLabel: 'What is the boiler doing?',
    messageHint: `Any fault code on the display helps. The visit costs ${formatGbp(REPAIR_VISIT_PRICE)}.`,
    submitLabel: 'Request my repair visit',
    successText: 'Thank you. We will call you to book the earliest repair visit we can.',
  },
  'report-issue': {
    title: 'Report an issue',
    needsDate: false,
    messageRequired: true,
    messageLabel: 'What is happening?',
    messageHint: 'Tell us what you have noticed, when it started and any fault code.',
    submitLabel: 'Send my report',
    successText: 'Thank you for telling us. We will call you back to arrange the next step.',
  },
} as const satisfies Record<string, BookingFormCopy>;

export type BookingFormSlug = keyof typeof BOOKING_FORMS;
