import { campaignUrl } from '@/lib/campaign-url';

describe('campaignUrl', () => {
  it('builds the service-in-town URL on the site origin', () => {
    expect(campaignUrl('https://www.example.co.uk', '/boiler-repair-in-grimsby/')).toBe('https://www.example.co.uk/boiler-repair-in-grimsby/');
  });

  it('adds only the UTM parameters that are filled in, cleaned', () => {
    expect(campaignUrl('https://www.example.co.uk/', '/boiler-repair-in-hull/', { source: ' Facebook ', medium: 'Paid Social', campaign: '' })).toBe(
      'https://www.example.co.uk/boiler-repair-in-hull/?utm_source=facebook&utm_medium=paid-social',
    );
  });

  it('encodes unusual characters', () => {
    expect(campaignUrl('https://x.test', '/a/', { campaign: 'winter & spring' })).toBe('https://x.test/a/?utm_campaign=winter-%26-spring');
  });
});
