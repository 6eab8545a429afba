/** @jest-environment jsdom */
import { CONSENT_CHANGED_EVENT, CONSENT_KEY, OPEN_COOKIE_SETTINGS_EVENT, readConsent } from '@/lib/consent';
import { initConsentBanner, initCookieSettings } from './consent';

function banner(): HTMLElement {
  document.body.innerHTML = `<section><h2 tabindex="-1">Cookies and live chat</h2>
    <button data-consent-choice="accepted">Accept</button><button data-consent-choice="rejected">Reject</button></section>
    <button id="settings">Cookie settings</button>`;
  return document.querySelector('section') as HTMLElement;
}

describe('consent behaviour', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-consent');
  });

  it.each(['accepted', 'rejected'] as const)('stores "%s", hides the banner and tells the chat loader', (choice) => {
    const element = banner();
    initConsentBanner(element, () => new Date('2026-11-23T10:00:00Z'));
    const heard: unknown[] = [];
    window.addEventListener(CONSENT_CHANGED_EVENT, (event) => heard.push((event as CustomEvent).detail));
    element.querySelector<HTMLElement>(`[data-consent-choice="${choice}"]`)?.click();
    expect(readConsent(window.localStorage)).toBe(choice);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? '{}').at).toBe('2026-11-23T10:00:00.000Z');
    expect(document.documentElement.getAttribute('data-consent')).toBe(choice);
    expect(heard).toEqual([{ choice }]);
  });

  it('"Cookie settings" shows the banner again with focus on its heading', () => {
    const element = banner();
    initConsentBanner(element);
    initCookieSettings(document.getElementById('settings') as HTMLElement);
    element.querySelector<HTMLElement>('[data-consent-choice="rejected"]')?.click();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(true);
    document.getElementById('settings')?.click();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    expect(document.activeElement).toBe(element.querySelector('h2'));
  });

  it('still hides the banner for this page when storage is blocked', () => {
    const element = banner();
    initConsentBanner(element);
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    element.querySelector<HTMLElement>('[data-consent-choice="accepted"]')?.click();
    getter.mockRestore();
    expect(document.documentElement.getAttribute('data-consent')).toBe('accepted');
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
  });
});
