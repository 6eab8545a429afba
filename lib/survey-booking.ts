/**
 * Surveys booked into real free windows (the diary): one contract for the booking forms' slot
 * picker (components/islands/booking-form/), the visitor's page (components/islands/your-request/),
 * the inbox's diary (components/islands/lead-inbox/), the Worker that answers them (worker/http/
 * survey-slots.ts, leads.ts, your-request.ts, inbox-diary.ts) and the tests. The rules for which
 * windows are free are lib/survey-slots.ts. Runtime-free: the Worker imports it.
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
import { SLOT_WINDOWS, WINDOW_HOURS, type FreeWindow, type SlotWindow, type WeeklyCapacity } from '@/lib/survey-slots';
import { formatLongDate, isCalendarDate } from '@/lib/dates';

/** The four diaries: each base's home surveys, and the office's video surveys. */
export const DIARIES = ['grimsby', 'hull', 'worksop', 'video'] as const;
export type Diary = (typeof DIARIES)[number];

/** Each diary as staff and visitors read it. */
export const DIARY_NAMES: Record<Diary, string> = {
  grimsby: 'Grimsby',
  hull: 'Hull',
  worksop: 'Worksop',
  video: 'Video surveys',
};

/** The two surveys a visitor books into a window. */
export const SURVEY_KINDS = ['home', 'video'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** The booking pages that book a window, and which survey each is. */
export const SLOT_SOURCES = { 'book-free-survey': 'home', 'book-video-survey': 'video' } as const satisfies Record<string, SurveyKind>;

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

/** What the forms, the page, the emails and the inbox say about a booking, word for word. */
export const BOOKING_MESSAGES = {
  slotTaken: 'Sorry, that time has just been booked by someone else. Please pick another: everything else you entered is kept.',
  slotPast: 'That time has passed. Please pick another.',
  slotClosed: 'We are not surveying at that time. Please pick another.',
  slotNotOffered: 'That time is not one we offer. Please pick one from the list.',
  slotAfterInstallation: 'Your survey must come before your installation date. Please pick an earlier time, or a later installation date.',
  outside: 'We do not cover that postcode for home surveys. Ask us to call you instead and we will tell you what we can do.',
  noWindows: 'We have no free times in the next two weeks. Ask us to call you and we will fit you in.',
  unavailable: 'We cannot show free times just now. Tell us when suits you and we will call you to confirm.',
  addressLine: 'Enter the first line of your address',
  chooseSlot: 'Choose a time for your survey',
  sameSlot: 'Your survey is already booked for that time. Pick a different one to move it.',
  notChangeable: 'This survey can no longer be changed here. Call us and we will help.',
  changed: 'Your survey has been moved.',
  cancelled: 'Your survey has been cancelled.',
  /** The calendar entry's title and the emails' name for each survey ("... with Ember Home Heating"). */
  surveyName: { home: 'Free home survey', video: 'Video survey' },
  /** Where a video survey happens, as the calendar entry's location and the emails say it. */
  videoWhere: 'Video call on your phone',
  /** What happens at each survey, in the calendar entry and the emails. */
  homeVisit: 'A surveyor comes to your home, arriving at any time in the window booked, to look at your boiler, its pipes and flue, and where a new one would go. It is free, and there is nothing to sign.',
  videoCall: "We call you on your phone at any time in the window booked, for a video call: you show us your boiler, its pipes and flue with your phone's camera. It is free, and there is nothing to sign.",
  /** How to change or cancel it, with and without the link to their page. */
  changeByPage: (phone: string) => `To change or cancel it, open your request's page from the link below, or call us on ${phone}.`,
  changeByPhone: (phone: string) => `To change or cancel it, call us on ${phone}.`,
  /** The email to the visitor after a change: who made it, in plain words. */
  movedSubject: (slot: string) => `Your survey has moved: ${slot}`,
  movedByVisitor: (slot: string) => `You moved your survey to ${slot}. The invitation attached updates the entry in your calendar.`,
  movedByStaff: (slot: string, phone: string) => `We moved your survey to ${slot}. Call us on ${phone} if this time does not suit, or change it from your request's page. The invitation attached updates the entry in your calendar.`,
  cancelledSubject: 'Your survey is cancelled',
  cancelledByVisitor: (slot: string) => `You cancelled your survey on ${slot}. Your request stays with us: book another time from your request's page, or call us. The attachment removes the entry from your calendar.`,
  cancelledByStaff: (slot: string, phone: string) => `We cancelled your survey on ${slot}. We are sorry: call us on ${phone} and we will book another time that suits you. The attachment removes the entry from your calendar.`,
  /** What the visitor's page and emails say while a cancelled booking is not replaced. */
  cancelledNext: (phone: string) => `Your survey has been cancelled. To book another time, call us on ${phone}.`,
  /** The reminder the evening before. */
  reminderSubject: (hours: string) => `Reminder: your survey is tomorrow, ${hours}`,
  reminderLead: (slot: string) => `This is a reminder of your survey with us tomorrow: ${slot}.`,
  readyHeading: 'What to have ready',
  readyHome: [
    'Clear the way to your boiler, and to your hot water cylinder if you have one: the surveyor needs to see and measure them.',
    'Know where your gas meter and your stopcock are.',
    "Have your boiler's manual or its last service record to hand, if you have them.",
    'Someone aged 18 or over needs to be at home.',
  ],
  readyVideo: [
    'Charge your phone, and be where it has a good signal or Wi-Fi.',
    'Clear the way to your boiler, so you can show it to us close up, and its flue outside if you can reach it safely.',
    "Have your boiler's manual or its last service record to hand, if you have them.",
  ],
  /** The visitor's confirmation when the window they picked was taken before their request arrived (a resend from the outbox). */
  slotLost: (slot: string, by: string) => `The time you picked (${slot}) was booked by someone else before your request reached us. We will call you by ${by} to agree another.`,
  /** The business's email for the same lead. */
  slotFallback: (slot: string) => `The window they picked (${slot}) was taken before their request arrived: call them to agree a time.`,
  /** The business's 07:00 list on a day with none. */
  noSurveysToday: 'No surveys booked today',
} as const;

/** What the inbox's diary says to staff, word for word. */
export const DIARY_MESSAGES = {
  noDiary: 'There is no such diary.',
  noBooking: 'This lead has no survey booked to change.',
  notHoliday: 'That date is not a bank holiday.',
} as const;

/** A window's hours in words: "8am to 12pm". */
export function windowHours(window: SlotWindow): string {
  const hour = (h: number) => (h === 12 ? '12pm' : h > 12 ? `${h - 12}pm` : `${h}am`);
  const [from, to] = WINDOW_HOURS[window];
  return `${hour(from)} to ${hour(to)}`;
}

/** A day in words, without the year: "Wednesday 2 December". */
export const dayText = (date: string): string => formatLongDate(date).replace(/ \d{4}$/, '');

/** A window in words, without the year: "Wednesday 2 December, 8am to 12pm". */
export function slotText(slot: Pick<BookedSlot, 'date' | 'window'>): string {
  return `${dayText(slot.date)}, ${windowHours(slot.window)}`;
}

/** The booking form's thank-you for a booked survey: "Your survey is booked for Wednesday 2 December, 8am to 12pm." */
export const bookedText = (slot: Pick<BookedSlot, 'date' | 'window'>) => `Your survey is booked for ${slotText(slot)}.`;

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
