/** @jest-environment jsdom */
import { OUTBOX_CHANGE_EVENT, OUTBOX_KEY, pageId, type PendingLead } from '@/lib/browser/outbox/outbox';
import { deliveredMessage, startOutbox } from './outbox';

const SENDER = '/assets/outbox-0123456789ab.js';
const lead = (label: string): PendingLead => ({ id: label, url: '/api/leads/lead', payload: { name: label }, label, queuedAt: Date.now(), attempts: 1 });
const senders = () => Array.from(document.head.querySelectorAll('script'), (script) => script.getAttribute('src'));

describe('outbox behaviour', () => {
  it('says what arrived', () => {
    expect(deliveredMessage([lead('callback request')])).toBe('Your callback request has now reached us. Thank you.');
    expect(deliveredMessage([lead('a'), lead('b')])).toBe('Your 2 earlier requests have now reached us. Thank you.');
  });

  it('adds the sender script only once the outbox holds a lead: written by this page, by another tab, or found back online; once, and again if it failed to load', () => {
    document.head.innerHTML = '';
    window.localStorage.setItem(OUTBOX_KEY, '[]');
    startOutbox(SENDER);
    // Nothing kept: a page never loads the sending code.
    expect(senders()).toEqual([]);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(senders()).toEqual([]);

    // A form on this page keeps a lead (the islands are another bundle: they tell by the event).
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([lead('callback request')]));
    window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
    expect(senders()).toEqual([SENDER]);
    window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
    expect(senders()).toEqual([SENDER]);

    // Offline when it was asked for: it did not load, so it is added again when the browser is back.
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(senders()).toEqual([]);
    window.dispatchEvent(new Event('online'));
    expect(senders()).toEqual([SENDER]);
  });

  it('adds it when the page opens with a lead kept, or another tab keeps one', () => {
    document.head.innerHTML = '';
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([lead('booking')]));
    startOutbox(SENDER);
    expect(senders()).toEqual([SENDER]);

    document.head.innerHTML = '';
    window.localStorage.removeItem(OUTBOX_KEY);
    startOutbox(SENDER);
    expect(senders()).toEqual([]);
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([lead('booking')]));
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
    expect(senders()).toContain(SENDER);
  });

  it("leaves this page's own send alone while it goes (its form sends it), and adds the sender once it is kept after failing", () => {
    document.head.innerHTML = '';
    window.localStorage.removeItem(OUTBOX_KEY);
    startOutbox(SENDER);
    const sending = { ...lead('booking'), page: pageId(), sendingUntil: Date.now() + 30_000 };
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([sending]));
    window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
    expect(senders()).toEqual([]);
    // Another page's send (another tab) is the sender's business: it lists it, and takes it if that page goes.
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([sending, { ...sending, id: 'tab', page: pageId() + 1 }]));
    window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
    expect(senders()).toEqual([SENDER]);
  });

  it('once this page\'s send has failed and is kept, the sender comes to send it again', () => {
    document.head.innerHTML = '';
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ ...lead('booking'), page: pageId(), sendingUntil: Date.now() + 30_000 }]));
    startOutbox(SENDER);
    expect(senders()).toEqual([]);
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ ...lead('booking'), nextAttemptAt: Date.now() + 5_000 }]));
    window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
    expect(senders()).toContain(SENDER);
  });
});
