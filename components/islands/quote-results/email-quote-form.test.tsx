/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OUTBOX_KEY } from '@/lib/browser/outbox/outbox';
import { issueQuote } from '@/lib/shared/quote/reference';
import { quoteLead } from '@/lib/shared/quote/lead';
import { QUOTE_RULES_VERSION } from '@/lib/shared/quote/rules';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { QUOTE_EMAIL_SOURCE } from '@/lib/shared/forms/quote-email';
import { GUARD, expectToldToCall, mockWebhook, refuseStorage, renderPastSpamWait, sentBody, type WebhookMock } from '@/components/islands/lead-forms/test-support';
import { EmailQuoteForm } from './email-quote-form';

const built = quoteLead(TYPICAL_QUOTE, issueQuote(new Date()), 'standard');
if (!built) throw new Error('the typical quote makes a lead');
const lead = built;
let webhook: WebhookMock;

beforeEach(() => {
  window.localStorage.clear();
  webhook = mockWebhook();
});
afterEach(() => jest.restoreAllMocks());

async function send(email: string) {
  await renderPastSpamWait(() => render(<EmailQuoteForm lead={lead} phone="01632 960100" phoneHref="tel:+441632960100" labelledBy="h" />));
  const field = screen.getByLabelText(/Your email address/);
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Email me this quote' })));
  return field;
}

describe('email me this quote', () => {
  it('refuses an address that is not one, and keeps it to correct', async () => {
    const field = await send('ada@');
    expect(webhook).not.toHaveBeenCalled();
    expect(field).toHaveValue('ada@');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what the email is and that nothing else will be sent', async () => {
    await renderPastSpamWait(() => render(<EmailQuoteForm lead={lead} phone="01632 960100" phoneHref="tel:+441632960100" labelledBy="h" />));
    expect(screen.getByLabelText(/Your email address/)).toHaveAccessibleDescription(
      `We email you quote ${lead.reference} with its prices, what is included and a link back to it. Nothing else: no newsletters, no offers.`,
    );
  });

  it('sends the quote as a lead of its own type and says it is on its way, where, and to check the spam folder', async () => {
    webhook.mockResolvedValue({ status: 204 });
    await send('ada@example.com');
    expect(sentBody(webhook)).toMatchObject({ email: 'ada@example.com', source: QUOTE_EMAIL_SOURCE, quote: { reference: lead.reference }, guard: GUARD });
    // A lead with a quote says which release's rules made it.
    expect(sentBody(webhook)).toHaveProperty('quoteRules', QUOTE_RULES_VERSION);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Thank you. Quote ${lead.reference} is on its way to ada@example.com: it should arrive within a few minutes. Check your spam folder if it does not.`,
    );
  });

  it('keeps a request that did not go, to send again', async () => {
    webhook.mockRejectedValue(new TypeError('Failed to fetch'));
    const field = await send('ada@example.com');
    expect(field).toHaveValue('ada@example.com');
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1);
    expect(screen.getByText(/We have kept it and will send it again automatically/)).toBeInTheDocument();
  });

  it('where this device will not keep the request and it did not go, says so and to call, and keeps the address', async () => {
    refuseStorage();
    webhook.mockResolvedValue({ status: 429 });
    const field = await send('ada@example.com');
    expect(field).toHaveValue('ada@example.com');
    expectToldToCall(screen.getByRole('alert'));
  });

  it('says why the receiver refused it, with the phone number', async () => {
    webhook.mockResolvedValue({ status: 413, body: { error: 'The body is larger than 65536 bytes' } });
    const field = await send('ada@example.com');
    expect(field).toHaveValue('ada@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not accept your request: The body is larger than 65536 bytes');
    expect(screen.getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
  });
});
