/**
 * The stored cookie choice, applied before the first paint: marks `<html data-consent="accepted">`
 * (or "rejected") so CSS hides the banner for a returning visitor without a flash. Which record
 * counts is lib/consent.ts's rule (`storedChoice`, as `readConsent` applies it), so this script and
 * the behaviours never disagree. It reads storage itself, in one `try`, rather than through
 * lib/browser/storage.ts's guard, whose whole object would more than double this script's size.
 */
import type { StorageLike } from '@/lib/browser/storage';
import { CONSENT_KEY, storedChoice } from '@/lib/consent';

/** Marks the stored choice; leaves the page alone when there is none, it is unreadable or storage is blocked. */
export function applyStoredConsent(storage: () => StorageLike): void {
  try {
    const choice = storedChoice(JSON.parse(storage().getItem(CONSENT_KEY) ?? 'null'));
    if (choice) document.documentElement.setAttribute('data-consent', choice);
  } catch {
    // Storage blocked (reading it throws) or the record is not JSON: as if no choice were stored.
  }
}
