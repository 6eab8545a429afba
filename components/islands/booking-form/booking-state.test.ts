import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { quoteLead } from '@/lib/shared/quote/lead';
import { issueQuote } from '@/lib/shared/quote/reference';
import type { BookingInput } from '@/lib/shared/forms/booking';
import { bookingDetails, bookingReducer, initialBookingState, surveyOf, windowToSend, type BookingState } from './booking-state';

const at = (patch: Partial<BookingState> = {}): BookingState => ({ ...initialBookingState, ...patch });
const NOW = new Date('2026-11-30T10:15:00Z');
const SLOT = { date: '2026-12-02', window: 'morning' } as const;
const VALUES: BookingInput = { name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com', postcode: 'dn31 1ab', preferredDate: '2026-12-09', timeWindow: 'afternoon', message: 'Boiler noisy', installationDate: '' };

describe('the booking form state', () => {
  it('opens idle, waiting for the slot section, with nothing picked', () => {
    expect(initialBookingState).toEqual({ outcome: 'idle', sentTo: '', option: null, slotMode: 'loading', slot: null, addressLine: '', slotProblem: null, bookedSlot: null, notHeldAt: null });
  });

  it('records the window picked, its address line, the slot section mode and the option, each alone', () => {
    const picked = bookingReducer(at(), { type: 'slot', slot: SLOT });
    expect(picked).toEqual(at({ slot: SLOT }));
    expect(bookingReducer(picked, { type: 'addressLine', value: '12 Cleethorpe Road' })).toEqual(at({ slot: SLOT, addressLine: '12 Cleethorpe Road' }));
    expect(bookingReducer(at(), { type: 'slotMode', mode: 'fallback' }).slotMode).toBe('fallback');
    expect(bookingReducer(at(), { type: 'option', option: 'premium' }).option).toBe('premium');
  });

  it('keeps why a send was stopped until the next one goes', () => {
    const stopped = bookingReducer(at(), { type: 'stopped', problem: 'address' });
    expect(stopped.slotProblem).toBe('address');
    expect(bookingReducer(stopped, { type: 'sending' }).slotProblem).toBeNull();
  });

  it('on a held booking, thanks with its window and the confirmation address, and clears the window and address for the next', () => {
    const sent = bookingReducer(at({ slot: SLOT, addressLine: '12 Cleethorpe Road', slotMode: 'slots' }), {
      type: 'sent',
      sentTo: 'ada@example.com',
      answer: { receivedAt: '2026-11-30T10:14:59Z', booking: { diary: 'grimsby', date: SLOT.date, window: SLOT.window, start: '2026-12-02T09:00:00Z', end: '2026-12-02T12:00:00Z', addressLine: '12 Cleethorpe Road' } },
      now: NOW,
    });
    expect(sent).toEqual(at({ outcome: 'sent', sentTo: 'ada@example.com', bookedSlot: SLOT, notHeldAt: null, slot: null, addressLine: '', slotMode: 'slots' }));
  });

  it('on a window asked for but not held, says when the request arrived, or now when the answer carries no time', () => {
    const answered = bookingReducer(at({ slot: SLOT }), { type: 'sent', sentTo: '', answer: { slotNotHeld: 'unverified', receivedAt: '2026-11-30T10:14:59Z' }, now: NOW });
    expect(answered).toMatchObject({ outcome: 'sent', bookedSlot: null, notHeldAt: '2026-11-30T10:14:59Z' });
    const timeless = bookingReducer(at({ slot: SLOT }), { type: 'sent', sentTo: '', answer: { slotNotHeld: 'unverified' }, now: NOW });
    expect(timeless.notHeldAt).toBe(NOW.toISOString());
  });

  it('on a request with no window (or a receiver that answers nothing), thanks plainly', () => {
    expect(bookingReducer(at(), { type: 'sent', sentTo: '', answer: null, now: NOW })).toMatchObject({ outcome: 'sent', bookedSlot: null, notHeldAt: null });
  });

  it('records a send that did not go, keeping what was picked, and opens the form again after a sent one', () => {
    expect(bookingReducer(at({ slot: SLOT }), { type: 'notSent', outcome: 'failed' })).toEqual(at({ slot: SLOT, outcome: 'failed' }));
    expect(bookingReducer(at({ outcome: 'sent', sentTo: 'ada@example.com' }), { type: 'again' })).toMatchObject({ outcome: 'idle' });
  });
});

describe('what a booking sends', () => {
  it('books into a window only on the survey pages that ask for a date', () => {
    expect(surveyOf('book-free-survey', true)).toBe('home');
    expect(surveyOf('book-video-survey', true)).toBe('video');
    expect(surveyOf('book-free-survey', false)).toBeUndefined();
    expect(surveyOf('book-a-repair', true)).toBeUndefined();
  });

  it('with the windows shown, needs one picked, and for a home survey the first line of the address', () => {
    expect(windowToSend(at(), true, 'video')).toEqual({ problem: 'slot' });
    expect(windowToSend(at({ slot: SLOT, addressLine: '  ' }), true, 'home')).toEqual({ problem: 'address' });
    expect(windowToSend(at({ slot: SLOT }), true, 'video')).toEqual({ held: SLOT });
    expect(windowToSend(at({ slot: SLOT, addressLine: '12 Cleethorpe Road' }), true, 'home')).toEqual({ held: SLOT });
  });

  it('without the windows shown, sends none, even one picked before they went', () => {
    expect(windowToSend(at({ slot: SLOT }), false, 'home')).toEqual({ held: null });
  });

  it('sends the fields with the postcode written properly, and the preferred date only where the page asks for one', () => {
    expect(bookingDetails(VALUES, { needsDate: false, held: null, survey: undefined, addressLine: '', lead: null })).toEqual({
      name: 'Ada Lovelace',
      phone: '07700 900123',
      email: 'ada@example.com',
      postcode: 'DN31 1AB',
      message: 'Boiler noisy',
    });
    expect(bookingDetails(VALUES, { needsDate: true, held: null, survey: 'home', addressLine: '', lead: null })).toMatchObject({ preferredDate: '2026-12-09', timeWindow: 'afternoon' });
  });

  it('sends a held window as the preferred date and time too, with the address line trimmed for a home survey only', () => {
    const home = bookingDetails(VALUES, { needsDate: true, held: SLOT, survey: 'home', addressLine: ' 12 Cleethorpe Road ', lead: null });
    expect(home).toMatchObject({ preferredDate: SLOT.date, timeWindow: SLOT.window, slot: SLOT, addressLine: '12 Cleethorpe Road' });
    const video = bookingDetails(VALUES, { needsDate: true, held: SLOT, survey: 'video', addressLine: 'ignored', lead: null });
    expect(video).not.toHaveProperty('addressLine');
  });

  it('sends a quote with its installation date when one was picked', () => {
    const lead = quoteLead(TYPICAL_QUOTE, issueQuote(NOW), 'standard');
    expect(lead).not.toBeNull();
    expect(bookingDetails(VALUES, { needsDate: true, held: null, survey: 'home', addressLine: '', lead })).toMatchObject({ quote: lead });
    expect(bookingDetails(VALUES, { needsDate: true, held: null, survey: 'home', addressLine: '', lead })).not.toHaveProperty('installationDate');
    const dated = bookingDetails({ ...VALUES, installationDate: '2027-01-12' }, { needsDate: true, held: null, survey: 'home', addressLine: '', lead });
    expect(dated).toMatchObject({ quote: lead, installationDate: '2027-01-12' });
  });
});
