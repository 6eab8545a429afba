import { quoteFromAddress, quoteLead } from './lead';
import { encodeShareParam } from './storage';
import { quoteLeadSchema } from '@/lib/validations/quote-lead';
import { TYPICAL_QUOTE } from './typical';

const answers = TYPICAL_QUOTE;
const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };

describe('quoteLead', () => {
  it('carries the chosen option, its price and breakdown, the offer to the penny, the reference and validity', () => {
    const standard = quoteLead(answers, ticket, 'standard')!;
    const premium = quoteLead(answers, ticket, 'premium')!;
    expect(standard.validUntil).toBe('2026-12-23');
    expect(standard.price).toBe(standard.breakdown.boiler + standard.breakdown.labour + standard.breakdown.location + standard.breakdown.flue);
    expect(premium.price).toBeGreaterThan(standard.price);
    expect(premium.boiler.id).not.toBe(standard.boiler.id);
    expect(premium.offer.savingPence + premium.offer.pricePence).toBe(premium.price * 100);
    expect(premium.offer.savingPence).toBe(premium.price * 10);
    expect(premium.answers).toEqual(answers);
  });

  it('is accepted by the shared schema as built, and refused once a figure is changed', () => {
    const lead = quoteLead(answers, ticket, 'premium')!;
    expect(quoteLeadSchema.safeParse(JSON.parse(JSON.stringify(lead))).success).toBe(true);
    expect(quoteLeadSchema.safeParse({ ...lead, price: lead.price - 500 }).success).toBe(false);
    expect(quoteLeadSchema.safeParse({ ...lead, offer: { ...lead.offer, pricePence: 1 } }).success).toBe(false);
    expect(quoteLeadSchema.safeParse({ ...lead, reference: 'EH-1234' }).success).toBe(false);
    expect(quoteLeadSchema.safeParse({ ...lead, answers: { ...answers, flueLocation: 'roof' } }).success).toBe(false);
  });

  it('takes a quote queued with the old flue answer ("yes") as today\'s, and refuses an answer the quote does not offer', () => {
    const lead = quoteLead(answers, ticket, 'standard')!;
    const queued = quoteLeadSchema.safeParse(JSON.parse(JSON.stringify({ ...lead, answers: { ...answers, isFlueAwayFromWindows: 'yes' } })));
    expect(queued.success && queued.data.answers).toEqual(answers);
    expect(quoteLeadSchema.safeParse({ ...lead, answers: { ...answers, homeType: 'castle' } }).success).toBe(false);
  });

  it('is null when the answers make no quote', () => {
    expect(quoteLead({ fuelType: 'oil' }, ticket, 'standard')).toBeNull();
  });
});

describe('quoteFromAddress', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('reads the quote and option a results link carries, keeping its reference', () => {
    const search = `?q=${encodeShareParam(answers, ticket)}&option=premium`;
    expect(quoteFromAddress(search, now)).toEqual({ quote: { data: answers, ticket }, option: 'premium' });
  });

  it('falls back to the standard option, issues a reference to an old link, and is null without a quote', () => {
    const found = quoteFromAddress(`?q=${encodeShareParam(answers)}&option=gold`, now);
    expect(found?.option).toBe('standard');
    expect(found?.quote.ticket.issuedOn).toBe('2026-11-24');
    expect(quoteFromAddress('', now)).toBeNull();
    expect(quoteFromAddress(`?q=${encodeShareParam({ fuelType: 'oil' })}`, now)).toBeNull();
  });

  it('reads a link made when the flue answer was "yes" or "no" as today\'s answers', () => {
    const old = Buffer.from(JSON.stringify({ ...answers, isFlueAwayFromWindows: 'yes', ref: ticket.reference, on: ticket.issuedOn })).toString('base64url');
    expect(quoteFromAddress(`?q=${old}`, now)).toEqual({ quote: { data: answers, ticket }, option: 'standard' });
  });
});
