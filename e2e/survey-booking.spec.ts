/**
 * Surveys booked into real free windows, in Chromium at 390 px (the phone's width; in the desktop
 * project so it runs beside the rest rather than at the end of the run), on a copy of the Worker of this
 * file's own: the booking form's picker by keyboard, the thank-you, the emails with their calendar
 * entry, the inbox's diary (axe at 390 and 1280 px), the visitor moving their survey from their
 * page, a day blocked; and the form with the diary unreachable. The human check (lib/shared/forms/human-check.ts,
 * with the tests' stand-in for Turnstile's script): a verified booking gets its window; with the
 * script blocked, it is stored unverified, holds no window, and the visitor is told we will call.
 */
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { BOOKING_MESSAGES, bookedText, dayText, slotText, windowHours, type LeadAnswer } from '../lib/shared/survey/booking';
import { HUMAN_CHECK_FIELD, TURNSTILE_TEST_TOKEN } from '../lib/shared/forms/human-check';
import { callBackBy } from '../lib/shared/contracts/your-request';
import { OUTBOX_KEY } from '../lib/browser/outbox/outbox';
import { encodeShareParam } from '../lib/browser/quote/storage';
import { issueQuote } from '../lib/shared/quote/reference';
import { TYPICAL_QUOTE } from '../lib/shared/quote/typical';
import { WINDOW_HOURS, ukInstant, type SlotWindow } from '../lib/shared/survey/slots';
import { ukCalendarDate } from '../lib/shared/time/uk-time';
import { signInToInbox } from './fixtures/inbox';
import { expectEmails, expectVisitorEmails, readCalendar, requestLinkIn } from './fixtures/emails';
import { axeAtBothWidths, expectNoAxeViolations, islandsReady } from './fixtures/pages';
import { openStorage } from './fixtures/storage';
import { exportedFrom, fillContact, humanPause, test, uniqueMarker } from './fixtures/leads';
import { PHONE_IN_DESKTOP, expect, freshPhone } from './fixtures/test';
import { ONE_PLACE, diaryCopy, diaryWindow, setPlaces } from './fixtures/diary';

test.use(PHONE_IN_DESKTOP);
test.describe.configure({ mode: 'serial' });

const copy = diaryCopy('booking');


