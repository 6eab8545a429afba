import { calculateQuote } from '@/lib/shared/quote/calculate';
import type { QuoteData } from '@/lib/shared/quote/types';
// storage.ts keeps a quote and quote-reader.ts reads it back: tested together, as round trips.
import { decodeShare, decodeShareParam, parseStoredQuote, readSavedQuote, readSavedQuoteWithTicket, saveQuote } from '@/lib/browser/quote/reader';
import { encodeShareParam, hasSavedQuote, serialiseQuote, writeQuote } from '@/lib/browser/quote/storage';
import { loadQuoteReader } from '@/lib/browser/quote/load-reader';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { isCoveredPostcode, isValidPostcode, normalisePostcode, postcodeDistrict } from '@/lib/shared/forms/postcode';

const data: QuoteData = { fuelType: 'mains-gas', boilerType: 'combi', postcode: 'DN31 1AB', radiatorCount: '10-15', homeType: 'semi-detached' };

/** A browser's local storage, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('stored quotes', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('round-trips and recalculates the price from the answers', () => {
    const stored = parseStoredQuote(serialiseQuote(data));
    expect(stored?.quoteData).toEqual(data);
    expect(stored?.calculation).toEqual(calculateQuote(data));
  });

  it('never trusts a stored price', () => {
    const tampered = JSON.stringify({ quoteData: data, calculation: { pricing: { totalPrice: 1 } } });
    expect(parseStoredQuote(tampered)?.calculation?.pricing.totalPrice).toBe(calculateQuote(data)?.pricing.totalPrice);
  });

  it.each([['not json {'], ['[]'], ['null'], ['"text"'], ['{"something":"else"}']])('ignores %s and logs it', (raw) => {
    expect(parseStoredQuote(raw)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('drops unknown fields and bad values, keeping the rest', () => {
    const stored = JSON.stringify({ quoteData: { ...data, boilerType: 'steam', bedroomCount: -1, evil: '<script>' } });
    expect(parseStoredQuote(stored)?.quoteData).toEqual({
      fuelType: 'mains-gas',
      postcode: 'DN31 1AB',
      radiatorCount: '10-15',
      homeType: 'semi-detached',
    });
  });

  it('encodes answers in a share link and decodes them', () => {
    const param = encodeShareParam(data);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShareParam(param)).toEqual(data);
    expect(decodeShareParam('%%%')).toBeNull();
    expect(decodeShareParam(null)).toBeNull();
  });
});

describe('postcodes', () => {
  it('normalises and validates UK postcodes', () => {
    expect(normalisePostcode(' dn311ab ')).toBe('DN31 1AB');
    expect(normalisePostcode('s80 2aa')).toBe('S80 2AA');
    expect(isValidPostcode('HU1 1AA')).toBe(true);
    expect(isValidPostcode('SW1A 1AA')).toBe(true);
    expect(isValidPostcode('12345')).toBe(false);
    expect(isValidPostcode('DN31')).toBe(false);
    expect(postcodeDistrict('dn31 1ab')).toBe('DN31');
  });

  it('tells whether we cover a postcode', () => {
    expect(isCoveredPostcode('DN31 1AB', ['DN31', 'HU1'])).toBe(true);
    expect(isCoveredPostcode('SW1A 1AA', ['DN31', 'HU1'])).toBe(false);
  });
});

describe('the saved quote in browser storage', () => {
  const answers: QuoteData = { fuelType: 'mains-gas', boilerType: 'combi', postcode: 'DN31 1AB' };

  it('saves the answers with their calculation and reads them back', () => {
    const storage = memoryStorage();
    expect(saveQuote(() => storage, answers)).toBe(true);
    expect(JSON.parse(storage.items.get('instantQuote') ?? '')).toEqual({ quoteData: answers, calculation: calculateQuote(answers) });
    expect(readSavedQuote(() => storage)).toEqual(answers);
  });

  it('tells whether a quote is saved from one read of the key, parsing nothing, so a first visit loads no reader', async () => {
    const storage = memoryStorage();
    expect(hasSavedQuote(() => storage)).toBe(false);
    writeQuote(() => storage, answers);
    expect(hasSavedQuote(() => storage)).toBe(true);
    expect(hasSavedQuote(() => null)).toBe(false);
    // The reader it would load is the one that reads what was written.
    const { readSavedQuote: read } = await loadQuoteReader();
    expect(read(() => storage)).toEqual(answers);
  });

  it('writes the answers without a reference unless given one', () => {
    const storage = memoryStorage();
    const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };
    writeQuote(() => storage, answers, ticket);
    writeQuote(() => storage, answers);
    expect(JSON.parse(storage.items.get('instantQuote') ?? '')).toEqual({ quoteData: answers, calculation: calculateQuote(answers) });
  });

  it('clears the key when there are no answers', () => {
    const storage = memoryStorage();
    saveQuote(() => storage, answers);
    saveQuote(() => storage, {});
    expect(storage.items.has('instantQuote')).toBe(false);
    expect(readSavedQuote(() => storage)).toBeNull();
  });

  it('survives a browser that blocks storage, even reading window.localStorage', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(saveQuote(blocked, answers)).toBe(false);
    expect(readSavedQuote(blocked)).toBeNull();
    // The refused save is logged for us; a blocked read is simply no saved quote.
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps a finished quote\'s reference while the answers stay the same, and drops it once they change', () => {
    const storage = memoryStorage();
    const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };
    const monday = new Date('2026-11-23T10:00:00Z');
    saveQuote(() => storage, answers, ticket);
    expect(readSavedQuoteWithTicket(() => storage, monday)).toEqual({ data: answers, ticket });
    // The wizard saves every change without a ticket: the same answers keep it ...
    saveQuote(() => storage, { ...answers });
    expect(readSavedQuoteWithTicket(() => storage, monday)?.ticket).toEqual(ticket);
    // ... different answers are a different quote.
    saveQuote(() => storage, { ...answers, radiatorCount: '15+' });
    expect(readSavedQuoteWithTicket(() => storage, monday)?.ticket).toBeNull();
  });

  it('ignores a stale or corrupt ticket without an error, keeping the answers', () => {
    const storage = memoryStorage();
    saveQuote(() => storage, answers, { reference: 'EH-04HM-ASW9', issuedOn: '2026-10-01' });
    expect(readSavedQuoteWithTicket(() => storage, new Date('2026-11-23T10:00:00Z'))).toEqual({ data: answers, ticket: null });
    storage.setItem('instantQuote', JSON.stringify({ quoteData: answers, reference: 42, issuedOn: {} }));
    expect(readSavedQuoteWithTicket(() => storage, new Date('2026-11-23T10:00:00Z'))).toEqual({ data: answers, ticket: null });
  });
});

describe('share links with a reference', () => {
  it('carry the reference and issue date, and old links without them still open', () => {
    const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };
    const now = new Date('2026-11-24T10:00:00Z');
    expect(decodeShare(encodeShareParam(data, ticket), now)).toEqual({ data, ticket });
    expect(decodeShare(encodeShareParam(data), now)).toEqual({ data, ticket: null });
    expect(decodeShare(encodeShareParam(data, ticket), new Date('2027-01-30T10:00:00Z'))).toEqual({ data, ticket: null });
    expect(decodeShareParam(encodeShareParam(data, ticket))).toEqual(data);
  });
});

/** The typical quote as saved and shared before every yes-no answer was a boolean: the flue answer as "yes" or "no". */
const oldShape = (isFlueAwayFromWindows: 'yes' | 'no') => ({ ...TYPICAL_QUOTE, isFlueAwayFromWindows });
/** A share link's `q` as encodeShareParam wrote it then: the same base64url JSON, with the reference as `ref` and `on`. */
const oldLink = (answers: object, ticket?: { reference: string; issuedOn: string }) =>
  Buffer.from(JSON.stringify(ticket ? { ...answers, ref: ticket.reference, on: ticket.issuedOn } : answers)).toString('base64url');

