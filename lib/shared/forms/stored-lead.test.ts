/**
 * A lead's fields as the Worker stores and reads them back: each form's kind, told apart by its
 * source, without what every payload carries beside the form (id, campaign, spam readings, quote
 * rules); and rows an older release stored, read as far as they can be, never refused.
 */
import { quoteLead } from '@/lib/shared/quote/lead';
import { QUOTE_RULES_VERSION } from '@/lib/shared/quote/rules';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { installationDates } from '@/lib/shared/time/working-days';
import { BOOKING_SOURCES } from './booking';
import { checkLead } from './lead-payloads';
import { installationDateOf, leadFieldsOf, quoteOfLead } from './stored-lead';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-25' }, 'standard');
if (!quote) throw new Error('The typical answers make no quote');

/** What every payload carries beside its form's fields: none of it is stored with them. */
const EXTRAS = { leadId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', campaign: { landingPage: '/' }, guard: { website: '', fillMs: 4200 }, quoteRules: QUOTE_RULES_VERSION };
const PAT = { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB' };
const SENT = { timestamp: NOW.toISOString() };

describe('leadFieldsOf: each kind', () => {
  it("reads the callback dialog's fields (it sends no source: its endpoint is its source), its quote whole", () => {
    const fields = leadFieldsOf('callback', { firstName: 'Ada', phoneNumber: '+447700900123', quote, ...EXTRAS });
    expect(fields).toEqual({ firstName: 'Ada', phoneNumber: '+447700900123', quote });
    expect(fields.source).toBeUndefined();
    expect(quoteOfLead(fields)).toEqual(quote);
  });

  it('reads a prize draw entry, with no quote', () => {
    const fields = leadFieldsOf('exit-intent-modal', { ...PAT, source: 'exit-intent-modal', ...SENT, ...EXTRAS });
    expect(fields).toEqual({ ...PAT, source: 'exit-intent-modal', ...SENT });
    expect(quoteOfLead(fields)).toBeNull();
  });

  it('reads "email me this quote": the address and the quote', () => {
    const fields = leadFieldsOf('quote-email', { email: PAT.email, quote, source: 'quote-email', ...SENT, ...EXTRAS });
    expect(fields).toEqual({ email: PAT.email, quote, source: 'quote-email', ...SENT });
  });

  it.each(BOOKING_SOURCES)('reads a booking from %s, with whatever of the booking fields its form sends', (source) => {
    const sent = { ...PAT, preferredDate: '2026-12-02', timeWindow: 'morning', message: 'F28 on the display', source, ...SENT };
    const fields = leadFieldsOf(source, { ...sent, ...EXTRAS });
    expect(fields).toEqual(sent);
    expect(fields.source).toBe(source);
    expect(installationDateOf(fields)).toBeUndefined();
  });

  it('reads a survey booked from the quote results whole: its quote, installation date, window and address', () => {
    const sent = { ...PAT, preferredDate: '2026-12-02', timeWindow: 'morning', message: '', source: 'book-free-survey', ...SENT, quote, installationDate: '2026-12-14', slot: { date: '2026-12-02', window: 'morning' }, addressLine: '12 Victoria Street', slotFallback: true };
    const fields = leadFieldsOf('book-free-survey', { ...sent, ...EXTRAS });
    expect(fields).toEqual(sent);
    expect(installationDateOf(fields)).toBe('2026-12-14');
    // '' is "no preference yet": no date.
    expect(installationDateOf(leadFieldsOf('book-free-survey', { ...sent, installationDate: '' }))).toBeUndefined();
  });

  it('keeps of a checked lead exactly what its form sent, without the extras', () => {
    const body = { ...PAT, preferredDate: '', timeWindow: 'any', message: '', source: 'book-free-survey', ...SENT, quote, installationDate: installationDates(NOW)[0], ...EXTRAS };
    const checked = checkLead('lead', body, 0, NOW);
    if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors)}`);
    const { leadId, campaign, guard, quoteRules, ...form } = body;
    expect([leadId, campaign, guard, quoteRules].every(Boolean)).toBe(true);
    expect(leadFieldsOf('book-free-survey', checked.lead)).toEqual(form);
  });
});

describe('leadFieldsOf: rows stored by an older release', () => {
  it('reads a survey stored before the diary, without a window, an address or a fallback', () => {
    const old = { ...PAT, preferredDate: '2026-06-02', timeWindow: 'afternoon', message: 'Side door', source: 'book-free-survey', timestamp: '2026-06-01T08:00:00.000Z', quote, installationDate: '2026-06-15' };
    const fields = leadFieldsOf('book-free-survey', old);
    expect(fields).toEqual(old);
    expect(fields.slot).toBeUndefined();
    expect(fields.addressLine).toBeUndefined();
    expect(installationDateOf(fields)).toBe('2026-06-15');
  });

  it('judges nothing again: a preferred date that was tomorrow when it was sent still reads, years on, and a phone number an older form did not write as +44', () => {
    const fields = leadFieldsOf('book-a-repair', { ...PAT, phone: '07700 900123', preferredDate: '2020-01-02', timeWindow: 'any', message: 'No hot water', source: 'book-a-repair', timestamp: '2020-01-01T09:00:00.000Z' });
    expect(fields.preferredDate).toBe('2020-01-02');
    expect(fields.phone).toBe('07700 900123');
  });

  it('reads a row missing fields as missing, and a field today\'s form would not read as missing too, keeping the rest', () => {
    const fields = leadFieldsOf('book-a-repair', { name: 'Pat', timeWindow: 'evening', phone: 12345, message: 'Leak', source: 'book-a-repair' });
    expect(fields).toEqual({ name: 'Pat', timeWindow: undefined, phone: undefined, message: 'Leak', source: 'book-a-repair' });
  });

  it('reads a quote that is not whole (one from before quotes carried the offer) as no quote, and the rest of the lead as it was', () => {
    const { offer, ...withoutOffer } = quote;
    expect(offer).toBeDefined();
    const fields = leadFieldsOf('quote-email', { email: PAT.email, quote: withoutOffer, source: 'quote-email' });
    expect(fields).toEqual({ email: PAT.email, quote: undefined, source: 'quote-email' });
    expect(quoteOfLead(fields)).toBeNull();
  });

  it("takes the source from the row's own column, and reads a row that is no object as a lead with no fields", () => {
    expect(leadFieldsOf('book-video-survey', { name: 'Pat' })).toEqual({ name: 'Pat', source: 'book-video-survey' });
    expect(leadFieldsOf('book-a-repair', { name: 'Pat', source: 'book-a-boiler-service' }).source).toBe('book-a-repair');
    expect(leadFieldsOf('callback', null)).toEqual({});
    expect(leadFieldsOf('exit-intent-modal', ['not', 'a', 'lead'])).toEqual({ source: 'exit-intent-modal' });
  });

  it('reads a lead of a source no form of this release sends by the fields a callback has', () => {
    expect(leadFieldsOf('a-form-from-last-year', { firstName: 'Ada', phoneNumber: '+447700900123', shoeSize: 9 })).toEqual({ firstName: 'Ada', phoneNumber: '+447700900123' });
  });
});
