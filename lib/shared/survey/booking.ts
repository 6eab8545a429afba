/**
 * Surveys booked into real free windows (the diary): one contract for the booking forms' slot
 * picker (components/islands/booking-form/), the visitor's page (components/islands/your-request/),
 * the inbox's diary (components/staff/diary/), the Worker that answers them (worker/http/
 * survey-slots.ts, leads.ts, your-request.ts, inbox-diary.ts) and the tests. The rules for which
 * windows are free are lib/shared/survey/slots.ts. Runtime-free: the Worker imports it.
 *
 *   GET  /api/survey-slots?survey=home|video&postcode=<postcode>[&before=YYYY-MM-DD]
 *        → 200 SlotList (the free windows of the next SLOT_DAYS open days, earliest first) | 200 NotSetUp
 *          (staff have not set that diary's places yet: the form asks for a preferred date) | 400 (no postcode)
 *          | 429; a postcode outside every area we cover → 200 { outside: true } (the form offers a callback)
 *   POST /api/leads/lead   a booking with `slot` (BookedSlotField) and, for a home survey, `addressLine`:
 *        → 201 { id, receivedAt, confirmation, booking: Booking } (the place is held in the same
 *          D1 transaction that stores the lead) | 409 SlotTaken (the window filled meanwhile: pick
 *          again) | 400 { fields: { slot } } (a window past, closed or never offered, with the reason).
 *          A resend from the browser's outbox after the first send failed carries `slotFallback:
 *          true`: a window taken meanwhile then stores the lead unbooked, as a preferred date and
 *          window the business calls about (the lead is never lost to a full window).
 *   GET  /api/your-request/slots      X-Request-Token → 200 SlotList (the windows their booking may move to)
 *   POST /api/your-request/booking    JSON BookingChange + { token } → 200 RequestView | 409 SlotTaken
 *   GET  /api/leads/inbox/diary       → 200 DiaryView (14 days from today for every diary, and what staff set)
 *   PUT  /api/leads/inbox/diary/<diary>/weekly     WeeklyChange → 200 DiaryChanged
 *   POST /api/leads/inbox/diary/<diary>/blocks     BlockChange → 200 DiaryChanged (a day off, or one window blocked)
 *   DELETE /api/leads/inbox/diary/<diary>/blocks   BlockChange → 200 DiaryChanged (the block lifted)
 *   POST /api/leads/inbox/diary/<diary>/holidays   HolidayChange → 200 DiaryChanged (a bank holiday opened or closed again)
 *   POST /api/leads/inbox/leads/<id>/booking       BookingChange → 200 LeadDetail | 409 SlotTaken
 * Staff changes need the session, its CSRF token and the site's Origin, like every inbox change.
 */
import * as z from 'zod/mini';
import { SLOT_WINDOWS, type FreeWindow, type SlotWindow, type WeeklyCapacity } from '@/lib/shared/survey/slots';
import { isCalendarDate } from '@/lib/shared/time/dates';
import type { Diary } from '@/lib/shared/survey/text';

export * from '@/lib/shared/survey/text';

/** The two surveys a visitor books into a window, and the booking pages that book one (lib/shared/survey/diaries.ts). */
export { SLOT_SOURCES, SURVEY_KINDS, type SurveyKind } from '@/lib/shared/survey/diaries';

/** The diary a base's name keeps its home surveys in. */
export const diaryOfBase = (base: 'Grimsby' | 'Hull' | 'Worksop'): Diary => base.toLowerCase() as Diary;

/** A window as the forms send it. */
export const slotField = z.object({
  date: z.string().check(z.refine(isCalendarDate, 'Choose one of the times offered')),
  window: z.enum(SLOT_WINDOWS),
});
export type BookedSlot = z.infer<typeof slotField>;

/** Longest first line of an address we keep: a house name and street fit in this. */
export const MAX_ADDRESS_LINE_LENGTH = 120;

/** The free windows of a diary, as the picker and the visitor's page read them. */
export interface SlotList {
  diary: Diary;
  /** The base's name ("Grimsby"), or "Video surveys". */
  name: string;
  windows: FreeWindow[];
}

/** The answer for a postcode outside every area we cover. */
export interface OutsideArea {
  outside: true;
}

/** A booking as it is held: the diary, the window and when it starts and ends (ISO instants). */
export interface Booking {
  diary: Diary;
  date: string;
  window: SlotWindow;
  start: string;
  end: string;
  /** The first line of the address the surveyor goes to (home surveys). */
  addressLine: string | null;
}

