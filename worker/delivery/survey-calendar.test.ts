/**
 * The survey's calendar entry, parsed back with ical.js (not the code that wrote it): start and end
 * on the UK clock (TZID=Europe/London) turning into the right instants in winter and summer and
 * either side of both clock changes, by the VTIMEZONE the file itself carries; one UID for the
 * booking, moved and cancelled, with SEQUENCE rising; METHOD and STATUS for a cancel; the
 * organiser, the visitor, the place, the words (how to change it, never the secret link to the
 * visitor's page); lines as calendars need them.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import ICAL from 'ical.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { business } from '@/content/business';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { BOOKING_MESSAGES } from '@/lib/shared/survey/booking';
import { WINDOW_HOURS, type SlotWindow } from '@/lib/shared/survey/slots';
import type { StoredBooking, StoredLead } from '../lead/model';
import { storedBooking, storedLead, TEST_LEAD_ID } from '../test-support';
import { SURVEY_TIME_ZONE, surveyCalendar, surveyUid } from './survey-calendar';

const ORIGIN = 'https://www.emberhomeheating.co.uk';
const SECRET = 'EzTCdCvZD5VQZXdPhSo_shW7HhBcXZEBf_wAAAAAAAA';
const LINK = `${ORIGIN}/your-request/#${TEST_LEAD_ID}.${SECRET}`;

const held = storedBooking;

const lead = (booking: StoredBooking | null, fields: Record<string, unknown> = {}): StoredLead =>
  storedLead(booking?.diary === 'video' ? 'book-video-survey' : 'book-free-survey', { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', ...fields }, { booking });

/** The calendar read back: the VCALENDAR, its one VEVENT, and the event as ical.js reads it. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0] as ICAL.Component;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** An ICAL.Time as the instant it names (its zone from the file's own VTIMEZONE). */
const instant = (time: ICAL.Time) => new Date(time.toUnixTime() * 1000).toISOString();

