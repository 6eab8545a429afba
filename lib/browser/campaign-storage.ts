/**
 * The campaign that brought the visitor, kept for the tab in sessionStorage (lib/shared/forms/campaign.ts says
 * what it is), by the campaign behaviour, with consent; the lead forms read it with
 * lib/browser/read-campaign.ts (apart, as reading checks it with zod, which the behaviours script
 * must not carry). Plain rules with the storage passed in; where storage is refused nothing is kept
 * and nothing throws.
 */
import { guardStorage, readJson, type StorageSource } from '@/lib/browser/storage';
import { CAMPAIGN_KEY, type Campaign, type Visit } from '@/lib/shared/forms/campaign';

/**
 * Keeps the campaign of a landing: the visitor's latest arrival in this tab is what brought the
 * lead (a second advert clicked in the same tab replaces the first). Moving between our own pages
 * keeps what is there; a tab whose landing was never kept has no campaign. Returns what is kept.
 */
export function rememberCampaign(storage: StorageSource, visit: Visit): Campaign | null {
  const safe = guardStorage(storage);
  if (!visit.landing) return (readJson(safe, CAMPAIGN_KEY) as Campaign | null) ?? null;
  return safe.write(CAMPAIGN_KEY, JSON.stringify(visit.campaign)) ? visit.campaign : null;
}

/** Forgets the campaign (the visitor turned consent down). */
export function forgetCampaign(storage: StorageSource): void {
  guardStorage(storage).remove(CAMPAIGN_KEY);
}
