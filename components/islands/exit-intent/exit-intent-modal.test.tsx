/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@/content/messages';
import { OUTBOX_KEY } from '@/lib/leads';
import { EXIT_INTENT_SOURCE } from '@/lib/validations/exit-intent';
import { LEAD_ID, mockWebhook, renderPastSpamWait, sentBody } from '@/components/islands/lead-forms/test-support';
import ExitIntentModal from './exit-intent-modal';

let fetchMock: jest.Mock;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = mockWebhook();
});
afterEach(() => jest.restoreAllMocks());

async function open() {
  await renderPastSpamWait(() =>
    render(<ExitIntentModal open onClose={jest.fn()} phone="01632 960100" phoneHref="tel:+441632960100" termsHref="/terms/" offersHref="/offers/" />),
  );
}

async function enter(values: { name: string; phone: string; postcode: string; email: string }) {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: values.phone } });
  fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: values.postcode } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: values.email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enter the prize draw' })));
}

const entry = { name: 'Ada Lovelace', phone: '07700 900123', postcode: 'dn31 1aa', email: 'ada@example.com' };

describe('prize draw entry', () => {
  it('needs every field, says which is wrong, and keeps the rest', async () => {
    await open();
    await enter({ ...entry, email: 'not an email' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('sends the entry with its source and time, the postcode tidied, and says it arrived', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 204 });
    await open();
    await enter(entry);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ada Lovelace',
      phone: '+447700900123',
      postcode: 'DN31 1AA',
      email: 'ada@example.com',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: EXIT_INTENT_SOURCE,
      leadId: expect.stringMatching(LEAD_ID),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.exitIntentSuccess);
  });

  it('says plainly when the entry did not arrive, keeps it to send again, and gives the phone number', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    await open();
    await enter(entry);
    expect(screen.getByText(messages.exitIntentFailure)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });
});
