import {
  FAILED_DELIVERIES_HELP,
  addedLaterText,
  campaignRows,
  chosenText,
  confirmedPriceText,
  contactOf,
  deliveryText,
  formatWhen,
  holdsUntilText,
  isOwnPath,
  newTodayText,
  pageCount,
  personKey,
  photoAlt,
  plural,
  priceAmount,
  quotedPriceText,
  sharedText,
  visitorEmailText,
} from './inbox-format';
import { DELIVERY_GIVE_UP_HOURS } from '@/lib/shared/contracts/inbox';

describe('times, as a UK clock reads them', () => {
  it('in winter (GMT) and in summer (BST)', () => {
    expect(formatWhen('2026-11-25T09:14:00Z')).toBe('Wed 25 Nov, 09:14');
    expect(formatWhen('2026-07-01T08:05:00Z')).toBe('Wed 1 Jul, 09:05');
    // Late on a summer evening in UTC is already the next day in the UK.
    expect(formatWhen('2026-06-30T23:30:00Z', { withYear: true })).toBe('Wed 1 Jul 2026, 00:30');
  });

  it('leaves what is not a time as it came', () => {
    expect(formatWhen('soon')).toBe('soon');
  });
});

describe('counts', () => {
  it('says how many came today', () => {
    expect(newTodayText(3)).toBe('3 new today');
    expect(newTodayText(0)).toBe('No new leads today');
    expect(plural(1, 'lead')).toBe('1 lead');
    expect(plural(2, 'lead')).toBe('2 leads');
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe('a lead picked apart', () => {
  it("reads a booking's contact details, and the time window as the form offered it", () => {
    const contact = contactOf({
      contact: { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB' },
      fields: { name: ' Pat Jones ', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-11-25', timeWindow: 'morning', message: '\nFirst line\nSecond line\n\n' },
    });
    expect(contact).toEqual({
      name: 'Pat Jones',
      phone: '+447700900123',
      email: 'pat@example.co.uk',
      postcode: 'DN31 1AB',
      preferredDate: '2026-11-25',
      timeWindow: 'Morning (8am to 12pm)',
      message: 'First line\nSecond line',
      installationDate: '',
    });
    expect(personKey(contact)).toBe('pat@example.co.uk');
  });

  it("reads a callback's name and phone as the Worker kept them, with no date asked for", () => {
    const contact = contactOf({ contact: { name: 'Ada', phone: '+447700900123', email: null, postcode: 'DN31 1AB' }, fields: { firstName: 'Ada', phoneNumber: '+447700900123' } });
    expect(contact).toMatchObject({ name: 'Ada', phone: '+447700900123', email: '', postcode: 'DN31 1AB', preferredDate: null });
    expect(personKey(contact)).toBe('+447700900123');
  });

  it('describes each photo by what it shows, or by its place', () => {
    expect(photoAlt('boiler', 0)).toBe('Current boiler');
    expect(photoAlt('flue', 1)).toBe('Flue outside');
    expect(photoAlt('meter', 2)).toBe('Gas meter');
    expect(photoAlt('new-place', 3)).toBe('Where the new boiler goes');
    expect(photoAlt(null, 1)).toBe('Photo 2');
    expect(photoAlt('toString', 0)).toBe('Photo 1');
  });

  it('shows photos and links only from our own origin', () => {
    expect(isOwnPath('/api/leads/photos/abc/1')).toBe(true);
    expect(isOwnPath('//evil.example/x.jpg')).toBe(false);
    expect(isOwnPath('javascript:alert(1)')).toBe(false);
    expect(isOwnPath('https://evil.example/x.jpg')).toBe(false);
  });

  it('says how an email or a forward went', () => {
    expect(deliveryText({ status: 'sent', attempts: 1, at: '2026-11-25T09:14:03Z' })).toBe('Sent after 1 attempt, Wed 25 Nov 2026, 09:14');
    expect(deliveryText({ status: 'failed', attempts: 12, at: null })).toBe('Failed after 12 attempts');
    expect(deliveryText({ status: 'off', attempts: 0, at: null })).toBe('Not set up');
  });

  it('labels the campaign as the lead email does, in its order', () => {
    expect(campaignRows({ utmSource: 'facebook', landingPage: '/gas-boiler-installation-in-grimsby/', referrerHost: 'm.facebook.com', other: 'x' })).toEqual([
      { label: 'Landing page', value: '/gas-boiler-installation-in-grimsby/' },
      { label: 'Came from', value: 'm.facebook.com' },
      { label: 'utm_source', value: 'facebook' },
      { label: 'other', value: 'x' },
    ]);
    expect(campaignRows(null)).toEqual([]);
  });
});

describe("one person's data, in words", () => {
  const phone = { kind: 'phone' as const, display: '07700 900123' };
  it('says how many more leads share a detail, with the verb agreeing', () => {
    expect(sharedText({ ...phone, leads: [{}] as never[] })).toBe('1 more lead shares the phone 07700 900123');
    expect(sharedText({ ...phone, leads: [{}, {}] as never[] })).toBe('2 more leads share the phone 07700 900123');
  });

  it('names what an erasure takes: the person\'s leads, then each shared group ticked', () => {
    const found = { display: 'pat@example.co.uk', leads: [{}, {}, {}] as never[] };
    expect(chosenText(found, [])).toBe('The 3 leads of pat@example.co.uk');
    expect(chosenText(found, [{ ...phone, leads: [{}, {}] as never[] }])).toBe('The 3 leads of pat@example.co.uk and the 2 that share the phone 07700 900123');
    expect(chosenText(found, [{ ...phone, leads: [{}] as never[] }, { kind: 'email', display: 'sam@example.co.uk', leads: [{}] as never[] }])).toBe('The 3 leads of pat@example.co.uk, the 1 that shares the phone 07700 900123 and the 1 that shares the email sam@example.co.uk');
  });
});

describe('failed deliveries', () => {
  it('says how long each was tried and is tried again from the one constant', () => {
    expect(FAILED_DELIVERIES_HELP).toContain(`tried for ${DELIVERY_GIVE_UP_HOURS} hours`);
    expect(FAILED_DELIVERIES_HELP).toContain(`another ${DELIVERY_GIVE_UP_HOURS} hours`);
  });
});

describe("the visitor's email, in words", () => {
  const email = { name: null, phone: null, email: 'sam@example.co.uk', postcode: null };
  const sent = { status: 'sent', attempts: 1, detail: null, at: '2026-11-25T11:30:04Z' };

  it('is a delivery like the others for a confirmation', () => {
    expect(visitorEmailText({ source: 'book-free-survey', contact: email, visitorEmail: sent })).toBe('Sent after 1 attempt, Wed 25 Nov 2026, 11:30');
    expect(visitorEmailText({ source: 'callback', contact: email, visitorEmail: { status: 'off', attempts: 0, detail: null, at: null } })).toBe('Not set up');
  });

  it('says a lead with no email address has none to send', () => {
    expect(visitorEmailText({ source: 'callback', contact: { ...email, email: null }, visitorEmail: { status: 'off', attempts: 0, detail: null, at: null } })).toBe('No email address given');
  });

  it('says plainly what became of a quote the visitor asked to be emailed', () => {
    const quote = (visitorEmail: typeof sent | { status: string; attempts: number; detail: string | null; at: string | null }) => visitorEmailText({ source: 'quote-email', contact: email, visitorEmail });
    expect(quote(sent)).toBe('Quote emailed to the visitor, Wed 25 Nov 2026, 11:30');
    expect(quote({ status: 'pending', attempts: 0, detail: null, at: null })).toBe('Quote on its way to the visitor');
    expect(quote({ status: 'pending', attempts: 2, detail: 'Timed out', at: '2026-11-25T11:35:00Z' })).toBe('Quote on its way to the visitor (2 attempts so far)');
    expect(quote({ status: 'failed', attempts: 31, detail: 'Refused', at: '2026-11-26T11:30:00Z' })).toBe('Quote not emailed to the visitor: failed after 31 attempts, Thu 26 Nov 2026, 11:30');
    // Without the visitor's binding staff must still send it by hand, as before.
    expect(quote({ status: 'off', attempts: 0, detail: null, at: null })).toBe('Quote not emailed: emails to visitors are not set up, so send it to them yourself');
  });
});

describe('a price, in words', () => {
  it('writes whole pounds without pence, and the day it holds until as the visitor reads it', () => {
    expect(priceAmount(162_000)).toBe('£1,620');
    expect(priceAmount(216_810)).toBe('£2,168.10');
    expect(holdsUntilText('2026-12-26')).toBe('26 December 2026');
    expect(holdsUntilText('2027-01-01')).toBe('1 January 2027');
    expect(holdsUntilText('soon')).toBe('soon');
  });

  it('says the quoted price, and what staff confirmed or changed it to, by whom and when', () => {
    const price = { quotedPence: 162_000, holdsUntil: '2026-12-26' };
    expect(quotedPriceText(price)).toBe('Quoted £1,620 with the offer, holds until 26 December 2026');
    expect(confirmedPriceText({ ...price, confirmed: null })).toBe('');
    expect(confirmedPriceText({ ...price, confirmed: { state: 'confirmed', pence: 162_000, reason: null, at: '2026-11-26T10:10:00Z', by: 'pat@business.co.uk' } })).toBe(
      'Price confirmed: £1,620, holds until 26 December 2026 — by pat@business.co.uk, Thu 26 Nov 2026, 10:10',
    );
    expect(confirmedPriceText({ ...price, confirmed: { state: 'changed', pence: 180_050, reason: 'A longer flue.', at: '2026-07-01T08:05:00Z', by: 'staff key' } })).toBe(
      'Price changed to £1,800.50, holds until 26 December 2026 — by staff key, Wed 1 Jul 2026, 09:05',
    );
  });

  it('marks a photo the visitor added later, with when (UK time)', () => {
    expect(addedLaterText('2026-06-30T23:30:00Z')).toBe('Added later by the visitor, Wed 1 Jul 2026, 00:30');
  });
});
