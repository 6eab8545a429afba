import { CAMPAIGN_KEY } from '@/lib/shared/forms/campaign';
import { readCampaign } from './read-campaign';

const stored = (value: unknown) => ({ getItem: (key: string) => (key === CAMPAIGN_KEY ? JSON.stringify(value) : null), setItem: () => undefined, removeItem: () => undefined });

describe('readCampaign', () => {
  it('gives the kept campaign, or nothing when there is none or it is not one', () => {
    expect(readCampaign(stored({ landingPage: '/' }))).toEqual({ landingPage: '/' });
    expect(readCampaign(stored(null))).toBeUndefined();
    expect(readCampaign(stored({ landingPage: 42 }))).toBeUndefined();
    expect(readCampaign(null)).toBeUndefined();
  });
});
