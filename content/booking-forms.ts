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

/**
 * The thank-you's line about the visitor's confirmation, around the address they gave: every
 * booking form takes an email address, and the Worker emails each lead that has one a
 * confirmation with the link to its own page (lib/shared/contracts/your-request.ts), within a minute. In two parts
 * so the page hands it to the form as text, not as script.
 */
export const CONFIRMATION_EMAIL = {
  before: 'We are emailing a confirmation to',
  after: ", with a link to your request's own page, which shows where it stands. Check your spam folder if it has not arrived in a few minutes.",
} as const;

/** The line as the visitor reads it, for `email`. */
export const confirmationEmailText = (email: string) => `${CONFIRMATION_EMAIL.before} ${email}${CONFIRMATION_EMAIL.after}`;

export interface BookingFormCopy {
  title: string;
  needsDate: boolean;
  messageRequired: boolean;
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
  successText: string;
  /** The thank-you's line about the confirmation we email (CONFIRMATION_EMAIL). */
  confirmation: { before: string; after: string };
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
    confirmation: CONFIRMATION_EMAIL,
  },
  'book-video-survey': {
    title: 'Book your video survey',
    needsDate: true,
    messageRequired: false,
    messageLabel: 'Anything we should know',
    messageHint: `The call takes ${VIDEO_SURVEY_MINUTES_TEXT} minutes on your phone.`,
    submitLabel: 'Request my video survey',
    successText: 'Thank you. We will call you to arrange your video survey and send you a link for the call.',
    confirmation: CONFIRMATION_EMAIL,
  },
  'book-a-boiler-service': {
    title: 'Book your boiler service',
    needsDate: true,
    messageRequired: false,
    messageLabel: 'Your boiler make and model',
    messageHint: 'If you know it, and whether you need a landlord gas safety certificate.',
    submitLabel: 'Request my service',
    successText: 'Thank you. We will call you to confirm the price and a date for your boiler service.',
    confirmation: CONFIRMATION_EMAIL,
  },
  'book-a-repair': {
    title: 'Book a repair visit',
    needsDate: true,
    messageRequired: true,
    messageLabel: 'What is the boiler doing?',
    messageHint: `Any fault code on the display helps. The visit costs ${formatGbp(REPAIR_VISIT_PRICE)}.`,
    submitLabel: 'Request my repair visit',
    successText: 'Thank you. We will call you to book the earliest repair visit we can.',
    confirmation: CONFIRMATION_EMAIL,
  },
  'report-issue': {
    title: 'Report an issue',
    needsDate: false,
    messageRequired: true,
    messageLabel: 'What is happening?',
    messageHint: 'Tell us what you have noticed, when it started and any fault code.',
    submitLabel: 'Send my report',
    successText: 'Thank you for telling us. We will call you back to arrange the next step.',
    confirmation: CONFIRMATION_EMAIL,
  },
} as const satisfies Record<string, BookingFormCopy>;

export type BookingFormSlug = keyof typeof BOOKING_FORMS;
