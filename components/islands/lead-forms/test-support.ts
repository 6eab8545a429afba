/**
 * For the island tests under jsdom: the webhook as a mock `fetch`, and the clock moved past the
 * spam guard's wait (MIN_FILL_MS) once a form is on screen, as a person's typing would.
 */
import { act } from '@testing-library/react';
import { MIN_FILL_MS } from '@/lib/leads';

/** A lead's id as `newLeadId` makes it: a version 4 UUID. */
export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Replaces `fetch` with a mock the test sets answers on. */
export function mockWebhook(): jest.Mock {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the mock's nth request. */
export function sentBody(fetchMock: jest.Mock, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

/** Renders a form, then moves `Date.now` past the spam guard's wait. Restore with jest.restoreAllMocks. */
export async function renderPastSpamWait(draw: () => void): Promise<void> {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  await act(async () => draw());
  clock.mockReturnValue(now + MIN_FILL_MS + 1);
}
