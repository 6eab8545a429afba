/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_FORMS, confirmationEmailText } from '@/content/booking-forms';
import { encodeShareParam } from '@/lib/browser/quote/storage';
import { issueQuote } from '@/lib/shared/quote/reference';
import { QUOTE_RULES_VERSION } from '@/lib/shared/quote/rules';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { GUARD, expectToldToCall, mockWebhook, refuseStorage, renderPastSpamWait, sentBody, type WebhookAnswer, type WebhookMock } from '@/components/islands/lead-forms/test-support';
import type { FakeRequest } from '@/lib/browser/test-support';
import { OUTBOX_KEY } from '@/lib/browser/outbox/outbox';
import { BookingForm } from './booking-form';

// Judging and redrawing a photo needs the browser's image decoder, which jsdom has not (the e2e
// booking test runs the real thing): here every file chosen is a JPEG as it is.
jest.mock('./prepare-photo', () => ({
  preparePhoto: async (file: File, kind: string) => ({ photo: { kind, type: 'jpeg', blob: file }, drawn: false }),
}));

let webhook: WebhookMock;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/book-free-survey/');
  webhook = mockWebhook();
});
afterEach(() => jest.restoreAllMocks());

async function open(source: 'book-free-survey' | 'book-a-repair' = 'book-free-survey') {
  await renderPastSpamWait(() => render(<BookingForm {...BOOKING_FORMS[source]} source={source} phone="01632 960100" phoneHref="tel:+441632960100" />));
}

/** Opens the form booked from a quote (the one that takes photos). */
async function openFromQuote() {
  const ticket = issueQuote(new Date());
  window.history.replaceState(null, '', `/book-free-survey/?q=${encodeShareParam(TYPICAL_QUOTE, ticket)}&option=premium`);
  await open();
  return ticket;
}

/** Adds photos through the picker and waits until it has taken them. */
async function addPhotos(...names: string[]) {
  const files = names.map((name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }));
  const input = await screen.findByLabelText(/^Add (more )?photos$/);
  await act(async () => fireEvent.change(input, { target: { files } }));
  await waitFor(() => expect(screen.getByText(/photos added\.$/)).toBeInTheDocument());
}

async function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '07700 900123' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'dn31 1ab' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_FORMS['book-free-survey'].submitLabel })));
}

/** Sends a booking the receiver refuses for its postcode; returns the form's alert, which says why. */
async function sendRefused() {
  webhook.mockResolvedValue({ status: 400, body: { error: 'The lead is not valid', fields: { postcode: 'We do not cover that postcode yet' } } });
  await open();
  await fillAndSend();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('We could not accept your request: We do not cover that postcode yet');
  return alert;
}

