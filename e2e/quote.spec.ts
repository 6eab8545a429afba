import { atBothWidths, expect, test } from './fixtures/test';
import { calculateQuote, totalWith } from '../lib/shared/quote/calculate';
import type { QuoteData } from '../lib/shared/quote/types';
import { TYPICAL_QUOTE } from '../lib/shared/quote/typical';
import { formatGbp } from '../content/format';
import { expectNoAxeViolations, visit } from './fixtures/pages';
import { answer, enterPostcode, expectQuestion, next, savedQuote, storeQuote } from './fixtures/quote';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test.describe('instant quote', () => {
  atBothWidths(() => {
    test('a full combi path reaches the results with the engine\'s total', async ({ page }) => {
      await visit(page, '/instant-quote/');
      await expect(page.getByText('Step 1 of 16')).toBeVisible();
      await answer(page, /^Mains gas/);
      await answer(page, /^Combi/);
      await expect(page.getByText('Step 3 of 14')).toBeVisible();
      await enterPostcode(page, 'dn31 1ab');
      await answer(page, /^Semi-detached house/);
      await answer(page, /^No, same place/);
      await expect(page.getByText('Step 7 of 14')).toBeVisible();
      await answer(page, /^3$/);
      await answer(page, /^1$/);
      await answer(page, /^None/);
      await answer(page, /^10 to 15/);
      await answer(page, /^Average/);
      await answer(page, /^Through an outside wall/);
      await answer(page, /^No, it is close to one/);
      await expectQuestion(page, 'Check your answers');
      await expect(page.getByText('Step 14 of 14')).toBeVisible();
      await expect(page.getByText('DN31 1AB')).toBeVisible();
      await next(page);
      await expect(page).toHaveURL(/\/boiler-results\/$/);
      // The typical quote's answers, but with the flue close to a window, as answered above.
      const data: QuoteData = { ...TYPICAL_QUOTE, isFlueAwayFromWindows: false };
      const expected = calculateQuote(data);
      await expect(page.getByTestId('quote-total')).toHaveText(expected?.breakdown.total ?? 'missing');
      await expect(page.getByRole('heading', { name: expected?.recommendedBoilers[0].name ?? 'missing' })).toBeVisible();
      await expect(page.getByRole('heading', { name: expected?.recommendedBoilers[1].name ?? 'missing' })).toBeVisible();
      await expect(page.getByText(formatGbp(totalWith(expected!, expected!.recommendedBoilers[1])), { exact: true })).toBeVisible();
      for (const line of ['Moving the boiler', 'Flue', 'Total, including VAT']) await expect(page.getByRole('rowheader', { name: line })).toBeVisible();
      await expect(page.getByRole('row', { name: /Moving the boiler/ })).toContainText('£0');
      await expect(page.getByRole('row', { name: /^Flue/ })).toContainText('£300');
      await expect(page.getByRole('button', { name: 'Request a callback' })).toBeVisible();
    });
  });

  test('a regular boiler converted to a combi goes back to step 3 and is priced as a conversion', async ({ page }) => {
    await visit(page, '/instant-quote/');
    await answer(page, /^Mains gas/);
    await answer(page, /^Regular/);
    await expect(page.getByText('Step 3 of 16')).toBeVisible();
    await enterPostcode(page, 'HU1 1AA');
    await answer(page, /^Bungalow/);
    await expectQuestion(page, 'Would you like to switch to a combi boiler?');
    await answer(page, /^Yes, convert to a combi/);
    // Converting makes the type combi and takes the wizard back to the home type question (step 3,
    // counted from 0, so shown as "Step 4"), now in the 14-step combi flow (docs/product.md §4.1).
    await expectQuestion(page, 'What type of home do you live in?');
    await expect(page.getByText('Step 4 of 14')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Bungalow/ })).toBeChecked();
    await next(page);
    await answer(page, /^Yes, move it/);
    await answer(page, /^Another room on the same floor/);
    await answer(page, /^2$/);
    await answer(page, /^1$/);
    await answer(page, /^None/);
    await answer(page, /^Up to 9/);
    await answer(page, /^Fast/);
    await answer(page, /^Through the roof/);
    await expectQuestion(page, 'Check your answers');
    await expect(page.getByText('converting from your current boiler')).toBeVisible();
    await next(page);
    const expected = calculateQuote({
      fuelType: 'mains-gas',
      boilerType: 'combi',
      wantCombiConversion: true,
      postcode: 'HU1 1AA',
      homeType: 'bungalow',
      wantDifferentLocation: true,
      newLocation: 'same-floor',
      bedroomCount: 2,
      bathtubCount: 1,
      showerCount: 0,
      radiatorCount: '0-9',
      waterFlow: 'fast',
      flueLocation: 'roof',
    });
    expect(expected?.pricing).toEqual(expect.objectContaining({ labourCost: 1000, locationCost: 695, flueCost: 400 }));
    await expect(page.getByTestId('quote-total')).toHaveText(expected?.breakdown.total ?? 'missing');
    await expect(page.getByRole('row', { name: /Labour \(conversion\)/ })).toContainText('£1,000');
  });

  test('with "convert to a combi" selected and Next not pressed, Back goes back one question at a time to the first', async ({ page }) => {
    await visit(page, '/instant-quote/');
    await answer(page, /^Mains gas/);
    await answer(page, /^System/);
    await enterPostcode(page, 'DN31 1AB');
    await answer(page, /^Detached house/);
    await expectQuestion(page, 'Would you like to switch to a combi boiler?');
    await page.getByRole('radio', { name: /^Yes, convert to a combi/ }).check();
    const back = page.getByRole('button', { name: 'Back' });
    for (const title of ['What type of home do you live in?', 'What is your postcode?', 'What type of boiler do you have now?', 'What fuel does your boiler use?']) {
      await back.click();
      await expectQuestion(page, title);
    }
    await expect(page.getByText('Step 1 of 16')).toBeVisible();
    await expect(back).toHaveCount(0);
  });

  test('oil goes to the not-supported step with ways forward, and Back returns to the fuel question', async ({ page }) => {
    await visit(page, '/instant-quote/');
    await answer(page, /^Oil/);
    await expectQuestion(page, 'Our online prices are for mains gas boilers');
    await expect(page.getByRole('link', { name: /^Call 01632/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a free survey' })).toHaveAttribute('href', '/book-free-survey/');
    await expect(page.getByRole('link', { name: 'Oil boilers' })).toHaveAttribute('href', '/oil-boiler-installation/');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 'What fuel does your boiler use?');
    await expect(page.getByRole('radio', { name: /^Oil/ })).toBeChecked();
  });

  test('Back keeps answers, Next waits for one, an invalid postcode is explained, and Start again clears everything', async ({ page }) => {
    await visit(page, '/instant-quote/');
    const nextButton = page.getByRole('button', { name: 'Next' });
    await expect(nextButton).toBeDisabled();
    await answer(page, /^Mains gas/);
    await answer(page, /^System/);
    await page.getByLabel('Postcode', { exact: true }).fill('12345');
    await next(page);
    const input = page.getByLabel('Postcode', { exact: true });
    await expect(page.getByText('Enter a full UK postcode, for example DN31 1AB')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('12345');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 'What type of boiler do you have now?');
    await expect(page.getByRole('radio', { name: /^System/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: /^Mains gas/ })).toBeChecked();
    await page.getByRole('button', { name: 'Start again' }).click();
    await expectQuestion(page, 'What fuel does your boiler use?');
    await expect(page.getByRole('radio', { name: /^Mains gas/ })).not.toBeChecked();
    expect(await savedQuote(page)).toBeNull();
  });

  test('the price appears once fuel, type and postcode are known, and a reload restores progress', async ({ page }) => {
    await visit(page, '/instant-quote/');
    const estimate = page.getByRole('complementary', { name: 'Your price so far' });
    await expect(estimate).toContainText('appears here');
    await answer(page, /^Mains gas/);
    await answer(page, /^Combi/);
    await enterPostcode(page, 'S80 2AA');
    await expect(page.getByText('Good news: we cover S80.')).toHaveCount(0);
    await expect(estimate).toContainText('£');
    const before = await estimate.textContent();
    await page.getByRole('radio', { name: /^Bungalow/ }).check();
    await next(page);
    await page.reload();
    await expectQuestion(page, 'Would you like the new boiler in a different place?');
    await expect(estimate).toContainText('£');
    expect(await estimate.textContent()).toBe(before);
    const stored = (await savedQuote(page)) as { quoteData: QuoteData; calculation: { breakdown: { total: string } } };
    expect(stored.quoteData).toEqual(expect.objectContaining({ fuelType: 'mains-gas', boilerType: 'combi', postcode: 'S80 2AA', homeType: 'bungalow' }));
    expect(stored.calculation.breakdown.total).toMatch(/^£/);
  });

  test('a postcode outside our areas is told kindly, with the phone number, and not blocked', async ({ page }) => {
    await visit(page, '/instant-quote/');
    await answer(page, /^Mains gas/);
    await answer(page, /^Combi/);
    await page.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
    await expect(page.getByText(/SW1A is outside the areas we usually cover/)).toBeVisible();
    await next(page);
    await expectQuestion(page, 'What type of home do you live in?');
  });

  test('a corrupt saved quote is survived', async ({ page }) => {
    await storeQuote(page, { raw: '{"quoteData": [oops' });
    await visit(page, '/instant-quote/');
    await expectQuestion(page, 'What fuel does your boiler use?');
    await answer(page, /^Mains gas/);
    await expectQuestion(page, 'What type of boiler do you have now?');
    await visit(page, '/boiler-results/');
    await expect(page.getByRole('heading', { name: 'You have not got a quote yet' })).toBeVisible();
  });

  test('the share link rebuilds the same quote in another browser', async ({ page, browser }) => {
    const data: QuoteData = { fuelType: 'mains-gas', boilerType: 'system', postcode: 'LN1 1AA', radiatorCount: '15+', waterFlow: 'slow', flueLocation: 'wall', isFlueAwayFromWindows: true, homeType: 'detached' };
    await storeQuote(page, data);
    await visit(page, '/boiler-results/');
    const total = calculateQuote(data)?.breakdown.total ?? 'missing';
    await expect(page.getByTestId('quote-total')).toHaveText(total);
    const link = await page.getByLabel(/Open this link on another device/).inputValue();
    expect(link).toMatch(/\/boiler-results\/\?q=[A-Za-z0-9_-]+$/);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await expect(otherPage.getByTestId('quote-total')).toHaveText(total);
    await other.close();
  });

  test('the whole wizard works by keyboard alone', async ({ page }) => {
    await visit(page, '/instant-quote/');
    const pick = async (label: RegExp) => {
      const radio = page.getByRole('radio', { name: label });
      await radio.focus();
      await page.keyboard.press('Space');
      await expect(radio).toBeChecked();
      // Tab leaves the radio group for Back (when there is one), then Next.
      const nextButton = page.getByRole('button', { name: /^(Next|See my prices)$/ });
      for (let i = 0; i < 3 && !(await nextButton.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(nextButton).toBeFocused();
      await page.keyboard.press('Enter');
    };
    await pick(/^Mains gas/);
    await expect(page.getByRole('heading', { level: 2, name: 'What type of boiler do you have now?' })).toBeFocused();
    await pick(/^Combi/);
    await page.keyboard.press('Tab');
    await page.keyboard.type('DN35 8AA');
    await page.keyboard.press('Enter');
    await expectQuestion(page, 'What type of home do you live in?');
    for (const label of [/^Terraced house/, /^No, same place/, /^2$/, /^1$/, /^None/, /^Up to 9/, /^Slow/, /^Through the roof/]) await pick(label);
    await expectQuestion(page, 'Check your answers');
    await page.getByRole('button', { name: 'See my prices' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/boiler-results\/$/);
  });

  // The wizard's first step and the empty results page are scanned by the template sweep (templates.spec.ts).
  test('axe finds no violations on the later steps of the wizard, its errors and the results', async ({ page }) => {
    await visit(page, '/instant-quote/');
    await answer(page, /^Mains gas/);
    await answer(page, /^Combi/);
    await page.getByLabel('Postcode', { exact: true }).fill('xx');
    await next(page);
    await expectNoAxeViolations(page, 'main');
    await page.getByLabel('Postcode', { exact: true }).fill('DN31 1AB');
    await next(page);
    await expectNoAxeViolations(page, 'main');
    await visit(page, '/boiler-results/');
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
});
