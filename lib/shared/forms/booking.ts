/** The booking and report-an-issue forms: contact details, a preferred date and time, a message. */
import * as z from 'zod/mini';
import { wasOfferedOn } from '@/lib/shared/time/working-days';
import { emailField, messageField, nameField, phoneField, postcodeField } from './fields';

export const BOOKING_SOURCES = ['book-free-survey', 'book-video-survey', 'book-a-boiler-service', 'book-a-repair', 'report-issue'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
/** The forms the quote results book through: they carry the quote and an installation date. */
export const QUOTE_BOOKING_SOURCES = ['book-free-survey', 'book-video-survey'] as const satisfies readonly BookingSource[];

/** Said of an installation date that was not one of the working days offered (lib/shared/time/working-days.ts). */
export const INSTALLATION_DATE_NOT_OFFERED = 'Choose one of the installation dates in the list';

/** The date as the browser's date field gives it, checked against `today` (YYYY-MM-DD). */
export function bookingSchema({ today, needsDate, messageRequired }: { today: string; needsDate: boolean; messageRequired: boolean }) {
  return z.object({
    name: nameField,
    phone: phoneField,
    email: emailField,
    postcode: postcodeField,
    preferredDate: needsDate
      ? z
          .string()
          .check(
            z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date, for example 24/11/2026'),
            z.refine((value) => value === '' || value > today, 'Choose a date from tomorrow onwards'),
          )
      : z.optional(z.string()),
    timeWindow: z.string(),
    /** Only on a booking started from a quote; '' is "no preference yet". */
    installationDate: z.optional(z.string().check(z.refine((value) => value === '' || wasOfferedOn(value, new Date(`${today}T12:00:00Z`)), INSTALLATION_DATE_NOT_OFFERED))),
    message: messageRequired ? messageField.check(z.refine((value) => value.trim().length > 0, 'Please tell us what is happening')) : messageField,
  });
}

export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;
