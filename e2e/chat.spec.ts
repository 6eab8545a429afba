/**
 * Cookie consent and live chat. The vendor's real script URL is served a stub that records the
 * commands it receives; the page clock is controlled so the timing rules are checked exactly.
 */
import type { Page } from '@playwright/test';
import { atBothWidths, expect, test } from './fixtures/test';
import e2eEnv from './fixtures/e2e-env.cjs';
import { pagePolicy, webhookOrigin, withPolicyMeta } from '../lib/server/security';
import { CHAT_IDLE_LOAD_MS, CHAT_MIN_DELAY_MS } from '../lib/ui-config';
import { CONSENT_KEY, CONSENT_VERSION } from '../lib/consent';
import { CAMPAIGN_KEY } from '../lib/shared/forms/campaign';
import { chrome, expectNoAxeViolations, visit } from './fixtures/pages';

const { E2E_CHAT_APP_ID } = e2eEnv;
const VENDOR = 'https://widget.intercom.io/';

/** Records the Intercom commands queued before it loaded and sent after; sets a vendor cookie like the real one. */
const STUB = `(function(){var calls=window.__intercomCalls=[];var queued=(window.Intercom&&window.Intercom.q)||[];
window.Intercom=function(){calls.push(arguments[0]);};queued.forEach(function(a){calls.push(a[0]);});
document.cookie='intercom-id-${E2E_CHAT_APP_ID}=stub; path=/';localStorage.setItem('intercom.intercom-state','{}');})();`;

test.use({ consent: null });

async function stubVendor(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(VENDOR)) requests.push(request.url());
  });
  await page.route(`${VENDOR}**`, (route) => route.fulfill({ contentType: 'application/javascript', body: STUB }));
  page.on('pageerror', (error) => {
    throw error;
  });
  return requests;
}

async function vendorTraces(page: Page) {
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('intercom'));
  const storage = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('intercom')));
  return [...cookies.map((c) => c.name), ...storage];
}

async function storeConsent(page: Page, choice: 'accepted' | 'rejected') {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: CONSENT_KEY, value: JSON.stringify({ choice, version: CONSENT_VERSION, at: new Date().toISOString() }) });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and live chat' });

