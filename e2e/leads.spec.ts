import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LEAD_TIMEOUT_MS, MIN_FILL_MS, RETRY_BASE_MS } from '../lib/browser/outbox/outbox';
import { HUMAN_CHECK_FIELD, TURNSTILE_TEST_TOKEN } from '../lib/shared/forms/human-check';
import { ISLANDS_NEEDED_EVENT, OPEN_EXIT_INTENT_EVENT } from '../lib/browser/ui-events';
import { MAX_PHOTO_BYTES, PHOTO_MAX_EDGE_PX, PHOTO_MESSAGES } from '../lib/shared/forms/photos';
import { formatPence } from '../lib/shared/format/money';
import { quoteLead, type QuoteLead } from '../lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '../lib/shared/quote/typical';
import { installationDates } from '../lib/shared/time/working-days';
import { ukCalendarDate } from '../lib/shared/time/dates';
import { chrome, expectNoAxeViolations, focusIsWithin, islandsReady, openHelpByKeyboard, visit } from './fixtures/pages';
import { answer, enterPostcode, next, openSurveyFromResults, storeQuote } from './fixtures/quote';
import { atBothWidths, onPhone } from './fixtures/test';
import { countRequests, downloadPhoto, expectReceived, expectStored, fillContact, humanPause, receivedWith, releaseHeld, sendLeadsToReceiver, storedWith, test, uniqueMarker } from './fixtures/leads';

/** A lead's id as the browser makes it: a version 4 UUID. */
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const CALLBACK_SUCCESS = "Callback request submitted! We'll call you ASAP.";
const CALLBACK_FAILURE = 'Failed to submit callback request. Please try again.';

