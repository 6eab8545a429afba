/**
 * The human check on every lead (Cloudflare Turnstile, lib/shared/forms/human-check.ts), in Chromium at 390 px,
 * with the tests' stand-in for Turnstile's script served at its real address (e2e/fixtures/test.ts):
 * its script is asked for only once a form is used, never with the page; and a lead the outbox
 * sends again, ten minutes on, goes with a fresh token from a widget of the sender's own, made
 * only when the lead fell due. The bookings with a survey window, verified and not, are in
 * e2e/survey-booking.spec.ts (they need the diary).
 */
import type { Request } from '@playwright/test';
import { HUMAN_CHECK_ACTION, HUMAN_CHECK_FIELD, TURNSTILE_TEST_SITE_KEYS, TURNSTILE_TEST_TOKEN } from '../lib/shared/forms/human-check';
import { OUTBOX_KEY, RETRY_MAX_MS, type PendingLead } from '../lib/browser/outbox/outbox';
import { expectNoAxeViolations, visit } from './fixtures/pages';
import { expectStored, fillContact, humanPause, uniqueMarker } from './fixtures/leads';
import { PHONE_IN_DESKTOP, expect, humanCheckLoads, standInEvents, test } from './fixtures/test';

test.use(PHONE_IN_DESKTOP);

/** The lead webhook's path (the booking forms post there). */
const LEAD_PATH = '/api/leads/lead';
const isLeadPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === LEAD_PATH;

test("Turnstile's script is asked for only once a form is used, never with the page; then once, and the form stays axe-clean", async ({ page }) => {
  const loads = humanCheckLoads(page);
  await visit(page, '/');
  await visit(page, '/book-a-repair/');
  await page.waitForLoadState('networkidle');
  expect(loads()).toBe(0);
  expect(await standInEvents(page)).toEqual([]);

  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full name').pressSequentially('Kit');
  await expect.poll(loads).toBe(1);
  // One widget, with the test key the build has and the lead action; it has a token ready.
  await expect.poll(async () => (await standInEvents(page)).map((event) => event.type)).toEqual(['render', 'token']);
  expect((await standInEvents(page))[0]).toEqual(expect.objectContaining({ sitekey: TURNSTILE_TEST_SITE_KEYS.passesInvisible, action: HUMAN_CHECK_ACTION }));
  await form.getByLabel('Email').fill('kit@example.co.uk');
  await form.getByLabel('Postcode').fill('DN31 1AB');
  expect(loads()).toBe(1);
  await expectNoAxeViolations(page, 'main');
});

test('a lead the outbox sends again ten minutes on goes with a fresh token, from a widget made only once it fell due; no token is ever kept on the device', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-24T10:00:00Z') });
  // The first send is answered "busy, try in ten minutes": kept by the outbox, and sent again then.
  let answered = false;
  await page.route((url) => url.pathname === LEAD_PATH, (route) => {
    if (answered) return route.continue();
    answered = true;
    return route.fulfill({ status: 503, headers: { 'Retry-After': String(RETRY_MAX_MS / 1000) }, contentType: 'application/json', body: '{"error":"busy"}' });
  });
  const sends: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isLeadPost(request)) sends.push(request.postDataJSON() as Record<string, unknown>);
  });
  await visit(page, '/book-a-repair/');
  const form = page.getByRole('main').locator('form');
  const name = uniqueMarker('Ivo');
  await fillContact(form, { name, phone: '07700 900190', email: `${name.toLowerCase()}@example.co.uk`, postcode: 'DN31 1AB' });
  await form.getByLabel('What is the boiler doing?').fill('No heating since this morning');
  await humanPause(page);
  await form.getByRole('button', { name: 'Request my repair visit' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We have kept it and will send it again automatically');
  expect(sends.map((body) => body[HUMAN_CHECK_FIELD])).toEqual([TURNSTILE_TEST_TOKEN]);
  // The outbox sender has started (a lead is kept), but nothing is due: no widget of its own yet.
  await expect(page.locator('script[src*="/assets/outbox-"]')).toHaveCount(1);
  await page.clock.pauseAt(new Date(Date.parse('2026-11-24T10:00:00Z') + 60_000));
  const renders = async () => (await standInEvents(page)).filter((event) => event.type === 'render');
  expect(await renders()).toHaveLength(1);
  const kept = await page.evaluate((key) => localStorage.getItem(key) ?? '', OUTBOX_KEY);
  expect(kept).toContain(name);
  expect(kept).not.toContain(TURNSTILE_TEST_TOKEN);
  expect(kept).not.toContain(HUMAN_CHECK_FIELD);
  const [lead] = JSON.parse(kept) as PendingLead[];
  const firstToken = (await standInEvents(page)).find((event) => event.type === 'token');
  expect(lead?.nextAttemptAt).toBeGreaterThanOrEqual((firstToken?.at ?? Infinity) + RETRY_MAX_MS);

  // Ten minutes on, the sender sends it again: its own widget (off screen) is made now, and mints the token it carries.
  const resent = page.waitForRequest(isLeadPost);
  await page.clock.runFor((lead?.nextAttemptAt ?? 0) - (await page.evaluate(() => Date.now())));
  const resend = await resent;
  expect((resend.postDataJSON() as Record<string, unknown>)[HUMAN_CHECK_FIELD]).toBe(TURNSTILE_TEST_TOKEN);
  const [formWidget, senderWidget] = await renders();
  expect(senderWidget?.widget).not.toBe(formWidget?.widget);
  expect(senderWidget?.at).toBeGreaterThanOrEqual(lead?.nextAttemptAt ?? Infinity);
  // Its token was minted then, by that widget: not the form's, handed out ten minutes before.
  const senderEvents = (await standInEvents(page)).filter((event) => event.widget === senderWidget?.widget).map((event) => event.type);
  expect(senderEvents.slice(0, 2)).toEqual(['render', 'token']);
  // Off screen and hidden from assistive technology; the form beside it still axe-clean.
  const offScreen = page.locator('[data-human-check="outbox"]');
  await expect(offScreen).toHaveAttribute('aria-hidden', 'true');
  expect((await offScreen.boundingBox())?.x ?? 0).toBeLessThan(-1000);
  // axe times its work with the page's timers: the clock runs again for it.
  await page.clock.resume();
  await expectNoAxeViolations(page, 'main');
  const [stored] = await expectStored(name);
  expect(stored?.lead).not.toHaveProperty(HUMAN_CHECK_FIELD);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
});
