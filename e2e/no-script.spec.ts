/**
 * With JavaScript off the chrome is still whole and usable: it is server HTML on the platform's
 * own popovers and dialogs. What needs scripts (the countdown, the cookie choice, chat, the
 * callback dialog, the quote and the forms) is left out, and a note says how to reach us instead.
 */
import { atBothWidths, expect, onPhone, test } from './fixtures/test';
import { chrome } from './fixtures/pages';

test.use({ javaScriptEnabled: false });

atBothWidths(() => {
  test.describe('with JavaScript off', () => {
    test('the chrome is there; the countdown, the cookie banner and script-only buttons are not', async ({ page }) => {
      await page.goto('/contact/');
      await expect(chrome.banner(page)).toBeVisible();
      await expect(chrome.countdown(page)).toBeHidden();
      await expect(page.locator('p', { has: chrome.countdown(page) })).toContainText('midnight on Monday night');
      await expect(page.getByRole('region', { name: 'Cookies and live chat' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Request a callback' })).toBeHidden();
      await expect(chrome.footer(page).getByRole('button', { name: 'Cookie settings' })).toBeHidden();
      await expect(chrome.footer(page).getByRole('link', { name: 'Grimsby' })).toHaveAttribute('href', '/heating-services/grimsby/');
    });

    test('the Get Help panel opens and closes, with its links and a phone number', async ({ page }) => {
      await page.goto('/');
      await chrome.getHelpButton(page).click();
      const panel = chrome.helpPanel(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: /^Book a free home survey/ })).toHaveAttribute('href', '/book-free-survey/');
      await expect(panel.getByRole('link', { name: /^Call 01632 960100/ })).toHaveAttribute('href', 'tel:+441632960100');
      await expect(panel.getByRole('button', { name: /^Live chat/ })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(chrome.getHelpButton(page)).toBeFocused();
    });

    test('forms that need scripts say how to reach us instead', async ({ page }) => {
      for (const [path, what] of [
        ['/book-free-survey/', 'This booking form needs JavaScript'],
        ['/instant-quote/', 'Our instant quote needs JavaScript'],
      ] as const) {
        await page.goto(path);
        // Text queries skip <noscript>, so the note is found by its place in the page.
        const note = page.locator('main noscript p');
        await expect(note).toBeVisible();
        await expect(note).toContainText(what);
        await expect(note.locator('a[href="tel:+441632960100"]')).toBeVisible();
        await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0);
      }
    });

    test('the lead inbox shows its sign-in form, which cannot send, and says signing in needs JavaScript', async ({ page }) => {
      await page.goto('/leads/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByLabel('Staff key')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await expect(page.locator('main noscript p')).toContainText('Signing in needs JavaScript, which is turned off in your browser.');
      await expect(page.getByText('Opening the inbox…')).toBeHidden();
    });
  });
});

test.describe('with JavaScript off, desktop', () => {
  test('the mega menus open, close with Escape and take keyboard focus', async ({ page }) => {
    await page.goto('/');
    const trigger = chrome.mainNav(page).getByRole('button', { name: 'Get boiler prices' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Buy a new boiler/ })).toHaveAttribute('href', '/instant-quote/');
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

onPhone(() => {
  test.describe('with JavaScript off, on a phone', () => {
    test('the slide-in menu opens and closes', async ({ page }) => {
      await page.goto('/');
      await chrome.menuButton(page).click();
      await expect(chrome.menuPanel(page)).toBeVisible();
      await expect(chrome.menuPanel(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
      await chrome.menuPanel(page).getByRole('button', { name: 'Close menu' }).click();
      await expect(chrome.menuPanel(page)).toBeHidden();
      await expect(chrome.menuButton(page)).toBeFocused();
    });
  });
});

test.describe('with JavaScript off, a town page', () => {
  test('draws its map: the outline, the town, its neighbours and the bases, named in words too', async ({ page }) => {
    await page.goto('/oil-boiler-installation-in-louth/');
    const map = page.getByRole('img', { name: /^Map of the area we cover/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleName(
      'Map of the area we cover, with our bases at Grimsby, Hull and Worksop, marking Louth and the nearby towns Mablethorpe (11 miles), Cleethorpes (13 miles), Market Rasen (14 miles) and Grimsby (14 miles).',
    );
    for (const label of ['Louth', 'Grimsby', 'Hull', 'Worksop']) await expect(map.getByText(label, { exact: true })).toBeVisible();
    const figure = page.locator('figure', { has: map });
    const outline = figure.locator('img[src="/map/area.svg"]');
    await outline.scrollIntoViewIfNeeded();
    await expect.poll(() => outline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(figure.locator('figcaption')).toContainText('Louth ringed; Mablethorpe, Cleethorpes, Market Rasen and Grimsby in blue; our bases as squares.');
    await expect(figure.locator('figcaption')).toContainText('Crown copyright');
    const facts = page.getByRole('definition').filter({ hasText: /miles in a straight line/ });
    await expect(facts).toHaveText('Grimsby: 14 miles in a straight line, about 30 minutes by road');
  });
});
