/** @jest-environment jsdom */
import { ISLANDS_NEEDED_EVENT, OPEN_CALLBACK_EVENT, OPEN_CHAT_EVENT, announceIslandsReady, ISLANDS_READY_WAIT_MS } from '@/lib/browser/ui-events';
import { initCallbackButton, initGetHelp, runHelpAction } from './get-help';

/** Listens for a request and handles it (as the lead dialogs island and the chat loader do). */
function handle(name: string): { count: number; stop: () => void } {
  const seen = { count: 0, stop: () => window.removeEventListener(name, listener) };
  const listener = (event: Event) => {
    event.preventDefault();
    seen.count += 1;
  };
  window.addEventListener(name, listener);
  return seen;
}

describe('Get Help actions', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.removeAttribute('data-islands');
  });
  afterEach(() => jest.useRealTimers());

  it('live chat opens chat when the chat loader takes it', () => {
    announceIslandsReady();
    const chat = handle(OPEN_CHAT_EVENT);
    const callback = handle(OPEN_CALLBACK_EVENT);
    const call = jest.fn();
    runHelpAction('live-chat', call);
    expect([chat.count, callback.count, call.mock.calls.length]).toEqual([1, 0, 0]);
    chat.stop();
    callback.stop();
  });

  it('chat that cannot open falls back to the callback dialog, and that to a phone call', () => {
    announceIslandsReady();
    const callback = handle(OPEN_CALLBACK_EVENT);
    const call = jest.fn();
    runHelpAction('report-issue', call);
    expect(callback.count).toBe(1);
    callback.stop();
    runHelpAction('callback', call);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asked before the page has hydrated, it waits for the callback dialog instead of dialling', () => {
    const call = jest.fn();
    runHelpAction('callback', call);
    jest.advanceTimersByTime(ISLANDS_READY_WAIT_MS - 1);
    expect(call).not.toHaveBeenCalled();
    const callback = handle(OPEN_CALLBACK_EVENT);
    announceIslandsReady();
    expect(callback.count).toBe(1);
    expect(call).not.toHaveBeenCalled();
    callback.stop();
  });

  it('if the page never hydrates, it dials once the wait is over', () => {
    const call = jest.fn();
    runHelpAction('callback', call);
    jest.advanceTimersByTime(ISLANDS_READY_WAIT_MS);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('loading the callback dialog as the visitor reaches for it', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-islands');
    document.body.innerHTML = `
      <dialog data-phone-href="tel:+441632960100"><a href="/faqs/">Browse FAQs</a><button data-help-action="callback"><span>Request a callback</span></button></dialog>
      <button data-phone-href="tel:+441632960100" id="page-callback">Request a callback</button>`;
  });

  function needs(): { count: () => number; stop: () => void } {
    let count = 0;
    const listener = () => (count += 1);
    window.addEventListener(ISLANDS_NEEDED_EVENT, listener);
    return { count: () => count, stop: () => window.removeEventListener(ISLANDS_NEEDED_EVENT, listener) };
  }

  it('asks for the islands when the pointer or focus reaches "Request a callback", not for other entries', () => {
    initGetHelp(document.querySelector('dialog')!);
    const seen = needs();
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(seen.count()).toBe(0);
    document.querySelector('[data-help-action] span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(seen.count()).toBe(1);
    document.querySelector<HTMLElement>('[data-help-action]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(seen.count()).toBe(2);
    seen.stop();
  });

  it('does the same for a button on the page, and nothing once the islands are ready', () => {
    initCallbackButton(document.getElementById('page-callback')!);
    const seen = needs();
    document.getElementById('page-callback')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(seen.count()).toBe(1);
    announceIslandsReady();
    document.getElementById('page-callback')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(seen.count()).toBe(1);
    seen.stop();
  });
});
