/**
 * Builds the link staff share in adverts and emails: a service-in-town page with optional UTM
 * parameters (lower-cased, spaces to hyphens, as analytics tools group them). The lead forms send
 * the same parameters back with a lead (lib/shared/forms/campaign.ts).
 */
import { UTM_FIELDS } from '@/lib/shared/forms/campaign';

/** `utm_source` is `source` here, and so on. */
type WithoutPrefix<Param> = Param extends `utm_${infer Name}` ? Name : never;
type UtmName = WithoutPrefix<(typeof UTM_FIELDS)[number][0]>;
export type CampaignParams = Partial<Record<UtmName, string>>;

function clean(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}

export function campaignUrl(siteUrl: string, path: string, params: CampaignParams = {}): string {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, '')}/`);
  for (const [param] of UTM_FIELDS) {
    const value = clean(params[param.slice('utm_'.length) as UtmName]);
    if (value) url.searchParams.set(param, value);
  }
  return url.toString();
}
