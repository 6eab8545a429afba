/**
 * The calendar entry for a booked survey (issue 35): the iCalendar text the visitor's emails carry
 * (worker/delivery/visitor-email.ts), written with ical-generator, which Google, Apple and Outlook
 * calendars accept (CRLF lines folded at 75 octets, text escaped). One VEVENT whose UID is the
 * lead's for good, so each later email replaces the entry: a move is METHOD:REQUEST with the
 * booking's higher SEQUENCE, a cancel METHOD:CANCEL with STATUS:CANCELLED. Start and end are
 * written on the UK clock (TZID=Europe/London) with the zone's rules beside them, so a calendar
 * anywhere shows the window the visitor booked across the clock changes. Pure (Web APIs only).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { business } from '@/content/business';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { BOOKING_MESSAGES } from '@/lib/shared/survey/booking';
import { ukWallClock } from '@/lib/shared/time/uk-time';
import type { StoredBooking, StoredLead } from '../lead/model';

/** The zone every survey happens in. */
export const SURVEY_TIME_ZONE = 'Europe/London';

/**
 * Europe/London's VTIMEZONE: British Summer Time from 01:00 GMT on the last Sunday of March to
 * 02:00 BST on the last Sunday of October (the rule since 1996, as lib/shared/time/uk-time.ts keeps it). The
 * same lines as @touch4it/ical-timezones' zone file (a test holds them to it): that package reads
 * its files from disk with node:fs, which the Worker has neither of, so the one zone is kept here
 * and handed to ical-generator through its `timezone.generator` hook.
 */
const EUROPE_LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'TZURL:http://tzurl.org/zoneinfo-outlook/Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's VTIMEZONE hook: Europe/London's rules, and nothing for a zone we never use. */
export const vtimezone = (zone: string): string | null => (zone === SURVEY_TIME_ZONE ? EUROPE_LONDON : null);

/**
 * An instant as a Date whose local fields read the UK clock at it: under an event's TZID,
 * ical-generator writes a native Date's local date and time (its README: "the given time matches
 * the time zone"), whatever zone the runtime is in. Survey hours (8am to 6pm) exist in every zone.
 */
function ukClockDate(iso: string): Date {
  const clock = ukWallClock(new Date(iso));
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** The entry's UID: the lead's, on the site's host, the same for every change of the booking. */
export const surveyUid = (leadId: string, origin: string) => `survey-${leadId}@${new URL(origin).host}`;

/** When this version of the booking was made: its cancel, its last move, or its booking. */
const versionAt = (booking: StoredBooking) => new Date(booking.cancelledAt ?? booking.changedAt ?? booking.bookedAt);

/** "Free home survey with Ember Home Heating" / "Video survey with Ember Home Heating". */
export const surveyTitle = (booking: Pick<StoredBooking, 'diary'>) => `${BOOKING_MESSAGES.surveyName[booking.diary === 'video' ? 'video' : 'home']} with ${business.tradingName}`;

/** Where the survey happens: the first line of the address and the postcode, or the video call. */
export function surveyWhere(booking: Pick<StoredBooking, 'diary' | 'addressLine'>, postcode: string | null): string {
  if (booking.diary === 'video') return BOOKING_MESSAGES.videoWhere;
  return [booking.addressLine, postcode].filter((part): part is string => Boolean(part?.trim())).join(', ');
}

/** What happens at the survey, in a sentence. */
export const surveyWhat = (booking: Pick<StoredBooking, 'diary'>): string => (booking.diary === 'video' ? BOOKING_MESSAGES.videoCall : BOOKING_MESSAGES.homeVisit);

/** How to change or cancel it: from the page (the link) when there is one, else by phone. */
export const changeHow = (link: string | null) => (link ? BOOKING_MESSAGES.changeByPage : BOOKING_MESSAGES.changeByPhone)(displayUkPhone(business.phone));

/**
 * How to change or cancel it, as the calendar entry says it: from the page, by the link in the
 * email, when there is one, else by phone. The link itself is never written in: it holds the
 * request's secret, and calendars share and sync their entries.
 */
const calendarChangeHow = (link: string | null) => (link ? BOOKING_MESSAGES.changeByEmail : BOOKING_MESSAGES.changeByPhone)(displayUkPhone(business.phone));

export interface SurveyCalendarOptions {
  /** The site's origin: the UID's host. */
  origin: string;
  /** The visitor's page (their secret link), null when there is none: only whether there is one is used, and the description points to the email. */
  link: string | null;
  /** REQUEST adds or updates the entry; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  /** The organiser's address: the business's email unless given (a calendar's reply goes there). */
  organizer?: string;
}

/** The iCalendar text for the lead's booking. Throws when the lead has none. */
export function surveyCalendar(lead: StoredLead, options: SurveyCalendarOptions): string {
  const booking = lead.booking;
  if (!booking) throw new Error(`Lead ${lead.id} has no survey booked`);
  const cancel = options.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: business.tradingName, product: 'Survey diary', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (DTSTAMP stays in UTC); the event's zone gets its VTIMEZONE from the hook.
    timezone: { name: null, generator: vtimezone },
  });
  const at = versionAt(booking);
  const description = [surveyWhat(booking), calendarChangeHow(options.link)].join('\n\n');
  calendar.createEvent({
    id: surveyUid(lead.id, options.origin),
    sequence: booking.sequence,
    stamp: at,
    lastModified: at,
    created: new Date(booking.bookedAt),
    start: ukClockDate(booking.start),
    end: ukClockDate(booking.end),
    timezone: SURVEY_TIME_ZONE,
    summary: surveyTitle(booking),
    location: surveyWhere(booking, lead.contact.postcode),
    description,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.tradingName, email: options.organizer ?? business.email },
    attendees: lead.contact.email
      ? [{ name: lead.contact.name ?? undefined, email: lead.contact.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }]
      : [],
  });
  // RFC 5545 ends every line, the last too, with CRLF (ical-generator leaves the last bare).
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
