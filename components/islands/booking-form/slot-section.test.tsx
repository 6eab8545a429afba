/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_FORMS } from '@/content/booking-forms';
import { encodeShareParam } from '@/lib/browser/quote/storage';
import { issueQuote } from '@/lib/shared/quote/reference';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { BOOKING_MESSAGES, bookedText, dayText, slotText } from '@/lib/shared/survey/booking';
import { OUTBOX_KEY } from '@/lib/browser/outbox/outbox';
import { callBackBy } from '@/lib/shared/contracts/your-request';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import { mockWebhook, renderPastSpamWait, sentBody, type WebhookMock } from '@/components/islands/lead-forms/test-support';
import { OPEN_CALLBACK_EVENT } from '@/lib/browser/ui-events';
import { BookingForm } from './booking-form';
import { FIRST_DAYS_SHOWN } from '@/components/ui/slot-picker';

/** Free windows on consecutive days from 1 December 2026, three a day. */
function windows(days: number): FreeWindow[] {
  return Array.from({ length: days }, (_, n) => `2026-12-${String(n + 1).padStart(2, '0')}`).flatMap((date) =>
    (['morning', 'afternoon', 'late-afternoon'] as const).map((window) => ({ date, window, start: `${date}T08:00:00.000Z`, end: `${date}T12:00:00.000Z`, free: 1 })),
  );
}

let webhook: WebhookMock;
let slotAnswers: (() => Promise<unknown>)[];
/** The page's fetch of the free windows: each call takes the next answer queued, or fails as a network error. */
const slotFetch = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => {
  const next = slotAnswers.shift();
  if (!next) throw new TypeError('Failed to fetch');
  const body = await next();
  return { ok: true, json: async () => body } as Response;
});

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/book-free-survey/');
  webhook = mockWebhook();
  slotAnswers = [];
  slotFetch.mockClear();
  Object.defineProperty(window, 'fetch', { value: slotFetch, configurable: true, writable: true });
});
afterEach(() => jest.restoreAllMocks());

const list = (days = 6) => async () => ({ diary: 'grimsby', name: 'Grimsby', windows: windows(days) });

async function open(source: 'book-free-survey' | 'book-video-survey' = 'book-free-survey') {
  await renderPastSpamWait(() => render(<BookingForm {...BOOKING_FORMS[source]} source={source} phone="01632 960100" phoneHref="tel:+441632960100" />));
}

async function fillDetails(postcode = 'dn31 1ab') {
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '07700 900123' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  await act(async () => fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: postcode } }));
}

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_FORMS['book-free-survey'].submitLabel })));
const picker = () => screen.findByRole('group', { name: 'Choose a time for your home survey' });

/** Opens the form, fills the details, picks the first free window with the address, and sends. */
async function bookFirstWindow() {
  await open();
  await fillDetails();
  fireEvent.click(within(await picker()).getAllByRole('radio')[0] as HTMLElement);
  fireEvent.change(screen.getByLabelText(/First line of your address/), { target: { value: '12 Cleethorpe Road' } });
  await send();
}

