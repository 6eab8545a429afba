/** @jest-environment jsdom */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getByRole, queryByRole, within } from '@testing-library/dom';
import { LeadOutboxNotice } from '@/components/layout/lead-outbox-notice';
import {
  ONLINE_SETTLE_MS,
  OUTBOX_KEY,
  OUTBOX_MAX_AGE_MS,
  RETRY_BASE_MS,
  deliverLead,
  readOutbox,
  type LeadPhoto,
  type PendingLead,
  type PhotoStore,
  type Transport,
  type TransportAnswer,
  type TransportOptions,
} from '@/lib/browser/outbox/outbox';
import { HUMAN_CHECK_FIELD } from '@/lib/shared/forms/human-check';
import { startOutboxSender, type Sender } from './outbox-sender';

/** This page view, and the one the visitor sent their leads from. */
const PAGE = 2000.5;
const EARLIER_PAGE = 1000.5;
const START = Date.parse('2026-11-23T10:00:00Z');

/** The spam guard's readings, as every form's lead carries them. */
const GUARD = { website: '', fillMs: 4_000 };

const kept = (over: Partial<PendingLead> & { id: string }): PendingLead => ({
  url: '/api/leads/callback',
  payload: { firstName: over.id, guard: GUARD },
  label: 'callback request',
  queuedAt: START - 60_000,
  attempts: 1,
  fromPage: EARLIER_PAGE,
  ...over,
});

function keep(...leads: PendingLead[]) {
  window.localStorage.setItem(OUTBOX_KEY, JSON.stringify(leads));
}

/** A transport the test answers: each request waits until `answer` (or answers at once with `auto`). */
function transport(auto?: number) {
  const requests: { url: string; body: string | FormData; options: TransportOptions; answer: (answer: TransportAnswer) => void }[] = [];
  const send = jest.fn<Promise<TransportAnswer>, Parameters<Transport>>(
    (url, body, options) =>
      new Promise<TransportAnswer>((resolve) => {
        requests.push({ url, body, options, answer: resolve });
        if (auto !== undefined) resolve({ status: auto });
      }),
  );
  return { send, requests };
}

function memoryPhotoStore() {
  const photos = new Map<string, LeadPhoto[]>();
  const store: PhotoStore = {
    put: async (id, list) => (photos.set(id, list), true),
    get: async (id) => photos.get(id) ?? [],
    remove: async (id) => void photos.delete(id),
  };
  return { store, photos };
}

const notice = () => document.querySelector<HTMLElement>('[data-module="lead-outbox"]') as HTMLElement;
const items = () => within(notice()).queryAllByRole('listitem');
const toasts = () => Array.from(document.querySelectorAll('.toast-title'), (toast) => toast.textContent);
const settle = () => jest.advanceTimersByTimeAsync(0);

let sender: Sender | null = null;
function start(send: Transport, photoStore?: PhotoStore) {
  sender = startOutboxSender({ transport: send, page: PAGE, ...(photoStore ? { photoStore } : {}) });
  return sender;
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-lead-outbox');
  document.body.innerHTML = renderToStaticMarkup(createElement(LeadOutboxNotice));
});
afterEach(() => {
  sender?.stop();
  sender = null;
  jest.useRealTimers();
});

