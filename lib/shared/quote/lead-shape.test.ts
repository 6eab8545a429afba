import { quoteLead } from './lead';
import { quoteFiguresOf, quoteOf } from './lead-shape';
import { TYPICAL_QUOTE } from './typical';

const QUOTE = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'standard');

describe("a stored lead's quote", () => {
  it('is found whole, and not in half of one', () => {
    expect(QUOTE).not.toBeNull();
    expect(quoteOf({ quote: QUOTE })?.reference).toBe('EH-04HM-ASW9');
    expect(quoteOf({})).toBeNull();
    expect(quoteOf({ quote: { ...QUOTE, offer: { percent: 10 } } })).toBeNull();
    expect(quoteOf({ quote: { ...QUOTE, reference: undefined } })).toBeNull();
  });

  it("reads today's figures, which come without a reference: their figures are enough", () => {
    expect(quoteFiguresOf({ ...QUOTE, reference: undefined })?.price).toBe(QUOTE?.price);
    expect(quoteFiguresOf(null)).toBeNull();
  });
});
