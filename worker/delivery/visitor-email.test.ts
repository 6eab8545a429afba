/**
 * The visitor's own emails, as the builder writes them: the confirmation for every form (with and
 * without a quote, a date, photos and a link), the quote for "Email me this quote" with the links
 * that reopen it and book its survey (read back with the site's own quote reader), the price
 * confirmed or changed, the farewell, the HTML's escaping, and the MIME message the job sends.
 */
import { business } from '@/content/business';
import { formatGbp } from '@/content/format';
import { QUOTE_INCLUDES } from '@/content/quote-includes';
import { formatLongDate } from '@/lib/shared/time/dates';
import { displayUkPhone, telHref } from '@/lib/shared/forms/phone';
import { quoteLead, type QuoteOption } from '@/lib/shared/quote/lead';
import type { QuoteTicket } from '@/lib/shared/quote/reference';
import type { QuoteData } from '@/lib/shared/quote/types';
import { OFFICE_HOURS, callBackBy } from '@/lib/shared/contracts/your-request';
import type { StoredBooking, StoredLead, StoredPhoto } from '../lead/model';
import ICAL from 'ical.js';
import { BOOKING_MESSAGES } from '@/lib/shared/survey/booking';
import type { LeadEmail } from './lead-email';
import { mimeCalendar, readMime, storedBooking, storedLead, TEST_LEAD_ID, TEST_RECEIVED_AT, typicalQuote } from '../test-support';
import { buildMime } from './mime';
import { SERVICE_NOTE, readableName, bookSurveyUrl, bookingChangeEmail, farewellEmail, holdsUntilText, nextStep, priceAmount, priceEmail, quoteUrl, reminderEmail, visitorEmail } from './visitor-email';

/**
 * The site's own quote reader (lib/browser/quote/reader.ts), which the results page and the booking
 * pages read their addresses with. Loaded at run time and typed here by hand: its module also
 * keeps quotes in browser storage, which the Worker's type check (no DOM) cannot compile.
 */
const { decodeShare, quoteFromAddress } = jest.requireActual<{
  decodeShare(param: string | null, now: Date): { data: QuoteData; ticket: QuoteTicket | null } | null;
  quoteFromAddress(search: string, now: Date): { quote: { data: QuoteData; ticket: QuoteTicket }; option: QuoteOption } | null;
}>('@/lib/browser/quote/reader');

const ORIGIN = 'https://www.emberhomeheating.co.uk';
const ID = TEST_LEAD_ID;
const RECEIVED = TEST_RECEIVED_AT;
const LINK = `${ORIGIN}/your-request/#${ID}.EzTCdCvZD5VQZXdPhSo_shW7HhBcXZEBf_wAAAAAAAA`;
/** A day the typical quote (issued 23 November 2026) still holds. */
const NOW = new Date('2026-11-25T10:00:00.000Z');

const quote = typicalQuote();

/** A stored lead whose visitor's email is on its way and whose page has a link. */
const stored = (source: string, lead: Record<string, unknown>, extra: Partial<StoredLead> = {}): StoredLead =>
  storedLead(source, lead, { visitor: { status: 'pending', attempts: 0, detail: null, at: null }, requestHash: 'a'.repeat(64), ...extra });

