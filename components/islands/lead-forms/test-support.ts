/**
 * For the island tests under jsdom: the webhook behind a fake XMLHttpRequest (the forms send
 * through the real transport, lib/browser/outbox/xhr-transport.ts), and the clock moved past the spam
 * guard's wait (MIN_FILL_MS) once a form is on screen, as a person's typing would.
 */
import { act, within } from '@testing-library/react';
import { MIN_FILL_MS, OUTBOX_MESSAGES } from '@/lib/browser/outbox/outbox';
import { FakeXhr, installFakeXhr, type FakeRequest } from '@/lib/browser/test-support';

/** A lead's id as `newLeadId` makes it: a version 4 UUID. */
export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The spam guard's readings of a form filled by `renderPastSpamWait`'s person. */
export const GUARD = { website: '', fillMs: MIN_FILL_MS + 1 };

/** The webhook's answer: its status, and the JSON body and headers it sends, if any. */
export interface WebhookAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The webhook: a mock called with each request's URL, body and the request itself (to report its
 * upload progress). Its value is the answer; a rejection, or no answer set, is a network error;
 * a promise not yet settled holds the request until the test settles it.
 */
export type WebhookMock = jest.Mock<Promise<WebhookAnswer | undefined> | WebhookAnswer | undefined, [url: string, body: unknown, request: FakeRequest]>;

/** Puts the webhook mock behind XMLHttpRequest. */
export function mockWebhook(): WebhookMock {
  installFakeXhr();
  const webhook: WebhookMock = jest.fn();
  FakeXhr.onSend = (request) => {
    void Promise.resolve()
      .then(() => webhook(request.url, request.body, request))
      .then(
        (answer) => (answer ? request.respond(answer.status, answer) : request.fail()),
        () => request.fail(),
      );
  };
  return webhook;
}

/** The lead the webhook's nth request carried: its JSON body, or a multipart body's `lead` field. */
export function sentBody(webhook: WebhookMock, index = 0): unknown {
  const body = webhook.mock.calls[index]?.[1];
  return JSON.parse(String(body instanceof FormData ? body.get('lead') : body));
}

/** The browser keeps nothing (storage full, blocked or private): every localStorage write throws. Restore with jest.restoreAllMocks. */
export function refuseStorage(): void {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

/** What a form's alert says when its request could neither be sent nor kept: call us, the number as a link, and never that it was kept. */
export function expectToldToCall(alert: HTMLElement): void {
  expect(alert).toHaveTextContent(`${OUTBOX_MESSAGES.notKept} 01632 960100. ${OUTBOX_MESSAGES.notKeptAgain}`);
  expect(within(alert).getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
  expect(alert).not.toHaveTextContent(/kept (it|your)/i);
}

/** Renders a form, then moves `Date.now` past the spam guard's wait. Restore with jest.restoreAllMocks. */
export async function renderPastSpamWait(draw: () => void): Promise<void> {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  await act(async () => draw());
  clock.mockReturnValue(now + MIN_FILL_MS + 1);
}
