/** @jest-environment jsdom */
import { CHAT_IDLE_LOAD_MS, CHAT_MIN_DELAY_MS } from '@/lib/ui-config';
import { CONSENT_CHANGED_EVENT, CONSENT_KEY, CONSENT_VERSION } from '@/lib/consent';
import { OPEN_CALLBACK_EVENT, announceIslandsReady, requestChat } from '@/lib/browser/ui-events';

/** The vendor scripts the page has asked for. */
const vendorScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src*="intercom"]'));

/** A fresh copy of the module (it loads the widget once per page). */
function loadChat(): typeof import('./chat') {
  let chat: typeof import('./chat') | undefined;
  jest.isolateModules(() => {
    chat = jest.requireActual('./chat');
  });
  return chat as typeof import('./chat');
}

function chatElement(appId = 'abc123'): HTMLElement {
  const element = document.createElement('div');
  element.dataset.appId = appId;
  element.dataset.phoneHref = 'tel:+441632960100';
  return element;
}

describe('chat behaviour', () => {
  let stop = () => {};
  const start = (element: HTMLElement) => {
    stop = loadChat().initChat(element);
  };
  afterEach(() => stop());
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    window.localStorage.clear();
    delete window.Intercom;
  });
  afterEach(() => jest.useRealTimers());

  it('loads nothing before consent, whatever the visitor does', () => {
    start(chatElement());
    window.dispatchEvent(new Event('mousemove'));
    jest.advanceTimersByTime(CHAT_IDLE_LOAD_MS * 2);
    expect(vendorScripts()).toHaveLength(0);
  });

  it('with consent stored: after an interaction, but never sooner than the minimum delay', () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'accepted', version: CONSENT_VERSION, at: '2026-11-23T10:00:00Z' }));
    start(chatElement());
    jest.advanceTimersByTime(1);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(CHAT_MIN_DELAY_MS - 10);
    expect(vendorScripts()).toHaveLength(0);
    jest.advanceTimersByTime(20);
    expect(vendorScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(CHAT_IDLE_LOAD_MS);
    expect(vendorScripts()).toHaveLength(1);
  });

  it('with consent and no interaction: after the idle time', () => {
    start(chatElement());
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { choice: 'accepted' } }));
    jest.advanceTimersByTime(CHAT_IDLE_LOAD_MS - 10);
    expect(vendorScripts()).toHaveLength(0);
    jest.advanceTimersByTime(20);
    expect(vendorScripts()).toHaveLength(1);
  });

  it('withdrawing consent before it loads stops it', () => {
    start(chatElement());
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { choice: 'accepted' } }));
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { choice: 'rejected' } }));
    jest.advanceTimersByTime(CHAT_IDLE_LOAD_MS * 2);
    expect(vendorScripts()).toHaveLength(0);
  });

  it('asked for chat without consent, it loads the widget and opens it with show', async () => {
    start(chatElement());
    expect(requestChat({ reason: 'live-chat' })).toBe(true);
    const [script] = vendorScripts();
    expect(script?.src).toBe('https://widget.intercom.io/widget/abc123');
    const calls: unknown[][] = [];
    window.Intercom = (...args: unknown[]) => void calls.push(args);
    script?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual([['show']]);
  });

  it('when the vendor script fails, chat falls back to the callback dialog', async () => {
    announceIslandsReady();
    start(chatElement());
    const callbacks: Event[] = [];
    const onCallback = (event: Event) => {
      event.preventDefault();
      callbacks.push(event);
    };
    window.addEventListener(OPEN_CALLBACK_EVENT, onCallback);
    requestChat({ reason: 'report-issue' });
    vendorScripts()[0]?.dispatchEvent(new Event('error'));
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
    window.removeEventListener(OPEN_CALLBACK_EVENT, onCallback);
    expect(callbacks).toHaveLength(1);
  });

  it('with no app id it leaves chat requests to the fallback', () => {
    start(chatElement(''));
    expect(requestChat({ reason: 'live-chat' })).toBe(false);
  });
});