/** The 409 to a booking whose window filled meanwhile: the windows still free, to pick again. */
export interface SlotTaken {
  error: string;
  slotTaken: true;
  windows: FreeWindow[];
}

/**
 * Why a booking's window was not held although the form sent one: the request's human check did
 * not pass (`unverified`: lib/shared/forms/human-check.ts), or its network (address prefix) has booked as many
 * surveys today as one may (`limit`). The lead is stored all the same, and a person calls to fix
 * the time (BOOKING_MESSAGES.notHeld).
 */
export type NotHeldReason = 'unverified' | 'limit';

/**
 * The receiver's 201 to a lead: its id and when it arrived; whether the visitor is being emailed a
 * confirmation; whether its human check passed (`verified`); the window it holds, if it booked one;
 * or why a window it asked for was not held.
 */
export interface LeadAnswer {
  id: string;
  receivedAt: string;
  confirmation: boolean;
  verified: boolean;
  booking?: Booking;
  slotNotHeld?: NotHeldReason;
}

/**
 * The 409 to a verified booking from a phone number or email address that already holds a survey
 * to come (one each): when that one is, to change it from its own page (its link is in their email).
 * `slotTaken` and `windows` are there so a kept copy is treated as the visitor's to answer (its
 * resend, with `slotFallback`, is stored unbooked); the form says this instead and discards it.
 */
export interface AlreadyBooked {
  error: string;
  slotTaken: true;
  windows: [];
  alreadyBooked: { date: string; window: SlotWindow };
}

/** A change to a booking, by the visitor (their page) or by staff (the lead): moved to another window, or cancelled. */
export const bookingChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), slot: slotField }),
  z.object({ action: z.literal('cancel') }),
]);
export type BookingChange = z.infer<typeof bookingChangeSchema>;

/** Most places staff may give one window: more surveyors than any base has. */
export const MAX_PLACES = 20;

/** A diary's weekly places, as the inbox sends them: weekday (0 Sunday ... 6 Saturday) → window → places. */
export const weeklyChangeSchema = z.object({
  weekly: z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.partialRecord(z.enum(SLOT_WINDOWS), z.number().check(z.int(), z.minimum(0), z.maximum(MAX_PLACES)))),
});
export type WeeklyChange = z.infer<typeof weeklyChangeSchema>;

/** A day off (no window), or one window blocked, on a date. */
export const blockChangeSchema = z.object({
  date: z.string().check(z.refine(isCalendarDate, 'Enter a date')),
  window: z.optional(z.enum(SLOT_WINDOWS)),
  /** Why, for the other staff ("Van in for repair"). */
  reason: z.optional(z.string().check(z.maxLength(200))),
});
export type BlockChange = z.infer<typeof blockChangeSchema>;

/** A bank holiday opened for surveys, or closed again. */
export const holidayChangeSchema = z.object({ date: z.string().check(z.refine(isCalendarDate, 'Enter a date')), open: z.boolean() });
export type HolidayChange = z.infer<typeof holidayChangeSchema>;

/** One booking as the diary shows it. */
export interface DiaryBooking {
  leadId: string;
  name: string | null;
  phone: string | null;
  postcode: string | null;
  addressLine: string | null;
  what: string;
}

/** One day of one diary. */
export interface DiaryDay {
  date: string;
  /** False on a Sunday, a bank holiday not opened, or a day off. */
  open: boolean;
  /** Set on a bank holiday: its name. */
  holiday: string | null;
  /** Why the day is off, when staff blocked it whole. */
  blocked: string | null;
  windows: { window: SlotWindow; start: string; end: string; places: number; free: number; blocked: boolean; bookings: DiaryBooking[] }[];
}

/** What staff set for a diary. */
export interface DiarySettings {
  weekly: WeeklyCapacity;
  blocks: { date: string; window: SlotWindow | null; reason: string | null }[];
  openedHolidays: string[];
}

/** The inbox's diary: SLOT_DAYS days from today, each diary's days and its settings. */
export interface DiaryView {
  today: string;
  diaries: { diary: Diary; name: string; settings: DiarySettings; days: DiaryDay[] }[];
}

/** A change to a diary's settings: taken at once; any booking it leaves without a place stays booked and is named here. */
export interface DiaryChanged {
  view: DiaryView;
  stranded: (DiaryBooking & { date: string; window: SlotWindow })[];
}

/** The answer for a diary staff have not set up yet: the forms ask for a preferred date and window, as before the diary. */
export interface NotSetUp {
  notSetUp: true;
}