describe('booking form', () => {
  it('without a quote, sends the details with the page as source and says they arrived', async () => {
    webhook.mockResolvedValue({ status: 201, body: { id: 'x', receivedAt: '2026-11-26T10:00:00Z', confirmation: true } });
    await open();
    expect(screen.queryByLabelText(/Preferred installation date/)).not.toBeInTheDocument();
    await fillAndSend();
    expect(sentBody(webhook)).toMatchObject({ name: 'Ada Lovelace', phone: '+447700900123', postcode: 'DN31 1AB', source: 'book-free-survey' });
    expect(sentBody(webhook)).not.toHaveProperty('quote');
    expect(sentBody(webhook)).not.toHaveProperty('quoteRules');
    expect(sentBody(webhook)).toHaveProperty('guard', GUARD);
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
    // The Worker emails a confirmation to the address given, with the link to the request's own page: the thank-you says where.
    expect(screen.getByRole('alert')).toHaveTextContent(confirmationEmailText('ada@example.com'));
  });

  it('says nothing of a confirmation email when the receiver is not sending one (a site that cannot email visitors, or another webhook)', async () => {
    for (const body of [{ id: 'x', receivedAt: '2026-11-26T10:00:00Z', confirmation: false }, undefined]) {
      webhook.mockResolvedValue({ status: body ? 201 : 204, ...(body ? { body } : {}) });
      await open();
      await fillAndSend();
      expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
      expect(screen.getByRole('alert')).not.toHaveTextContent(confirmationEmailText('ada@example.com'));
      cleanup();
    }
  });

  it('booked from a quote, offers installation dates and sends the quote and the date chosen', async () => {
    webhook.mockResolvedValue({ status: 204 });
    const ticket = issueQuote(new Date());
    window.history.replaceState(null, '', `/book-free-survey/?q=${encodeShareParam(TYPICAL_QUOTE, ticket)}&option=premium`);
    await open();
    expect(screen.getAllByText(new RegExp(ticket.reference)).length).toBeGreaterThan(0);
    const dates = screen.getByLabelText(/Preferred installation date/) as HTMLSelectElement;
    const firstDate = dates.options[1]?.value ?? '';
    expect(firstDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    fireEvent.change(dates, { target: { value: firstDate } });
    await fillAndSend();
    expect(sentBody(webhook)).toMatchObject({ installationDate: firstDate, quote: { reference: ticket.reference, option: 'premium' }, quoteRules: QUOTE_RULES_VERSION });
  });

  it('keeps a booking the webhook refused, with every field as typed', async () => {
    webhook.mockResolvedValue({ status: 500 });
    await open();
    await fillAndSend();
    expect(screen.getByText(/We have kept it and will send it again automatically/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('dn31 1ab');
  });

  it('where this device will not keep a booking and the send fails, says so and to call, keeps every field, and sends it when tried again', async () => {
    refuseStorage();
    webhook.mockResolvedValueOnce({ status: 503 });
    await open();
    await fillAndSend();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we could not send your request just now.');
    expectToldToCall(alert);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+447700900123');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('dn31 1ab');
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();

    webhook.mockResolvedValueOnce({ status: 204 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_FORMS['book-free-survey'].submitLabel })));
    // The same submission, under the same id (only its time is new).
    expect(sentBody(webhook, 1)).toEqual({ ...(sentBody(webhook, 0) as object), timestamp: expect.any(String) });
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
  });

  it('a refusal this device could not keep says so: check and send again, or call', async () => {
    refuseStorage();
    const alert = await sendRefused();
    expect(alert).toHaveTextContent('Please check your details and send again, or call us on 01632 960100.');
    expect(alert).not.toHaveTextContent(/kept/);
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('dn31 1ab');
  });

  it('says why the receiver refused a booking, keeps it on this device with the phone number, and keeps every field', async () => {
    const alert = await sendRefused();
    expect(alert).toHaveTextContent('We have kept your details on this device. Please check them and send again, or call us on 01632 960100.');
    expect(within(alert).getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    expect(screen.queryByText(/will send it again automatically/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('dn31 1ab');
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toEqual([expect.objectContaining({ refused: { status: 400, message: 'We do not cover that postcode yet' } })]);
  });

  it('shows how much of the photos has gone while they upload, the button saying "Sending…", then the thanks', async () => {
    let answer: (value: WebhookAnswer) => void = () => {};
    let request: FakeRequest | undefined;
    webhook.mockImplementation((_url, _body, sent) => {
      request = sent;
      return new Promise<WebhookAnswer>((resolve) => (answer = resolve));
    });
    await openFromQuote();
    await addPhotos('boiler.jpg', 'flue.jpg');
    // Nothing is going up yet: no bar, and the live region is in place, empty.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await fillAndSend();
    expect(webhook.mock.calls[0]?.[1]).toBeInstanceOf(FormData);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await act(async () => request?.uploadProgress(1_200_000, 2_300_000));
    const bar = screen.getByRole('progressbar', { name: 'Sending your photos' });
    expect(bar).toHaveAttribute('value', '1200000');
    expect(bar).toHaveAttribute('max', '2300000');
    const figures = screen.getByText('1.2 MB of 2.3 MB sent');
    expect(figures).toHaveAttribute('aria-live', 'polite');
    await act(async () => request?.uploadProgress(2_300_000, 2_300_000));
    expect(screen.getByText('2.3 MB of 2.3 MB sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await act(async () => answer({ status: 201 }));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a booking without photos shows no progress', async () => {
    let answer: (value: WebhookAnswer) => void = () => {};
    webhook.mockImplementation(() => new Promise<WebhookAnswer>((resolve) => (answer = resolve)));
    await openFromQuote();
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => answer({ status: 204 }));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
  });
});