describe('quotes saved and shared in the old shape', () => {
  const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };
  const now = new Date('2026-11-24T10:00:00Z');
  const near: QuoteData = { ...TYPICAL_QUOTE, isFlueAwayFromWindows: false };

  it('opens a saved quote with "yes" or "no" for the flue as the booleans of today, at the same price', () => {
    const storage = memoryStorage();
    const source = () => storage;
    storage.setItem('instantQuote', JSON.stringify({ quoteData: oldShape('no'), calculation: null, ...ticket }));
    expect(readSavedQuoteWithTicket(source, now)).toEqual({ data: near, ticket });
    expect(readSavedQuote(source)?.isFlueAwayFromWindows).toBe(false);
    expect(parseStoredQuote(JSON.stringify({ quoteData: oldShape('yes') }))?.quoteData).toEqual(TYPICAL_QUOTE);
    // The same figures as the answers give today: a wall flue near a window costs its extra.
    expect(parseStoredQuote(storage.getItem('instantQuote'))?.calculation).toEqual(calculateQuote(near));
    expect(calculateQuote(near)?.pricing.flueCost).toBe(300);
    // Saved again by the wizard with the same answers, it keeps its reference and takes today's shape.
    saveQuote(source, near);
    expect(JSON.parse(storage.getItem('instantQuote') ?? '')).toMatchObject({ quoteData: { isFlueAwayFromWindows: false }, ...ticket });
  });

  it('opens an old share link, with or without its reference, as today\'s answers', () => {
    expect(decodeShare(oldLink(oldShape('no'), ticket), now)).toEqual({ data: near, ticket });
    expect(decodeShare(oldLink(oldShape('yes')), now)).toEqual({ data: TYPICAL_QUOTE, ticket: null });
    // Today's links carry the boolean.
    expect(JSON.parse(Buffer.from(encodeShareParam(near), 'base64url').toString())).toMatchObject({ isFlueAwayFromWindows: false });
  });
});