describe('the outbox sender', () => {
  it('sends what is due when it starts, says it arrived, and the notice stays hidden once nothing is kept', async () => {
    keep(kept({ id: 'ada' }));
    const { send, requests } = transport(201);
    start(send);
    // Shown while it waits its turn, on this later page.
    expect(notice().hidden).toBe(false);
    await settle();
    expect(requests.map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([{ firstName: 'ada', guard: GUARD }]);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(toasts()).toEqual(['Your callback request has now reached us. Thank you.']);
    expect(notice().hidden).toBe(true);
    expect(document.documentElement.hasAttribute('data-lead-outbox')).toBe(false);
  });

  it('lists each lead sent from another page, with the day it was sent and its state; refused and month-old ones with their buttons', async () => {
    keep(
      kept({ id: 'waiting', nextAttemptAt: START + 60_000, label: 'book a repair' }),
      kept({ id: 'refused', refused: { status: 400, message: 'Please enter a valid UK phone number' } }),
      kept({ id: 'old', queuedAt: START - OUTBOX_MAX_AGE_MS - 1, label: 'prize draw entry' }),
      // Sent from this page: its own form says what became of it.
      kept({ id: 'mine', fromPage: PAGE, nextAttemptAt: START + 60_000 }),
    );
    const { send } = transport(503);
    start(send);
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(getByRole(document.body, 'heading', { name: 'Requests kept on this device' })).toBeVisible();
    expect(document.documentElement.hasAttribute('data-lead-outbox')).toBe(true);
    const [waiting, refused, old] = items();
    expect(items()).toHaveLength(3);
    expect(waiting).toHaveTextContent('Book a repair, sent on Monday 23 November 2026');
    expect(waiting).toHaveTextContent('Waiting to be sent: we try again automatically');
    expect(queryByRole(waiting as HTMLElement, 'button')).toBeNull();
    expect(refused).toHaveTextContent('We could not accept it: Please enter a valid UK phone number');
    expect(old).toHaveTextContent('Prize draw entry, sent on Saturday 24 October 2026');
    expect(old).toHaveTextContent('Not sent for 30 days');
    for (const item of [refused, old] as HTMLElement[]) {
      const again = getByRole(item, 'button', { name: 'Send again' });
      expect(again).toHaveAccessibleDescription(/sent on/);
      expect(getByRole(item, 'button', { name: 'Discard' })).toBeVisible();
    }
    expect(getByRole(notice(), 'link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    // The number is the notice's own: no item asks the visitor to call unless it cannot be sent.
    for (const item of [waiting, refused, old] as HTMLElement[]) expect(queryByRole(item, 'link')).toBeNull();
  });

  it('a lead kept before the spam guard\'s readings travelled is not sent: it says so, with the phone number, and can only be discarded', async () => {
    keep(kept({ id: 'old', payload: { firstName: 'old' }, label: 'free survey booking' }), kept({ id: 'new', nextAttemptAt: START + 60_000 }));
    const { send } = transport(201);
    start(send);
    await jest.advanceTimersByTimeAsync(OUTBOX_MAX_AGE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(send.mock.calls[0]?.[1]))).toEqual({ firstName: 'new', guard: GUARD });
    const [old] = items();
    expect(items()).toHaveLength(1);
    expect(old).toHaveTextContent('Free survey booking, sent on Monday 23 November 2026');
    expect(old).toHaveTextContent('Not sent: it was kept by an older version of our website and cannot be sent now.');
    expect(old).toHaveTextContent('Please send the form again, or call us on 01632 960100.');
    expect(getByRole(old as HTMLElement, 'link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    expect(queryByRole(old as HTMLElement, 'button', { name: 'Send again' })).toBeNull();
    getByRole(old as HTMLElement, 'button', { name: 'Discard' }).click();
    await settle();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(notice().hidden).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('"Send again" sends a refused lead at once; delivered, it says so and the notice goes', async () => {
    keep(kept({ id: 'fixed', refused: { status: 400, message: 'Please enter a valid UK phone number' } }));
    const { send, requests } = transport();
    start(send);
    await settle();
    expect(send).not.toHaveBeenCalled();
    getByRole(notice(), 'button', { name: 'Send again' }).click();
    await settle();
    expect(requests).toHaveLength(1);
    // While it goes, it waits like any other, and its state has the focus its button had.
    expect(items()[0]).toHaveTextContent('Waiting to be sent');
    requests[0]?.answer({ status: 201 });
    await settle();
    expect(toasts()).toContain('Your callback request has now reached us. Thank you.');
    expect(notice().hidden).toBe(true);
  });

  it('"Send again" refused once more says why again; the focus moves to what the item says', async () => {
    keep(kept({ id: 'again', refused: { status: 400, message: 'First reason' } }));
    const { send, requests } = transport();
    start(send);
    await settle();
    const button = getByRole(notice(), 'button', { name: 'Send again' });
    button.focus();
    button.click();
    await settle();
    const state = items()[0]?.querySelector('[data-outbox-state]');
    expect(state).toHaveFocus();
    requests[0]?.answer({ status: 400, body: { error: 'The lead is not valid', fields: { phoneNumber: 'Second reason' } } });
    await settle();
    expect(items()[0]).toHaveTextContent('We could not accept it: Second reason');
    expect(getByRole(notice(), 'button', { name: 'Send again' })).toBeVisible();
  });

  it('"Discard" forgets the lead and its photos, says so, and moves focus to the heading while others remain', async () => {
    const { store, photos } = memoryPhotoStore();
    photos.set('gone', []);
    keep(kept({ id: 'gone', photos: 2, refused: { status: 413, message: 'Too big' } }), kept({ id: 'old', queuedAt: START - OUTBOX_MAX_AGE_MS - 1 }));
    start(transport().send, store);
    await settle();
    const discard = getByRole(items()[0] as HTMLElement, 'button', { name: 'Discard' });
    discard.focus();
    discard.click();
    await settle();
    expect(readOutbox(() => window.localStorage).map((lead) => lead.id)).toEqual(['old']);
    expect(photos.has('gone')).toBe(false);
    expect(toasts()).toContain('Your callback request was discarded.');
    expect(items()).toHaveLength(1);
    expect(getByRole(notice(), 'heading')).toHaveFocus();
  });

  it('shows the progress of photos while it sends them itself', async () => {
    const { store, photos } = memoryPhotoStore();
    photos.set('with-photos', [{ kind: 'boiler', type: 'jpeg', blob: new Blob(['bytes']) }]);
    keep(kept({ id: 'with-photos', label: 'book a free survey', photos: 1 }));
    const { send, requests } = transport();
    start(send, store);
    await settle();
    expect(requests[0]?.body).toBeInstanceOf(FormData);
    requests[0]?.options.onProgress?.(1_035_000, 2_300_000);
    const bar = getByRole(notice(), 'progressbar', { name: 'Sending your photos' });
    expect(bar).toHaveAttribute('value', '45');
    expect(items()[0]).toHaveTextContent('Sending your photos: 45%');
    expect(items()[0]?.querySelector('[data-outbox-state]')).not.toBeVisible();
    requests[0]?.answer({ status: 503 });
    await settle();
    expect(queryByRole(notice(), 'progressbar')).toBeNull();
    expect(items()[0]).toHaveTextContent('Waiting to be sent');
  });

  it('while the page stays open, sends each lead when it falls due, and reschedules when this page or another tab keeps one', async () => {
    keep(kept({ id: 'later', nextAttemptAt: START + 30_000 }));
    const { send, requests } = transport(503);
    start(send);
    await jest.advanceTimersByTimeAsync(30_000 - 1);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    // Kept again (503): the next try after the doubled backoff.
    expect(readOutbox(() => window.localStorage)[0]).toMatchObject({ attempts: 2, nextAttemptAt: START + 30_000 + 2 * RETRY_BASE_MS });
    await jest.advanceTimersByTimeAsync(2 * RETRY_BASE_MS);
    expect(requests).toHaveLength(2);

    // A form on this page fails (the islands write through lib/browser/outbox/outbox.ts, which tells the page).
    window.localStorage.clear();
    await deliverLead(() => window.localStorage, { id: 'form', url: '/api/leads/lead', payload: { name: 'form', guard: GUARD }, label: 'booking' }, { transport: transport(0).send, page: PAGE });
    await jest.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => JSON.parse(String(request.body)) as { name?: string }).at(-1)).toEqual({ name: 'form', guard: GUARD });

    // Another tab keeps one due sooner than this page's next try (in 10 s): its storage event reschedules this page.
    const tabDue = Date.now() + 6_000;
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([kept({ id: 'tab', nextAttemptAt: tabDue })]));
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
    const before = requests.length;
    await jest.advanceTimersByTimeAsync(tabDue - Date.now());
    expect(requests.length).toBe(before + 1);
  });

  it('never lists or sends a lead another page is sending, until its lease runs out', async () => {
    keep(kept({ id: 'leased', page: EARLIER_PAGE, sendingUntil: START + 20_000 }));
    const { send, requests } = transport(201);
    start(send);
    await jest.advanceTimersByTimeAsync(20_000 - 1);
    expect(requests).toHaveLength(0);
    expect(items()[0]).toHaveTextContent('Waiting to be sent');
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
  });

  it('back online, waits a moment, then sends at once what had no answer, once however often the browser says so', async () => {
    keep(kept({ id: 'offline', lastStatus: 0, attempts: 6, nextAttemptAt: START + 5 * 60_000 }), kept({ id: 'busy', lastStatus: 503, nextAttemptAt: START + 5 * 60_000 }));
    const { send, requests } = transport(201);
    start(send);
    await settle();
    expect(requests).toHaveLength(0);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(ONLINE_SETTLE_MS - 1);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([{ firstName: 'offline', guard: GUARD }]);
    expect(readOutbox(() => window.localStorage).map((lead) => lead.id)).toEqual(['busy']);
  });

  it('where storage is full (each write refused), a lead it cannot mark goes no more often than the first retry wait', async () => {
    const full = {
      getItem: () => JSON.stringify([kept({ id: 'stuck' })]),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { send, requests } = transport(503);
    sender = startOutboxSender({ transport: send, page: PAGE, storage: full });
    await jest.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
  });

  it('asks for a fresh human-check token for each lead it sends, only once one is due, never for the visitor\'s own page\'s photos', async () => {
    keep(kept({ id: 'later', nextAttemptAt: START + 600_000 }), kept({ id: 'photos', url: '/api/your-request/photos', payload: { token: 't', guard: GUARD }, nextAttemptAt: START + 600_000 }));
    let minted = 0;
    const humanCheck = jest.fn(async () => `token-${(minted += 1)}`);
    const { send, requests } = transport(503);
    sender = startOutboxSender({ transport: send, page: PAGE, humanCheck });
    await settle();
    // Started with nothing due: no widget, no token.
    expect(humanCheck).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(requests.map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([
      { firstName: 'later', guard: GUARD, [HUMAN_CHECK_FIELD]: 'token-1' },
      { token: 't', guard: GUARD },
    ]);
    // Kept again (503): the next resend has a token of its own, and none is ever kept on the device.
    await jest.advanceTimersByTimeAsync(2 * RETRY_BASE_MS);
    expect(JSON.parse(String(requests[2]?.body))).toEqual({ firstName: 'later', guard: GUARD, [HUMAN_CHECK_FIELD]: 'token-2' });
    expect(humanCheck).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(OUTBOX_KEY)).not.toContain('token-');
  });

  it('a page without the notice still sends', async () => {
    document.body.innerHTML = '';
    keep(kept({ id: 'ada' }));
    const { send } = transport(201);
    sender = startOutboxSender({ transport: send, page: PAGE });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
