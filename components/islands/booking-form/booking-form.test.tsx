/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BOOKING_FORMS } from '@/content/booking-forms';
import { encodeShareParam } from '@/lib/quote/storage';
import { issueQuote } from '@/lib/quote/reference';
import { TYPICAL_QUOTE } from '@/lib/quote/typical';
import { mockWebhook, renderPastSpamWait, sentBody } from '@/components/islands/lead-forms/test-support';
import { BookingForm } from './booking-form';

let fetchMock: jest.Mock;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/book-free-survey/');
  fetchMock = mockWebhook();
});
afterEach(() => jest.restoreAllMocks());

async function open(source: 'book-free-survey' | 'book-a-repair' = 'book-free-survey') {
  await renderPastSpamWait(() => render(<BookingForm {...BOOKING_FORMS[source]} source={source} phone="01632 960100" phoneHref="tel:+441632960100" />));
}

async function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '07700 900123' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'dn31 1ab' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_FORMS['book-free-survey'].submitLabel })));
}

describe('booking form', () => {
  it('without a quote, sends the details with the page as source and says they arrived', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 204 });
    await open();
    expect(screen.queryByLabelText(/Preferred installation date/)).not.toBeInTheDocument();
    await fillAndSend();
    expect(sentBody(fetchMock)).toMatchObject({ name: 'Ada Lovelace', phone: '+447700900123', postcode: 'DN31 1AB', source: 'book-free-survey' });
    expect(sentBody(fetchMock)).not.toHaveProperty('quote');
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FORMS['book-free-survey'].successText);
  });

  it('booked from a quote, offers installation dates and sends the quote and the date chosen', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 204 });
    const ticket = issueQuote(new Date());
    window.history.replaceState(null, '', `/book-free-survey/?q=${encodeShareParam(TYPICAL_QUOTE, ticket)}&option=premium`);
    await open();
    expect(screen.getAllByText(new RegExp(ticket.reference)).length).toBeGreaterThan(0);
    const dates = screen.getByLabelText(/Preferred installation date/) as HTMLSelectElement;
    const firstDate = dates.options[1]?.value ?? '';
    expect(firstDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    fireEvent.change(dates, { target: { value: firstDate } });
    await fillAndSend();
    expect(sentBody(fetchMock)).toMatchObject({ installationDate: firstDate, quote: { reference: ticket.reference, option: 'premium' } });
  });

  it('keeps a booking the webhook refused, with every field as typed', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 });
    await open();
    await fillAndSend();
    expect(screen.getByText(/We have kept it and will send it again automatically/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('dn31 1ab');
  });
});
