import { MAX_CAMPAIGN_VALUE, NOT_GIVEN, NO_CAMPAIGN, campaignSummary, visitOf } from '@/lib/shared/forms/campaign';

describe('visitOf', () => {
  it('reads the path, the referring site and the utm parameters the link generator writes', () => {
    expect(visitOf('https://www.example.co.uk/boiler-repair-in-hull/?utm_source=facebook&utm_medium=paid-social&utm_campaign=winter&utm_content=video&gclid=x', 'https://m.facebook.com/')).toEqual({
      landing: true,
      campaign: { landingPage: '/boiler-repair-in-hull/', referrerHost: 'm.facebook.com', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter', utmContent: 'video' },
    });
  });

  it('a page reached from one of our own pages is no landing and names no referrer', () => {
    expect(visitOf('https://www.example.co.uk/about/', 'https://www.example.co.uk/')).toEqual({ landing: false, campaign: { landingPage: '/about/' } });
  });

  it('a typed address or a bookmark is a landing with no referrer; a referrer it cannot read is none', () => {
    expect(visitOf('https://www.example.co.uk/', '')).toEqual({ landing: true, campaign: { landingPage: '/' } });
    expect(visitOf('https://www.example.co.uk/', 'not a url')).toEqual({ landing: true, campaign: { landingPage: '/' } });
  });

  it('keeps a value no longer than a lead may carry, and drops empty parameters', () => {
    const { campaign } = visitOf(`https://x.test/?utm_source=${'a'.repeat(500)}&utm_medium=%20%20`, '');
    expect(campaign.utmSource).toHaveLength(MAX_CAMPAIGN_VALUE);
    expect(campaign).not.toHaveProperty('utmMedium');
  });
});

describe('campaignSummary', () => {
  it('says what brought a lead in one line: a link, another site, straight to a landing page, or nothing kept', () => {
    expect(campaignSummary({ landingPage: '/boiler-repair-in-hull/', referrerHost: 'm.facebook.com', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter' })).toEqual({ kind: 'link', text: 'Campaign: facebook / paid-social / winter' });
    expect(campaignSummary({ landingPage: '/', utmSource: 'google' })).toEqual({ kind: 'link', text: `Campaign: google / ${NOT_GIVEN} / ${NOT_GIVEN}` });
    expect(campaignSummary({ landingPage: '/', utmContent: 'video' })).toEqual({ kind: 'link', text: `Campaign: ${NOT_GIVEN} / ${NOT_GIVEN} / ${NOT_GIVEN}` });
    expect(campaignSummary({ landingPage: '/about/', referrerHost: 'www.bing.com' })).toEqual({ kind: 'referral', text: 'From www.bing.com' });
    expect(campaignSummary({ landingPage: '/' })).toEqual({ kind: 'direct', text: 'Direct to /' });
    for (const none of [null, undefined, {}, { landingPage: '  ' }]) expect(campaignSummary(none)).toEqual({ kind: 'none', text: NO_CAMPAIGN });
  });
});
