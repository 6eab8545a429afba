/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { messages } from '@/content/messages';
import { OUTBOX_KEY } from '@/lib/browser/outbox/outbox';
import { GUARD, LEAD_ID, expectToldToCall, mockWebhook, refuseStorage, renderPastSpamWait, sentBody, type WebhookMock } from '@/components/islands/lead-forms/test-support';
import { CAMPAIGN_KEY } from '@/lib/shared/forms/campaign';
import CallbackDialog from './callback-dialog';

let webhook: WebhookMock;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The toasts live outside the dialog, on the page: each test starts without the last one's.
  document.body.innerHTML = '';
  webhook = mockWebhook();
});
afterEach(() => jest.restoreAllMocks());

/** Opens the dialog, then lets more time pass than a bot would wait before sending. */
async function open(props: Partial<Parameters<typeof CallbackDialog>[0]> = {}) {
  const onClose = jest.fn();
  await renderPastSpamWait(() => render(<CallbackDialog open onClose={onClose} phone="01632 960100" phoneHref="tel:+441632960100" {...props} />));
  return { onClose };
}

async function fillAndSend(name: string, phone: string) {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: phone } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request my callback' })));
}

describe('callback dialog', () => {
  it('refuses a number that is not a UK phone number, says so, and keeps what was typed', async () => {
    await open();
    await fillAndSend('Ada', '12345');
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('12345');
    expect(webhook).not.toHaveBeenCalled();
  });

  it('sends the name and the number in +44 form once, then closes', async () => {
    webhook.mockResolvedValue({ status: 204 });
    const { onClose } = await open();
    await fillAndSend('Ada', '07700 900123');
    expect(webhook).toHaveBeenCalledTimes(1);
    // With the spam guard's readings, which the receiver checks again.
    expect(sentBody(webhook)).toEqual({ firstName: 'Ada', phoneNumber: '+447700900123', guard: GUARD, leadId: expect.stringMatching(LEAD_ID) });
    expect(webhook.mock.calls[0]?.[2].headers).toEqual({ 'content-type': 'application/json' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(messages.callbackSuccess);
  });

  it('sends the campaign kept for the tab with the request', async () => {
    webhook.mockResolvedValue({ status: 204 });
    const campaign = { landingPage: '/boiler-repair-in-hull/', referrerHost: 'www.google.com', utmSource: 'google' };
    window.sessionStorage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign));
    await open();
    await fillAndSend('Ada', '07700 900123');
    expect(sentBody(webhook)).toEqual(expect.objectContaining({ campaign }));
  });

  it('sends no campaign when what the tab kept is not one', async () => {
    webhook.mockResolvedValue({ status: 204 });
    window.sessionStorage.setItem(CAMPAIGN_KEY, JSON.stringify({ landingPage: 'https://elsewhere.example/' }));
    await open();
    await fillAndSend('Bo', '07700 900124');
    expect(sentBody(webhook)).not.toHaveProperty('campaign');
  });

  it('keeps a request the webhook did not take, and the visitor keeps what they typed', async () => {
    webhook.mockResolvedValue({ status: 500 });
    const { onClose } = await open();
    await fillAndSend('Ada', '07700 900123');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.callbackFailure);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    const kept = JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]');
    expect(kept).toHaveLength(1);
    expect(kept[0].payload).toEqual({ firstName: 'Ada', phoneNumber: '+447700900123', guard: GUARD });
    // Kept with the id it was sent with, so sending it again cannot store it twice.
    expect(kept[0].id).toBe((sentBody(webhook) as { leadId: string }).leadId);
  });

  it('where this device will not keep a request and the send fails, says so in the dialog and to call, and keeps what was typed', async () => {
    refuseStorage();
    webhook.mockRejectedValue(new TypeError('Failed to fetch'));
    const { onClose } = await open();
    await fillAndSend('Ada', '07700 900123');
    expect(onClose).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.callbackFailure);
    expectToldToCall(alert);
    // No toast says it was kept.
    expect(screen.queryByText(/will send it again automatically/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+447700900123');
  });

  it('says why the receiver refused a request, that it is kept on this device, and gives the number; corrected and sent again, the refused one goes', async () => {
    webhook.mockResolvedValueOnce({ status: 400, body: { error: 'The lead is not valid', fields: { phoneNumber: 'Please enter a valid UK phone number' } } });
    const { onClose } = await open();
    await fillAndSend('Ada', '07700 900123');
    expect(onClose).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not accept your request: Please enter a valid UK phone number');
    expect(alert).toHaveTextContent('We have kept your details on this device.');
    expect(within(alert).getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    const refusedId = (sentBody(webhook) as { leadId: string }).leadId;
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: refusedId, refused: { status: 400, message: 'Please enter a valid UK phone number' } }),
    ]);

    webhook.mockResolvedValueOnce({ status: 500 });
    await fillAndSend('Ada', '07700 900124');
    // A new submission, not a resend: the refused one is discarded, the new one kept.
    const kept = JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]') as { id: string; payload: unknown }[];
    expect(kept.map((lead) => lead.id)).toEqual([(sentBody(webhook, 1) as { leadId: string }).leadId]);
    expect(kept[0]?.id).not.toBe(refusedId);
    expect(screen.queryByText(/We could not accept your request/)).not.toBeInTheDocument();
  });

  it('holds back a request sent faster than a person types, or with the hidden field filled, and asks to try again', async () => {
    webhook.mockResolvedValue({ status: 204 });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    await act(async () => {
      render(<CallbackDialog open onClose={jest.fn()} phone="01632 960100" phoneHref="tel:+441632960100" />);
    });
    await fillAndSend('Ada', '07700 900123');
    expect(webhook).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your number and press the button again.');
    jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://spam.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request my callback' })));
    expect(webhook).not.toHaveBeenCalled();
  });

  it('names the quote it was asked for from', async () => {
    const quote = { reference: 'EH-04HM-ASW9', boiler: { name: 'Worcester Bosch Greenstar 4000 30kW' }, price: 2306 } as Parameters<typeof CallbackDialog>[0]['quote'];
    await open({ quote });
    expect(screen.getByText(/We will have your quote EH-04HM-ASW9 in front of us: the Worcester Bosch Greenstar 4000 30kW, £2,306\./)).toBeInTheDocument();
  });
});
