import { atBothWidths, expect, test } from './fixtures/test';
import { islandsReady, visit } from './fixtures/pages';
import { brands, externalReviews, locations, services } from './fixtures/site-data';
import { getLocation, getLocationCopy } from '../lib/content';
import { BRAND_STARTING_PRICES } from '../content/starting-prices';
import { formatGbp } from '../content/format';

test.describe('home page', () => {
  atBothWidths(() => {
    test('has the 14 sections of docs/product.md §2.5 in order, with every claim and price and no review figure', async ({ page }) => {
      await visit(page, '/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Get boiler prices' }).first()).toHaveAttribute('href', '/instant-quote/');
      await expect(main.getByRole('link', { name: 'Book a free survey' }).first()).toHaveAttribute('href', '/book-free-survey/');
      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      const order = [
        /leading brands/, // 2 carousel
        /Local engineers, honest fixed prices/, // 3 why choose us
        /price you know up front/, // 4 new boilers
        /Cool in summer/, // 5 air conditioning
        /heat pump/, // 6 heat pump
        /video survey/, // 7 video survey
        /Five simple steps/, // 8 process
        /beat it by £50/, // 9 price match
        /accredited Worcester Bosch installer in Lincolnshire/i, // 10 accredited
        /Everything included/, // 11 benefits
        /Looking after the boiler you have/, // 12 service cards
        /four counties/, // 13 areas
        /fixed boiler price/, // 14 final CTA
      ];
      let from = 0;
      for (const pattern of order) {
        const index = headings.findIndex((text, i) => i >= from && pattern.test(text));
        expect(index, `section ${pattern} in order`).toBeGreaterThanOrEqual(from);
        from = index + 1;
      }
      const text = await main.innerText();
      for (const claim of [
        '15 year warranty on selected boilers',
        'Next day installation available',
        'Gas Safe registered engineers',
        '0% APR available',
        '£50',
        '15-20 minute video survey',
        'quote the same day',
        // The brands' "from" prices, worked out from the catalogue (docs/content.md "Add a boiler" moves them).
        ...Object.values(BRAND_STARTING_PRICES).map(formatGbp),
      ]) {
        expect(text, claim).toContain(claim);
      }
      // No review, rating or count of customers until real reviews exist, or a public source is named
      // (content/business.ts externalReviews): then its figure, linking to it (site-output.spec.ts checks every page).
      const trust = page.getByRole('region', { name: 'Why home owners trust us' });
      if (externalReviews) {
        await expect(trust.getByRole('link', { name: externalReviews.name })).toHaveAttribute('href', externalReviews.url);
      } else {
        expect(text).not.toMatch(/happy customers|five-star|\breviews?\b|out of 5/i);
        await expect(trust.getByRole('listitem')).toHaveCount(4);
      }
      await expect(main.getByRole('heading', { level: 3, name: 'Engineers based locally' })).toBeVisible();
      for (const step of ['Survey', 'Pick a date', 'Pay deposit', 'Installation', 'Final payment']) {
        await expect(main.getByRole('heading', { level: 3, name: new RegExp(`${step}$`) })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: 'Air conditioning installation' })).toHaveAttribute('href', '/air-conditioning-installation/');
      await expect(main.getByRole('link', { name: 'Heat pump installation' })).toHaveAttribute('href', '/heat-pump-installation/');
      await expect(main.getByRole('link', { name: 'Worcester Bosch boilers', exact: true })).toHaveAttribute('href', '/brands/worcester-bosch/');
      await expect(main.getByRole('link', { name: 'Contact us about a repair' })).toHaveAttribute('href', '/contact/');
      await expect(main.getByRole('link', { name: 'Contact us about power flushing' })).toHaveAttribute('href', '/contact/');
      const areas = main.getByRole('region', { name: 'Local engineers across four counties' });
      await expect(areas.getByRole('link', { name: /^Grimsby/ })).toContainText('Base');
      await expect(areas.getByRole('link', { name: /^Hull/ })).toContainText('Base');
      await expect(areas.getByRole('link', { name: /^Worksop/ })).toContainText('Base');
      await expect(areas.getByRole('link', { name: 'See all the areas we cover' })).toHaveAttribute('href', '/service-areas/');
      await expect(areas.locator('a[href^="/heating-services/"]')).toHaveCount(locations.length);
    });
  });

  test('the brand carousel moves with its buttons and the arrow keys', async ({ page }) => {
    // Moves are instant for visitors who prefer reduced motion, so each one is seen at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Brands we install' });
    const next = carousel.getByRole('button', { name: 'Next brands' });
    const prev = carousel.getByRole('button', { name: 'Previous brands' });
    const track = carousel.locator('[data-carousel-viewport] > div');
    // React starts when the carousel comes into view.
    await carousel.scrollIntoViewIfNeeded();
    await islandsReady(page);
    await expect(next).toBeEnabled();
    await expect(prev).toBeEnabled();
    // embla has taken over once it positions the track with a transform.
    await expect(track).toHaveAttribute('style', /transform/);
    const position = () => track.evaluate((el) => getComputedStyle(el).transform);
    const start = await position();
    await next.click();
    await expect.poll(position).not.toBe(start);
    await prev.click();
    await expect.poll(position).toBe(start);
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(position).not.toBe(start);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(position).toBe(start);
    await expect(carousel.getByRole('group')).toHaveCount(brands.length);
    await expect(carousel.getByRole('link', { name: 'Worcester Bosch' })).toHaveAttribute('href', '/brands/worcester-bosch/');
  });

  test('the carousel falls back to not looping, with disabled buttons at the ends, when it cannot loop', async ({ page }) => {
    // Narrow slides so all seven are only a little wider than the viewport: too few to loop.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '[aria-roledescription="slide"] { flex-basis: 16% !important; }';
        document.head.append(style);
      });
    });
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Brands we install' });
    const next = carousel.getByRole('button', { name: 'Next brands' });
    const prev = carousel.getByRole('button', { name: 'Previous brands' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[data-carousel-viewport] > div')).toHaveAttribute('style', /transform/);
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
  });
});

