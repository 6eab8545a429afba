import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quoteLead } from '@/lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { LEAD_WHAT, LEAD_WHAT_HELD, contactOf, parseContact, whatOf } from './contact';

const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'standard');
if (!quote) throw new Error('The typical answers make no quote');

describe('contactOf', () => {
  it('reads who a lead is from in one form: the email in lower case, the phone as +44, the name as given, the postcode in capitals', () => {
    expect(contactOf({ source: 'book-a-repair', name: ' Pat Jones ', email: ' Pat@Example.CO.UK', phone: '07700 900123', postcode: 'dn31 1ab' })).toEqual({ email: 'pat@example.co.uk', phone: '+447700900123', name: 'Pat Jones', postcode: 'DN31 1AB' });
    expect(contactOf({ firstName: 'Ada', phoneNumber: '+447700900123' })).toEqual({ email: null, phone: '+447700900123', name: 'Ada', postcode: null });
    expect(contactOf({ source: 'quote-email', email: '', quote: { ...quote, postcode: 'hu1 1aa' } })).toEqual({ email: null, phone: null, name: null, postcode: 'HU1 1AA' });
  });
});

describe('whatOf', () => {
  it("names each form's lead in the business's words, and a form it does not know by its source", () => {
    expect(whatOf('callback')).toBe('Callback requested');
    expect(whatOf('a-form-from-next-year')).toBe('New lead (a-form-from-next-year)');
  });

  it('calls a survey booked only when its window is held; with a preferred date only, requested', () => {
    expect(whatOf('book-free-survey')).toBe('Survey requested');
    expect(whatOf('book-free-survey', true)).toBe('Survey booked');
    expect(whatOf('book-video-survey')).toBe('Video survey requested');
    expect(whatOf('book-video-survey', true)).toBe('Video survey booked');
    // No other form holds a window: held or not, its words are the same.
    expect(whatOf('callback', true)).toBe('Callback requested');
  });

  it('filled the column of leads stored before it existed with the words of that day (migrations/0004): the surveys, with no diary yet, were all called booked', () => {
    const sql = readFileSync(join(__dirname, '..', '..', 'migrations', '0004_lead_what.sql'), 'utf8');
    const pairs = Object.fromEntries([...sql.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map((match) => [match[1], match[2]]));
    expect(pairs).toEqual({ ...LEAD_WHAT, ...LEAD_WHAT_HELD });
  });
});

describe('parseContact', () => {
  it('takes an email in any case, or a UK phone number as typed; anything else is none', () => {
    expect(parseContact(' Pat@Example.CO.UK ')).toEqual({ email: 'pat@example.co.uk' });
    expect(parseContact('07700 900123')).toEqual({ phone: '+447700900123' });
    expect(parseContact('not a contact')).toBeNull();
  });
});
