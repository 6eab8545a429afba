/**
 * The business's 07:00 list of the day's surveys (dayListEmail), as written: each diary's count,
 * then each survey diary by diary and earliest first, the address as a Google Maps search and the
 * phone as a call link, the lead's inbox link; a day with none; the HTML's escaping.
 */
import { escapeHtml } from '@/lib/shared/format/html';
import { PAGES } from '@/lib/shared/pages';
import { ukInstant } from '@/lib/shared/survey/slots';
import { TEST_LEAD_ID } from '../test-support';
import { mapsUrl } from '@/lib/shared/survey/text';
import { dayListEmail, type DayListBooking, type DayListPayload } from './notices';

const ORIGIN = 'https://www.emberhomeheating.co.uk';
const DAY = '2026-12-02';

const survey = (extra: Partial<DayListBooking> & Pick<DayListBooking, 'window'>): DayListBooking => ({
  start: ukInstant(DAY, extra.window === 'morning' ? 8 : extra.window === 'afternoon' ? 12 : 16).toISOString(),
  name: 'Pat Jones',
  phone: '+447700900123',
  addressLine: '12 Victoria Street',
  postcode: 'DN31 1AB',
  what: 'Survey booked',
  leadId: TEST_LEAD_ID,
  ...extra,
});

const payload = (diaries: DayListPayload['diaries']): DayListPayload => ({ day: DAY, diaries, origin: ORIGIN });

/** Each part is found in `text`, each after the one before. */
function expectInOrder(text: string, parts: string[]) {
  const positions = parts.map((part) => text.indexOf(part));
  expect(parts.filter((_, index) => positions[index] === -1)).toEqual([]);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe('dayListEmail', () => {
  const day = payload([
    {
      diary: 'grimsby',
      name: 'Grimsby',
      // Out of order on purpose: the list puts the earliest first.
      bookings: [
        survey({ window: 'afternoon', name: 'Sam Lee', phone: '+447700900456', addressLine: '3 Bargate', postcode: 'DN34 5AA', leadId: 'b0000000-0000-4000-8000-000000000002' }),
        survey({ window: 'morning' }),
      ],
    },
    { diary: 'hull', name: 'Hull', bookings: [] },
    { diary: 'worksop', name: 'Worksop', bookings: [survey({ window: 'late-afternoon', name: null, phone: null, addressLine: '1 Bridge Street', postcode: 'S80 1DP', leadId: 'c0000000-0000-4000-8000-000000000003' })] },
    { diary: 'video', name: 'Video surveys', bookings: [survey({ window: 'morning', name: 'Ali Khan', addressLine: null, postcode: 'HU1 1AA', what: 'Video survey booked', leadId: 'd0000000-0000-4000-8000-000000000004' })] },
  ]);

  it("lists the day's surveys per diary, earliest first, with each diary's count, the phone, the address as a map search, what and the lead", () => {
    const email = dayListEmail(day, '[Preview]');
    expect(email.subject).toBe('[Preview] Surveys today, Wednesday 2 December 2026: 4 booked');
    expect(email.replyTo).toBeNull();
    expectInOrder(email.text, [
      'Surveys today, Wednesday 2 December 2026: 4 booked',
      'Grimsby: 2 surveys',
      'Hull: none booked',
      'Worksop: 1 survey',
      'Video surveys: 1 survey',
      `The lead inbox: ${ORIGIN}${PAGES.leadInbox.path}`,
      'Grimsby, 8am to 12pm: Pat Jones',
      'Phone: 07700 900123',
      'Address: https://www.google.com/maps/search/?api=1&query=12%20Victoria%20Street%2C%20DN31%201AB',
      'What: Survey booked',
      `In the lead inbox: ${ORIGIN}${PAGES.leadInbox.path}?lead=${TEST_LEAD_ID}`,
      'Grimsby, 12pm to 4pm: Sam Lee',
      'Phone: 07700 900456',
      'Address: https://www.google.com/maps/search/?api=1&query=3%20Bargate%2C%20DN34%205AA',
      'Worksop, 4pm to 6pm: no name given',
      'Address: https://www.google.com/maps/search/?api=1&query=1%20Bridge%20Street%2C%20S80%201DP',
      'Video surveys, 8am to 12pm: Ali Khan',
      'What: Video survey booked',
      '?lead=d0000000-0000-4000-8000-000000000004',
    ]);
    // The HTML: the phone rings, the address opens the map (its & escaped in the attribute), each lead opens in the inbox.
    expect(email.html).toContain('<a href="tel:+447700900123" style="color:#0b57d0;">07700 900123</a>');
    expect(email.html).toContain(`<a href="${escapeHtml(mapsUrl('12 Victoria Street, DN31 1AB'))}" style="color:#0b57d0;">12 Victoria Street, DN31 1AB</a>`);
    expect(email.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=12%20Victoria%20Street%2C%20DN31%201AB');
    expect(email.html).toContain(`<a href="${ORIGIN}${PAGES.leadInbox.path}?lead=c0000000-0000-4000-8000-000000000003" style="color:#0b57d0;">Open this lead</a>`);
    // No phone, no call row; a video survey, no address.
    const worksop = email.text.slice(email.text.indexOf('Worksop, 4pm'), email.text.indexOf('Video surveys, 8am'));
    expect(worksop).not.toContain('Phone:');
    expect(email.text.slice(email.text.indexOf('Video surveys, 8am'))).not.toContain('Address:');
  });

  it('escapes what visitors typed in the HTML and encodes it in the map link', () => {
    const email = dayListEmail(payload([{ diary: 'hull', name: 'Hull', bookings: [survey({ window: 'morning', name: '<script>alert(1)</script>', addressLine: 'Flat 1 & 2, "The Rise" <b>', postcode: 'HU1 1AA' })] }]));
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(escapeHtml('Hull, 8am to 12pm: <script>alert(1)</script>'));
    expect(email.html).toContain(escapeHtml('Flat 1 & 2, "The Rise" <b>, HU1 1AA'));
    expect(email.text).toContain(`Address: https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Flat 1 & 2, "The Rise" <b>, HU1 1AA')}`);
    expect(new URL(mapsUrl('Flat 1 & 2, "The Rise" <b>, HU1 1AA')).searchParams.get('query')).toBe('Flat 1 & 2, "The Rise" <b>, HU1 1AA');
  });

  it('says so on a day with none', () => {
    const email = dayListEmail(payload([{ diary: 'grimsby', name: 'Grimsby', bookings: [] }, { diary: 'video', name: 'Video surveys', bookings: [] }]));
    expect(email.subject).toBe('No surveys booked today, Wednesday 2 December 2026');
    expect(email.text).toContain('No surveys booked today.');
    expect(email.text).not.toContain('Grimsby');
  });
});
