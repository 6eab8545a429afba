import { atBothWidths, expect, onPhone, test } from './fixtures/test';
import { chrome, expectNoAxeViolations, focusIsWithin, openHelpByKeyboard, visit } from './fixtures/pages';
import { towns } from './fixtures/site-data';

test.describe('the chrome on every page', () => {
  // The chrome is one static block on every page: the second page only proves that, so it is checked at one width.
  for (const [path, phone] of [['/', true], ['/contact/', false]] as const) {
    const declare = () =>
      test(`is all there on ${path}`, async ({ page }) => {
        await visit(page, path);
        await expect(chrome.banner(page)).toBeVisible();
        await expect(page.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/offers/');
        await expect(chrome.header(page).getByRole('link', { name: /Ember Home Heating/ }).first()).toBeVisible();
        await expect(page.locator('a[href^="tel:+44"]').first()).toBeVisible();
        const footer = chrome.footer(page);
        await expect(footer.getByRole('heading', { name: 'Areas we cover' })).toBeVisible();
        const townLinks = footer.getByRole('region', { name: 'Areas we cover' }).getByRole('link');
        await expect(townLinks).toHaveCount(towns.length);
        await expect(footer.getByRole('link', { name: 'Grimsby' })).toHaveAttribute('href', '/heating-services/grimsby/');
        await expect(footer.getByRole('link', { name: 'Barton-upon-Humber' })).toHaveAttribute('href', '/heating-services/barton-upon-humber/');
        await expect(footer.getByText('Gas Safe registered')).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy/');
        await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms/');
        await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
        await expect(chrome.getHelpButton(page)).toBeVisible();
      });
    if (phone) atBothWidths(declare);
    else declare();
  }

  test('the countdown ticks to Tuesday midnight in London without being announced', async ({ page }) => {
    // Monday 23 November 2026, 23:59:58 in London (GMT): two seconds before the offer resets.
    await page.clock.install({ time: new Date('2026-11-23T23:59:50Z') });
    await page.clock.pauseAt(new Date('2026-11-23T23:59:58Z'));
    await visit(page, '/');
    const countdown = chrome.countdown(page);
    await expect(countdown).toHaveText('0d 00h 00m 02s');
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('0d 00h 00m 01s');
    // At zero it starts the next week: 7 days to the following Tuesday.
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('7d 00h 00m 00s');
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('6d 23h 59m 59s');
    // Screen readers are told the deadline in words, not every second: no live region or timer role above it.
    const silent = await countdown.evaluate((element) => {
      if (element.getAttribute('aria-hidden') !== 'true') return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.getAttribute('aria-live') && node.getAttribute('aria-live') !== 'off') return false;
        if (['status', 'alert', 'log', 'timer', 'marquee'].includes(node.getAttribute('role') ?? '')) return false;
      }
      return true;
    });
    expect(silent).toBe(true);
    await expect(page.locator('p', { has: countdown })).toContainText('midnight on Monday night');
  });

  atBothWidths(() => {
    test('the Get Help panel opens with nine entries, closes with Escape and returns focus', async ({ page }) => {
      await visit(page, '/');
      const button = chrome.getHelpButton(page);
      const panel = await openHelpByKeyboard(page);
      await expect(panel.getByRole('listitem')).toHaveCount(9);
      for (const name of [
        'Live chat',
        'Request a callback',
        'WhatsApp message',
        'Book a video survey',
        'Book a boiler service',
        'Book a free home survey',
        'Manage service plan',
        'Browse FAQs',
        'Report an issue',
      ]) {
        await expect(panel.getByRole(/^(Live chat|Request a callback|Report an issue)$/.test(name) ? 'button' : 'link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      const whatsapp = panel.getByRole('link', { name: /^WhatsApp message/ });
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await focusIsWithin(page, 'dialog[open]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await panel.getByRole('button', { name: 'Close help panel' }).click();
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  atBothWidths(() => {
    test('the funnel pages have no floating widgets', async ({ page }) => {
      for (const path of ['/boiler-install/', '/same-day-boiler-repairs/']) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(chrome.banner(page)).toBeVisible();
        await expect(chrome.getHelpButton(page)).toHaveCount(0);
      }
    });
  });

  test('the header fits a phone in a fallback font wider than Inter: no sideways scroll, Menu on screen', async ({ page }) => {
    // A first visit draws the page in the fallback font (`font-display: optional`): keep Inter away.
    await page.route('**/_next/static/media/*.woff2', (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/');
    // The fallback differs by machine (size-matched Arial, or DejaVu Sans where Arial is missing,
    // 14% wider than Inter): spacing the header's letters a tenth of an em apart makes it wider
    // than either, so the check holds the header to a wide font on every machine.
    await page.addStyleTag({ content: '.site-header * { letter-spacing: 0.1em !important; }' });
    const problems: string[] = [];
    for (const width of [375, 390, 412]) {
      await page.setViewportSize({ width, height: 800 });
      const inner = await page.evaluate(() => window.innerWidth);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      const menu = await chrome.menuButton(page).boundingBox();
      if (scroll > inner) problems.push(`${width} px: the page is ${scroll} px wide`);
      if (!menu || menu.x + menu.width > inner) problems.push(`${width} px: the Menu button ends at ${menu ? menu.x + menu.width : 'no box'} px`);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('desktop mega menus', () => {
  test('the header shows three buttons and the secondary navigation; "Get boiler prices" opens with Enter, shows six tiles, passes axe and closes with Escape', async ({ page }) => {
    await visit(page, '/');
    const header = chrome.header(page);
    await expect(header.getByRole('link', { name: 'Book a Service' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Book Free Survey' })).toHaveAttribute('href', '/book-free-survey/');
    await expect(header.getByRole('link', { name: 'Video Survey' })).toHaveAttribute('href', '/book-video-survey/');
    await expect(chrome.mainNav(page).getByRole('link', { name: 'Areas' })).toHaveAttribute('href', '/service-areas/');
    await expect(chrome.mainNav(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
    await expect(page.getByRole('navigation', { name: 'Services' }).getByRole('link')).not.toHaveCount(0);

    const trigger = chrome.mainNav(page).getByRole('button', { name: 'Get boiler prices' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const tiles: [string, string][] = [
      ['Buy a new boiler', '/instant-quote/'],
      ['All-inclusive boiler plan', '/boiler-cover/'],
      ['Book a repair', '/repair/'],
      ['Flexible finance', '/boiler-finance/'],
      ['Talk to an expert', '/contact/'],
    ];
    for (const [name, href] of tiles) {
      await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(panel.getByRole('link', { name: /^Book your boiler service/ })).toBeVisible();
    await expect(panel.getByText('Next day repair visit for £108')).toBeVisible();
    await expect(panel.getByText('12 to 120 month plans available')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book a video survey' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Advice & FAQs" opens with Space, lists FAQ topics and guides, passes axe and closes on an outside click', async ({ page }) => {
    await visit(page, '/');
    const trigger = chrome.mainNav(page).getByRole('button', { name: 'Advice & FAQs' });
    await trigger.focus();
    await page.keyboard.press('Space');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.locator('a[href^="/faqs/"]')).toHaveCount(9);
    await expect(panel.locator('a[href^="/guides/"]').first()).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book a video survey' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A click on the page below the panel.
    const box = await panel.boundingBox();
    await page.mouse.click(640, (box?.y ?? 0) + (box?.height ?? 0) + 40);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

onPhone(() => {
  test.describe('phone slide-in menu', () => {
    test('opens from "Menu", keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
      await visit(page, '/');
      await expect(chrome.mainNav(page)).toBeHidden();
      const button = chrome.menuButton(page);
      await button.focus();
      await page.keyboard.press('Enter');
      const panel = chrome.menuPanel(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Book Free Survey' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Buy a new boiler' })).toBeVisible();
      const stops = await panel.locator('a, button').count();
      for (let i = 0; i < stops + 3; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsWithin(page, 'dialog[open]')).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsWithin(page, 'dialog[open]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('closes when a link is followed', async ({ page }) => {
      await visit(page, '/');
      await chrome.menuButton(page).click();
      await chrome.menuPanel(page).getByRole('link', { name: 'Contact us' }).click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect(chrome.menuPanel(page)).toBeHidden();
    });
  });
});

// The 404 pages' layout at phone width is checked by the template sweep (templates.spec.ts).
test.describe('not found', () => {
  test('an unknown path gets the 404 page, and an unknown location says "Location not found", both with status 404', async ({ page }) => {
    let response = await visit(page, '/this-page-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you were looking for. It might have been moved or deleted.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    response = await visit(page, '/heating-services/atlantis/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Location not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});
