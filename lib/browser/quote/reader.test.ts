import { quoteFromAddress } from './reader';
import { encodeShareParam } from './storage';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';

const answers = TYPICAL_QUOTE;
const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };

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
