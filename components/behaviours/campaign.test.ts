/** @jest-environment jsdom */
import { CAMPAIGN_KEY } from '@/lib/shared/forms/campaign';
import { CONSENT_CHANGED_EVENT, CONSENT_KEY, CONSENT_VERSION } from '@/lib/consent';
import { startCampaign } from './campaign';

const kept = () => JSON.parse(window.sessionStorage.getItem(CAMPAIGN_KEY) ?? 'null') as unknown;
const choose = (choice: 'accepted' | 'rejected') => window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { choice } }));

/** Opens `path` in this test's page, as if the visitor came from `referrer`. */
function land(path: string, referrer: string) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('startCampaign', () => {
  it('keeps nothing before the visitor has chosen', () => {
    land('/boiler-repair-in-hull/?utm_source=facebook', 'https://m.facebook.com/');
    startCampaign();
    expect(kept()).toBeNull();
  });

  it('keeps the landing once the visitor accepts on it, and forgets it when they turn it down', () => {
    land('/boiler-repair-in-hull/?utm_source=facebook', 'https://m.facebook.com/');
    startCampaign();
    choose('accepted');
    expect(kept()).toEqual({ landingPage: '/boiler-repair-in-hull/', referrerHost: 'm.facebook.com', utmSource: 'facebook' });
    choose('rejected');
    expect(kept()).toBeNull();
  });

  it('with consent given before, keeps a landing as the page opens, and never a page reached from ours', () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'accepted', version: CONSENT_VERSION, at: '2026-11-25T09:00:00.000Z' }));
    land('/about/', `${window.location.origin}/`);
    startCampaign();
    expect(kept()).toBeNull();
    land('/contact/?utm_source=newsletter', '');
    startCampaign();
    expect(kept()).toEqual({ landingPage: '/contact/', utmSource: 'newsletter' });
  });

  it('keeps nothing for a visitor who rejected', () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice: 'rejected', version: CONSENT_VERSION, at: '2026-11-25T09:00:00.000Z' }));
    land('/contact/?utm_source=newsletter', '');
    startCampaign();
    expect(kept()).toBeNull();
  });
});
