/**
 * The survey diary's words and how it says times (issue 35), apart from its schemas
 * (lib/shared/survey/booking.ts re-exports all of this): the pages that only show a booking (the
 * visitor's page, the booking form's thank-you and picker) load these words without the form
 * library's validation code. Every word about a booked survey is here, once.
 */
import { WINDOW_HOURS, type SlotWindow } from '@/lib/shared/survey/slots';
import { formatLongDate } from '@/lib/shared/time/dates';

export { DIARIES, DIARY_NAMES, type Diary } from '@/lib/shared/survey/diaries';

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
  finding: 'Finding free times…',
  yourSurvey: 'Your survey',
  changeTime: 'Change the time',
  moveSurvey: 'Move my survey',
  cancelSurvey: 'Cancel my survey',
  cancelSurveyExplain: 'The time is freed for someone else. Your request stays with us, and we will call you to arrange another.',
  cancelSurveyYes: 'Yes, cancel my survey',
  keepSurvey: 'Keep this time',
  surveyCancelledHere: 'Your survey was cancelled.',
  noOtherTimes: 'There are no other free times in the next two weeks. Call us and we will fit you in.',
  changeFailed: 'We could not change your survey just now. Try again, or call us on',
  sameSlot: 'Your survey is already booked for that time. Pick a different one to move it.',
  notChangeable: 'This survey can no longer be changed here. Call us and we will help.',
  changed: 'Your survey has been moved.',
  cancelled: 'Your survey has been cancelled.',
  /** The calendar entry's title and the emails' name for each survey ("... with Ember Home Heating"). */
  surveyName: { home: 'Free home survey', video: 'Video survey' },
  /** Where a home survey happens, as the visitor's emails and calendar entry say it (never the address line they typed: worker/delivery/visitor-email.ts). */
  atYourHome: 'Your home',
  /** Where a video survey happens, as the calendar entry's location and the emails say it. */
  videoWhere: 'Video call on your phone',
  /** What happens at each survey, in the calendar entry and the emails. */
  homeVisit: 'A surveyor comes to your home, arriving at any time in the window booked, to look at your boiler, its pipes and flue, and where a new one would go. It is free, and there is nothing to sign.',
  videoCall: "We call you on your phone at any time in the window booked, for a video call: you show us your boiler, its pipes and flue with your phone's camera. It is free, and there is nothing to sign.",
  /** How to change or cancel it, with and without the link to their page. */
  changeByPage: (phone: string) => `To change or cancel it, open your request's page from the link below, or call us on ${phone}.`,
  changeByPhone: (phone: string) => `To change or cancel it, call us on ${phone}.`,
  /** The calendar entry's way to change or cancel it: it points to the email, never holding the link itself (calendars share and sync their entries). */
  changeByEmail: (phone: string) => `To change or cancel it, open your request from the link in our email, or call us on ${phone}.`,
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
  /**
   * The thank-you (and the visitor's page) when a window was picked but not held: the request came
   * without a human check that passed, or its network has booked as many surveys today as one may
   * (worker/http/leads.ts). The request itself is stored; a person calls to fix the time.
   */
  notHeld: (by: string) => `We have your request, but we could not hold that time online: a member of our team will call you by ${by} to fix the time of your survey.`,
  /** The business's email for the same lead: the window they wanted, not held. */
  notHeldForBusiness: (slot: string) => `They picked ${slot}, but it was not held (the request was not verified, or its network had booked as many surveys today as one may): call them to fix a time.`,
  /** A second booking from a phone number or email address that already holds a survey to come (one each). */
  alreadyBooked: (slot: string, phone: string) => `You already have a survey booked for ${slot}. To change it, open your request from the link in the email we sent you, or call us on ${phone}.`,
  /** The visitor's page once a survey has been moved as often as a day allows (MOVES_PER_DAY). */
  tooManyChanges: (phone: string) => `You have changed this survey as often as you can in one day. To change it again, call us on ${phone}.`,
  /** The business's 07:00 list on a day with none. */
  noSurveysToday: 'No surveys booked today',
} as const;

/** What the inbox's diary says to staff, word for word. */
export const DIARY_MESSAGES = {
  noDiary: 'There is no such diary.',
  noBooking: 'This lead has no survey booked to change.',
  notHoliday: 'That date is not a bank holiday.',
  notSetUp: 'This diary is not set up yet: its booking form asks visitors for a preferred date and we call to confirm. Save its places below to start taking bookings.',
  noneToday: 'No surveys booked today.',
  placesSaved: 'Places saved. The booking forms offer the new free times now.',
  blocked: 'Blocked. The booking forms no longer offer it.',
  lifted: 'Unblocked. The booking forms offer it again.',
  holidayOpened: 'Opened for surveys.',
  holidayClosed: 'Closed again.',
  stranded: 'These bookings no longer have a place but stay booked: move each one, or call them.',
  moved: (slot: string) => `Survey moved to ${slot}. The visitor is emailed the new time.`,
  cancelled: 'Survey cancelled. The visitor is emailed, and the place is free again.',
  noFreeWindows: 'No other free times in the next 14 days: raise the places or lift a block first.',
} as const;

/** A window's hours in words: "8am to 12pm". */
export function windowHours(window: SlotWindow): string {
  const hour = (h: number) => (h === 12 ? '12pm' : h > 12 ? `${h - 12}pm` : `${h}am`);
  const [from, to] = WINDOW_HOURS[window];
  return `${hour(from)} to ${hour(to)}`;
}

/** A window on a date. */
export interface SlotAt {
  date: string;
  window: SlotWindow;
}

/** A place as a Google Maps search: opens the map app on a phone, the site in a browser. */
export const mapsUrl = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** Where a home survey goes: the first line of the address and the postcode ('' without an address line: a postcode alone is no place to go). */
export function surveyPlace(booking: { addressLine: string | null; postcode: string | null }): string {
  return booking.addressLine?.trim() ? [booking.addressLine, booking.postcode].filter((part): part is string => Boolean(part?.trim())).join(', ') : '';
}

/** A day in words, without the year: "Wednesday 2 December". */
export const dayText = (date: string): string => formatLongDate(date).replace(/ \d{4}$/, '');

/** A window in words, without the year: "Wednesday 2 December, 8am to 12pm". */
export function slotText(slot: SlotAt): string {
  return `${dayText(slot.date)}, ${windowHours(slot.window)}`;
}

/** The booking form's thank-you for a booked survey: "Your survey is booked for Wednesday 2 December, 8am to 12pm." */
export const bookedText = (slot: SlotAt) => `Your survey is booked for ${slotText(slot)}.`;

