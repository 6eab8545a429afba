/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BOOKING_FORMS } from '@/content/booking-forms';
import { mockWebhook, renderPastSpamWait } from '@/components/islands/lead-forms/test-support';
import { BookingForm } from './booking-form';

// The slot section's code cannot be fetched (the connection dropped after the page came).
jest.mock('./slot-section', () => {
  throw new Error('Loading chunk failed');
});

it('without the free windows\' code, the survey form asks for a preferred date and window, and keeps what was typed', async () => {
  mockWebhook();
  await renderPastSpamWait(() => render(<BookingForm {...BOOKING_FORMS['book-free-survey']} source="book-free-survey" phone="01632 960100" phoneHref="tel:+441632960100" />));
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
  await act(async () => fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'DN31 1AB' } }));
  expect(await screen.findByLabelText(/Preferred date/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Preferred time/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
});
