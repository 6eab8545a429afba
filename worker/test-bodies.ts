/**
 * Test-only: leads as the forms send them, shared by the Worker's unit tests (worker/test-support.ts)
 * and the browser tests (e2e/fixtures/lead-bodies.ts), which post to the receiver themselves. Plain
 * data and lib/shared/ only, so both can load it.
 */
import { PERSON_GUARD } from '@/lib/shared/forms/lead-rules';
import { HUMAN_CHECK_FIELD, TURNSTILE_TEST_TOKEN } from '@/lib/shared/forms/human-check';

/** What a person's form adds to a lead: the spam guard's readings, and a human check the tests' secret passes. */
export const PERSON = { guard: PERSON_GUARD, [HUMAN_CHECK_FIELD]: TURNSTILE_TEST_TOKEN } as const;

/** Who books a survey, and where. */
export interface SurveyPerson {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  addressLine: string;
}

/**
 * A home survey booked from the form by `who`, with a person's readings: into `slot` of the diary
 * serving their postcode, or without one (a preferred date left open); `extra` over it.
 */
export const surveyBookingBody = (who: SurveyPerson, slot?: { date: string; window: string }, extra: Record<string, unknown> = {}) => ({
  leadId: crypto.randomUUID(),
  ...PERSON,
  name: who.name,
  phone: who.phone,
  email: who.email,
  postcode: who.postcode,
  preferredDate: slot?.date ?? '',
  timeWindow: slot?.window ?? 'any',
  message: '',
  source: 'book-free-survey',
  timestamp: new Date().toISOString(),
  ...(slot ? { slot } : {}),
  addressLine: who.addressLine,
  ...extra,
});
