import { CAMPAIGN_KEY, MAX_CAMPAIGN_VALUE, forgetCampaign, rememberCampaign, visitOf } from '@/lib/campaign';

/** A tab's sessionStorage. */
function tab() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    kept: () => JSON.parse(items.get(CAMPAIGN_KEY) ?? 'null') as unknown,
  };
}

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

describe('rememberCampaign', () => {
  const advert = visitOf('https://x.test/boiler-repair-in-hull/?utm_source=facebook', 'https://m.facebook.com/');
  const inside = visitOf('https://x.test/about/', 'https://x.test/boiler-repair-in-hull/');

  it('keeps the landing, and keeps it while the visitor moves between our pages', () => {
    const storage = tab();
    expect(rememberCampaign(storage, advert)).toEqual(advert.campaign);
    expect(rememberCampaign(storage, inside)).toEqual(advert.campaign);
    expect(storage.kept()).toEqual(advert.campaign);
  });

  it('a later arrival from outside in the same tab replaces it: that is what brought the lead', () => {
    const storage = tab();
    rememberCampaign(storage, advert);
    const search = visitOf('https://x.test/contact/', 'https://www.google.com/');
    expect(rememberCampaign(storage, search)).toEqual(search.campaign);
  });

  it('a tab whose landing was never kept has none, and forgetting removes it', () => {
    const storage = tab();
    expect(rememberCampaign(storage, inside)).toBeNull();
    expect(storage.kept()).toBeNull();
    rememberCampaign(storage, advert);
    forgetCampaign(storage);
    expect(storage.kept()).toBeNull();
  });

  it('where storage is refused nothing is kept and nothing throws', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(rememberCampaign(blocked, advert)).toBeNull();
    expect(() => forgetCampaign(blocked)).not.toThrow();
  });
});
