/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@/content/messages';
import { OUTBOX_KEY } from '@/lib/browser/outbox/outbox';
import { EXIT_INTENT_SOURCE } from '@/lib/shared/forms/exit-intent';
import { GUARD, LEAD_ID, expectToldToCall, mockWebhook, refuseStorage, renderPastSpamWait, sentBody, type WebhookMock } from '@/components/islands/lead-forms/test-support';
import ExitIntentModal from './exit-intent-modal';

let webhook: WebhookMock;

beforeEach(() => {
  window.localStorage.clear();
  webhook = mockWebhook();
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
    expect(webhook).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('sends the entry with its source and time, the postcode tidied, and says it arrived', async () => {
    webhook.mockResolvedValue({ status: 204 });
    await open();
    await enter(entry);
    expect(webhook).toHaveBeenCalledTimes(1);
    expect(sentBody(webhook)).toEqual({
      name: 'Ada Lovelace',
      phone: '+447700900123',
      postcode: 'DN31 1AA',
      email: 'ada@example.com',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: EXIT_INTENT_SOURCE,
      guard: GUARD,
      leadId: expect.stringMatching(LEAD_ID),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.exitIntentSuccess);
  });

  it('says plainly when the entry did not arrive, keeps it to send again, and gives the phone number', async () => {
    webhook.mockResolvedValue({ status: 503 });
    await open();
    await enter(entry);
    expect(screen.getByText(messages.exitIntentFailure)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('where this device will not keep the entry and the send fails, says so and to call, and keeps the details', async () => {
    refuseStorage();
    webhook.mockResolvedValue({ status: 503 });
    await open();
    await enter(entry);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.exitIntentFailure);
    expectToldToCall(alert);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('says why the receiver refused an entry, keeps it on this device and gives the phone number', async () => {
    webhook.mockResolvedValue({ status: 400, body: { error: 'The lead is not valid', fields: { postcode: 'Enter a full UK postcode', email: 'Enter a valid email address' } } });
    await open();
    await enter(entry);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not accept your request: Enter a full UK postcode; Enter a valid email address');
    expect(alert).toHaveTextContent('We have kept your details on this device.');
    expect(screen.getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    expect(screen.queryByText(messages.exitIntentFailure)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toEqual([expect.objectContaining({ refused: expect.objectContaining({ status: 400 }) })]);
  });
});
