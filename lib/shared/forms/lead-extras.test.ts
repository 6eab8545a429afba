import { campaignSchema, leadExtras } from '@/lib/shared/forms/lead-extras';

describe('campaignSchema', () => {
  it('takes a campaign as the browser keeps it', () => {
    const campaign = { landingPage: '/boiler-repair-in-hull/', referrerHost: 'm.facebook.com', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter', utmContent: 'video' };
    expect(campaignSchema.parse(campaign)).toEqual(campaign);
  });

  it('refuses a landing page that is not a path on our site, and values longer than a link carries', () => {
    for (const landingPage of ['https://elsewhere.example/', 'about', '/a?b=c', '']) expect(campaignSchema.safeParse({ landingPage }).success).toBe(false);
    expect(campaignSchema.safeParse({ landingPage: '/', utmSource: 'x'.repeat(101) }).success).toBe(false);
    expect(campaignSchema.safeParse({ landingPage: '/', utmSource: '' }).success).toBe(false);
  });
});

describe('leadExtras.leadId', () => {
  it('is a UUID or absent', () => {
    expect(leadExtras.leadId.safeParse('1b4e28ba-2fa1-41d2-883f-0016d3cca427').success).toBe(true);
    expect(leadExtras.leadId.safeParse(undefined).success).toBe(true);
    for (const id of ['1700000000000-abc', '', '../../etc']) expect(leadExtras.leadId.safeParse(id).success).toBe(false);
  });
});
