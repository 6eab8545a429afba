/**
 * The cookie choice (UK PECR, docs/product.md §4.6). The banner is server HTML, hidden by CSS
 * once a choice is stored (the head script marks `<html data-consent>` before the first paint).
 * "Accept" and "Reject" store the choice and tell the chat loader; "Cookie settings" in the
 * footer shows the banner again with focus on its heading.
 */
import { CONSENT_CHANGED_EVENT, OPEN_COOKIE_SETTINGS_EVENT, writeConsent, type ConsentChoice } from '@/lib/consent';

export function initConsentBanner(banner: HTMLElement, now: () => Date = () => new Date()): void {
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
    if (!button) return;
    const choice = button.dataset.consentChoice as ConsentChoice;
    writeConsent(() => window.localStorage, choice, now());
    document.documentElement.setAttribute('data-consent', choice);
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { choice } }));
  });
  window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, () => {
    document.documentElement.removeAttribute('data-consent');
    banner.querySelector<HTMLElement>('h2')?.focus();
  });
}

/** The footer's "Cookie settings" button. */
export function initCookieSettings(button: HTMLElement): void {
  button.addEventListener('click', () => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT)));
}
