import { quoteLead } from './lead';
import { quoteLeadSchema } from '@/lib/shared/forms/quote-lead';
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
