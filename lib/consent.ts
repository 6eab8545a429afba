/**
 * Cookie consent (UK PECR): the visitor's choice, remembered in this browser. Until it is
 * "accepted", no vendor script, cookie or storage is allowed (the chat loads only when asked for),
 * and the campaign that brought the visitor is not kept (lib/campaign.ts).
 */

export type ConsentChoice = 'accepted' | 'rejected';

/** Browser storage key of the choice. */
export const CONSENT_KEY = 'cookieConsent';
/** Bump when what we ask consent for changes, so everyone is asked again (2: noting how the visitor found us). */
export const CONSENT_VERSION = 2;
/** Fired on window when the visitor makes or changes their choice (detail: { choice }). */
export const CONSENT_CHANGED_EVENT = 'site:consent-changed';
/** Fired on window by the footer's "Cookie settings" link to show the choice again. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'site:cookie-settings';

import { guardStorage, readJson, type StorageSource } from '@/lib/browser-storage';

export function readConsent(source: StorageSource): ConsentChoice | null {
  const parsed = readJson(guardStorage(source), CONSENT_KEY) as { choice?: unknown; version?: unknown } | null;
  if (parsed?.version !== CONSENT_VERSION) return null;
  return parsed.choice === 'accepted' || parsed.choice === 'rejected' ? parsed.choice : null;
}

/** Stores the choice; where storage is refused it holds for this page only. */
export function writeConsent(source: StorageSource, choice: ConsentChoice, now: Date): void {
  guardStorage(source).write(CONSENT_KEY, JSON.stringify({ choice, version: CONSENT_VERSION, at: now.toISOString() }));
}

/**
 * Runs in <head> before the page paints: marks <html data-consent="…"> when a choice is stored,
 * so CSS can hide the banner for returning visitors without a flash.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||'null');if(c&&c.version===${CONSENT_VERSION}&&(c.choice==='accepted'||c.choice==='rejected'))document.documentElement.setAttribute('data-consent',c.choice)}catch(e){}`;