describe('the survey forms offer the free windows', () => {
  it('once a postcode is entered: asks the diary serving it, shows the windows by day as radio buttons, and books the one picked with the address', async () => {
    slotAnswers.push(list());
    webhook.mockResolvedValue({ status: 201, body: { id: 'x', receivedAt: '2026-11-26T10:00:00Z', confirmation: false, booking: { diary: 'grimsby', date: '2026-12-02', window: 'afternoon' } } });
    await open();
    // Before a postcode, the preferred date and window as before; no diary asked.
    expect(screen.getByLabelText(/Preferred date/)).toBeInTheDocument();
    expect(slotFetch).not.toHaveBeenCalled();
    await fillDetails();
    expect(slotFetch).toHaveBeenCalledWith('http://localhost/api/survey-slots?survey=home&postcode=DN31+1AB', expect.anything());
    const group = await picker();
    expect(screen.queryByLabelText(/Preferred date/)).not.toBeInTheDocument();
    // The first days shown, each a group named by its day; one radio group across them.
    const day = within(group).getByRole('group', { name: dayText('2026-12-02') });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(FIRST_DAYS_SHOWN * 3);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    fireEvent.click(within(day).getByRole('radio', { name: 'Afternoon (12pm to 4pm)' }));
    // A home survey asks where: sent without it, it says so and sends nothing.
    await send();
    expect(webhook).not.toHaveBeenCalled();
    expect(screen.getByText(BOOKING_MESSAGES.addressLine)).toBeInTheDocument();
    // Named as the lead's field, like every other field of the form.
    expect(screen.getByLabelText(/First line of your address/)).toHaveAttribute('name', 'addressLine');
    fireEvent.change(screen.getByLabelText(/First line of your address/), { target: { value: ' 12 Cleethorpe Road ' } });
    await send();
    expect(sentBody(webhook)).toMatchObject({ slot: { date: '2026-12-02', window: 'afternoon' }, addressLine: '12 Cleethorpe Road', preferredDate: '2026-12-02', timeWindow: 'afternoon', postcode: 'DN31 1AB' });
    // The thank-you names the time instead of "we will call you".
    expect(await screen.findByText(bookedText({ date: '2026-12-02', window: 'afternoon' }))).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_FORMS['book-free-survey'].successText)).not.toBeInTheDocument();
  });

  it('says to pick a time when none is picked, and shows the later days on asking', async () => {
    slotAnswers.push(list(8));
    await open();
    await fillDetails();
    const group = await picker();
    await send();
    expect(webhook).not.toHaveBeenCalled();
    expect(within(group).getByText(BOOKING_MESSAGES.chooseSlot)).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('button', { name: 'Show more days' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(8 * 3);
  });

  it('a window taken meanwhile: says so where the windows are, with those still free, and keeps what was typed', async () => {
    slotAnswers.push(list());
    webhook.mockResolvedValueOnce({ status: 409, body: { error: BOOKING_MESSAGES.slotTaken, slotTaken: true, windows: windows(6).slice(3) } });
    await bookFirstWindow();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(alert).toHaveFocus();
    expect(within(await picker()).getAllByRole('radio')).toHaveLength(15);
    expect(screen.queryByRole('group', { name: dayText('2026-12-01') })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    // Picked again and sent: the new window goes.
    webhook.mockResolvedValueOnce({ status: 201, body: { id: 'y', receivedAt: '2026-11-26T10:00:00Z', confirmation: false, booking: { diary: 'grimsby', date: '2026-12-02', window: 'morning' } } });
    fireEvent.click(within(screen.getByRole('group', { name: dayText('2026-12-02') })).getByRole('radio', { name: 'Morning (8am to 12pm)' }));
    await send();
    expect(sentBody(webhook, 1)).toMatchObject({ slot: { date: '2026-12-02', window: 'morning' } });
    expect(await screen.findByText(bookedText({ date: '2026-12-02', window: 'morning' }))).toBeInTheDocument();
  });

  it('a window asked for but not held (the request not verified, or its network\'s bookings used up): the thank-you says a person will call to fix the time, and emails only as the answer says', async () => {
    slotAnswers.push(list());
    webhook.mockResolvedValue({ status: 201, body: { id: 'x', receivedAt: '2026-11-27T16:30:00Z', confirmation: false, verified: false, slotNotHeld: 'unverified' } });
    await bookFirstWindow();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(BOOKING_MESSAGES.notHeld(callBackBy(new Date('2026-11-27T16:30:00Z')))));
    expect(alert).not.toHaveTextContent(/Your survey is booked/);
    expect(alert).not.toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
    expect(alert).not.toHaveTextContent(/emailed|email/i);
  });

  it('a second booking from a visitor who already holds a survey: says when theirs is and how to change it, focused, keeps what was typed, and keeps no copy to send again', async () => {
    slotAnswers.push(list());
    const theirs = { date: '2026-12-04', window: 'afternoon' } as const;
    webhook.mockResolvedValueOnce({ status: 409, body: { error: 'Already booked', slotTaken: true, windows: [], alreadyBooked: theirs } });
    await bookFirstWindow();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.alreadyBooked(slotText(theirs), '01632 960100'));
    expect(alert).toHaveFocus();
    expect(alert).not.toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    // Everything typed stays, the windows too; nothing is kept to go again (the business has their booking).
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/First line of your address/)).toHaveValue('12 Cleethorpe Road');
    expect(within(await picker()).getAllByRole('radio')[0]).toBeChecked();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('a postcode outside our area says so and offers a callback; none free offers it too; the preferred date and window stay', async () => {
    slotAnswers.push(async () => ({ outside: true }));
    await open();
    await fillDetails('SW1A 1AA');
    expect(await screen.findByText(BOOKING_MESSAGES.outside)).toBeInTheDocument();
    expect(screen.getByLabelText(/Preferred date/)).toBeInTheDocument();
    const asked = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(OPEN_CALLBACK_EVENT, asked);
    fireEvent.click(screen.getByRole('button', { name: 'Ask us to call you' }));
    window.removeEventListener(OPEN_CALLBACK_EVENT, asked);
    expect(asked).toHaveBeenCalledTimes(1);
    slotAnswers.push(async () => ({ diary: 'grimsby', name: 'Grimsby', windows: [] }));
    await act(async () => fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'DN31 2AB' } }));
    expect(await screen.findByText(BOOKING_MESSAGES.noWindows)).toBeInTheDocument();
  });

  it('a diary not set up, or no answer at all (a host without the Worker): the preferred date and window, and the lead goes as before', async () => {
    slotAnswers.push(async () => ({ notSetUp: true }));
    webhook.mockResolvedValue({ status: 201, body: { id: 'x', receivedAt: '2026-11-26T10:00:00Z', confirmation: false } });
    await open();
    await fillDetails();
    await waitFor(() => expect(slotFetch).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText(/Preferred date/)).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_MESSAGES.unavailable)).not.toBeInTheDocument();
    // No answer (nothing queued: the fetch fails) for another postcode: said, and the same fields.
    await act(async () => fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'DN32 0AA' } }));
    expect(await screen.findByText(BOOKING_MESSAGES.unavailable)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Preferred time/), { target: { value: 'morning' } });
    await send();
    expect(sentBody(webhook)).toMatchObject({ timeWindow: 'morning', postcode: 'DN32 0AA' });
    expect(sentBody(webhook)).not.toHaveProperty('slot');
    expect(await screen.findByText(BOOKING_FORMS['book-free-survey'].successText)).toBeInTheDocument();
  });

  it('from a quote: starts with its postcode, and offers only windows before the installation date chosen', async () => {
    slotAnswers.push(list(), list(2));
    window.history.replaceState(null, '', `/book-free-survey/?q=${encodeShareParam(TYPICAL_QUOTE, issueQuote(new Date()))}`);
    await open();
    await waitFor(() => expect(screen.getByLabelText(/^Postcode/)).toHaveValue(TYPICAL_QUOTE.postcode));
    await picker();
    expect(slotFetch.mock.calls[0]?.[0]).toBe(`http://localhost/api/survey-slots?survey=home&postcode=${encodeURIComponent(TYPICAL_QUOTE.postcode ?? '').replace('%20', '+')}`);
    const install = screen.getByLabelText(/Preferred installation date/) as HTMLSelectElement;
    const date = (install.options[1] as HTMLOptionElement).value;
    await act(async () => fireEvent.change(install, { target: { value: date } }));
    await waitFor(() => expect(slotFetch).toHaveBeenCalledTimes(2));
    expect(slotFetch.mock.calls[1]?.[0]).toContain(`&before=${date}`);
  });

  it('the video survey asks the office\'s diary and needs no address', async () => {
    slotAnswers.push(async () => ({ diary: 'video', name: 'Video surveys', windows: windows(2) }));
    webhook.mockResolvedValue({ status: 201, body: { id: 'x', receivedAt: '2026-11-26T10:00:00Z', confirmation: false, booking: { diary: 'video', date: '2026-12-01', window: 'morning' } } });
    await open('book-video-survey');
    await fillDetails();
    expect(slotFetch.mock.calls[0]?.[0]).toContain('survey=video');
    const group = await screen.findByRole('group', { name: 'Choose a time for your video call' });
    fireEvent.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    expect(screen.queryByLabelText(/First line of your address/)).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_FORMS['book-video-survey'].submitLabel })));
    expect(sentBody(webhook)).toMatchObject({ slot: { date: '2026-12-01', window: 'morning' } });
    expect(sentBody(webhook)).not.toHaveProperty('addressLine');
  });
});
