/**
 * The lead outbox (lib/browser/outbox/outbox.ts) where it is hardest to be honest: a browser that keeps nothing
 * (storage full, blocked or private), two tabs writing the one outbox at the same moment, and a
 * lead kept from before the spam guard's readings travelled with every lead.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { OUTBOX_KEY, OUTBOX_MESSAGES, OUTBOX_NOTICE_MESSAGES, RETRY_BASE_MS, RETRY_MAX_MS } from '../lib/browser/outbox/outbox';
import { expectNoAxeViolations, visit } from './fixtures/pages';
import { countRequests, expectStored, humanPause, test, uniqueMarker } from './fixtures/leads';

/** Where the booking forms post. */
const LEAD_PATH = '/api/leads/lead';
const REPAIR = { path: '/book-a-repair/', submit: 'Request my repair visit' };
const PHONE = '01632 960100';

/** The browser keeps nothing, as a full, blocked or private one does: every localStorage write throws and IndexedDB will not open. */
async function refuseStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    IDBFactory.prototype.open = () => {
      throw new DOMException('IndexedDB is not available here.', 'InvalidStateError');
    };
  });
}

/** What a visitor types into the repair form, by label. */
function repairDetails(name: string) {
  return { 'Full name': name, Email: 'kept@example.co.uk', Postcode: 'dn31 1ab', 'What is the boiler doing?': 'No hot water, F28 on the display' };
}

/** Opens the repair form and fills it as a visitor does; returns the form. */
async function fillRepair(page: Page, name: string): Promise<Locator> {
  await visit(page, REPAIR.path);
  const form = page.getByRole('main').locator('form');
  for (const [label, value] of Object.entries(repairDetails(name))) await form.getByLabel(label).fill(value);
  await form.getByLabel('Phone number').pressSequentially('07700 900171');
  return form;
}

/** The outbox as a tab reads it: each kept lead's name. */
const keptNames = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { payload: { name?: string } }[]).map((lead) => lead.payload.name ?? '').sort(), OUTBOX_KEY);

test('where the browser keeps nothing and no answer comes, the form says to call, with the number, keeps what was typed, and goes when tried again', async ({ page }) => {
  await refuseStorage(page);
  await page.route(`**${LEAD_PATH}`, (route) => route.abort('connectionrefused'));
  const marker = uniqueMarker('Nokeep');
  const form = await fillRepair(page, marker);
  await humanPause(page);
  await form.getByRole('button', { name: REPAIR.submit }).click();

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Sorry, we could not send your request just now.');
  await expect(alert).toContainText(`${OUTBOX_MESSAGES.notKept} ${PHONE}. ${OUTBOX_MESSAGES.notKeptAgain}`);
  await expect(alert).not.toContainText('We have kept');
  await expect(alert.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+441632960100');
  for (const [label, value] of Object.entries(repairDetails(marker))) await expect(form.getByLabel(label)).toHaveValue(value);
  await expect(form.getByLabel('Phone number')).toHaveValue('+447700900171');
  expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  await expectNoAxeViolations(page, 'main form');

  // The network is back: the visitor presses the button again, and it arrives.
  await page.unroute(`**${LEAD_PATH}`);
  await form.getByRole('button', { name: REPAIR.submit }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Thank you');
  await expectStored(marker);
});

test('two tabs sending at the same moment while the receiver is down keep both leads, and both arrive once it is back', async ({ page, context }) => {
  await context.route(`**${LEAD_PATH}`, (route) => route.fulfill({ status: 503, body: '' }));
  const tabs = [page, await context.newPage()];
  const markers = [uniqueMarker('TabOne'), uniqueMarker('TabTwo')];
  const forms: Locator[] = [];
  for (const [index, tab] of tabs.entries()) forms.push(await fillRepair(tab, markers[index] ?? ''));
  // One clock for the context: both forms have taken a person's time.
  await humanPause(page);
  await Promise.all(forms.map((form) => form.getByRole('button', { name: REPAIR.submit }).click()));
  for (const form of forms) await expect(form.getByRole('alert')).toContainText('We have kept it and will send it again automatically');
  for (const tab of tabs) await expect.poll(() => keptNames(tab)).toEqual([...markers].sort());

  // Back: the tabs' outbox senders send both when their retry falls due, each once.
  await context.unroute(`**${LEAD_PATH}`);
  await page.clock.fastForward(RETRY_BASE_MS);
  for (const marker of markers) await expectStored(marker);
  for (const tab of tabs) await expect.poll(() => keptNames(tab)).toEqual([]);
});

test('a lead kept before the spam guard\'s readings travelled is never sent: the notice says so, with the number, and it can be discarded', async ({ page }) => {
  const [marker, control] = [uniqueMarker('Unguarded'), uniqueMarker('Guarded')];
  const queuedAt = Date.now() - 60_000;
  const waiting = { queuedAt, attempts: 1, lastStatus: 0, nextAttemptAt: queuedAt };
  const payload = { name: marker, phone: '+447700900172', email: 'old@example.co.uk', postcode: 'DN31 1AB', preferredDate: '', timeWindow: 'any', message: 'Kept a while', source: 'book-a-repair', timestamp: new Date(queuedAt).toISOString() };
  const kept = [
    { id: crypto.randomUUID(), url: LEAD_PATH, payload, label: 'repair visit booking', ...waiting },
    // Kept with the readings, after it: it goes, so the one before it was passed over, not missed.
    { id: crypto.randomUUID(), url: '/api/leads/callback', payload: { firstName: control, phoneNumber: '+447700900173', guard: { website: '', fillMs: 30_000 } }, label: 'callback request', ...waiting },
  ];
  await page.addInitScript(
    ({ key, outbox }) => {
      if (!sessionStorage.getItem('e2e:kept')) localStorage.setItem(key, outbox);
      sessionStorage.setItem('e2e:kept', '1');
    },
    { key: OUTBOX_KEY, outbox: JSON.stringify(kept) },
  );
  const sent = countRequests(page, LEAD_PATH);
  await visit(page, '/about/');
  await expect(page.getByText('Your callback request has now reached us. Thank you.')).toBeVisible();
  await expectStored(control);
  const notice = page.getByRole('region', { name: OUTBOX_NOTICE_MESSAGES.heading });
  const item = notice.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(OUTBOX_NOTICE_MESSAGES.outdated);
  await expect(item).toContainText(`${OUTBOX_NOTICE_MESSAGES.outdatedCall} ${PHONE}.`);
  await expect(item.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+441632960100');
  await expect(item.getByRole('button', { name: OUTBOX_NOTICE_MESSAGES.sendAgain })).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-module~="lead-outbox"]');
  // Nor later: when a retry would have fallen due, or back online.
  await page.clock.fastForward(RETRY_MAX_MS);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.clock.fastForward(RETRY_BASE_MS);

  await item.getByRole('button', { name: OUTBOX_NOTICE_MESSAGES.discard }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  // Counted after the page has answered the click, so a send the timers had started would have shown.
  expect(sent()).toBe(0);
});