describe('surveyCalendar', () => {
  it('writes the start and end on the UK clock, which the file itself turns into the right instants in winter (GMT) and summer (BST)', () => {
    // ical.js knows no zone but UTC until a file brings one: every conversion here uses the VTIMEZONE written.
    expect(ICAL.TimezoneService.has(SURVEY_TIME_ZONE)).toBe(false);
    const cases: [string, SlotWindow, string, string][] = [
      ['2026-12-02', 'morning', '2026-12-02T08:00:00.000Z', '2026-12-02T12:00:00.000Z'],
      ['2027-03-30', 'morning', '2027-03-30T07:00:00.000Z', '2027-03-30T11:00:00.000Z'],
      ['2027-07-14', 'late-afternoon', '2027-07-14T15:00:00.000Z', '2027-07-14T17:00:00.000Z'],
      // Either side of the clock changes: 28 March 2027 (BST begins) and 31 October 2027 (it ends).
      ['2027-03-27', 'afternoon', '2027-03-27T12:00:00.000Z', '2027-03-27T16:00:00.000Z'],
      ['2027-03-29', 'afternoon', '2027-03-29T11:00:00.000Z', '2027-03-29T15:00:00.000Z'],
      ['2027-10-30', 'morning', '2027-10-30T07:00:00.000Z', '2027-10-30T11:00:00.000Z'],
      ['2027-11-01', 'morning', '2027-11-01T08:00:00.000Z', '2027-11-01T12:00:00.000Z'],
    ];
    for (const [date, window, start, end] of cases) {
      const text = surveyCalendar(lead(held(date, window)), { origin: ORIGIN, link: LINK, method: 'REQUEST' });
      const { vevent, event } = read(text);
      for (const name of ['dtstart', 'dtend']) expect(vevent.getFirstProperty(name)?.getParameter('tzid')).toBe(SURVEY_TIME_ZONE);
      const [from, to] = WINDOW_HOURS[window];
      // The clock reads the window's hours on the day, whatever the season.
      expect([event.startDate.toString(), event.endDate.toString()]).toEqual([`${date}T${String(from).padStart(2, '0')}:00:00`, `${date}T${String(to).padStart(2, '0')}:00:00`]);
      expect([instant(event.startDate), instant(event.endDate)]).toEqual([start, end]);
    }
  });

  it('carries the VTIMEZONE of Europe/London, the same as the zone file of @touch4it/ical-timezones', () => {
    const { calendar } = read(surveyCalendar(lead(held('2026-12-02', 'morning')), { origin: ORIGIN, link: LINK, method: 'REQUEST' }));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([SURVEY_TIME_ZONE]);
    const theirs = new ICAL.Component(ICAL.parse(getVtimezoneComponent(SURVEY_TIME_ZONE) ?? ''));
    expect(zones[0]?.toJSON()).toEqual(theirs.toJSON());
  });

  it('keeps one UID for the booking, its move and its cancel, with SEQUENCE rising, and METHOD CANCEL with STATUS CANCELLED for the cancel', () => {
    const booked = held('2026-12-02', 'morning');
    const moved = held('2026-12-03', 'afternoon', 'grimsby', { sequence: 1, changedAt: '2026-11-26T18:30:00.000Z', changedBy: 'visitor' });
    const cancelled = { ...moved, sequence: 2, cancelledAt: '2026-11-27T08:05:00.000Z', changedAt: '2026-11-27T08:05:00.000Z', changedBy: 'staff key' };
    const versions = [
      read(surveyCalendar(lead(booked), { origin: ORIGIN, link: LINK, method: 'REQUEST' })),
      read(surveyCalendar(lead(moved), { origin: ORIGIN, link: LINK, method: 'REQUEST' })),
      read(surveyCalendar(lead(cancelled), { origin: ORIGIN, link: LINK, method: 'CANCEL' })),
    ];
    expect(versions.map(({ event }) => event.uid)).toEqual(Array(3).fill(`survey-${TEST_LEAD_ID}@www.emberhomeheating.co.uk`));
    expect(surveyUid(TEST_LEAD_ID, ORIGIN)).toBe(`survey-${TEST_LEAD_ID}@www.emberhomeheating.co.uk`);
    expect(versions.map(({ event }) => event.sequence)).toEqual([0, 1, 2]);
    expect(versions.map(({ calendar }) => calendar.getFirstPropertyValue('method'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(versions.map(({ vevent }) => vevent.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    // Each version stamped when it was made, in UTC, so a calendar takes the latest.
    expect(versions.map(({ vevent }) => (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toString())).toEqual(['2026-11-25T09:14:03Z', '2026-11-26T18:30:00Z', '2026-11-27T08:05:00Z']);
    // The moved entry is at its new time; the cancel names the time it removes.
    expect(instant(versions[1]?.event.startDate as ICAL.Time)).toBe('2026-12-03T12:00:00.000Z');
    expect(instant(versions[2]?.event.startDate as ICAL.Time)).toBe('2026-12-03T12:00:00.000Z');
  });

  it('names the survey, the place, what happens, how to change it, the business as organiser and the visitor as attendee', () => {
    const home = read(surveyCalendar(lead(held('2026-12-02', 'morning')), { origin: ORIGIN, link: LINK, method: 'REQUEST' }));
    expect(home.event.summary).toBe('Free home survey with Ember Home Heating');
    expect(home.event.location).toBe('12 Victoria Street, DN31 1AB');
    expect(home.event.description).toBe(
      `${BOOKING_MESSAGES.homeVisit}\n\nTo change or cancel it, open your request from the link in our email, or call us on ${displayUkPhone(business.phone)}.`,
    );
    const organizer = home.vevent.getFirstProperty('organizer');
    expect([organizer?.getFirstValue(), organizer?.getParameter('cn')]).toEqual([`mailto:${business.email}`, business.tradingName]);
    const attendees = home.vevent.getAllProperties('attendee');
    expect(attendees.map((attendee) => [String(attendee.getFirstValue()).toLowerCase(), attendee.getParameter('cn'), attendee.getParameter('partstat')])).toEqual([['mailto:pat@example.co.uk', 'Pat Jones', 'ACCEPTED']]);

    const video = read(surveyCalendar(lead(held('2026-12-02', 'late-afternoon', 'video')), { origin: ORIGIN, link: null, method: 'REQUEST', organizer: 'website@emberhomeheating.co.uk' }));
    expect(video.event.summary).toBe('Video survey with Ember Home Heating');
    expect(video.event.location).toBe('Video call on your phone');
    expect(video.event.description).toBe(
      `${BOOKING_MESSAGES.videoCall}\n\nTo change or cancel it, call us on ${displayUkPhone(business.phone)}.`,
    );
    expect(video.vevent.getFirstPropertyValue('organizer')).toBe('mailto:website@emberhomeheating.co.uk');
  });

  it('carries no link to the visitor\'s page and nothing of its secret, in any property, for a booking, a move or a cancel', () => {
    const booked = held('2026-12-02', 'morning');
    const texts = [
      surveyCalendar(lead(booked), { origin: ORIGIN, link: LINK, method: 'REQUEST' }),
      surveyCalendar(lead({ ...booked, sequence: 1, changedAt: '2026-11-26T18:30:00.000Z' }), { origin: ORIGIN, link: LINK, method: 'REQUEST' }),
      surveyCalendar(lead({ ...booked, sequence: 2, cancelledAt: '2026-11-27T08:05:00.000Z' }), { origin: ORIGIN, link: LINK, method: 'CANCEL' }),
    ];
    for (const text of texts) {
      // Unfolded, so a link split across lines is found too.
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).not.toContain(SECRET);
      expect(unfolded).not.toContain('/your-request/');
      expect(unfolded).not.toMatch(/https?:\/\/\S*#/);
      const { vevent } = read(text);
      expect(vevent.getFirstPropertyValue('url')).toBeNull();
    }
  });

  it('writes CRLF lines of at most 75 octets, folding long non-ASCII text between characters, with the text escaped', () => {
    const address = 'Flat 3; Zoë\'s House, "The Old Rectory", Ångström Lane, Much Snoring-on-the-Marsh, Lincolnshire';
    const text = surveyCalendar(lead(held('2026-12-02', 'morning', 'hull', { addressLine: address }), { name: 'Zoë Brontë, Jr' }), { origin: ORIGIN, link: LINK, method: 'REQUEST' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { event, vevent } = read(text);
    expect(event.location).toBe(`${address}, DN31 1AB`);
    expect(vevent.getFirstProperty('attendee')?.getParameter('cn')).toBe('Zoë Brontë, Jr');
  });

  it('writes the same file whatever zone the machine running it is in (the Worker runs in UTC; a test machine may not)', () => {
    const booked = lead(held('2027-03-29', 'morning'));
    const options = { origin: ORIGIN, link: LINK, method: 'REQUEST' } as const;
    const here = surveyCalendar(booked, options);
    expect(here).toContain('\r\nDTSTART;TZID=Europe/London:20270329T080000\r\n');
    // A process's zone is fixed when it starts: the same module, bundled, in processes started in other zones.
    const { outputFiles } = buildSync({
      stdin: { contents: "import { surveyCalendar } from './worker/delivery/survey-calendar';\nprocess.stdout.write(JSON.stringify({ offset: new Date('2027-03-29T07:00:00Z').getTimezoneOffset(), text: surveyCalendar(JSON.parse(process.argv[1]), JSON.parse(process.argv[2])) }));", resolveDir: join(__dirname, '..', '..'), loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    const script = outputFiles[0]?.text ?? '';
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
      const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(booked), JSON.stringify(options)], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const { offset, text } = JSON.parse(run.stdout) as { offset: number; text: string };
      expect(offset === 0).toBe(zone === 'UTC');
      expect(text).toBe(here);
    }
  });

  it('refuses a lead with no booking', () => {
    expect(() => surveyCalendar(lead(null), { origin: ORIGIN, link: LINK, method: 'REQUEST' })).toThrow('no survey booked');
  });
});