test.describe('inner pages', () => {
  atBothWidths(() => {
    test('a location page links to its nine service pages, the quote and a phone call, with its achievement and no review', async ({ page }) => {
      await visit(page, '/heating-services/grimsby/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Grimsby');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /^Call 01632/ }).first()).toHaveAttribute('href', /^tel:\+44/);
      await expect(main.getByRole('link', { name: 'Get boiler prices' }).first()).toHaveAttribute('href', '/instant-quote/');
      const cards = main.getByRole('region', { name: 'Our services in Grimsby' }).getByRole('link');
      await expect(cards).toHaveCount(services.length);
      for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/[a-z-]+-in-grimsby\/$/);
      }
      const town = main.getByRole('region', { name: 'Homes and heating in Grimsby' });
      await expect(town.getByText(getLocationCopy(getLocation('grimsby')!).achievement)).toBeVisible();
      await expect(main.getByText(/sample review|out of 5 stars/i)).toHaveCount(0);
      await cards.first().click();
      await expect(page).toHaveURL(/-in-grimsby\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('in Grimsby');
    });
  });

  // The reviews page with none published: e2e/reviews-evidence.spec.ts, before it publishes some.

  test('an old FAQ address redirects to its topic, by rule and by the stub page', async ({ page }) => {
    await page.goto('/boiler-faqs');
    await expect(page).toHaveURL(/\/faqs\/boiler\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A host that ignores _redirects serves the stub, which refreshes to the same place.
    await page.goto('/solar-faqs/index.html');
    await expect(page).toHaveURL(/\/faqs\/solar\/$/);
  });

  test('an alias shows the same page with the canonical URL of its main path', async ({ page }) => {
    await visit(page, '/services/');
    const aliasHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/heating-services\/$/);
    await visit(page, '/heating-services/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aliasHeading ?? '');
  });

  test('an unknown service-in-town path is a 404', async ({ page }) => {
    for (const path of ['/boiler-repair-in-atlantis/', '/teleporting-in-grimsby/']) {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  atBothWidths(() => {
    test('pages read fully as plain HTML', async ({ page }) => {
      await page.goto('/boiler-repair-in-hull/');
      await expect(page.getByRole('heading', { level: 1, name: 'Boiler Repair in Hull' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /your questions/ })).toBeVisible();
      await page.goto('/guides/what-size-boiler-do-i-need/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'In this guide' })).toBeVisible();
      await page.goto('/faqs/payments/');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Worcester Bosch', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Grimsby' })).toBeVisible();
    });
  });
});