const booking = (source: string, extra: Record<string, unknown> = {}, stored_: Partial<StoredLead> = {}) =>
  stored(source, { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-11-30', timeWindow: 'morning', message: '', timestamp: '2026-11-25T09:13:00.000Z', source, ...extra }, stored_);

const photo = (n: number, extra: Partial<StoredPhoto> = {}): StoredPhoto => ({ key: `leads/${ID}/photo-${n}.jpg`, type: 'image/jpeg', bytes: 1000, kind: 'boiler', ...extra });

/** Each part is found in `text`, each after the one before. */
function expectInOrder(text: string, parts: string[]) {
  const positions = parts.map((part) => text.indexOf(part));
  expect(parts.filter((_, index) => positions[index] === -1)).toEqual([]);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

/** The address a row of the text part links to ("Label: https://..."). */
function linkIn(text: string, label: string): string {
  const line = text.split('\n').find((entry) => entry.startsWith(`${label}: https://`));
  if (!line) throw new Error(`no "${label}" link in:\n${text}`);
  return line.slice(label.length + 2);
}

const phone = displayUkPhone(business.phone);
const by = callBackBy(new Date(RECEIVED));

describe('the confirmation', () => {
  it('a survey booked from a quote: what and when, the reference, the date and time, photos, what happens next and by when, the quote, its price and what it includes, the phone and hours, the link, no marketing', () => {
    const lead = booking('book-free-survey', { quote, installationDate: '2026-12-07' }, { photos: [photo(1), photo(2, { kind: 'flue' })] });
    const email = visitorEmail(lead, { origin: ORIGIN, link: LINK });
    expect(email.subject).toBe('Your free home survey request: EH-04HM-ASW9');
    expect(email.replyTo).toBe(business.email);
    expectInOrder(email.text, [
      'Your free home survey request',
      'Thank you, Pat Jones: we received it on 25 November 2026, 09:14 (UK time).',
      'Reference: EH-04HM-ASW9',
      'Date you asked for: Monday 30 November 2026',
      'Time: Morning (8am to 12pm)',
      'Installation date you chose: Monday 7 December 2026',
      'Photos: We have 2 photos',
      'What happens next',
      `We will call you by ${by} to agree the day and time of your survey.`,
      'Your quote',
      `Boiler: ${quote.boiler.name} (Standard option)`,
      `Price with the offer: ${priceAmount(quote.offer.pricePence)}, ${quote.offer.percent}% off, VAT included`,
      `Price before the offer: ${formatGbp(quote.price)}`,
      `Valid until: ${formatLongDate(quote.validUntil)}`,
      'What the price includes',
      ...QUOTE_INCLUDES.map((item) => `- ${item}`),
      'The details you gave us',
      'Name: Pat Jones',
      'Phone: 07700 900123',
      'Email: pat@example.co.uk',
      'Postcode: DN31 1AB',
      'See where your request stands, add photos, or cancel it',
      `Your request: ${LINK}`,
      `Phone: ${phone}`,
      `Hours: ${OFFICE_HOURS}`,
      SERVICE_NOTE,
    ]);
    expect(by).toBe('6pm on Thursday 26 November 2026');
    expect(email.html).toContain(`<a href="${LINK}" style="color:#0b57d0;">Open your request</a>`);
    expect(email.html).toContain(`<a href="${telHref(business.phone)}" style="color:#0b57d0;">${phone}</a>`);
    for (const item of QUOTE_INCLUDES) expect(email.html).toContain(`<li>${item}</li>`);
  });

  it('without photos yet, on a form that takes them, says none yet; a booking without a quote says nothing of photos or a quote', () => {
    const survey = visitorEmail(booking('book-free-survey', { quote }), { origin: ORIGIN, link: LINK });
    expect(survey.text).toContain('Photos: None yet');
    expect(survey.text).toContain('add photos');
    const service = visitorEmail(booking('book-a-boiler-service'), { origin: ORIGIN, link: LINK });
    expect(service.text).not.toContain('Photos:');
    expect(service.text).not.toContain('add photos');
    expect(service.text).not.toContain('Your quote');
    expect(service.text).not.toContain('What the price includes');
  });

  it.each<[string, StoredLead, string, string]>([
    ['a video survey from a quote', booking('book-video-survey', { quote }), 'Your video survey request: EH-04HM-ASW9', `We will call you by ${by} to agree the day and time of your survey.`],
    ['a boiler service with no date given', booking('book-a-boiler-service', { preferredDate: '' }), 'Your boiler service request: Request 1B4E28BA', `We will call you by ${by} to agree the day and time of your boiler service.`],
    ['a repair visit', booking('book-a-repair'), 'Your repair visit request: Request 1B4E28BA', `We will call you by ${by} to agree the day and time of the repair visit. If you smell gas`],
    ['an issue report', stored('report-issue', { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', timeWindow: 'any', message: 'Leak under the boiler', timestamp: RECEIVED, source: 'report-issue' }), 'Your report of a problem: Request 1B4E28BA', `We will call you by ${by} about the problem you reported. If you smell gas`],
    ['a prize draw entry', stored('exit-intent-modal', { name: 'Pat Jones', phone: '+447700900123', postcode: 'DN31 1AB', email: 'pat@example.co.uk', timestamp: RECEIVED, source: 'exit-intent-modal' }), 'Your prize draw entry: Request 1B4E28BA', 'Your entry is in the draw for this month. 1 winner a month is drawn at random on the last Friday of each month, and we contact the winner by phone or email within 7 days of the draw.'],
    ['a callback about a quote', stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123', email: 'ada@example.co.uk', quote }), 'Your callback request: EH-04HM-ASW9', `We will call you back by ${by}.`],
    ['a form this release does not know', stored('new-form', { name: 'Pat', email: 'pat@example.co.uk' }), 'Your request: Request 1B4E28BA', `We will call you by ${by}.`],
  ])('%s: its own words, the reference, and what happens next', (_name, lead, subject, next) => {
    const email = visitorEmail(lead, { origin: ORIGIN, link: LINK });
    expect(email.subject).toBe(subject);
    expect(email.text.split('\n')[0]).toBe(subject.split(':')[0]);
    expectInOrder(email.text, ['we received it on 25 November 2026, 09:14 (UK time)', `Reference: ${subject.split(': ')[1]}`, 'What happens next', next, `Your request: ${LINK}`, `Hours: ${OFFICE_HOURS}`, SERVICE_NOTE]);
  });

  it('says the date was not given, and never repeats what the visitor wrote: whoever types an address into a form could aim it at someone', () => {
    const { text, html } = visitorEmail(booking('book-a-boiler-service', { preferredDate: '', message: 'URGENT: your account is locked. Sign in at https://evil.example/login' }), { origin: ORIGIN, link: LINK });
    expect(text).toContain('Date you asked for: No date given: we will agree one when we call');
    for (const part of [text, html]) {
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Your message');
    }
  });

  it('without a link says to call or reply instead', () => {
    const { text, html } = visitorEmail(booking('book-free-survey', { quote }), { origin: ORIGIN, link: null });
    expect(text).toContain(`To change or cancel your request, call us on ${phone} or reply to this email.`);
    expect(text).not.toContain('/your-request/');
    expect(html).not.toContain('/your-request/');
  });

  it('starts the subject with the tag', () => {
    expect(visitorEmail(booking('book-a-repair'), { origin: ORIGIN, link: null, tag: '[Preview]' }).subject).toBe('[Preview] Your repair visit request: Request 1B4E28BA');
  });

  it('holds no images, no scripts, and links only to the site and the phone', () => {
    const { html } = visitorEmail(booking('book-free-survey', { quote }), { origin: ORIGIN, link: LINK });
    expect(html).not.toMatch(/<img|<script|<link|src=/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(new RegExp(`^(tel:|${ORIGIN.replace(/\./g, '\\.')}/)`));
  });

  it('greets the visitor by a name only where it reads as a name: letters, spaces, hyphens and apostrophes, at most 40, no digits, no full stop before a letter', () => {
    for (const name of ['Zoë', "Pat O'Neill-Smith", 'J. Smith', 'Microsoft Security']) {
      const email = visitorEmail(booking('book-a-repair', { name }), { origin: ORIGIN, link: LINK });
      expect(email.text).toContain(`Thank you, ${name}: we received it`);
      expect(email.text).toContain(`Name: ${name}`);
    }
    for (const name of ['Visit evil.example now', 'Call 0800 123 456', 'Pat <b>&"', 'Bartholomew'.repeat(4), 'http://x', '.hidden']) {
      const email = visitorEmail(booking('book-a-repair', { name }), { origin: ORIGIN, link: LINK });
      expect(email.text).toContain('Thank you: we received it');
      expect(email.text).not.toContain('Name:');
      expect(email.html).not.toContain(name.slice(0, 8));
    }
    expect(readableName('  Pat Jones  ')).toBe('Pat Jones');
  });
});

describe('the quote, for "Email me this quote"', () => {
  const lead = () => stored('quote-email', { email: 'pat@example.co.uk', quote, timestamp: RECEIVED, source: 'quote-email' });

  it('says the quote, what it includes, how long it holds, the links to reopen it and book its survey, and their page', () => {
    const email = visitorEmail(lead(), { origin: ORIGIN, link: LINK });
    expect(email.subject).toBe('Your quote EH-04HM-ASW9 from Ember Home Heating');
    expectInOrder(email.text, [
      'Your boiler quote EH-04HM-ASW9',
      `Here is the quote you asked us to email you on 25 November 2026, 09:14 (UK time). The price is fixed: it includes VAT, and holds until ${formatLongDate(quote.validUntil)}.`,
      'Reference: EH-04HM-ASW9',
      `Boiler: ${quote.boiler.name} (Standard option)`,
      `Price with the offer: ${priceAmount(quote.offer.pricePence)}`,
      `Price before the offer: ${formatGbp(quote.price)}`,
      ...QUOTE_INCLUDES.map((item) => `- ${item}`),
      `Your quote: ${quoteUrl(ORIGIN, quote)}`,
      `Free survey: ${bookSurveyUrl(ORIGIN, quote)}`,
      `Your request: ${LINK}`,
      `Phone: ${phone}`,
      SERVICE_NOTE,
    ]);
    expect(email.html).toContain('>Open your quote</a>');
    expect(email.html).toContain('>Book a free survey</a>');
  });

  it('reopens the same quote: the results page reads back its answers and its reference', () => {
    const url = new URL(linkIn(visitorEmail(lead(), { origin: ORIGIN, link: LINK }).text, 'Your quote'));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/boiler-results/`);
    const shared = decodeShare(url.searchParams.get('q'), NOW);
    expect(shared).toEqual({ data: quote.answers, ticket: { reference: quote.reference, issuedOn: quote.issuedOn } });
    const reopened = shared?.ticket ? quoteLead(shared.data, shared.ticket, quote.option) : null;
    expect(reopened).toEqual(quote);
  });

  it('books the same quote and option: the booking page reads both from its address', () => {
    const premium = typicalQuote('premium');
    const email = visitorEmail(stored('quote-email', { email: 'pat@example.co.uk', quote: premium, timestamp: RECEIVED, source: 'quote-email' }), { origin: ORIGIN, link: null });
    const url = new URL(linkIn(email.text, 'Free survey'));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/book-free-survey/`);
    const booked = quoteFromAddress(url.search, NOW);
    expect(booked?.option).toBe('premium');
    expect(booked?.quote).toEqual({ data: premium.answers, ticket: { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' } });
    expect(booked ? quoteLead(booked.quote.data, booked.quote.ticket, booked.option) : null).toEqual(premium);
    // Without a link to their page, the quote email says nothing of one.
    expect(email.text).not.toContain('/your-request/');
  });

  it('without a whole quote is the confirmation instead', () => {
    const email = visitorEmail(stored('quote-email', { email: 'pat@example.co.uk', timestamp: RECEIVED, source: 'quote-email' }), { origin: ORIGIN, link: null });
    expect(email.subject).toBe('Your boiler quote: Request 1B4E28BA');
  });
});

describe('the price', () => {
  const survey = (price: StoredLead['price'], photos: StoredPhoto[] = []) => booking('book-free-survey', { quote }, { price, photos });
  const at = '2026-11-26T14:05:00.000Z';

  it('confirmed: the subject says the price and until when it holds, and the body says so in those words', () => {
    const email = priceEmail(survey({ state: 'confirmed', pence: 162_000, reason: null, at, by: 'pat@business.co.uk' }, [photo(1)]), { origin: ORIGIN, link: LINK });
    expect(email?.subject).toBe('Your fixed price is confirmed: £1,620, holds until 23 December 2026');
    expect(holdsUntilText(quote.validUntil)).toBe('23 December 2026');
    expectInOrder(email?.text ?? '', [
      'Your fixed price is confirmed: £1,620, holds until 23 December 2026',
      'We have checked your quote EH-04HM-ASW9 against the details and photos you sent, and confirmed its fixed price: £1,620, VAT included. This price holds until 23 December 2026.',
      'Reference: EH-04HM-ASW9',
      'Your fixed price: £1,620, VAT included',
      'Holds until: 23 December 2026',
      `Your request: ${LINK}`,
      SERVICE_NOTE,
    ]);
    expect(email?.text).not.toContain('Why the price changed');
  });

  it('changed: the new price, the quoted one, and the reason the visitor reads', () => {
    const email = priceEmail(survey({ state: 'changed', pence: 175_050, reason: 'The flue must go through the roof.', at, by: 'staff key' }), { origin: ORIGIN, link: null, tag: '[Preview]' });
    expect(email?.subject).toBe('[Preview] Your fixed price has changed to £1,750.50, holds until 23 December 2026');
    expectInOrder(email?.text ?? '', [
      `against the details you sent, and changed its fixed price from ${priceAmount(quote.offer.pricePence)} to £1,750.50, VAT included. This price holds until 23 December 2026.`,
      'Why the price changed\nThe flue must go through the roof.',
      `Quoted price: ${priceAmount(quote.offer.pricePence)}`,
      `To change or cancel your request, call us on ${phone}`,
    ]);
  });

  it('escapes the reason in the HTML', () => {
    const email = priceEmail(survey({ state: 'changed', pence: 162_000, reason: 'Pipe <20mm> & "old"', at, by: 'staff key' }), { origin: ORIGIN, link: null });
    expect(email?.html).toContain('Pipe &lt;20mm&gt; &amp; &quot;old&quot;');
  });

  it('is nothing to send without a price or a quote', () => {
    expect(priceEmail(survey(null), { origin: ORIGIN, link: null })).toBeNull();
    expect(priceEmail(booking('book-a-repair', {}, { price: { state: 'confirmed', pence: 100, reason: null, at, by: 'x' } }), { origin: ORIGIN, link: null })).toBeNull();
  });

  it('writes whole pounds without pence and other amounts with them', () => {
    expect([priceAmount(162_000), priceAmount(216_810), priceAmount(5)]).toEqual(['£1,620', '£2,168.10', '£0.05']);
    expect(holdsUntilText('2027-01-01')).toBe('1 January 2027');
  });
});

describe('the farewell', () => {
  it('says the request is cancelled and the details deleted, what it was and when', () => {
    const email = farewellEmail({ to: 'pat@example.co.uk', what: 'Your free home survey request', reference: 'EH-04HM-ASW9', receivedAt: RECEIVED });
    expect(email.subject).toBe('Your request is cancelled and your details deleted');
    expect(email.replyTo).toBe(business.email);
    expectInOrder(email.text, [
      'Your request is cancelled and your details deleted',
      'we have cancelled your request and deleted your details, your photos and its history',
      'What you asked for: Your free home survey request',
      'Reference: EH-04HM-ASW9',
      'Asked on: 25 November 2026, 09:14 (UK time)',
      'If you did not ask for this',
      `Phone: ${phone}`,
      SERVICE_NOTE,
    ]);
    expect(email.text).not.toContain('/your-request/#');
  });

  it('gives the short reference when the request had no quote, and escapes what it holds', () => {
    const email = farewellEmail({ to: 'pat@example.co.uk', what: 'Your <b>repair</b> visit request', reference: null, receivedAt: RECEIVED }, { leadId: ID, tag: '[Preview]' });
    expect(email.subject).toBe('[Preview] Your request is cancelled and your details deleted');
    expect(email.text).toContain('Reference: Request 1B4E28BA');
    expect(email.html).toContain('Your &lt;b&gt;repair&lt;/b&gt; visit request');
  });
});

describe('as sent', () => {
  it('is one MIME message from the business, replying to the business, with the text and HTML parts saying the same', () => {
    const email = visitorEmail(booking('book-free-survey', { quote, name: 'Zoë Ångström' }), { origin: ORIGIN, link: LINK });
    const raw = buildMime({ from: 'website@emberhomeheating.co.uk', to: 'pat@example.co.uk', replyTo: email.replyTo, subject: email.subject, text: email.text, html: email.html, date: new Date(RECEIVED), messageId: `<visitor-${ID}@emberhomeheating.co.uk>` });
    const mail = readMime(raw);
    expect(mail.headers.from).toBe('website@emberhomeheating.co.uk');
    expect(mail.headers.to).toBe('pat@example.co.uk');
    expect(mail.headers['reply-to']).toBe(business.email);
    expect(mail.headers.subject).toBe('Your free home survey request: EH-04HM-ASW9');
    expect(mail.headers['message-id']).toBe(`<visitor-${ID}@emberhomeheating.co.uk>`);
    expect(mail.parts.map((part) => part.headers[0])).toEqual(['Content-Type: text/plain; charset=utf-8', 'Content-Type: text/html; charset=utf-8']);
    expect(mail.parts[0]?.body).toBe(email.text);
    expect(mail.parts[1]?.body).toBe(email.html);
    expect(mail.parts[0]?.body).toContain('Thank you, Zoë Ångström');
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
  });
});

/** An email as the job sends it (worker/delivery/jobs.ts sendMail), read back: its text, and its calendar invitation parsed with ical.js. */
function sent(email: LeadEmail) {
  const raw = buildMime({ from: 'website@emberhomeheating.co.uk', to: 'pat@example.co.uk', replyTo: email.replyTo, subject: email.subject, text: email.text, html: email.html, calendar: email.calendar, date: new Date(RECEIVED), messageId: `<visitor-${ID}@emberhomeheating.co.uk>` });
  for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
  const invitation = mimeCalendar(raw);
  if (!invitation) return { subject: readMime(raw).headers.subject, calendar: null };
  expect(invitation.attached).toBe(invitation.inline);
  const calendar = new ICAL.Component(ICAL.parse(invitation.inline));
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  const event = new ICAL.Event(vevent);
  return {
    subject: readMime(raw).headers.subject,
    calendar: {
      partMethod: invitation.method,
      method: calendar.getFirstPropertyValue('method'),
      status: vevent.getFirstPropertyValue('status'),
      uid: event.uid,
      sequence: event.sequence,
      start: new Date(event.startDate.toUnixTime() * 1000).toISOString(),
      end: new Date(event.endDate.toUnixTime() * 1000).toISOString(),
      location: event.location,
    },
  };
}

const UID = `survey-${ID}@www.emberhomeheating.co.uk`;

/** A home survey booked from a quote into Grimsby's morning of Wednesday 2 December, and the same by video in the late afternoon. */
const bookedHome = (extra: Partial<StoredBooking> = {}) =>
  booking('book-free-survey', { quote, installationDate: '2026-12-07', slot: { date: '2026-12-02', window: 'morning' }, addressLine: '12 Victoria Street' }, { booking: storedBooking('2026-12-02', 'morning', 'grimsby', extra) });
const bookedVideo = () => booking('book-video-survey', { slot: { date: '2026-12-02', window: 'late-afternoon' } }, { booking: storedBooking('2026-12-02', 'late-afternoon', 'video') });

describe('a survey booked into the diary', () => {
  it('the confirmation says when it is booked for, where, what happens, that it can be changed from their page, and carries the calendar entry', () => {
    const lead = bookedHome();
    const email = visitorEmail(lead, { origin: ORIGIN, link: LINK });
    expect(email.subject).toBe('Your free home survey request: EH-04HM-ASW9');
    expectInOrder(email.text, [
      'Reference: EH-04HM-ASW9',
      'Your survey: Wednesday 2 December, 8am to 12pm',
      'Where: Your home, DN31 1AB',
      'Installation date you chose: Monday 7 December 2026',
      'What happens next',
      `Your survey is booked for Wednesday 2 December, 8am to 12pm. ${BOOKING_MESSAGES.homeVisit} The surveyor checks everything the price depends on before any work is booked.`,
      'See where your request stands, change or cancel your survey, add photos, or cancel it',
      `Your request: ${LINK}`,
    ]);
    // The booking says when: not the preferred date and window the form sent beside it, nor "we will call you".
    expect(email.text).not.toContain('Date you asked for');
    expect(email.text).not.toContain('Time: Morning');
    expect(email.text).not.toContain('We will call you');
    expect(nextStep(lead, quote)).toContain('Your survey is booked for Wednesday 2 December, 8am to 12pm.');
    expect(sent(email).calendar).toEqual({ partMethod: 'REQUEST', method: 'REQUEST', status: 'CONFIRMED', uid: UID, sequence: 0, start: '2026-12-02T08:00:00.000Z', end: '2026-12-02T12:00:00.000Z', location: 'Your home, DN31 1AB' });
    // The link is in the email only: the calendar entry, which calendars share and sync, points to the email.
    const ics = (email.calendar?.ics ?? '').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('open your request from the link in our email');
    expect(ics).not.toContain('/your-request/');
  });

  it('a video survey says it is a video call on their phone, and without a link how to change it by phone', () => {
    const email = visitorEmail(bookedVideo(), { origin: ORIGIN, link: null });
    expectInOrder(email.text, ['Your survey: Wednesday 2 December, 4pm to 6pm', 'How: Video call on your phone', 'What happens next', `Your survey is booked for Wednesday 2 December, 4pm to 6pm. ${BOOKING_MESSAGES.videoCall}`, `To change or cancel your survey or your request, call us on ${phone} or reply to this email.`]);
    expect(sent(email).calendar).toMatchObject({ method: 'REQUEST', start: '2026-12-02T16:00:00.000Z', end: '2026-12-02T18:00:00.000Z', location: 'Video call on your phone' });
  });

  it('a confirmation sent after the booking was cancelled says so, how to book again, and carries no calendar entry', () => {
    const email = visitorEmail(bookedHome({ sequence: 1, cancelledAt: '2026-11-25T09:20:00.000Z' }), { origin: ORIGIN, link: LINK });
    expectInOrder(email.text, ['Your survey: Cancelled (it was Wednesday 2 December, 8am to 12pm)', 'What happens next', `Your survey has been cancelled. To book another time, call us on ${phone}.`]);
    expect(email.calendar).toBeUndefined();
    expect(sent(email).calendar).toBeNull();
  });

  it('a window taken before the request arrived (the outbox resent it): the confirmation says so and that we call to agree another', () => {
    const lead = booking('book-free-survey', { quote, slot: { date: '2026-12-02', window: 'morning' }, slotFallback: true, preferredDate: '2026-12-02' });
    const email = visitorEmail(lead, { origin: ORIGIN, link: LINK });
    expectInOrder(email.text, ['Date you asked for: Wednesday 2 December 2026', 'What happens next', `The time you picked (Wednesday 2 December, 8am to 12pm) was booked by someone else before your request reached us. We will call you by ${by} to agree another.`]);
    expect(email.calendar).toBeUndefined();
  });

  it('moved by the visitor: the subject names the new time, says they moved it, and the calendar entry replaces the last (same UID, higher SEQUENCE)', () => {
    const lead = { ...bookedHome(), booking: storedBooking('2026-12-03', 'afternoon', 'grimsby', { sequence: 1, changedAt: '2026-11-26T18:30:00.000Z', changedBy: 'visitor' }) };
    const email = bookingChangeEmail(lead, { origin: ORIGIN, link: LINK, by: 'visitor' });
    expect(email?.subject).toBe('Your survey has moved: Thursday 3 December, 12pm to 4pm');
    expectInOrder(email?.text ?? '', [
      'Your survey has moved: Thursday 3 December, 12pm to 4pm',
      'You moved your survey to Thursday 3 December, 12pm to 4pm. The invitation attached updates the entry in your calendar.',
      'Your survey: Thursday 3 December, 12pm to 4pm',
      'Where: Your home, DN31 1AB',
      'Reference: EH-04HM-ASW9',
      BOOKING_MESSAGES.homeVisit,
      `Your request: ${LINK}`,
      SERVICE_NOTE,
    ]);
    expect(sent(email as LeadEmail)).toEqual({
      subject: 'Your survey has moved: Thursday 3 December, 12pm to 4pm',
      calendar: { partMethod: 'REQUEST', method: 'REQUEST', status: 'CONFIRMED', uid: UID, sequence: 1, start: '2026-12-03T12:00:00.000Z', end: '2026-12-03T16:00:00.000Z', location: 'Your home, DN31 1AB' },
    });
  });

  it('moved by staff: says we moved it and to call if the time does not suit', () => {
    const lead = { ...bookedHome(), booking: storedBooking('2026-12-03', 'afternoon', 'grimsby', { sequence: 2, changedAt: '2026-11-26T18:30:00.000Z', changedBy: 'office@emberhomeheating.co.uk' }) };
    const email = bookingChangeEmail(lead, { origin: ORIGIN, link: LINK, by: 'staff', tag: '[Preview]' });
    expect(email?.subject).toBe('[Preview] Your survey has moved: Thursday 3 December, 12pm to 4pm');
    expect(email?.text).toContain(`We moved your survey to Thursday 3 December, 12pm to 4pm. Call us on ${phone} if this time does not suit, or change it from your request's page.`);
    expect(sent(email as LeadEmail).calendar?.sequence).toBe(2);
  });

  it('cancelled, by the visitor or by staff: "Your survey is cancelled", who cancelled it, and METHOD:CANCEL with STATUS:CANCELLED for the same UID', () => {
    const cancelled = bookedHome({ sequence: 1, changedAt: '2026-11-27T08:05:00.000Z', cancelledAt: '2026-11-27T08:05:00.000Z' });
    const byVisitor = bookingChangeEmail(cancelled, { origin: ORIGIN, link: LINK, by: 'visitor' });
    expect(byVisitor?.subject).toBe('Your survey is cancelled');
    expectInOrder(byVisitor?.text ?? '', ['Your survey is cancelled', 'You cancelled your survey on Wednesday 2 December, 8am to 12pm.', 'Your survey: Cancelled (it was Wednesday 2 December, 8am to 12pm)', `Your request: ${LINK}`]);
    expect(sent(byVisitor as LeadEmail).calendar).toEqual({ partMethod: 'CANCEL', method: 'CANCEL', status: 'CANCELLED', uid: UID, sequence: 1, start: '2026-12-02T08:00:00.000Z', end: '2026-12-02T12:00:00.000Z', location: 'Your home, DN31 1AB' });
    const byStaff = bookingChangeEmail(cancelled, { origin: ORIGIN, link: LINK, by: 'staff' });
    expect(byStaff?.subject).toBe('Your survey is cancelled');
    expect(byStaff?.text).toContain(`We cancelled your survey on Wednesday 2 December, 8am to 12pm. We are sorry: call us on ${phone} and we will book another time that suits you.`);
  });

  it('a change email is nothing to send without a booking, or for one never changed', () => {
    expect(bookingChangeEmail(booking('book-free-survey'), { origin: ORIGIN, link: LINK, by: 'visitor' })).toBeNull();
    expect(bookingChangeEmail(bookedHome(), { origin: ORIGIN, link: LINK, by: 'staff' })).toBeNull();
  });

  it('the reminder the evening before: tomorrow and the window, where, what to have ready, how to change it, and the calendar entry at the same SEQUENCE', () => {
    const lead = bookedHome({ sequence: 3, changedAt: '2026-11-30T10:00:00.000Z' });
    const email = reminderEmail(lead, { origin: ORIGIN, link: LINK });
    expect(email?.subject).toBe('Reminder: your survey is tomorrow, 8am to 12pm');
    expectInOrder(email?.text ?? '', [
      'Reminder: your survey is tomorrow, 8am to 12pm',
      'This is a reminder of your survey with us tomorrow: Wednesday 2 December, 8am to 12pm.',
      'Your survey: Wednesday 2 December, 8am to 12pm',
      'Where: Your home, DN31 1AB',
      'What to have ready',
      ...BOOKING_MESSAGES.readyHome.map((item) => `- ${item}`),
      'To change or cancel it',
      `To change or cancel it, open your request's page from the link below, or call us on ${phone}.`,
      `Your request: ${LINK}`,
      `Phone: ${phone}`,
      SERVICE_NOTE,
    ]);
    expect(email?.html).toContain(`<a href="${telHref(business.phone)}" style="color:#0b57d0;">${phone}</a>`);
    expect(sent(email as LeadEmail).calendar).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: UID, sequence: 3, start: '2026-12-02T08:00:00.000Z' });
    const video = reminderEmail(bookedVideo(), { origin: ORIGIN, link: null });
    expect(video?.subject).toBe('Reminder: your survey is tomorrow, 4pm to 6pm');
    expectInOrder(video?.text ?? '', ['How: Video call on your phone', ...BOOKING_MESSAGES.readyVideo.map((item) => `- ${item}`), `To change or cancel it, call us on ${phone}.`]);
    expect(video?.text).not.toContain('Your request:');
  });

  it('no reminder for a booking cancelled, or a lead with none', () => {
    expect(reminderEmail(bookedHome({ sequence: 1, cancelledAt: '2026-11-27T08:05:00.000Z' }), { origin: ORIGIN, link: LINK })).toBeNull();
    expect(reminderEmail(booking('book-free-survey'), { origin: ORIGIN, link: LINK })).toBeNull();
  });

  it('never carries the address line the visitor typed: "Your home" and the postcode, in the emails and the calendar', () => {
    const address = 'Reset your password at evil.example';
    const lead = bookedHome({ addressLine: address });
    for (const email of [visitorEmail(lead, { origin: ORIGIN, link: LINK }), reminderEmail(lead, { origin: ORIGIN, link: LINK }) as LeadEmail]) {
      for (const part of [email.text, email.html, sent(email).calendar?.location ?? '']) expect(part).not.toContain('evil.example');
      expect(email.text).toContain('Where: Your home, DN31 1AB');
      expect(sent(email).calendar?.location).toBe('Your home, DN31 1AB');
    }
  });
});
