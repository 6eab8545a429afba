/**
 * Builds the link staff share in adverts and emails: a service-in-town page with optional UTM
 * parameters (lower-cased, spaces to hyphens, as analytics tools group them).
 */
export interface CampaignParams {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
}

function clean(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}

export function campaignUrl(siteUrl: string, path: string, params: CampaignParams = {}): string {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, '')}/`);
  const pairs: [string, string][] = [
    ['utm_source', clean(params.source)],
    ['utm_medium', clean(params.medium)],
    ['utm_campaign', clean(params.campaign)],
    ['utm_content', clean(params.content)],
  ];
  for (const [key, value] of pairs) if (value) url.searchParams.set(key, value);
  return url.toString();
}