test.describe('cookie consent and chat', () => {
  test('nothing of the vendor loads before consent, even after interaction', async ({ page }) => {
    const requests = await stubVendor(page);
    await page.clock.install();
    await visit(page, '/');
    await expect(banner(page)).toBeVisible();
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 400);
    await page.mouse.click(5, 300);
    await page.clock.runFor(12_000);
    expect(requests).toEqual([]);
    expect(await vendorTraces(page)).toEqual([]);
  });

  test('after Accept: nothing until an interaction, then it loads once', async ({ page }) => {
    const requests = await stubVendor(page);
    await page.clock.install();
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(5_000);
    expect(requests).toEqual([]);
    await page.mouse.move(400, 400);
    await page.clock.runFor(200);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe(`${VENDOR}widget/${E2E_CHAT_APP_ID}`);
    await page.mouse.move(500, 500);
    await page.mouse.wheel(0, 300);
    await page.clock.runFor(12_000);
    expect(requests).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __intercomCalls: string[] }).__intercomCalls)).toContain('boot');
  });

  /** The page's clock stands still from before it loads; a test moves it on. */
  async function stopTheClock(page: Page) {
    await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01Z'));
  }

  test('with consent, an early interaction loads it no sooner than 2 seconds after the page loaded', async ({ page }) => {
    await storeConsent(page, 'accepted');
    const requests = await stubVendor(page);
    await stopTheClock(page);
    await visit(page, '/');
    await page.waitForLoadState('load');
    await page.clock.runFor(10);
    await page.mouse.move(300, 300);
    await page.clock.runFor(CHAT_MIN_DELAY_MS - 200);
    expect(requests).toEqual([]);
    await page.clock.runFor(300);
    await expect.poll(() => requests.length).toBe(1);
  });

  test('with consent and no interaction, it loads after 10 seconds, once', async ({ page }) => {
    await storeConsent(page, 'accepted');
    const requests = await stubVendor(page);
    await stopTheClock(page);
    await visit(page, '/');
    await page.waitForLoadState('load');
    await page.clock.runFor(CHAT_IDLE_LOAD_MS - 200);
    expect(requests).toEqual([]);
    await page.clock.runFor(300);
    await expect.poll(() => requests.length).toBe(1);
    await page.mouse.move(300, 300);
    await page.clock.runFor(CHAT_IDLE_LOAD_MS);
    expect(requests).toHaveLength(1);
  });

  test('"Live chat" without consent loads the widget and opens it with show', async ({ page }) => {
    const requests = await stubVendor(page);
    await visit(page, '/');
    await chrome.getHelpButton(page).click();
    await chrome.helpPanel(page).getByRole('button', { name: /^Live chat/ }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __intercomCalls?: string[] }).__intercomCalls ?? []))
      .toEqual(expect.arrayContaining(['boot', 'show']));
  });

  test('"Report an issue" opens chat too', async ({ page }) => {
    const requests = await stubVendor(page);
    await visit(page, '/about/');
    await chrome.getHelpButton(page).click();
    await chrome.helpPanel(page).getByRole('button', { name: /^Report an issue/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __intercomCalls?: string[] }).__intercomCalls ?? []))
      .toEqual(expect.arrayContaining(['show']));
    expect(requests).toHaveLength(1);
  });

  test('with no app id configured, chat falls back to the callback dialog', async ({ page }) => {
    const requests = await stubVendor(page);
    // Serve the page as a build without NEXT_PUBLIC_CHAT_APP_ID would be.
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(E2E_CHAT_APP_ID, '');
      // The page's inline scripts changed, so its policy is recomputed as the build would.
      const origins = Object.values(e2eEnv.E2E_BUILD_ENV).map((url) => webhookOrigin(url)).filter((o): o is string => Boolean(o));
      await route.fulfill({ response, body: withPolicyMeta(body, pagePolicy(body, origins)) });
    });
    await visit(page, '/');
    await chrome.getHelpButton(page).click();
    await chrome.helpPanel(page).getByRole('button', { name: /^Live chat/ }).click();
    await expect(page.getByRole('dialog', { name: 'Request a callback' })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('when the chat script fails to load, chat falls back to the callback dialog without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${VENDOR}**`, (route) => route.abort('blockedbyclient'));
    await visit(page, '/');
    await chrome.getHelpButton(page).click();
    await chrome.helpPanel(page).getByRole('button', { name: /^Live chat/ }).click();
    await expect(page.getByRole('dialog', { name: 'Request a callback' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Reject leaves no vendor request, cookie or storage', async ({ page }) => {
    const requests = await stubVendor(page);
    await page.clock.install();
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await page.mouse.move(100, 100);
    await page.clock.runFor(12_000);
    expect(requests).toEqual([]);
    expect(await vendorTraces(page)).toEqual([]);
    await page.reload();
    await expect(banner(page)).toBeHidden();
  });

  test('how the visitor found us is kept for the tab only once they accept, and forgotten when they turn it down', async ({ page }) => {
    await stubVendor(page);
    const kept = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, CAMPAIGN_KEY);
    await visit(page, '/boiler-repair-in-hull/?utm_source=google&utm_medium=cpc', { referer: 'https://www.google.com/' });
    expect(await kept()).toBeNull();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const campaign = { landingPage: '/boiler-repair-in-hull/', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc' };
    expect(await kept()).toEqual(campaign);
    // On to another of our pages: still the campaign that brought them.
    await visit(page, '/about/', { referer: page.url() });
    expect(await kept()).toEqual(campaign);
    await chrome.footer(page).getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    expect(await kept()).toBeNull();
  });

  test('"Cookie settings" in the footer changes the choice', async ({ page }) => {
    await storeConsent(page, 'rejected');
    const requests = await stubVendor(page);
    await page.clock.install();
    await visit(page, '/');
    await expect(banner(page)).toBeHidden();
    await chrome.footer(page).getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies and live chat' })).toBeFocused();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? '{}').choice)).toBe('accepted');
    await page.clock.runFor(10);
    await page.mouse.move(300, 300);
    // Loads no sooner than 2 s after consent was given.
    expect(requests).toEqual([]);
    await page.clock.fastForward(CHAT_MIN_DELAY_MS + 100);
    await expect.poll(() => requests.length).toBe(1);
    // And back: rejecting removes what the vendor stored.
    await chrome.footer(page).getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    expect(await vendorTraces(page)).toEqual([]);
  });

  atBothWidths(() => {
    test('the banner works by keyboard, covers nothing on a phone, and axe finds nothing', async ({ page }) => {
      await visit(page, '/');
      const region = banner(page);
      await expect(region).toBeVisible();
      await expectNoAxeViolations(page, '[data-module="consent-banner"]');
      const accept = region.getByRole('button', { name: 'Accept' });
      const reject = region.getByRole('button', { name: 'Reject' });
      const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThanOrEqual(1);
      // The hero's buttons and the Get Help button are not covered by the banner: each is what is at its own centre.
      for (const cta of [page.getByRole('main').getByRole('link', { name: 'Get boiler prices' }).first(), chrome.getHelpButton(page)]) {
        await cta.scrollIntoViewIfNeeded();
        const onTop = await cta.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(hit && element.contains(hit));
        });
        expect(onTop).toBe(true);
      }
      await reject.focus();
      await page.keyboard.press('Enter');
      await expect(region).toBeHidden();
    });
  });
});