async function openCallback(page: Page) {
  await chrome.getHelpButton(page).click();
  await chrome.helpPanel(page).getByRole('button', { name: /^Request a callback/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a callback' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillCallback(page: Page, firstName: string, phone: string) {
  const dialog = page.getByRole('dialog', { name: 'Request a callback' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Phone number').pressSequentially(phone);
  await humanPause(page);
  return dialog;
}

/** From the home page: opens the callback dialog, fills it as a person would and sends it. */
async function requestCallback(page: Page, firstName: string, phone: string) {
  await visit(page, '/');
  const dialog = await openCallback(page);
  await fillCallback(page, firstName, phone);
  await dialog.getByRole('button', { name: 'Request my callback' }).click();
  return dialog;
}

/** The spam guard's readings as a person's send carries them: nothing in the hidden field, and more than the minimum fill time. */
const personsGuard = { website: '', fillMs: expect.any(Number) };

/**
 * The next page the visitor opens sends what the outbox kept, once its retry is due (the first
 * waits RETRY_BASE_MS: the page's clock moves on instead of the test waiting), and says so.
 */
async function nextPageDelivers(page: Page) {
  await visit(page, '/about/');
  await page.clock.fastForward(RETRY_BASE_MS);
  await expect(page.getByText('Your callback request has now reached us. Thank you.')).toBeVisible();
}

test.describe('callback dialog', () => {
  atBothWidths(() => {
    test('sends { firstName, phoneNumber } with its id, is stored once, thanks the visitor, closes and returns focus', async ({ page }) => {
      await visit(page, '/');
      const marker = uniqueMarker('Ada');
      const dialog = await openCallback(page);
      await fillCallback(page, marker, '07700 900123');
      await expect(dialog.getByLabel('Phone number')).toHaveValue('+447700900123');
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads/callback');
      await dialog.getByRole('button', { name: 'Request my callback' }).click();
      await expect(page.getByText(CALLBACK_SUCCESS)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(chrome.getHelpButton(page)).toBeFocused();
      const request = await sent;
      expect(request.headers()['content-type']).toContain('application/json');
      const body = request.postDataJSON() as Record<string, unknown>;
      expect(body).toEqual({ firstName: marker, phoneNumber: '+447700900123', leadId: expect.stringMatching(LEAD_ID), guard: personsGuard, [HUMAN_CHECK_FIELD]: TURNSTILE_TEST_TOKEN });
      expect((body.guard as { fillMs: number }).fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
      // Stored by the site's receiver under the browser's id; no campaign, as this visitor turned cookies down.
      const [lead] = await expectStored(marker);
      expect(lead).toEqual(expect.objectContaining({ id: body.leadId, type: 'callback', source: 'callback', lead: { firstName: marker, phoneNumber: '+447700900123' }, campaign: null, photos: [] }));
      // The form was cleared for next time.
      await openCallback(page);
      await expect(page.getByRole('dialog', { name: 'Request a callback' }).getByLabel('Phone number')).toHaveValue('');
    });
  });

  test('shows each validation message on the field and sends nothing', async ({ page }) => {
    await visit(page, '/contact/');
    await page.getByRole('main').getByRole('button', { name: 'Request a callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    const phone = dialog.getByLabel('Phone number');
    await humanPause(page);
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Phone number is required');
    await phone.pressSequentially('12345');
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(dialog.getByText('Please enter a valid UK phone number')).toBeVisible();
    await expect(phone).toHaveValue('12345');
  });

  test('normalises the number as it is typed', async ({ page }) => {
    await visit(page, '/');
    const dialog = await openCallback(page);
    const phone = dialog.getByLabel('Phone number');
    // Typed key by key, and pasted whole (every rule is unit-tested in lib/shared/forms/phone.test.ts; these
    // prove the field applies them as the visitor types).
    const typed: [string, string][] = [
      ['0044 7700 900123', '+447700900123'],
      ['07', '+447'],
      // A lone 0 waits: it may be the start of 00.
      ['0', '0'],
    ];
    for (const [keys, expected] of typed) {
      await phone.fill('');
      await phone.pressSequentially(keys);
      await expect(phone).toHaveValue(expected);
    }
    const pasted: [string, string][] = [
      ['+44 (0)7700 900123', '+447700900123'],
      ['(01302) 123 456', '+441302123456'],
      ['7700900123', '+447700900123'],
    ];
    for (const [text, expected] of pasted) {
      await phone.fill(text);
      await expect(phone).toHaveValue(expected);
    }
    // Typing in the middle keeps the caret after the new digit.
    await phone.fill('');
    await phone.pressSequentially('07700 900123');
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
    await page.keyboard.type('9');
    await expect(phone).toHaveValue('+4477009900123');
    expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(8);
  });

  test('a server error keeps the typed values and gives the phone number', async ({ page }) => {
    await sendLeadsToReceiver(page);
    await visit(page, '/');
    const marker = uniqueMarker('Bo') + ' [500]';
    const dialog = await openCallback(page);
    await fillCallback(page, marker, '01632 960555');
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(page.getByText(CALLBACK_FAILURE)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: CALLBACK_FAILURE }).getByText(/call us on 01632 960100/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue(marker);
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+441632960555');
    await expectReceived(marker);
  });

  test('a receiver that is down is a failure, not a silent loss; the lead arrives once when it is back', async ({ page }) => {
    // Down: nothing answers on the receiver's address.
    await page.route('**/api/leads/callback', (route) => route.continue({ url: 'http://127.0.0.1:9/api/leads/callback' }));
    const marker = uniqueMarker('Cy');
    const dialog = await requestCallback(page, marker, '07700900124');
    await expect(page.getByText(CALLBACK_FAILURE)).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue(marker);
    const outbox = await page.evaluate(() => JSON.parse(localStorage.getItem('leadOutbox') ?? '[]'));
    expect(outbox).toEqual([expect.objectContaining({ payload: { firstName: marker, phoneNumber: '+447700900124', guard: personsGuard }, lastStatus: 0 })]);
    expect(await storedWith(marker)).toHaveLength(0);

    // Back: the next page sends it, and it is stored once, under the id it was given when sent.
    await page.unroute('**/api/leads/callback');
    await nextPageDelivers(page);
    const [lead] = await expectStored(marker);
    expect(lead?.id).toBe(outbox[0].id);
    await visit(page, '/contact/');
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test('a lead stored whose answer never arrived is sent again and still stored once', async ({ page }) => {
    // The receiver stores the lead, but its answer is lost on the way back (as when a phone
    // loses signal): the browser keeps the lead and sends it again on the next page.
    let lost = 0;
    await page.route('**/api/leads/callback', async (route) => {
      if (lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const marker = uniqueMarker('Dot');
    await requestCallback(page, marker, '07700900142');
    await expect(page.getByText(CALLBACK_FAILURE)).toBeVisible();
    await expectStored(marker);
    const resent = countRequests(page, '/api/leads/callback');
    await nextPageDelivers(page);
    expect(resent()).toBe(1);
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test('no answer within 10 seconds is a failure', async ({ page }) => {
    await sendLeadsToReceiver(page);
    await visit(page, '/');
    const marker = uniqueMarker('Di') + ' [hold]';
    const dialog = await openCallback(page);
    await fillCallback(page, marker, '07700900125');
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // The receiver holds the request; the page's clock, not the test, waits out the timeout.
    await page.clock.runFor(LEAD_TIMEOUT_MS - 500);
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByText(CALLBACK_FAILURE)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(page.getByText(CALLBACK_FAILURE)).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue(marker);
    await releaseHeld(marker);
  });

  test('a double click sends one request', async ({ page }) => {
    await visit(page, '/');
    const marker = uniqueMarker('Ed');
    const sent = countRequests(page, '/api/leads/callback');
    const dialog = await openCallback(page);
    await fillCallback(page, marker, '07700900126');
    await dialog.getByRole('button', { name: 'Request my callback' }).dblclick();
    // Both clicks were handled before the answer to the first could show its toast.
    await expect(page.getByText(CALLBACK_SUCCESS)).toBeVisible();
    expect(sent()).toBe(1);
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test('a failed request is sent again on the next page load, and only once', async ({ page }) => {
    await sendLeadsToReceiver(page);
    await visit(page, '/');
    const marker = uniqueMarker('Flo') + ' [fail-once]';
    const dialog = await openCallback(page);
    await fillCallback(page, marker, '07700900127');
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(page.getByText(CALLBACK_FAILURE)).toBeVisible();
    await expectReceived(marker, 1);
    await nextPageDelivers(page);
    const leads = await expectReceived(marker, 2);
    expect(leads.map((lead) => lead.status)).toEqual([500, 204]);
    // Sent again by the outbox with a human check of its own (the first one's token is spent).
    expect(leads[1]?.body).toEqual({ firstName: marker, phoneNumber: '+447700900127', leadId: leads[0]?.body.leadId, guard: personsGuard, [HUMAN_CHECK_FIELD]: TURNSTILE_TEST_TOKEN });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('leadOutbox'))).toBeNull();
    const resent = countRequests(page, '/api/leads/callback');
    await visit(page, '/contact/');
    await page.waitForLoadState('networkidle');
    expect(resent()).toBe(0);
    expect(await receivedWith(marker)).toHaveLength(2);
  });

  test('the honeypot stops a bot, and nothing is sent', async ({ page }) => {
    await visit(page, '/');
    const marker = uniqueMarker('Bot');
    const sent = countRequests(page, '/api/leads/callback');
    const dialog = await openCallback(page);
    await fillCallback(page, marker, '07700900128');
    await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'http://spam.example';
    });
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    // The check runs before any request: the form asks again and has sent nothing.
    await expect(dialog.getByText('Please check your number and press the button again.')).toBeVisible();
    expect(sent()).toBe(0);
    expect(await storedWith(marker)).toHaveLength(0);
  });

  test('a form sent faster than a person could fill it is held back, then sent once time has passed', async ({ page }) => {
    await visit(page, '/');
    const marker = uniqueMarker('Quick');
    const sent = countRequests(page, '/api/leads/callback');
    const dialog = await openCallback(page);
    await dialog.getByLabel('First name').fill(marker);
    await dialog.getByLabel('Phone number').fill('07700900141');
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(dialog.getByText('Please check your number and press the button again.')).toBeVisible();
    expect(sent()).toBe(0);
    await humanPause(page);
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(page.getByText(CALLBACK_SUCCESS)).toBeVisible();
    await expectStored(marker);
  });

  test('works by keyboard alone, and axe finds nothing with the Get Help panel, the dialog or its errors open', async ({ page }) => {
    await visit(page, '/');
    const panel = await openHelpByKeyboard(page);
    await expectNoAxeViolations(page, 'dialog[open]');
    const entry = panel.getByRole('button', { name: /^Request a callback/ });
    for (let i = 0; i < 6 && !(await entry.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    await expect(dialog).toBeVisible();
    expect(await focusIsWithin(page, 'dialog[open]')).toBe(true);
    await expectNoAxeViolations(page, 'dialog[open]');
    const firstName = dialog.getByLabel('First name');
    for (let i = 0; i < 4 && !(await firstName.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.type('Gwen');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700900129');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+447700900129');
    await dialog.getByLabel('Phone number').fill('');
    await dialog.getByRole('button', { name: 'Request my callback' }).press('Enter');
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chrome.getHelpButton(page)).toBeFocused();
  });
});

async function leaveThroughTop(page: Page) {
  await page.mouse.move(600, 300);
  await page.mouse.move(600, 5);
  await page.mouse.move(600, -20);
}

/**
 * Leaves through the top and says what the exit-intent trigger asked for as the pointer left.
 * It decides in the `mouseout` handler itself: to show the modal it asks, there and then, for the
 * islands (ISLANDS_NEEDED_EVENT) or, with them ready, for the modal (OPEN_EXIT_INTENT_EVENT). So
 * an empty list once the move has been handled means it declined, with no time to wait out.
 */
async function exitRequestsOnLeaving(page: Page): Promise<string[]> {
  await page.evaluate((names) => {
    const record: string[] = [];
    (window as unknown as { exitRequests: string[] }).exitRequests = record;
    for (const name of names) window.addEventListener(name, () => record.push(name));
  }, [ISLANDS_NEEDED_EVENT, OPEN_EXIT_INTENT_EVENT]);
  await leaveThroughTop(page);
  // A round trip through the page: the mouse events above have been handled by the time it returns.
  return page.evaluate(() => (window as unknown as { exitRequests: string[] }).exitRequests);
}

const EXIT_HEADING = 'Win a free boiler service';

test.describe('exit-intent prize draw', () => {
  test('opens once per session when the pointer leaves the top, and posts the exact entry', async ({ page }) => {
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    await leaveThroughTop(page);
    const dialog = page.getByRole('dialog', { name: EXIT_HEADING });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('exitIntentShown'))).toBe('1');
    await expect(dialog.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms/');
    await expect(dialog.getByText(/worth £97/)).toBeVisible();
    await expect(dialog.getByText(/last Friday/)).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expectNoAxeViolations(page, 'dialog[open]');

    const marker = uniqueMarker('Hal');
    await dialog.getByLabel('Name').fill(marker);
    await dialog.getByLabel('Phone number').pressSequentially('07700 900130');
    await dialog.getByLabel('Postcode').fill('dn31 1ab');
    await dialog.getByLabel('Email').fill('hal@example.co.uk');
    await humanPause(page);
    const before = new Date().toISOString();
    await dialog.getByRole('button', { name: 'Enter the prize draw' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Thank you! You've been entered to win a free boiler service!");
    const [lead] = await expectStored(marker);
    expect(lead?.type).toBe('lead');
    expect(lead?.source).toBe('exit-intent-modal');
    const { timestamp, ...rest } = lead?.lead ?? {};
    expect(rest).toEqual({ name: marker, phone: '+447700900130', postcode: 'DN31 1AB', email: 'hal@example.co.uk', source: 'exit-intent-modal' });
    expect(String(timestamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(String(timestamp) >= before).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    expect(await exitRequestsOnLeaving(page)).toEqual([]);
    await visit(page, '/about/');
    await page.waitForLoadState('networkidle');
    expect(await exitRequestsOnLeaving(page)).toEqual([]);
    await expect(page.getByRole('dialog', { name: EXIT_HEADING })).toHaveCount(0);
  });

  test('never shows on the funnels', async ({ page }) => {
    for (const path of ['/boiler-install/', '/same-day-boiler-repairs/']) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      expect(await exitRequestsOnLeaving(page)).toEqual([]);
      await expect(page.getByRole('dialog', { name: EXIT_HEADING })).toHaveCount(0);
    }
    expect(await page.evaluate(() => sessionStorage.getItem('exitIntentShown'))).toBeNull();
  });

  test('never shows over another open dialog, and waits until it closes', async ({ page }) => {
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    await chrome.getHelpButton(page).click();
    await expect(chrome.helpPanel(page)).toBeVisible();
    expect(await exitRequestsOnLeaving(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await leaveThroughTop(page);
    await expect(page.getByRole('dialog', { name: EXIT_HEADING })).toBeVisible();
  });

  test('a failed entry says so, keeps the details and gives the phone number; keyboard closes it', async ({ page }) => {
    await sendLeadsToReceiver(page);
    await visit(page, '/guides/');
    await page.waitForLoadState('networkidle');
    await leaveThroughTop(page);
    const dialog = page.getByRole('dialog', { name: EXIT_HEADING });
    await expect(dialog).toBeVisible();
    expect(await focusIsWithin(page, 'dialog[open]')).toBe(true);
    const marker = uniqueMarker('Ivy') + ' [500]';
    await dialog.getByLabel('Name').fill(marker);
    await dialog.getByLabel('Phone number').pressSequentially('07700900131');
    await dialog.getByLabel('Postcode').fill('HU1 1AA');
    await dialog.getByLabel('Email').fill('ivy@example.co.uk');
    await humanPause(page);
    await dialog.getByRole('button', { name: 'Enter the prize draw' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Sorry, there was an error submitting your entry. Please try again.');
    await expect(dialog.getByRole('alert')).toContainText('01632 960100');
    await expect(dialog.getByLabel('Name')).toHaveValue(marker);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  onPhone(() => {
    test('is never shown on a touch-only device', async ({ page }) => {
      await visit(page, '/');
      await page.waitForLoadState('networkidle');
      expect(await exitRequestsOnLeaving(page)).toEqual([]);
      // A touch browser sends no pointer moves; a mouse event sent by script is declined the same way.
      const requested = await page.evaluate((names) => {
        const record: string[] = [];
        for (const name of names) window.addEventListener(name, () => record.push(name));
        document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true }));
        return record;
      }, [ISLANDS_NEEDED_EVENT, OPEN_EXIT_INTENT_EVENT]);
      expect(requested).toEqual([]);
      await expect(page.getByRole('dialog', { name: EXIT_HEADING })).toHaveCount(0);
    });
  });
});

test.describe('booking forms', () => {
  const forms = [
    ['/book-free-survey/', 'book-free-survey', 'Request my free survey', true],
    ['/book-video-survey/', 'book-video-survey', 'Request my video survey', true],
    ['/book-a-boiler-service/', 'book-a-boiler-service', 'Request my service', true],
    ['/book-a-repair/', 'book-a-repair', 'Request my repair visit', true],
    ['/report-issue/', 'report-issue', 'Send my report', false],
  ] as const;

  for (const [path, source, submit, hasDate] of forms) {
    test(`${path} posts the booking to the lead webhook`, async ({ page }) => {
      await visit(page, path);
      const form = page.getByRole('main').locator('form');
      const marker = uniqueMarker('Jo');
      await fillContact(form, { name: marker, phone: '07700 900132', email: 'jo@example.co.uk', postcode: 's80 2aa' });
      if (hasDate) await form.getByLabel('Preferred time').selectOption('morning');
      await form.getByRole('textbox', { name: /boiler|happening|know|model/i }).fill('Boiler shows F28 😬 <b>help</b>');
      await humanPause(page);
      await form.getByRole('button', { name: submit }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Thank you');
      const [lead] = await expectStored(marker);
      expect(lead?.type).toBe('lead');
      expect(lead?.source).toBe(source);
      expect(lead?.lead).toEqual(
        expect.objectContaining({
          name: marker,
          phone: '+447700900132',
          email: 'jo@example.co.uk',
          postcode: 'S80 2AA',
          message: 'Boiler shows F28 😬 <b>help</b>',
          source,
          timestamp: expect.stringMatching(/Z$/),
        }),
      );
      if (hasDate) expect(lead?.lead).toEqual(expect.objectContaining({ timeWindow: 'morning', preferredDate: '' }));
      else expect(lead?.lead).not.toHaveProperty('preferredDate');
    });
  }

  test('a booking form explains every problem and keeps what was typed', async ({ page }) => {
    await visit(page, '/book-a-repair/');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Full name').fill('Kit 🔧');
    await form.getByLabel('Email').fill('not-an-email');
    await humanPause(page);
    await form.getByRole('button', { name: 'Request my repair visit' }).click();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await expect(form.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expect(form.getByText('Please enter your postcode')).toBeVisible();
    await expect(form.getByText('Please tell us what is happening')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Kit 🔧');
    await expectNoAxeViolations(page, 'main form');
  });
});

test.describe('form code loads only when used', () => {
  test('a page that never opens a dialog downloads none of the form code; opening one fetches it', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    const isFormCode = (body: string) => body.includes('shouldUnregister') || body.includes('$ZodCheck');
    expect(scripts.filter((s) => isFormCode(s.body)).map((s) => s.url)).toEqual([]);
    await openCallback(page);
    await expect.poll(() => scripts.filter((s) => isFormCode(s.body)).length).toBeGreaterThan(0);
  });
});

test.describe('booking from a quote', () => {
  test('wizard, results, premium, a free survey with an installation date: one lead with the quote, sent once after being offline', async ({ page, context }) => {
    await visit(page, '/instant-quote/');
    await answer(page, /^Mains gas/);
    await answer(page, /^Combi/);
    await enterPostcode(page, 'dn31 1ab');
    await answer(page, /^Semi-detached house/);
    await answer(page, /^No, same place/);
    for (const option of [/^3$/, /^1$/, /^None/, /^10 to 15/, /^Average/, /^Through an outside wall/, /^No, it is close to one/]) await answer(page, option);
    await next(page);
    await expect(page).toHaveURL(/\/boiler-results\/$/);
    await islandsReady(page);

    const reference = await page.getByTestId('quote-reference').textContent();
    expect(reference).toMatch(/^EH-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.getByRole('radio', { name: /^Premium/ }).check();
    const priceWithOffer = await page.getByTestId('offer-price').textContent();
    await page.getByRole('link', { name: 'Book a free survey' }).click();
    await expect(page).toHaveURL(/\/book-free-survey\/\?q=.+&option=premium$/);
    await islandsReady(page);

    const form = page.getByRole('main').locator('form');
    await expect(form.getByRole('heading', { name: `Your quote ${reference}` })).toBeVisible();
    await expect(form.getByRole('radio', { name: /^premium/i })).toBeChecked();
    await expect(form.getByTestId('booking-quote-price')).toHaveText(priceWithOffer ?? 'missing');
    const dates = installationDates(new Date(await page.evaluate(() => Date.now())));
    await form.getByLabel('Preferred installation date').selectOption(dates[2] ?? 'missing');

    // Two photos: a phone-sized JPEG, made smaller before it is sent, and a PNG, said to show the meter.
    await form.getByLabel('Add photos').setInputFiles([
      { name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', 4032, 3024) },
      { name: 'meter.png', mimeType: 'image/png', buffer: await photo('png', 900, 1200) },
    ]);
    const photos = form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(form.getByLabel('Photo 1 shows')).toHaveValue('boiler');
    await form.getByLabel('Photo 2 shows').selectOption({ label: 'Your gas meter' });

    const marker = uniqueMarker('Quin');
    await fillContact(form, { name: marker, phone: '07700 900133', email: 'quin@example.co.uk', postcode: 'dn31 1ab' });
    await humanPause(page);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Request my free survey' }).click();
    await expect(page.getByText('We have kept it and will send it again automatically')).toBeVisible();
    expect(await storedWith(marker)).toHaveLength(0);

    await context.setOffline(false);
    await visit(page, '/about/');
    const [lead] = await expectStored(marker);
    const body = lead?.lead as { quote: QuoteLead; installationDate: string; source: string };
    expect(body.source).toBe('book-free-survey');
    expect(body.installationDate).toBe(dates[2]);
    expect(body.quote.reference).toBe(reference);
    expect(body.quote.option).toBe('premium');
    expect(formatPence(body.quote.offer.pricePence)).toBe(priceWithOffer);
    expect(body.quote).toEqual(quoteLead(body.quote.answers, { reference: body.quote.reference, issuedOn: body.quote.issuedOn }, 'premium'));
    expect(lead?.photos.map((p) => [p.kind, p.type])).toEqual([
      ['boiler', 'image/jpeg'],
      ['meter', 'image/jpeg'],
    ]);
    // Each photo was redrawn in the browser: the longer side at most the limit, the shape kept.
    const sizes = await Promise.all((lead?.photos ?? []).map(async (p) => sharp(await downloadPhoto(p.url)).metadata()));
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [PHOTO_MAX_EDGE_PX, 1200],
      [900, 1200],
    ]);
    await visit(page, '/contact/');
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test('a bad photo is named with the reason, keeps the form as typed, and the lead goes without it', async ({ page }) => {
    const form = await openSurveyFromResults(page);
    const marker = uniqueMarker('Ros');
    await fillContact(form, { name: marker, phone: '07700 900135', email: 'ros@example.co.uk', postcode: 'hu1 1aa' });

    // A program renamed .jpg (judged by its bytes) and a 10 MB image (judged by its size, unread).
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094)]);
    const huge = Buffer.concat([await photo('jpeg', 64, 48), Buffer.alloc(10 * 1024 * 1024)]);
    expect(huge.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    await form.getByLabel('Add photos').setInputFiles([
      { name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: program },
      { name: 'flue.jpg', mimeType: 'image/jpeg', buffer: huge },
    ]);
    const problems = form.getByRole('alert');
    await expect(problems).toContainText(`boiler.jpg: ${PHOTO_MESSAGES.notAPhoto}`);
    await expect(problems).toContainText(`flue.jpg: ${PHOTO_MESSAGES.tooLarge}`);
    await expect(form.getByRole('list', { name: 'Photos to send' })).toHaveCount(0);
    await expect(form.getByLabel('Full name')).toHaveValue(marker);

    // Five at once: four are taken, the fifth is refused.
    const five = await Promise.all([1, 2, 3, 4, 5].map(async (n) => ({ name: `p${n}.png`, mimeType: 'image/png', buffer: await photo('png', 40 * n, 30) })));
    await form.getByLabel('Add photos').setInputFiles(five);
    const photos = form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem');
    await expect(photos).toHaveCount(4);
    await expect(problems).toContainText(PHOTO_MESSAGES.tooMany);
    await expect(form.getByRole('status')).toHaveText('4 of 4 photos added.');
    expect(await Promise.all([1, 2, 3, 4].map((n) => form.getByLabel(`Photo ${n} shows`).inputValue()))).toEqual(['boiler', 'flue', 'meter', 'new-place']);
    await expectNoAxeViolations(page, 'main form');

    // Removed by keyboard: focus moves to the photo that takes its place, and the count is said.
    await form.getByRole('button', { name: 'Remove photo 2, the flue outside' }).focus();
    await page.keyboard.press('Enter');
    await expect(photos).toHaveCount(3);
    await expect(form.getByRole('button', { name: 'Remove photo 2, your gas meter' })).toBeFocused();
    await expect(form.getByRole('status')).toHaveText('Photo 2 removed. 3 of 4 photos added.');

    await humanPause(page);
    await form.getByRole('button', { name: 'Request my free survey' }).click();
    await expect(page.getByText('Thank you. We have your request')).toBeVisible();
    const [lead] = await expectStored(marker);
    expect(lead?.photos.map((p) => [p.kind, p.type])).toEqual([
      ['boiler', 'image/jpeg'],
      ['meter', 'image/jpeg'],
      ['new-place', 'image/jpeg'],
    ]);
    expect((lead?.lead as { phone: string }).phone).toBe('+447700900135');
  });
});

test.describe('kept in the browser across a release', () => {
  test('a booking kept while a price changed arrives marked, with the price it was quoted and today\'s', async ({ page }) => {
    // A booking the outbox kept from before a release that put the boiler up by £100: the figures it
    // carries are that release's, and so is its rules' fingerprint.
    const marker = uniqueMarker('Kept');
    const today = new Date();
    const quoted = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: ukCalendarDate(today) }, 'standard');
    if (!quoted) throw new Error('The typical answers make no quote');
    const earlier = { ...quoted, price: quoted.price + 100, breakdown: { ...quoted.breakdown, boiler: quoted.breakdown.boiler + 100 } };
    const payload = {
      name: marker, phone: '+447700900161', email: 'kept@example.co.uk', postcode: 'DN31 1AB', preferredDate: '', timeWindow: 'any', message: '',
      source: 'book-free-survey', timestamp: today.toISOString(), quote: earlier, quoteRules: '0badc0de', guard: { website: '', fillMs: 30_000 },
    };
    const kept = [{ id: crypto.randomUUID(), url: '/api/leads/lead', payload, label: 'free survey booking', queuedAt: today.getTime() - 60_000, attempts: 1, lastStatus: 0, nextAttemptAt: today.getTime() - 1 }];
    await page.addInitScript((outbox) => {
      if (!sessionStorage.getItem('e2e:kept')) localStorage.setItem('leadOutbox', outbox);
      sessionStorage.setItem('e2e:kept', '1');
    }, JSON.stringify(kept));
    await visit(page, '/about/');
    await expect(page.getByText('Your free survey booking has now reached us. Thank you.')).toBeVisible();
    const [lead] = await expectStored(marker);
    expect(lead?.id).toBe(kept[0]?.id);
    expect((lead?.lead as { quote: QuoteLead }).quote.price).toBe(earlier.price);
    expect(lead?.quoteCheck).toEqual(expect.objectContaining({ changed: ['figures'], today: expect.objectContaining({ price: quoted.price }) }));
  });

  test('a booking the receiver refuses tells the visitor why, keeps it, and shows it on later pages to send again or discard', async ({ page }) => {
    const form = await openSurveyFromResults(page);
    const marker = uniqueMarker('Late');
    await fillContact(form, { name: marker, phone: '07700 900162', email: 'late@example.co.uk', postcode: 'dn31 1ab' });
    const dates = installationDates(new Date(await page.evaluate(() => Date.now())));
    await form.getByLabel('Preferred installation date').selectOption(dates[0] ?? 'missing');
    // The visitor leaves the form open for a week: the date they picked is no longer one we offer, and
    // the receiver (same release, same rules) refuses it.
    await page.clock.fastForward(7 * 24 * 60 * 60 * 1000);
    await form.getByRole('button', { name: 'Request my free survey' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'We could not accept your request' });
    await expect(alert).toContainText('Choose one of the installation dates in the list');
    await expect(alert.getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    await expect(form.getByLabel('Full name')).toHaveValue(marker);
    expect(await storedWith(marker)).toEqual([]);
    const outbox = await page.evaluate(() => JSON.parse(localStorage.getItem('leadOutbox') ?? '[]') as { refused?: { status: number; message: string } }[]);
    expect(outbox).toEqual([expect.objectContaining({ refused: { status: 400, message: 'Choose one of the installation dates in the list' } })]);

    // On the next page: the notice says so, with the phone number, until the visitor decides.
    await visit(page, '/contact/');
    const notice = page.getByRole('region', { name: 'Requests kept on this device' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('We could not accept it: Choose one of the installation dates in the list');
    await expect(notice.getByRole('link', { name: '01632 960100' })).toBeVisible();
    await expectNoAxeViolations(page, '[data-module~="lead-outbox"]');
    await notice.getByRole('button', { name: 'Discard' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('leadOutbox'))).toBeNull();
    expect(await storedWith(marker)).toEqual([]);
  });
});

/** A real image file of the given format and size, as a camera or phone would hand it over. */
function photo(format: 'jpeg' | 'png', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a9ba8' } })
    .toFormat(format)
    .toBuffer();
}

test.describe('a callback from the results', () => {
  test('names the quote in the dialog and sends it with the first name and number', async ({ page }) => {
    await storeQuote(page, TYPICAL_QUOTE);
    await visit(page, '/boiler-results/');
    const reference = await page.getByTestId('quote-reference').textContent();
    await page.getByRole('main').getByRole('button', { name: 'Request a callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    await expect(dialog.getByText(`We will have your quote ${reference} in front of us`)).toBeVisible();
    const marker = uniqueMarker('Rue');
    await fillCallback(page, marker, '07700 900134');
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(page.getByText(CALLBACK_SUCCESS)).toBeVisible();
    const [lead] = await expectStored(marker);
    expect(lead?.type).toBe('callback');
    const body = lead?.lead as { quote: QuoteLead };
    expect(body).toEqual({ firstName: marker, phoneNumber: '+447700900134', quote: quoteLead(TYPICAL_QUOTE, { reference: body.quote.reference, issuedOn: body.quote.issuedOn }, 'standard') });
    expect(body.quote.reference).toBe(reference);
  });
});

test.describe('from a campaign link to the business', () => {
  // This visitor accepts cookies, so the tab keeps the campaign that brought them.
  test.use({ consent: 'accepted' });

  test('a callback from the results and a survey with 2 photos arrive in the export with the quote, the date, the photos and the campaign', async ({ page }) => {
    // The link the team made for an advert, with the link generator.
    await visit(page, '/url-generator/');
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Gas Boiler Installation' });
    await page.getByLabel('Town', { exact: true }).selectOption({ label: 'Grimsby' });
    await page.getByLabel(/^UTM source/).fill('Facebook');
    await page.getByLabel(/^UTM medium/).fill('Paid Social');
    await page.getByLabel(/^UTM campaign/).fill('Winter Boilers');
    const link = new URL(await page.getByLabel('Your link').inputValue());
    expect(link.search).toBe('?utm_source=facebook&utm_medium=paid-social&utm_campaign=winter-boilers');
    const campaign = { landingPage: link.pathname, utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter-boilers' };

    // A visitor follows it from Facebook, in a new tab, and gets a quote.
    const visitor = await page.context().newPage();
    await visitor.clock.install();
    await visit(visitor, `${link.pathname}${link.search}`, { referer: 'https://m.facebook.com/' });
    await storeQuote(visitor, TYPICAL_QUOTE);
    // On to the results from the page they landed on (a link between our pages: the same campaign).
    await visit(visitor, '/boiler-results/', { referer: visitor.url() });
    const reference = await visitor.getByTestId('quote-reference').textContent();

    const caller = uniqueMarker('Cam');
    await visitor.getByRole('main').getByRole('button', { name: 'Request a callback' }).click();
    await fillCallback(visitor, caller, '07700 900143');
    await visitor.getByRole('dialog', { name: 'Request a callback' }).getByRole('button', { name: 'Request my callback' }).click();
    await expect(visitor.getByText(CALLBACK_SUCCESS)).toBeVisible();

    await visitor.getByRole('link', { name: 'Book a free survey' }).click();
    await islandsReady(visitor);
    const form = visitor.getByRole('main').locator('form');
    const dates = installationDates(new Date(await visitor.evaluate(() => Date.now())));
    await form.getByLabel('Preferred installation date').selectOption(dates[0] ?? 'missing');
    await form.getByLabel('Add photos').setInputFiles([
      { name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', 800, 600) },
      { name: 'flue.png', mimeType: 'image/png', buffer: await photo('png', 600, 800) },
    ]);
    await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(2);
    const booker = uniqueMarker('Sur');
    await fillContact(form, { name: booker, phone: '07700 900144', email: 'sur@example.co.uk', postcode: 'dn32 9aa' });
    await humanPause(visitor);
    await form.getByRole('button', { name: 'Request my free survey' }).click();
    await expect(visitor.getByText('Thank you. We have your request')).toBeVisible();

    // The business's export: both leads, each with the quote and the campaign.
    const [callback] = await expectStored(caller);
    expect(callback?.type).toBe('callback');
    expect((callback?.lead.quote as QuoteLead).reference).toBe(reference);
    expect(callback?.campaign).toEqual({ ...campaign, referrerHost: 'm.facebook.com' });

    const [survey] = await expectStored(booker);
    expect(survey?.source).toBe('book-free-survey');
    const lead = survey?.lead as { quote: QuoteLead; installationDate: string };
    expect(lead.quote.reference).toBe(reference);
    expect(lead.quote).toEqual(quoteLead(TYPICAL_QUOTE, { reference: lead.quote.reference, issuedOn: lead.quote.issuedOn }, 'standard'));
    expect(lead.installationDate).toBe(dates[0]);
    expect(survey?.campaign).toEqual({ ...campaign, referrerHost: 'm.facebook.com' });
    expect(survey?.photos.map((p) => [p.kind, p.type])).toEqual([
      ['boiler', 'image/jpeg'],
      ['flue', 'image/jpeg'],
    ]);
    const sizes = await Promise.all((survey?.photos ?? []).map(async (p) => sharp(await downloadPhoto(p.url)).metadata()));
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [800, 600],
      [600, 800],
    ]);
  });
});

test.describe('email me this quote', () => {
  test('checks the address, then sends the quote as a lead of its own, with the choice of boiler', async ({ page }) => {
    await storeQuote(page, TYPICAL_QUOTE);
    await visit(page, '/boiler-results/');
    await page.getByRole('radio', { name: /^Premium/ }).check();
    const reference = await page.getByTestId('quote-reference').textContent();
    await page.getByRole('button', { name: 'Enter my email address' }).click();
    const form = page.getByRole('form', { name: 'Email me this quote' });
    const email = form.getByLabel('Your email address');
    await expect(email).toBeFocused();
    await email.fill('quin at example');
    await humanPause(page);
    await form.getByRole('button', { name: 'Email me this quote' }).click();
    await expect(form.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expect(email).toHaveValue('quin at example');
    await expectNoAxeViolations(page, 'form[aria-labelledby="email-quote"]');

    const marker = `${uniqueMarker('quin')}@example.co.uk`;
    await email.fill(marker);
    await form.getByRole('button', { name: 'Email me this quote' }).click();
    await expect(form.getByRole('alert')).toHaveText(`Thank you. Quote ${reference} is on its way to ${marker}: it should arrive within a few minutes. Check your spam folder if it does not.`);
    const [lead] = await expectStored(marker);
    expect(lead?.source).toBe('quote-email');
    const body = lead?.lead as { email: string; source: string; quote: QuoteLead };
    expect(body.source).toBe('quote-email');
    expect(body.email).toBe(marker);
    expect(body.quote.reference).toBe(reference);
    expect(body.quote).toEqual(quoteLead(TYPICAL_QUOTE, { reference: body.quote.reference, issuedOn: body.quote.issuedOn }, 'premium'));
  });
});
