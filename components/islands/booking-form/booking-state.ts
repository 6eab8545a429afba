/**
 * The booking form's own state beside its fields (react-hook-form keeps those): how the last send
 * went, the survey window picked and the address line it needs, why a send was stopped, and what
 * the thank-you says. Which window goes with a send, and what a send carries, are worked out here
 * too. Pure, tested without React; the clock comes in with the action that needs it.
 */
import type { BookingInput, BookingSource } from '@/lib/shared/forms/booking';
import type { QuoteLead, QuoteOption } from '@/lib/shared/quote/lead';
import { SLOT_SOURCES } from '@/lib/shared/survey/diaries';
import type { LeadAnswer, SurveyKind } from '@/lib/shared/survey/booking';
import type { SlotAt } from '@/lib/shared/survey/text';
import { normalisePostcode } from '@/lib/shared/forms/postcode';

/** What the form shows beside the slot section: nothing yet, the windows, or its preferred date and window fields. */
export type SlotMode = 'loading' | 'slots' | 'fallback';

/** How the last send went ('idle' before one, and again after "Send another request"). */
export type Outcome = 'idle' | 'sent' | 'failed' | 'lost' | 'refused' | 'slow-down';

/** Why a send was stopped before it went: no window picked, or a home survey's window without its address. */
export type SlotProblem = 'slot' | 'address';

export interface BookingState {
  outcome: Outcome;
  /** The address the sent request's confirmation goes to, for the thank-you ('' when none is emailed). */
  sentTo: string;
  /** The quote's option picked on this form, or null for the one the quote came with. */
  option: QuoteOption | null;
  slotMode: SlotMode;
  slot: SlotAt | null;
  addressLine: string;
  slotProblem: SlotProblem | null;
  /** The window a sent booking holds, for the thank-you. */
  bookedSlot: SlotAt | null;
  /** When a sent booking whose window was not held arrived (the thank-you says by when we call), or null. */
  notHeldAt: string | null;
}

export type BookingAction =
  | { type: 'option'; option: QuoteOption }
  | { type: 'slotMode'; mode: SlotMode }
  | { type: 'slot'; slot: SlotAt | null }
  | { type: 'addressLine'; value: string }
  | { type: 'stopped'; problem: SlotProblem }
  | { type: 'sending' }
  /** Delivered: `sentTo` is '' when the receiver emails no confirmation; `now` dates a not-held answer that carries no time. */
  | { type: 'sent'; sentTo: string; answer: Partial<LeadAnswer> | null; now: Date }
  | { type: 'notSent'; outcome: Exclude<Outcome, 'idle' | 'sent'> }
  | { type: 'again' };

export const initialBookingState: BookingState = { outcome: 'idle', sentTo: '', option: null, slotMode: 'loading', slot: null, addressLine: '', slotProblem: null, bookedSlot: null, notHeldAt: null };

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'option':
      return { ...state, option: action.option };
    case 'slotMode':
      return { ...state, slotMode: action.mode };
    case 'slot':
      return { ...state, slot: action.slot };
    case 'addressLine':
      return { ...state, addressLine: action.value };
    case 'stopped':
      return { ...state, slotProblem: action.problem };
    case 'sending':
      return { ...state, slotProblem: null };
    case 'sent': {
      const booking = action.answer?.booking;
      const held = booking?.date && booking.window ? { date: booking.date, window: booking.window } : null;
      // A window asked for but not held (the request not verified, or its network's bookings for the day used up): a person calls to fix the time.
      const notHeld = !held && action.answer?.slotNotHeld;
      const receivedAt = action.answer?.receivedAt;
      const notHeldAt = notHeld ? (typeof receivedAt === 'string' ? receivedAt : action.now.toISOString()) : null;
      return { ...state, outcome: 'sent', sentTo: action.sentTo, bookedSlot: held, notHeldAt, slot: null, addressLine: '' };
    }
    case 'notSent':
      return { ...state, outcome: action.outcome };
    case 'again':
      return { ...state, outcome: 'idle' };
  }
}

/** The survey a booking page books into a window ('home' or 'video'); the other pages book none. */
export function surveyOf(source: BookingSource, needsDate: boolean): SurveyKind | undefined {
  return needsDate && source in SLOT_SOURCES ? SLOT_SOURCES[source as keyof typeof SLOT_SOURCES] : undefined;
}

/**
 * The window a send holds, or why it may not go: with the windows shown, one must be picked, and a
 * home survey's must have the first line of the address. Without them (none free, no diary), none.
 */
export function windowToSend(state: Pick<BookingState, 'slot' | 'addressLine'>, slotsShown: boolean, survey: SurveyKind | undefined): { held: SlotAt | null } | { problem: SlotProblem } {
  if (!slotsShown) return { held: null };
  if (!state.slot) return { problem: 'slot' };
  if (survey === 'home' && !state.addressLine.trim()) return { problem: 'address' };
  return { held: state.slot };
}

/** What a booking sends: the fields, the window it holds (also as its preferred date and time) and where the surveyor goes, and a quote's lead. */
export function bookingDetails(values: BookingInput, sending: { needsDate: boolean; held: SlotAt | null; survey: SurveyKind | undefined; addressLine: string; lead: QuoteLead | null }) {
  const { needsDate, held, survey, addressLine, lead } = sending;
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    postcode: normalisePostcode(values.postcode),
    ...(needsDate ? { preferredDate: values.preferredDate ?? '', timeWindow: values.timeWindow } : {}),
    // A survey booked into a free window: the window (also as the preferred date and time), and where the surveyor goes.
    ...(held ? { preferredDate: held.date, timeWindow: held.window, slot: held, ...(survey === 'home' ? { addressLine: addressLine.trim() } : {}) } : {}),
    message: values.message,
    // Booked from the results: the quote as lib/shared/quote/lead.ts builds it, and the date if one was picked.
    ...(lead ? { quote: lead, ...(values.installationDate ? { installationDate: values.installationDate } : {}) } : {}),
  };
}
