/**
 * Accessibility (WCAG 2.2 AA) beyond the sweep of every template (templates.spec.ts): axe with the
 * phone menu and the cookie banner open, and what axe cannot see: visible focus, focus never
 * hidden and target sizes. (The quiet countdown is checked in chrome.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { atBothWidths, expect, onPhone, test } from './fixtures/test';
import { chrome, expectNoAxeViolations, visit } from './fixtures/pages';

// axe with the mega menus open: chrome.spec.ts; the Get Help panel and the callback dialog, the
// exit-intent modal and the booking forms' errors: leads.spec.ts; the wizard: quote.spec.ts.
test.describe('axe with every dialog, menu and panel open', () => {
  // A first visit: the cookie banner shows.
  test.use({ consent: null });

  // The banner alone on a phone is scanned by chat.spec.ts ("the banner works by keyboard…"): the
  // same page in the same state, so here only with the menu open over it.
  onPhone(() => {
    test('the phone menu and the cookie banner', async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByRole('region', { name: 'Cookies and live chat' })).toBeVisible();
      await chrome.menuButton(page).click();
      await expect(chrome.menuPanel(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

/** Every element Tab reaches on the page, up to `limit`, with what is drawn at its centre. */
async function tabThrough(page: Page, limit: number) {
  const stops: { name: string; ring: boolean; covered: string | null; width: number; height: number }[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || (style.boxShadow !== 'none' && style.boxShadow !== '');
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ];
      let covered: string | null = null;
      for (const [x, y] of points) {
        if ((x as number) < 0 || (y as number) < 0 || (x as number) > innerWidth || (y as number) > innerHeight) continue;
        const hit = document.elementFromPoint(x as number, y as number);
        if (hit && !element.contains(hit) && !hit.contains(element)) covered = `${hit.tagName}.${String(hit.className).slice(0, 40)}`;
      }
      const label = `${element.tagName} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
      return { name: label, ring, covered, width: box.width, height: box.height };
    });
    if (stop) stops.push(stop);
  }
  return stops;
}

test.describe('what axe cannot see', () => {
  for (const path of ['/', '/book-free-survey/', '/guides/boiler-breakdown-what-to-do/']) {
    test(`on ${path}: every focused element shows a ring and is never hidden by the header, banner or floating button`, async ({ page }) => {
      await visit(page, path);
      const stops = await tabThrough(page, 70);
      expect(stops.length).toBeGreaterThan(20);
      expect(stops.filter((s) => !s.ring).map((s) => s.name)).toEqual([]);
      expect(stops.filter((s) => s.covered).map((s) => `${s.name} under ${s.covered}`)).toEqual([]);
    });
  }


  atBothWidths(() => {
    test('every target outside running text is at least 24 × 24 px', async ({ page }) => {
      const small: string[] = [];
      for (const path of ['/', '/instant-quote/', '/heating-services/hull/', '/faqs/boiler/', '/book-video-survey/']) {
        await visit(page, path);
        const found = await page.evaluate(() => {
          const out: string[] = [];
          for (const element of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]')) {
            const style = getComputedStyle(element);
            if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[hidden], dialog:not([open]), [aria-hidden="true"]')) continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            // WCAG 2.5.8 exception: a link inside a sentence is sized by the text around it.
            if (style.display === 'inline' && element.closest('p, li, dd, td, .prose-site, figcaption')) continue;
            if (element instanceof HTMLInputElement && element.type === 'radio') continue; // the whole card is the target
            if (box.width < 24 || box.height < 24) out.push(`${element.tagName} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
          }
          return out;
        });
        small.push(...found.map((f) => `${path}: ${f}`));
      }
      expect(small).toEqual([]);
    });
  });
});

test.describe('what axe cannot see, on a first visit', () => {
  test.use({ consent: null });

  test('the cookie banner never hides the focused element either', async ({ page }) => {
    await visit(page, '/contact/');
    await expect(page.getByRole('region', { name: 'Cookies and live chat' })).toBeVisible();
    const stops = await tabThrough(page, 60);
    expect(stops.filter((s) => s.covered).map((s) => `${s.name} under ${s.covered}`)).toEqual([]);
  });
});
