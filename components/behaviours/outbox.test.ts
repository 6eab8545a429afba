/** @jest-environment jsdom */
import { ONLINE_SETTLE_MS, OUTBOX_KEY, type PendingLead } from '@/lib/leads';
import { deliveredMessage, startOutbox } from './outbox';

const lead = (label: string): PendingLead => ({ id: label, url: '/api/leads/lead', payload: { name: label }, label, queuedAt: Date.now(), attempts: 1 });

describe('outbox behaviour', () => {
  it('says what arrived', () => {
    expect(deliveredMessage([lead('callback request')])).toBe('Your callback request has now reached us. Thank you.');
    expect(deliveredMessage([lead('a'), lead('b')])).toBe('Your 2 earlier requests have now reached us. Thank you.');
  });

  afterEach(() => jest.useRealTimers());

  it('sends what was kept when the page opens and once the browser has been back online a moment, and tells the visitor', async () => {
    jest.useFakeTimers();
    const sent: unknown[] = [];
    let online = false;
    const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return { ok: online } as Response;
    });
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true });
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([lead('callback request')]));
    startOutbox();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toContain('callback request');
    online = true;
    window.dispatchEvent(new Event('online'));
    // A second "online" (the interface flapping) does not send twice.
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(ONLINE_SETTLE_MS - 1);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(window.localStorage.getItem(OUTBOX_KEY) ?? '[]').not.toContain('callback request');
    expect(document.body).toHaveTextContent('Your callback request has now reached us. Thank you.');
  });
});
