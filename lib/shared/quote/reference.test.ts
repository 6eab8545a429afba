import { QUOTE_VALID_DAYS } from '@/content/pricing';
import { currentTicket, isQuoteReference, issueQuote, newQuoteReference, quoteValidUntil } from './reference';

describe('quote references', () => {
  it('spells 40 random bits in Crockford base32, grouped for reading aloud', () => {
    expect(newQuoteReference((bytes) => bytes.fill(0))).toBe('EH-0000-0000');
    expect(newQuoteReference((bytes) => bytes.fill(255))).toBe('EH-ZZZZ-ZZZZ');
    // 0x0123456789 = 0000000100100011010001010110011110001001 → 00000 00100 10001 10100 01010 11001 11100 01001
    expect(newQuoteReference((bytes) => (bytes.set([0x01, 0x23, 0x45, 0x67, 0x89]), bytes))).toBe('EH-04HM-ASW9');
  });

  it('draws from crypto.getRandomValues by default, so two quotes do not share a reference', () => {
    const references = new Set(Array.from({ length: 200 }, () => newQuoteReference()));
    expect(references.size).toBe(200);
    for (const reference of references) expect(isQuoteReference(reference)).toBe(true);
    expect(isQuoteReference('EH-ILOU-0000')).toBe(false);
  });
});

describe('quote validity', () => {
  it(`holds for ${QUOTE_VALID_DAYS} days from the UK date the quote was issued`, () => {
    expect(QUOTE_VALID_DAYS).toBe(30);
    expect(quoteValidUntil('2026-11-23')).toBe('2026-12-23');
    expect(quoteValidUntil('2027-02-15')).toBe('2027-03-17');
    // 23:30 UTC on 24 October 2026 is already the 25th in London (BST).
    expect(issueQuote(new Date('2026-10-24T23:30:00Z'), (b) => b).issuedOn).toBe('2026-10-25');
  });

  it('keeps a well-formed ticket until the end of its last day, and ignores a stale, future or corrupt one', () => {
    const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };
    expect(currentTicket(ticket, new Date('2026-12-23T23:59:00Z'))).toEqual(ticket);
    expect(currentTicket(ticket, new Date('2026-12-24T00:00:01Z'))).toBeNull();
    expect(currentTicket(ticket, new Date('2026-11-22T12:00:00Z'))).toBeNull();
    expect(currentTicket({ ...ticket, reference: 'guess' }, new Date('2026-11-24T12:00:00Z'))).toBeNull();
    expect(currentTicket({ ...ticket, issuedOn: 'yesterday' }, new Date('2026-11-24T12:00:00Z'))).toBeNull();
    expect(currentTicket('EH-04HM-ASW9', new Date('2026-11-24T12:00:00Z'))).toBeNull();
    expect(currentTicket(null, new Date('2026-11-24T12:00:00Z'))).toBeNull();
  });
});
