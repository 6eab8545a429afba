import type { QuoteLead } from '@/lib/shared/quote/lead';
import { formatGbp } from '@/content/format';
import { formatLongDate } from '@/lib/shared/time/dates';
import { formatPence } from '@/lib/shared/format/money';
import type { QuoteCheck } from '@/lib/shared/forms/lead-payloads';
import { photoUrl } from '../lead/record';
import { escapeHtml } from '@/lib/shared/format/html';
import type { StoredLead } from '../lead/model';
import { leadEmail } from './lead-email';
import { HUMAN_CHECK_WORDS, NOT_VERIFIED, NOT_VERIFIED_MEANS } from '@/lib/shared/forms/human-check';
import { BOOKING_MESSAGES, slotText } from '@/lib/shared/survey/booking';
import { storedBooking, storedLead, TEST_LEAD_ID, typicalQuote } from '../test-support';

const ORIGIN = 'https://www.emberhomeheating.co.uk';
const ID = TEST_LEAD_ID;

const quote = typicalQuote();

const stored = storedLead;

const booking = (source: string, extra: Record<string, unknown> = {}) =>
  stored(source, { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-11-30', timeWindow: 'morning', message: '', timestamp: '2026-11-25T09:13:00.000Z', source, ...extra });

/** A survey booked from the results with everything a lead can carry. */
const fullSurveyLead = (): StoredLead => ({
  ...booking('book-free-survey', { quote, installationDate: '2026-12-07', message: 'Side gate is open.\nThe dog is friendly.' }),
  photos: [
    { key: `leads/${ID}/photo-1.jpg`, type: 'image/jpeg', bytes: 1234, kind: 'boiler' },
    { key: `leads/${ID}/photo-2.png`, type: 'image/png', bytes: 5678, kind: 'flue' },
  ],
  campaign: { landingPage: '/gas-boiler-installation-in-grimsby/', utmSource: 'facebook', utmCampaign: 'winter-boilers' },
});

/** Each part is found in `text`, each after the one before. */
function expectInOrder(text: string, parts: string[]) {
  const positions = parts.map((part) => text.indexOf(part));
  expect(parts.filter((_, index) => positions[index] === -1)).toEqual([]);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(positions).size).toBe(positions.length);
}

describe('leadEmail subject', () => {
  it.each<[string, StoredLead, string]>([
    ['a callback', stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123' }), 'Callback requested: Ada, 07700 900123'],
    ['a callback without a name', stored('callback', { firstName: '', phoneNumber: '+447700900123' }), 'Callback requested: 07700 900123'],
    ['a callback about a quote', stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123', quote }), 'Callback requested about quote EH-04HM-ASW9: Ada, 07700 900123'],
    ['a prize draw entry', stored('exit-intent-modal', { name: 'Pat Jones', phone: '+447700900123', postcode: 'DN31 1AB', email: 'pat@example.co.uk', timestamp: '2026-11-25T09:13:00.000Z', source: 'exit-intent-modal' }), 'Prize draw entry: Pat Jones, DN31 1AB'],
    ['"email me this quote"', stored('quote-email', { email: 'pat@example.co.uk', quote, timestamp: '2026-11-25T09:13:00.000Z', source: 'quote-email' }), `Email this quote: pat@example.co.uk, ${quote.postcode} (EH-04HM-ASW9)`],
    ['a free survey with a preferred date (no window held)', booking('book-free-survey'), 'Survey requested: Pat Jones, DN31 1AB, Mon 30 Nov'],
    ['a video survey with a preferred date (no window held)', booking('book-video-survey'), 'Video survey requested: Pat Jones, DN31 1AB, Mon 30 Nov'],
    ['a boiler service with no date given', booking('book-a-boiler-service', { preferredDate: '' }), 'Boiler service booked: Pat Jones, DN31 1AB'],
    ['a repair visit', booking('book-a-repair', { preferredDate: '2027-01-01' }), 'Repair visit booked: Pat Jones, DN31 1AB, Fri 1 Jan'],
    ['an issue report', stored('report-issue', { name: 'Pat Jones', phone: '+447700900123', email: '', postcode: 'DN31 1AB', message: 'Leak', timestamp: '2026-11-25T09:13:00.000Z', source: 'report-issue' }), 'Issue reported: Pat Jones, DN31 1AB'],
  ])('says what and who for %s', (_name, lead, subject) => {
    const email = leadEmail(lead, { origin: ORIGIN });
    expect(email.subject).toBe(subject);
    // The body starts with the same "what".
    expect(email.text.split('\n')[0]).toBe(subject.split(/:| about/)[0]);
  });

  it('starts with the tag when there is one', () => {
    expect(leadEmail(booking('book-free-survey'), { origin: ORIGIN, tag: '[Preview]' }).subject).toBe('[Preview] Survey requested: Pat Jones, DN31 1AB, Mon 30 Nov');
    expect(leadEmail(booking('book-free-survey'), { origin: ORIGIN, tag: '' }).subject).toBe('Survey requested: Pat Jones, DN31 1AB, Mon 30 Nov');
  });

  it('keeps the subject on one line whatever the name holds', () => {
    expect(leadEmail(booking('book-a-repair', { name: 'Pat\r\nBcc: x@example.com' }), { origin: ORIGIN }).subject).toBe('Repair visit booked: Pat Bcc: x@example.com, DN31 1AB, Mon 30 Nov');
  });
});

describe('leadEmail body', () => {
  it('is in the order someone calls back: what, name, phone, email, postcode, when, quote, message, photos, campaign, the lead', () => {
    const lead = fullSurveyLead();
    const { text } = leadEmail(lead, { origin: ORIGIN });
    expectInOrder(text, [
      'Survey requested',
      'Name: Pat Jones',
      'Phone: 07700 900123',
      'Email: pat@example.co.uk',
      'Postcode: DN31 1AB',
      'Preferred date: Monday 30 November 2026',
      'Time: Morning (8am to 12pm)',
      'Reference: EH-04HM-ASW9',
      `Boiler: ${quote.boiler.name} (standard option)`,
      `Price before the offer: ${formatGbp(quote.price)}`,
      `Offer: ${quote.offer.percent}% off: ${formatPence(quote.offer.pricePence)}`,
      `Breakdown: boiler ${formatGbp(quote.breakdown.boiler)}, labour ${formatGbp(quote.breakdown.labour)}, moving the boiler ${formatGbp(quote.breakdown.location)}, flue ${formatGbp(quote.breakdown.flue)}`,
      `Valid until: ${formatLongDate(quote.validUntil)}`,
      'Installation date: Monday 7 December 2026',
      'Message\nSide gate is open.\nThe dog is friendly.',
      '2 photos',
      'export token',
      `Current boiler: ${photoUrl(ORIGIN, ID, 1)}`,
      `Flue outside: ${photoUrl(ORIGIN, ID, 2)}`,
      'Campaign',
      'Campaign: facebook / not given / winter-boilers',
      'Landing page: /gas-boiler-installation-in-grimsby/',
      'utm_source: facebook',
      'utm_campaign: winter-boilers',
      `Lead: ${ID}`,
      'Received: 25 November 2026, 09:14 (UK time)',
      'Form: book-free-survey',
    ]);
    expect(text).not.toContain('utm_medium');
    expect(text).not.toContain('WARNING');
  });

  it('links the phone, the email and each photo in the HTML, and nothing outside the site', () => {
    const { html } = leadEmail(fullSurveyLead(), { origin: ORIGIN });
    expect(html).toContain('<a href="tel:+447700900123" style="color:#0b57d0;">07700 900123</a>');
    expect(html).toContain('<a href="mailto:pat@example.co.uk" style="color:#0b57d0;">pat@example.co.uk</a>');
    expect(html).toContain(`href="${photoUrl(ORIGIN, ID, 1)}"`);
    expect(html).toContain(`href="${photoUrl(ORIGIN, ID, 2)}"`);
    expect(html).toContain('Side gate is open.<br>The dog is friendly.');
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<img|<script|<link|src=/i);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(new RegExp(`^(tel:|mailto:|${ORIGIN.replace(/\./g, '\\.')}/)`));
  });

  it('escapes what the visitor typed in the HTML and keeps it as typed in the text', () => {
    const name = 'Pat <b>&"';
    const email = leadEmail(booking('book-a-repair', { name, message: '<script>alert(1)</script>' }), { origin: ORIGIN });
    expect(email.text).toContain(`Name: ${name}`);
    expect(email.html).toContain('Pat &lt;b&gt;&amp;&quot;');
    expect(email.html).not.toContain('<b>');
    expect(email.html).not.toContain('<script>');
    expect(email.subject).toContain(name);
    expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
  });

  it('replies to the visitor when they gave an email, else to nobody', () => {
    expect(leadEmail(booking('book-a-repair'), { origin: ORIGIN }).replyTo).toBe('pat@example.co.uk');
    expect(leadEmail(stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123' }), { origin: ORIGIN }).replyTo).toBeNull();
    const noEmail = leadEmail(booking('report-issue', { email: '', preferredDate: '' }), { origin: ORIGIN });
    expect(noEmail.replyTo).toBeNull();
    expect(noEmail.text).not.toContain('Email:');
    expect(noEmail.html).not.toContain('mailto:');
    expect(noEmail.text).toContain('Preferred date: not given');
  });

  it('gives a callback its name and number, and the quote it was asked about', () => {
    const plain = leadEmail(stored('callback', { firstName: '', phoneNumber: '+441632960100' }), { origin: ORIGIN });
    expectInOrder(plain.text, ['Callback requested', 'Phone: 01632 960100', `Lead: ${ID}`, 'Form: callback']);
    expect(plain.text).not.toMatch(/Name:|Quote|Preferred date|Time:|Message|photo/);
    // Its campaign in the inbox's words: none kept, or straight to a landing page (the list, the lead's page and the report say the same).
    expect(plain.text).toContain('Campaign\nNo campaign kept\n');
    const direct = leadEmail(stored('callback', { firstName: 'Ada', phoneNumber: '+441632960100' }, { campaign: { landingPage: '/' } }), { origin: ORIGIN });
    expect(direct.text).toContain('Campaign\nDirect to /\nLanding page: /\n');
    expect(plain.html).toContain('href="tel:+441632960100"');
    const aboutQuote = leadEmail(stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123', quote }), { origin: ORIGIN });
    expectInOrder(aboutQuote.text, ['Callback requested', 'Name: Ada', 'Phone: 07700 900123', `Postcode: ${quote.postcode}`, 'Quote', 'Reference: EH-04HM-ASW9', `Offer: ${quote.offer.percent}% off: ${formatPence(quote.offer.pricePence)}`]);
  });

  it('gives a prize draw entry its contact details', () => {
    const { text } = leadEmail(stored('exit-intent-modal', { name: 'Pat Jones', phone: '+447700900123', postcode: 'DN31 1AB', email: 'pat@example.co.uk', timestamp: '2026-11-25T09:13:00.000Z', source: 'exit-intent-modal' }), { origin: ORIGIN });
    expectInOrder(text, ['Prize draw entry', 'Name: Pat Jones', 'Phone: 07700 900123', 'Email: pat@example.co.uk', 'Postcode: DN31 1AB', 'Form: exit-intent-modal']);
  });

  it('tells the business to email the quote to the visitor who asked for it, when the site cannot email visitors', () => {
    const email = leadEmail(stored('quote-email', { email: 'pat@example.co.uk', quote, timestamp: '2026-11-25T09:13:00.000Z', source: 'quote-email' }), { origin: ORIGIN });
    expectInOrder(email.text, ['Email this quote', 'send it to pat@example.co.uk', 'Email: pat@example.co.uk', `Postcode: ${quote.postcode}`, 'Reference: EH-04HM-ASW9', `Valid until: ${formatLongDate(quote.validUntil)}`]);
    expect(email.replyTo).toBe('pat@example.co.uk');
  });

  it('tells the business the quote was emailed to the visitor automatically, when the site emails visitors (a visitor job)', () => {
    const lead = stored('quote-email', { email: 'pat@example.co.uk', quote, timestamp: '2026-11-25T09:13:00.000Z', source: 'quote-email' }, { visitor: { status: 'pending', attempts: 0, detail: null, at: null } });
    const { text } = leadEmail(lead, { origin: ORIGIN });
    expectInOrder(text, ['Email this quote', 'we have emailed it to pat@example.co.uk automatically', 'Reference: EH-04HM-ASW9']);
    expect(text).not.toContain('send it to');
  });

  it.each(['book-video-survey', 'book-a-boiler-service', 'book-a-repair', 'report-issue'])('gives a %s booking its details in order', (source) => {
    const { text } = leadEmail(booking(source, { message: 'Boiler shows F28' }), { origin: ORIGIN });
    expectInOrder(text, ['Name: Pat Jones', 'Phone: 07700 900123', 'Email: pat@example.co.uk', 'Postcode: DN31 1AB', 'Preferred date: Monday 30 November 2026', 'Time: Morning (8am to 12pm)', 'Message\nBoiler shows F28', `Form: ${source}`]);
  });

  it('reads the time the lead arrived on a UK clock', () => {
    expect(leadEmail({ ...booking('book-a-repair'), receivedAt: '2026-07-01T08:05:00.000Z' }, { origin: ORIGIN }).text).toContain('Received: 1 July 2026, 09:05 (UK time)');
  });
});

describe('leadEmail for a quote that no longer matches', () => {
  // What today's prices give: the typical quote itself (its answers ride along, unread).
  const today: NonNullable<QuoteCheck['today']> = quote;
  const sent: QuoteLead = { ...quote, price: quote.price + 100, breakdown: { ...quote.breakdown, boiler: quote.breakdown.boiler + 100 }, offer: { ...quote.offer, pricePence: quote.offer.pricePence + 9000 } };
  const check = (changes: Partial<QuoteCheck>): QuoteCheck => ({ changed: ['figures'], rules: { sent: null, today: '0badc0de' }, today, ...changes });

  it("says so first in the quote section, with what the visitor was quoted and what today's prices give", () => {
    const { text, html } = leadEmail(booking('book-free-survey', { quote: sent, installationDate: '2026-12-07' }), { origin: ORIGIN });
    expect(text).not.toContain('no longer');
    const marked = leadEmail({ ...booking('book-free-survey', { quote: sent, installationDate: '2026-12-07' }), quoteCheck: check({ changed: ['figures', 'installationDate'] }) }, { origin: ORIGIN });
    expectInOrder(marked.text, [
      'Time: Morning (8am to 12pm)',
      'Quote',
      "WARNING: This quote no longer matches today's prices.",
      `Quoted ${formatPence(sent.offer.pricePence)} with the offer (${formatGbp(sent.price)} before it).`,
      `Today's prices give ${formatPence(today.offer.pricePence)} with the offer (${formatGbp(today.price)} before it).`,
      'WARNING: The installation date is no longer one we offer.',
      'The visitor chose Monday 7 December 2026.',
      'Reference: EH-04HM-ASW9',
      `Price before the offer: ${formatGbp(sent.price)}`,
    ]);
    expect(marked.html).toContain("This quote no longer matches today's prices.");
    expect(html).not.toContain('no longer');
  });

  it("says when today's prices give no quote for the answers, and when only the date has gone", () => {
    const none = leadEmail({ ...booking('book-video-survey', { quote: sent }), quoteCheck: check({ today: null }) }, { origin: ORIGIN });
    expect(none.text).toContain("Today's prices give no quote for these answers.");
    expect(none.text).toContain(`Quoted ${formatPence(sent.offer.pricePence)}`);
    const dateOnly = leadEmail({ ...booking('book-free-survey', { quote, installationDate: '2026-12-25' }), quoteCheck: check({ changed: ['installationDate'] }) }, { origin: ORIGIN });
    expect(dateOnly.text).toContain('WARNING: The installation date is no longer one we offer.');
    expect(dateOnly.text).not.toContain("today's prices");
  });
});

describe('leadEmail for a survey booked into the diary', () => {
  /** A survey whose window was held as it was stored (so its words are the held ones). */
  const booked = (diary: 'grimsby' | 'video' = 'grimsby', extra: Partial<StoredLead> = {}) => {
    const source = diary === 'video' ? 'book-video-survey' : 'book-free-survey';
    const { lead } = booking(source, { preferredDate: '2026-12-02', slot: { date: '2026-12-02', window: diary === 'video' ? 'late-afternoon' : 'morning' }, addressLine: diary === 'video' ? undefined : '12 Victoria Street' });
    return stored(source, lead, { booking: diary === 'video' ? storedBooking('2026-12-02', 'late-afternoon', 'video') : storedBooking('2026-12-02', 'morning', 'grimsby'), ...extra });
  };

  it('says the survey booked, its diary and the address instead of the preferred date and window, and names its day in the subject', () => {
    const email = leadEmail(booked(), { origin: ORIGIN });
    expect(email.subject).toBe('Survey booked: Pat Jones, DN31 1AB, Wed 2 Dec');
    expectInOrder(email.text, ['Postcode: DN31 1AB', 'Survey booked: Wednesday 2 December, 8am to 12pm (Grimsby)', 'Address: 12 Victoria Street, DN31 1AB', `Lead: ${ID}`]);
    expect(email.text).not.toContain('Preferred date');
    expect(email.text).not.toContain('Time: Morning');
    expect(email.text).not.toContain('WARNING');
    expect(email.html).toContain('<th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:600;white-space:nowrap;">Survey booked</th>');
  });

  it('a video survey names the video diary and no address; a booking cancelled before the email went says so', () => {
    const videoEmail = leadEmail(booked('video'), { origin: ORIGIN });
    expect(videoEmail.subject).toBe('Video survey booked: Pat Jones, DN31 1AB, Wed 2 Dec');
    const video = videoEmail.text;
    expect(video).toContain('Survey booked: Wednesday 2 December, 4pm to 6pm (Video surveys)');
    expect(video).not.toContain('Address:');
    const lead = booked();
    const cancelled = leadEmail({ ...lead, booking: { ...(lead.booking as NonNullable<StoredLead['booking']>), sequence: 1, cancelledAt: '2026-11-25T09:20:00.000Z' } }, { origin: ORIGIN });
    expect(cancelled.text).toContain('Survey booked: Cancelled (it was Wednesday 2 December, 8am to 12pm (Grimsby))');
    expect(cancelled.subject).toBe('Survey booked: Pat Jones, DN31 1AB, Wed 2 Dec');
  });

  it('escapes the address the visitor typed in the HTML', () => {
    const lead = booked();
    const email = leadEmail({ ...lead, booking: { ...(lead.booking as NonNullable<StoredLead['booking']>), addressLine: '<img src=x> & "Flat 1"' } }, { origin: ORIGIN });
    expect(email.html).toContain(escapeHtml('<img src=x> & "Flat 1", DN31 1AB'));
    expect(email.html).not.toContain('<img');
    expect(email.text).toContain('Address: <img src=x> & "Flat 1", DN31 1AB');
  });

  it('a lead whose window was taken before it arrived (slotFallback, no booking) says so plainly, first, and keeps the date and window they asked for', () => {
    const lead = booking('book-free-survey', { preferredDate: '2026-12-02', slot: { date: '2026-12-02', window: 'morning' }, addressLine: '12 Victoria Street', slotFallback: true });
    const email = leadEmail(lead, { origin: ORIGIN });
    const sentence = 'The window they picked (Wednesday 2 December, 8am to 12pm) was taken before their request arrived: call them to agree a time.';
    expectInOrder(email.text, ['Survey requested', `WARNING: ${sentence}`, 'Name: Pat Jones', 'Preferred date: Wednesday 2 December 2026', 'Time: Morning (8am to 12pm)']);
    expect(email.html).toContain(`<strong>${sentence}</strong>`);
    // Booked after all (the resend found the window free), or never picked by window: nothing to say.
    expect(leadEmail({ ...lead, booking: storedBooking('2026-12-02', 'morning') }, { origin: ORIGIN }).text).not.toContain('WARNING');
    expect(leadEmail(booking('book-free-survey', { slotFallback: true }), { origin: ORIGIN }).text).not.toContain('WARNING');
  });
});

describe('leadEmail for a lead whose human check did not pass', () => {
  const slot = { date: '2026-12-02', window: 'morning' as const };
  const lead = { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-12-02', timeWindow: 'morning', message: '', slot };

  it('says "Not verified" first, in the subject and the body, why, and what the business should do: nothing was sent to the address, no time was held', () => {
    const email = leadEmail(stored('book-free-survey', lead, { humanCheck: 'missing', slotNotHeld: 'unverified' }), { origin: 'https://site.example' });
    expect(email.subject).toBe(`${NOT_VERIFIED}: Survey requested: Pat Jones, DN31 1AB, Wed 2 Dec`);
    const lines = email.text.split('\n');
    expect(lines.slice(1, 5)).toEqual([`WARNING: ${NOT_VERIFIED}`, HUMAN_CHECK_WORDS.missing, NOT_VERIFIED_MEANS, `WARNING: ${BOOKING_MESSAGES.notHeldForBusiness(slotText(slot))}`]);
    expect(email.html).toContain(escapeHtml(NOT_VERIFIED_MEANS));
  });

  it('a verified lead, or one stored before the check, says nothing of it', () => {
    for (const humanCheck of ['passed', 'before'] as const) {
      const email = leadEmail(stored('book-free-survey', lead, { humanCheck }), { origin: 'https://site.example' });
      expect(email.subject.startsWith(NOT_VERIFIED)).toBe(false);
      expect(email.text).not.toContain('WARNING');
    }
  });
});