/** A page on this file's Worker copy, once its scripts have taken over. */
async function openOnCopy(page: Page, path: string) {
  await page.goto(`${copy.site.origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'ready');
  await islandsReady(page);
}


/** The window a picker's radio stands for (its value is `<date> <window>`). */
async function windowOf(radio: Locator): Promise<{ date: string; window: SlotWindow }> {
  const [date = '', window = ''] = ((await radio.getAttribute('value')) ?? '').split(' ');
  return { date, window: window as SlotWindow };
}

test('at 390 px: a postcode, the first free window picked by keyboard, booked with a photo; the thank-you, both emails and the diary name it; the visitor moves it and the diary follows; a day blocked is no longer offered ', async ({ page, browser }) => {
  test.slow();
  await setPlaces(copy.site, 'grimsby', ONE_PLACE);
  const booking = `/book-free-survey/?q=${encodeShareParam(TYPICAL_QUOTE, issueQuote(new Date()))}`;
  await openOnCopy(page, booking);
  const form = page.getByRole('main').locator('form');
  // Booked from a quote: its postcode is there already, and the free windows follow.
  await expect(form.getByLabel('Postcode')).toHaveValue(TYPICAL_QUOTE.postcode ?? '');
  const picker = form.getByRole('group', { name: 'Choose a time for your home survey' });
  const radios = picker.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  await expect(form.getByLabel('Preferred date')).toHaveCount(0);
  await axeAtBothWidths(page, 'main');

  // By keyboard: into the group, the first window taken with Space, the arrows move along it.
  await radios.first().focus();
  await page.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(radios.first()).toBeChecked();
  const first = await windowOf(radios.first());

  const name = uniqueMarker('Sian');
  const email = `${name.toLowerCase()}@example.co.uk`;
  await fillContact(form, { name, phone: '07700 900188', email });
  await form.getByLabel('First line of your address').fill('14 Victoria Street');
  await form.getByLabel('Add photos').setInputFiles([{ name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9ba8' } }).jpeg().toBuffer() }]);
  await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(1);
  await humanPause(page);
  await form.getByRole('button', { name: 'Request my free survey' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(bookedText(first));

  // The business's email and the visitor's (with the calendar entry) name the time; the diary holds it.
  const [business] = await expectEmails(name, 1, copy.stateDir);
  expect(business?.text).toContain(slotText(first));
  expect(business?.text).toContain('14 Victoria Street');
  const [confirmation] = await expectVisitorEmails(email, 1, copy.stateDir);
  expect(confirmation?.text).toContain(bookedText(first));
  expect(readCalendar(confirmation?.calendars[0] ?? '')).toEqual(expect.objectContaining({ method: 'REQUEST', zone: 'Europe/London', start: ukInstant(first.date, WINDOW_HOURS[first.window][0]).toISOString() }));
  // Staff see it in the diary (axe at both widths once it also holds a block and a stranded booking, below).
  const staff = await freshPhone(browser, test.info(), 'staff');
  const diaryPage = staff.page;
  const dayIn = (date: string) => diaryPage.getByRole('region', { name: 'The next 14 days' }).getByRole('region', { name: new RegExp(`^${dayText(date)}`) });
  await signInToInbox(diaryPage, `${copy.site.origin}/leads/?view=diary&diary=grimsby`);
  await expect(dayIn(first.date).getByRole('link', { name })).toBeVisible();

  // The visitor moves it from their page, opened from the email's link in a fresh browser.
  const link = requestLinkIn(confirmation ?? { text: '' });
  // The calendar entry, which calendars share and sync, carries neither that link nor its secret: it points to the email.
  const invitation = (confirmation?.calendars[0] ?? '').replace(/\r\n[ \t]/g, '');
  expect(invitation).toContain('To change or cancel it\\, open your request from the link in our email\\, or call us on');
  expect(invitation).not.toContain(new URL(link).hash.slice(1).split('.')[1]);
  expect(invitation).not.toContain('/your-request/');
  expect(invitation).not.toMatch(/https?:\/\/\S*#/);
  const { context, page: mine } = await freshPhone(browser, test.info(), 'visitor');
  /** The window the visitor moves it to. */
  let next = first;
  try {
    await mine.goto(link);
    await islandsReady(mine);
    const survey = mine.getByRole('region', { name: 'Your survey' });
    await expect(survey.getByText(slotText(first))).toBeVisible();
    await survey.getByRole('button', { name: 'Change the time' }).click();
    const choices = mine.getByRole('group', { name: 'Choose a new time' }).getByRole('radio');
    await expect(choices.first()).toBeVisible();
    await axeAtBothWidths(mine);
    next = await windowOf(choices.first());
    await choices.first().check();
    await mine.getByRole('button', { name: 'Move my survey' }).click();
    await expect(survey.getByText(slotText(next))).toBeVisible();
    await expect(mine.getByRole('status')).toHaveText('Your survey has been moved.');
    expect((await diaryWindow(copy.site, 'grimsby', next.date, next.window))?.bookings.map((entry) => entry.name)).toEqual([name]);
    expect((await diaryWindow(copy.site, 'grimsby', first.date, first.window))?.bookings).toEqual([]);
    // The diary follows.
    await diaryPage.reload();
    await expect(dayIn(next.date).getByText(`${windowHours(next.window)}: 0 free of 1`)).toBeVisible();
    await expect(dayIn(first.date).getByText(`${windowHours(first.window)}: 1 free of 1`)).toBeVisible();
  } finally {
    await context.close();
  }

  // Staff block the day it first had, in a few taps: the form no longer offers that day.
  const settings = diaryPage.getByRole('region', { name: 'Set up this diary' });
  await settings.getByLabel('Date').fill(first.date);
  await settings.getByLabel(/^Reason/).fill('Surveyor on a course');
  await settings.getByRole('button', { name: 'Block' }).click();
  await expect(settings.getByText('Blocked. The booking forms no longer offer it.')).toBeVisible();
  // It was moved within that day (the next window of the same day): it stays booked, and is named for staff to move.
  expect(next.date).toBe(first.date);
  await expect(diaryPage.getByRole('article', { name: 'Survey diary: Grimsby' }).getByRole('alert')).toContainText(name);
  await expect(dayIn(first.date).getByRole('heading')).toContainText('Day off: Surveyor on a course');
  await axeAtBothWidths(diaryPage);
  await openOnCopy(page, booking);
  await expect(radios.first()).toBeVisible();
  expect((await windowOf(radios.first())).date).not.toBe(first.date);
  await expect(page.getByRole('group', { name: dayText(first.date) })).toHaveCount(0);

  // On the day (the booking brought to today in the diary's table): today's list, the address a map link, the phone a call link.
  const storage = await openStorage(copy.stateDir);
  try {
    await storage.run('UPDATE survey_bookings SET date = ? WHERE lead_id = (SELECT id FROM leads WHERE contact_name = ?)', ukCalendarDate(new Date()), name);
  } finally {
    await storage.dispose();
  }
  await diaryPage.reload();
  const today = diaryPage.getByRole('region', { name: /^Today's surveys/ });
  await expect(today.getByRole('link', { name })).toBeVisible();
  await expect(today.getByRole('link', { name: /14 Victoria Street, DN31 1AB/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=14%20Victoria%20Street%2C%20DN31%201AB$/);
  await expect(today.getByRole('link', { name: 'Call 07700 900188' })).toHaveAttribute('href', 'tel:+447700900188');
  await expectNoAxeViolations(diaryPage);
  await staff.context.close();
});

test('with the diary unreachable (a static host, or the Worker down): the preferred date and window, and the booking kept by the outbox until it can go ', async ({ page }) => {
  await openOnCopy(page, '/book-free-survey/');
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const form = page.getByRole('main').locator('form');
  const name = uniqueMarker('Tal');
  await fillContact(form, { name, phone: '07700 900189', email: `${name.toLowerCase()}@example.co.uk`, postcode: 'DN31 1AB' });
  await expect(form.getByText(BOOKING_MESSAGES.unavailable)).toBeVisible();
  await form.getByLabel('Preferred time').selectOption('afternoon');
  await humanPause(page);
  await form.getByRole('button', { name: 'Request my free survey' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We have kept it and will send it again automatically');
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { payload: Record<string, unknown> }[], OUTBOX_KEY);
  expect(kept.map((lead) => [lead.payload.name, lead.payload.timeWindow, 'slot' in lead.payload])).toEqual([[name, 'afternoon', false]]);
});

/** Books the first free window of a free home survey on this file's Worker copy; returns who, the window, the request sent and the answer. */
async function bookFirstWindow(page: Page, label: string, phone: string) {
  await setPlaces(copy.site, 'grimsby', ONE_PLACE);
  await openOnCopy(page, '/book-free-survey/');
  const form = page.getByRole('main').locator('form');
  const name = uniqueMarker(label);
  await fillContact(form, { name, phone, email: `${name.toLowerCase()}@example.co.uk`, postcode: 'DN31 1AB' });
  const radios = form.getByRole('group', { name: 'Choose a time for your home survey' }).getByRole('radio');
  await radios.first().check();
  const picked = await windowOf(radios.first());
  await form.getByLabel('First line of your address').fill('3 Abbey Walk');
  await humanPause(page);
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/leads/lead');
  await form.getByRole('button', { name: 'Request my free survey' }).click();
  const response = await answered;
  return { name, picked, sent: response.request().postDataJSON() as Record<string, unknown>, status: response.status(), answer: (await response.json()) as LeadAnswer };
}

test('a survey booked with a window carries a human check and gets its place: the answer holds the booking ', async ({ page }) => {
  const { name, picked, sent, status, answer } = await bookFirstWindow(page, 'Vera', '07700 900191');
  expect(sent[HUMAN_CHECK_FIELD]).toBe(TURNSTILE_TEST_TOKEN);
  expect(status).toBe(201);
  expect(answer).toEqual(expect.objectContaining({ verified: true, booking: expect.objectContaining(picked) }));
  expect(answer).not.toHaveProperty('slotNotHeld');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(bookedText(picked));
  expect((await diaryWindow(copy.site, 'grimsby', picked.date, picked.window))?.bookings.map((entry) => entry.name)).toContain(name);
  const stored = (await exportedFrom(copy.site.origin)).filter((record) => record.lead.name === name);
  expect(stored.map((record) => [record.verified, record.humanCheck])).toEqual([[true, 'passed']]);
});

test.describe('with Turnstile\'s script blocked (an extension, or offline)', () => {
  test.use({ humanCheck: 'blocked' });

  test('the booking goes without a human check, is stored unverified and holds no window; the thank-you says a person will call to fix the time ', async ({ page }) => {
    const { name, picked, sent, status, answer } = await bookFirstWindow(page, 'Wyn', '07700 900192');
    expect(sent).not.toHaveProperty(HUMAN_CHECK_FIELD);
    expect(sent.slot).toEqual(picked);
    expect(status).toBe(201);
    expect(answer).toEqual(expect.objectContaining({ verified: false, slotNotHeld: 'unverified' }));
    expect(answer).not.toHaveProperty('booking');
    const thanks = page.getByRole('main').getByRole('alert');
    await expect(thanks).toContainText(BOOKING_MESSAGES.notHeld(callBackBy(new Date(answer.receivedAt))));
    await expect(thanks).not.toContainText('Your survey is booked');
    // Stored, as the business reads it through the export, with no window held; the window is still free.
    await expect.poll(async () => (await exportedFrom(copy.site.origin)).filter((record) => record.lead.name === name).map((record) => [record.verified, record.humanCheck, record.booking])).toEqual([[false, 'missing', null]]);
    expect((await diaryWindow(copy.site, 'grimsby', picked.date, picked.window))?.bookings.map((entry) => entry.name) ?? []).not.toContain(name);
  });
});
