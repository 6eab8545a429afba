/**
 * Cookie consent (UK PECR): the visitor's choice, remembered in this browser. Until it is
 * "accepted", no vendor script, cookie or storage is allowed (the chat loads only when asked for),
 * and the campaign that brought the visitor is not kept (lib/shared/forms/campaign.ts).
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

import { guardStorage, readJson, type StorageSource } from '@/lib/browser/storage';

/** The visitor's stored choice: null when there is none of this version, or storage is refused. */
export function readConsent(source: StorageSource): ConsentChoice | null {
  return storedChoice(readJson(guardStorage(source), CONSENT_KEY));
}

/**
 * The choice in a stored record (parsed JSON, whatever it holds): only a record of this version
 * counts, so a new version asks everyone again. Shared with the head script
 * (components/head-scripts/consent-boot.ts), which reads storage itself to stay small.
 */
export function storedChoice(record: unknown): ConsentChoice | null {
  const stored = record as { choice?: unknown; version?: unknown } | null;
  if (stored?.version !== CONSENT_VERSION) return null;
  return stored.choice === 'accepted' || stored.choice === 'rejected' ? stored.choice : null;
}

/** Stores the choice; where storage is refused it holds for this page only. */
export function writeConsent(source: StorageSource, choice: ConsentChoice, now: Date): void {
  guardStorage(source).write(CONSENT_KEY, JSON.stringify({ choice, version: CONSENT_VERSION, at: now.toISOString() }));
}
