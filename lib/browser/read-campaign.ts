/**
 * The lead forms' reading of the campaign the campaign behaviour kept for the tab
 * (lib/browser/campaign-storage.ts), checked with the schema the Worker checks it with.
 */
import { guardStorage, readJson, type StorageSource } from '@/lib/browser/storage';
import { CAMPAIGN_KEY, type Campaign } from '@/lib/shared/forms/campaign';
import { campaignSchema } from '@/lib/shared/forms/lead-extras';

/** The campaign kept for this tab, if there is one and it is readable. */
export function readCampaign(storage: StorageSource): Campaign | undefined {
  const parsed = campaignSchema.safeParse(readJson(guardStorage(storage), CAMPAIGN_KEY));
  return parsed.success ? parsed.data : undefined;
}
