import { CAMPAIGN_KEY, visitOf } from '@/lib/shared/forms/campaign';
import { forgetCampaign, rememberCampaign } from './campaign-storage';

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
