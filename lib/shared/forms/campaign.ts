/**
 * Which campaign brought a visitor: the page they landed on, the site that sent them and the
 * `utm_*` parameters of the link (those `campaignUrl` writes). It is kept for the tab in
 * sessionStorage, only with the visitor's consent (docs/product.md §7 says why consent is needed;
 * lib/browser/campaign-storage.ts keeps and reads it), and leaves the browser only inside a lead the
 * visitor chooses to send. Plain rules, shared with the Worker, which stores and reports it.
 */

/** The link parameters we read, as the link generator writes them, with the lead's field for each. */
export const UTM_FIELDS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
] as const;

export type UtmField = (typeof UTM_FIELDS)[number][1];

/** The campaign's fields in the order the business reads them, each under the name it knows it by (its email and the inbox). */
export const CAMPAIGN_FIELD_LABELS: readonly (readonly [keyof Campaign, string])[] = [['landingPage', 'Landing page'], ['referrerHost', 'Came from'], ...UTM_FIELDS.map(([param, field]) => [field, param] as const)];

/** The campaign a lead carries. `landingPage` is a path without its query (that part is in the utm fields). */
export type Campaign = { landingPage: string; referrerHost?: string } & Partial<Record<UtmField, string>>;

/** The sessionStorage key it is kept under, for the tab only. */
export const CAMPAIGN_KEY = 'campaign';

/** Longest value kept from a link: real campaign names are short, and a lead has a size limit. */
export const MAX_CAMPAIGN_VALUE = 100;
/** Longest landing path kept (our longest page address is under 60 characters). */
export const MAX_LANDING_PAGE = 200;

const cut = (value: string, max: number) => value.trim().slice(0, max);

/** One page view: its campaign, and whether it is a landing (the visitor came from outside, not from our own pages). */
export interface Visit {
  campaign: Campaign;
  landing: boolean;
}

function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname : '';
  } catch {
    return '';
  }
}

/**
 * A page view as the campaign sees it: its path, the host that referred it if another site did,
 * and its utm parameters. It is a landing unless one of our own pages linked to it (our
 * Referrer-Policy sends our own address on every link between our pages); no referrer at all is
 * a typed address, a bookmark or an app, and so a landing too.
 */
export function visitOf(href: string, referrer: string): Visit {
  const url = new URL(href);
  const campaign: Campaign = { landingPage: cut(url.pathname, MAX_LANDING_PAGE) };
  const referrerHost = hostOf(referrer);
  const fromOurPages = referrerHost === url.hostname;
  if (referrerHost && !fromOurPages) campaign.referrerHost = cut(referrerHost, MAX_CAMPAIGN_VALUE);
  for (const [param, field] of UTM_FIELDS) {
    const value = cut(url.searchParams.get(param) ?? '', MAX_CAMPAIGN_VALUE);
    if (value) campaign[field] = value;
  }
  return { campaign, landing: !fromOurPages };
}

/** A lead with no campaign kept, and why that happens, as staff read it. */
export const NO_CAMPAIGN = 'No campaign kept';
export const NO_CAMPAIGN_WHY = 'the visitor did not allow it to be kept, or the lead came before campaigns were kept or from another client';
/** A part of a link's campaign the link did not give. */
export const NOT_GIVEN = 'not given';

/** What brought a lead: a link's utm campaign, another site, straight to a landing page, or nothing kept. */
type CampaignKind = 'link' | 'referral' | 'direct' | 'none';

/**
 * What a lead's campaign is, in one line, the same wherever the business reads it (the inbox's
 * list, the lead's page, its email, the campaign report): "Campaign: facebook / paid-social /
 * winter" for a link with utm parameters (a part the link did not give is "not given"), "From
 * m.facebook.com" for another site, "Direct to /boiler-repair-in-hull/" for a typed address, a
 * bookmark or an app (a landing page and nothing else), and NO_CAMPAIGN when none was kept.
 */
export function campaignSummary(campaign: Partial<Campaign> | null | undefined): { kind: CampaignKind; text: string } {
  const value = (field: keyof Campaign) => campaign?.[field]?.trim() || null;
  const [source, medium, name] = [value('utmSource'), value('utmMedium'), value('utmCampaign')];
  if (source || medium || name || value('utmContent')) return { kind: 'link', text: `Campaign: ${[source, medium, name].map((part) => part ?? NOT_GIVEN).join(' / ')}` };
  const referrer = value('referrerHost');
  if (referrer) return { kind: 'referral', text: `From ${referrer}` };
  const landing = value('landingPage');
  if (landing) return { kind: 'direct', text: `Direct to ${landing}` };
  return { kind: 'none', text: NO_CAMPAIGN };
}
