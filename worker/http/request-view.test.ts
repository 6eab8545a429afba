/**
 * What the visitor's page shows of a request (requestViewOf), from the stored lead alone: what it
 * is in their words for every form, where it stands for every status (a confirmed price first,
 * except on a closed request), what happens next, the quote and the price with the date it holds
 * until, the date and time they asked for, and their photos with those added later marked.
 */
import { MAX_REQUEST_PHOTOS, callBackBy } from '@/lib/shared/contracts/your-request';
import type { StoredLead, StoredPhoto, StoredPrice } from '../lead/model';
import { requestViewOf, stageOf } from './request-view';
import { storedLead, TEST_LEAD_ID, TEST_RECEIVED_AT, typicalQuote } from '../test-support';

const ID = TEST_LEAD_ID;
/** A Wednesday morning: the call back is due by closing time the next day the office opens. */
const RECEIVED = TEST_RECEIVED_AT;
const BY = callBackBy(new Date(RECEIVED));

const quote = typicalQuote();

const stored = (source: string, lead: Record<string, unknown>, extra: Partial<StoredLead> = {}): StoredLead => storedLead(source, lead, { requestHash: 'a'.repeat(64), ...extra });

const booking = (source: string, fields: Record<string, unknown> = {}, extra: Partial<StoredLead> = {}) =>
  stored(source, { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-12-02', timeWindow: 'morning', message: '', source, ...fields }, extra);

const survey = (extra: Partial<StoredLead> = {}) => booking('book-free-survey', { quote }, extra);

const photo = (n: number, extra: Partial<StoredPhoto> = {}): StoredPhoto => ({ key: `leads/${ID}/photo-${n}.jpg`, type: 'image/jpeg', bytes: 1000, kind: null, ...extra });

const confirmed: StoredPrice = { state: 'confirmed', pence: quote.offer.pricePence, reason: null, at: '2026-11-26T10:00:00.000Z', by: 'pat@business.co.uk' };

describe('what the request is, in the visitor\'s words', () => {
  it.each([
    ['book-free-survey', 'Your free home survey request'],
    ['book-video-survey', 'Your video survey request'],
    ['callback', 'Your callback request'],
    ['quote-email', 'Your boiler quote'],
    ['book-a-boiler-service', 'Your boiler service request'],
    ['book-a-repair', 'Your repair visit request'],
    ['report-issue', 'Your report of a problem'],
    ['exit-intent-modal', 'Your prize draw entry'],
    ['a-form-from-next-year', 'Your request'],
  ])('%s: "%s"', (source, what) => {
    expect(requestViewOf(stored(source, { email: 'pat@example.co.uk' })).what).toBe(what);
  });
});

describe('where it stands', () => {
  it.each([
    ['new', null, 'received'],
    ['contacted', null, 'called'],
    ['survey-booked', null, 'survey-booked'],
    ['won', null, 'survey-booked'],
    ['lost', null, 'closed'],
    ['new', confirmed, 'price-confirmed'],
    ['contacted', confirmed, 'price-confirmed'],
    ['survey-booked', confirmed, 'price-confirmed'],
    ['won', confirmed, 'price-confirmed'],
    ['lost', confirmed, 'closed'],
  ] as const)('status %s, price %p: %s', (status, price, stage) => {
    expect(stageOf({ status, price })).toBe(stage);
    expect(requestViewOf(survey({ status, price })).stage).toBe(stage);
  });

  it('says what happens next: first as the confirmation email said it, by when, then each stage in a sentence', () => {
    expect(requestViewOf(survey()).next).toBe(`We will call you by ${BY} to agree the day and time of your survey. The surveyor checks everything the price depends on before any work is booked.`);
    expect(requestViewOf(stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123' })).next).toBe(`We will call you back by ${BY}.`);
    expect(requestViewOf(booking('book-a-boiler-service')).next).toBe(`We will call you by ${BY} to agree the day and time of your boiler service.`);
    const said = new Set([requestViewOf(survey()).next]);
    for (const [status, price] of [['contacted', null], ['survey-booked', null], ['new', confirmed], ['lost', null]] as const) {
      const next = requestViewOf(survey({ status, price })).next;
      expect(next).toMatch(/^[A-Z].+\.$/);
      said.add(next);
    }
    // Each stage its own sentence.
    expect(said.size).toBe(5);
  });
});

describe('the quote and the price', () => {
  it('shows the quote it was booked from, and no price until staff confirm one', () => {
    const view = requestViewOf(survey());
    expect(view.quote).toEqual({
      reference: 'EH-04HM-ASW9',
      option: 'Standard',
      boiler: quote.boiler.name,
      pricePence: Math.round(quote.price * 100),
      offerPricePence: quote.offer.pricePence,
      offerPercent: quote.offer.percent,
      validUntil: quote.validUntil,
    });
    expect(view.price).toBeNull();
    expect(requestViewOf(booking('book-free-survey', { quote: typicalQuote('premium') })).quote?.option).toBe('Premium');
    expect(requestViewOf(booking('book-a-repair')).quote).toBeNull();
  });

  it('a confirmed price holds until the quote\'s validity; a changed one carries its reason and the price quoted', () => {
    expect(requestViewOf(survey({ price: confirmed })).price).toEqual({ state: 'confirmed', pence: quote.offer.pricePence, quotedPence: quote.offer.pricePence, reason: null, at: confirmed.at, holdsUntil: quote.validUntil });
    const changed: StoredPrice = { ...confirmed, state: 'changed', pence: 175000, reason: 'The flue needs a longer run' };
    expect(requestViewOf(survey({ price: changed })).price).toEqual({ state: 'changed', pence: 175000, quotedPence: quote.offer.pricePence, reason: 'The flue needs a longer run', at: confirmed.at, holdsUntil: quote.validUntil });
  });

  it('shows nothing of the business\'s own working: who confirmed, notes, lost reasons', () => {
    const view = requestViewOf(survey({ price: confirmed, status: 'lost', lostReason: 'went-elsewhere', note: 'Wants a Worcester' }));
    const text = JSON.stringify(view);
    for (const own of ['pat@business.co.uk', 'Worcester', 'went-elsewhere']) expect(text).not.toContain(own);
    expect(Object.keys(view).sort()).toEqual(['booking', 'id', 'installationDate', 'next', 'photos', 'photosLeft', 'price', 'quote', 'receivedAt', 'stage', 'takesPhotos', 'what', 'when']);
  });
});

describe('the date and time they asked for', () => {
  it('in words, the date and the window, either alone, or null', () => {
    expect(requestViewOf(survey()).when).toBe('Wednesday 2 December 2026, Morning (8am to 12pm)');
    expect(requestViewOf(booking('book-a-repair', { preferredDate: '' })).when).toBe('Morning (8am to 12pm)');
    expect(requestViewOf(booking('book-a-repair', { timeWindow: '' })).when).toBe('Wednesday 2 December 2026');
    expect(requestViewOf(booking('book-a-repair', { preferredDate: 'next week', timeWindow: '' })).when).toBeNull();
    expect(requestViewOf(stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123' })).when).toBeNull();
  });

  it('the installation date chosen with the quote, when it is a date', () => {
    expect(requestViewOf(booking('book-free-survey', { quote, installationDate: '2026-12-14' })).installationDate).toBe('2026-12-14');
    expect(requestViewOf(booking('book-free-survey', { quote, installationDate: 'soon' })).installationDate).toBeNull();
    expect(requestViewOf(survey()).installationDate).toBeNull();
  });
});

describe('their photos', () => {
  it('in order, named by what they show (else by number), those added from the page marked, with how many more it takes', () => {
    const view = requestViewOf(survey({ photos: [photo(1, { kind: 'boiler' }), photo(2), photo(3, { kind: 'flue', addedAt: '2026-11-26T10:00:00.000Z', upload: 'u1' })] }));
    expect(view.photos).toEqual([
      { n: 1, label: 'Current boiler', addedLater: false },
      { n: 2, label: 'Photo 2', addedLater: false },
      { n: 3, label: 'Flue outside', addedLater: true },
    ]);
    expect([view.takesPhotos, view.photosLeft]).toEqual([true, MAX_REQUEST_PHOTOS - 3]);
    expect(requestViewOf(survey({ photos: [1, 2, 3, 4].map((n) => photo(n)) })).photosLeft).toBe(0);
  });

  it('only a survey booked from a quote takes photos, as the booking form offers them only there', () => {
    for (const source of ['book-free-survey', 'book-video-survey']) expect(requestViewOf(booking(source, { quote })).takesPhotos).toBe(true);
    const none = [booking('book-free-survey'), booking('book-a-boiler-service'), booking('book-a-repair'), booking('report-issue'), stored('quote-email', { email: 'pat@example.co.uk', quote }), stored('callback', { firstName: 'Ada', phoneNumber: '+447700900123' })];
    for (const lead of none) expect([lead.source, requestViewOf(lead).takesPhotos, requestViewOf(lead).photosLeft]).toEqual([lead.source, false, 0]);
  });
});
