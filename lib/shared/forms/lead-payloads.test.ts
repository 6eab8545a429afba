/**
 * The receiver's judgement of a lead's quote: a quote whose figures are not what its answers give
 * under this release's rules is refused when it says it was made under them (altered on the way),
 * and kept with both figures when it was made under other rules (a release came between the quote
 * and the send). Its shape is always checked; photos only ever come with a survey and its quote.
 */
import { QUOTE_RULES_VERSION } from '@/lib/shared/quote/rules';
import { quoteLead } from '@/lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { installationDates } from '@/lib/shared/time/working-days';
import { PHOTOS_NOT_ALLOWED, checkLead } from './lead-payloads';
import { QUOTE_MISMATCH } from './quote-lead';
import { INSTALLATION_DATE_NOT_OFFERED } from './booking';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-25' }, 'standard');
if (!quote) throw new Error('The typical answers make no quote');

const survey = (extra: Record<string, unknown> = {}) => ({
  name: 'Pat Jones',
  phone: '+447700900123',
  email: 'pat@example.co.uk',
  postcode: 'DN31 1AB',
  preferredDate: '',
  timeWindow: 'any',
  message: '',
  source: 'book-free-survey',
  timestamp: NOW.toISOString(),
  quote,
  installationDate: installationDates(NOW)[0],
  ...extra,
});
/** The same quote a release with prices £100 higher would have made. */
const dearer = { ...quote, price: quote.price + 100, breakdown: { ...quote.breakdown, boiler: quote.breakdown.boiler + 100 } };

describe('checkLead: the quote', () => {
  it('takes a quote that matches today\'s rules, with nothing to say', () => {
    const checked = checkLead('lead', survey({ quoteRules: QUOTE_RULES_VERSION }), 0, NOW);
    expect(checked).toEqual({ ok: true, lead: expect.objectContaining({ quote }) });
    expect(checked.ok && checked.quoteCheck).toBeUndefined();
  });

  it('refuses figures that do not match under the rules the lead says it was made with (altered on the way)', () => {
    expect(checkLead('lead', survey({ quote: dearer, quoteRules: QUOTE_RULES_VERSION }), 0, NOW)).toEqual({ ok: false, errors: { quote: QUOTE_MISMATCH } });
    expect(checkLead('lead', survey({ installationDate: '2026-11-26', quoteRules: QUOTE_RULES_VERSION }), 0, NOW)).toEqual({ ok: false, errors: { installationDate: INSTALLATION_DATE_NOT_OFFERED } });
  });

  it('keeps a quote made under another release\'s rules, marked, with what it said and what today gives', () => {
    for (const quoteRules of ['0badc0de', undefined]) {
      const checked = checkLead('lead', survey({ quote: dearer, ...(quoteRules ? { quoteRules } : {}) }), 0, NOW);
      expect(checked.ok).toBe(true);
      if (!checked.ok) continue;
      expect(checked.lead.quote).toEqual(dearer);
      const today = Object.fromEntries(Object.entries(quote).filter(([key]) => key !== 'answers'));
      expect(checked.quoteCheck).toEqual({ changed: ['figures'], rules: { sent: quoteRules ?? null, today: QUOTE_RULES_VERSION }, today });
    }
  });

  it('keeps and marks an installation date the bank holidays of this release no longer offer', () => {
    const checked = checkLead('lead', survey({ installationDate: '2026-11-26', quoteRules: '0badc0de' }), 0, NOW);
    expect(checked.ok && checked.quoteCheck?.changed).toEqual(['installationDate']);
  });

  it('judges a callback\'s and an emailed quote the same way', () => {
    const callback = { firstName: 'Ada', phoneNumber: '+447700900123', quote: dearer };
    expect(checkLead('callback', { ...callback, quoteRules: QUOTE_RULES_VERSION }, 0, NOW)).toEqual({ ok: false, errors: { quote: QUOTE_MISMATCH } });
    expect(checkLead('callback', { ...callback, quoteRules: '0badc0de' }, 0, NOW)).toEqual(expect.objectContaining({ ok: true, quoteCheck: expect.objectContaining({ changed: ['figures'] }) }));
    const emailed = { email: 'pat@example.co.uk', quote: dearer, source: 'quote-email', timestamp: NOW.toISOString(), quoteRules: '0badc0de' };
    expect(checkLead('lead', emailed, 0, NOW)).toEqual(expect.objectContaining({ ok: true, quoteCheck: expect.objectContaining({ changed: ['figures'] }) }));
  });

  it('still refuses a quote whose shape is wrong, whatever rules it names', () => {
    const checked = checkLead('lead', survey({ quote: { ...quote, price: 'lots' }, quoteRules: '0badc0de' }), 0, NOW);
    expect(checked).toEqual({ ok: false, errors: expect.objectContaining({ 'quote.price': expect.any(String) }) });
    expect(checkLead('lead', survey({ quoteRules: 'not-hex' }), 0, NOW).ok).toBe(false);
  });
});

describe('checkLead: photos and the spam readings', () => {
  it('takes photos only with a survey booked with its quote', () => {
    expect(checkLead('lead', survey(), 2, NOW).ok).toBe(true);
    const withoutQuote = Object.fromEntries(Object.entries(survey()).filter(([key]) => key !== 'quote' && key !== 'installationDate'));
    expect(checkLead('lead', withoutQuote, 1, NOW)).toEqual({ ok: false, errors: { photos: PHOTOS_NOT_ALLOWED } });
    expect(checkLead('lead', { ...withoutQuote, source: 'book-a-repair', message: 'F28' }, 1, NOW)).toEqual({ ok: false, errors: { photos: PHOTOS_NOT_ALLOWED } });
  });

  it('reads the spam guard\'s readings with the lead, for the receiver to judge', () => {
    const checked = checkLead('lead', survey({ guard: { website: '', fillMs: 4200 } }), 0, NOW);
    expect(checked.ok && checked.lead.guard).toEqual({ website: '', fillMs: 4200 });
    expect(checkLead('lead', survey({ guard: { website: '', fillMs: -1 } }), 0, NOW).ok).toBe(false);
  });
});
