/**
 * Surveys booked into real free windows, over real HTTP on a copy of the Worker of this file's own
 * (wrangler dev, local D1; the shared site's diaries stay unset, so every other test's forms ask
 * for a preferred date as before): staff set places only with a session, its CSRF token and the
 * site's Origin; twenty visitors posting at once for the last place in a window get one 201 and
 * nineteen 409s, each with the windows still free, and one booking is stored; a window full, past
 * or closed is refused with the reason; the visitor's change and cancel release the place.
 * The same copy serves the browser tests of the booking form, the visitor's page and the diary.
 */
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { BOOKING_MESSAGES, bookedText, dayText, slotText, windowHours, type DiaryView, type SlotList, type SlotTaken } from '../lib/survey-booking';
import { CONSENT_KEY, CONSENT_VERSION } from '../lib/consent';
import { OUTBOX_KEY } from '../lib/leads';
import { encodeShareParam } from '../lib/quote/storage';
import { issueQuote } from '../lib/quote/reference';
import { TYPICAL_QUOTE } from '../lib/quote/typical';
import { WINDOW_HOURS, ukInstant, type FreeWindow, type SlotWindow, type WeeklyCapacity } from '../lib/survey-slots';
import { CSRF_HEADER } from '../lib/inbox';
import { REQUEST_TOKEN_HEADER } from '../lib/your-request';
import { addDays } from '../lib/dates';
import { ukCalendarDate } from '../lib/uk-time';
import { PERSON_GUARD } from '../lib/lead-rules';
import { inboxSession, signInToInbox } from './fixtures/inbox';
import { emailsWith, expectEmails, expectVisitorEmails, readCalendar, requestLinkIn } from './fixtures/emails';
import { expectNoAxeViolations, fitsWidth, islandsReady } from './fixtures/pages';
import { openStorage } from './fixtures/storage';
import { humanPause, test, uniqueMarker } from './fixtures/leads';
import { clientAddress, expect } from './fixtures/test';
import { stateFolder, startWorker, type WorkerInstance } from './fixtures/worker-instance';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_REQUEST_LINK_KEY } = e2eEnv;

/** Worksop's diary: one place in each window, Monday to Saturday. */
const ONE_PLACE: WeeklyCapacity = Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 1, afternoon: 1, 'late-afternoon': 1 }]));
/** A postcode Worksop's surveyors serve. */
const WORKSOP = 'S80 2AA';

test.describe.configure({ mode: 'serial' });

let site: WorkerInstance;
let stateDir = '';

test.beforeAll(async ({}, info) => {
  stateDir = stateFolder('diary', info);
  site = await startWorker({ stateDir, fresh: true });
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(resolve(stateDir), { recursive: true, force: true });
});

/** A booking of a home survey in Worksop for `slot`, as the form sends it. */
const booking = (slot: { date: string; window: string }, extra: Record<string, unknown> = {}) => {
  const name = uniqueMarker('Robin');
  return {
  leadId: crypto.randomUUID(),
  guard: PERSON_GUARD,
  name,
  phone: '+447700900123',
  email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.co.uk`,
  postcode: WORKSOP,
  preferredDate: slot.date,
  timeWindow: slot.window,
  message: '',
  source: 'book-free-survey',
  timestamp: new Date().toISOString(),
  slot,
  addressLine: '3 Bridge Street',
  ...extra,
  };
};

const post = (body: Record<string, unknown>, address: string) =>
  fetch(`${site.origin}/api/leads/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: JSON.stringify(body) });

const freeWindows = async (): Promise<FreeWindow[]> => {
  const answer = await fetch(`${site.origin}/api/survey-slots?survey=home&postcode=${encodeURIComponent(WORKSOP)}`, { headers: { 'CF-Connecting-IP': clientAddress(test.info()) } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as SlotList).windows;
};

/** The token of a lead's page, as the README says the link is made. */
const tokenOf = (id: string) => `${id}.${createHmac('sha256', E2E_REQUEST_LINK_KEY).update(`request-link:${id}`).digest('base64url')}`;

test('staff set the places only with a session, its CSRF token and the site\'s Origin; twenty visitors at once for the last place: one 201, nineteen 409s with the windows still free, one booking', async () => {
  const weekly = JSON.stringify({ weekly: ONE_PLACE });
  const url = `${site.origin}/api/leads/inbox/diary/worksop/weekly`;
  const json = { 'Content-Type': 'application/json' };
  expect((await fetch(url, { method: 'PUT', headers: { ...json, Origin: site.origin }, body: weekly })).status).toBe(401);
  const { cookie, csrf } = await inboxSession({ origin: site.origin });
  expect((await fetch(url, { method: 'PUT', headers: { ...json, Origin: site.origin, Cookie: cookie }, body: weekly })).status).toBe(403);
  expect((await fetch(url, { method: 'PUT', headers: { ...json, Origin: 'https://elsewhere.example', Cookie: cookie, [CSRF_HEADER]: csrf }, body: weekly })).status).toBe(403);
  expect((await fetch(`${site.origin}/api/leads/inbox/diary/worksop/blocks`, { method: 'POST', headers: { ...json, Origin: site.origin }, body: JSON.stringify({ date: addDays(ukCalendarDate(new Date()), 3) }) })).status).toBe(401);
  // Before staff set it, the form is told to ask for a preferred date.
  expect(await (await fetch(`${site.origin}/api/survey-slots?survey=home&postcode=S80%202AA`)).json()).toEqual({ notSetUp: true });
  expect((await fetch(url, { method: 'PUT', headers: { ...json, Origin: site.origin, Cookie: cookie, [CSRF_HEADER]: csrf }, body: weekly })).status).toBe(200);

  const [last] = await freeWindows();
  if (!last) throw new Error('no free window');
  // The figure README Measurements quotes: the 14 days' list, answered over loopback, median of 10 in a row.
  const times: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const started = performance.now();
    await freeWindows();
    times.push(performance.now() - started);
  }
  test.info().annotations.push({ type: 'slot list for 14 days, median of 10', description: `${times.sort((a, b) => a - b)[5]?.toFixed(1)} ms` });
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => post(booking({ date: last.date, window: last.window }), clientAddress(test.info(), `race-${n}`))));
  test.info().annotations.push({ type: '20 bookings at once, all answered', description: `${((Date.now() - started) / 1000).toFixed(2)} s` });
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
  for (const answer of answers.filter((entry) => entry.status === 409)) {
    const taken = (await answer.json()) as SlotTaken;
    expect(taken.error).toBe(BOOKING_MESSAGES.slotTaken);
    expect(taken.slotTaken).toBe(true);
    expect(taken.windows.length).toBeGreaterThan(0);
    expect(taken.windows.some((window) => window.start === last.start)).toBe(false);
  }
  const storage = await openStorage(stateDir);
  try {
    expect(await storage.all("SELECT lead_id FROM survey_bookings WHERE diary = 'worksop' AND cancelled_at IS NULL")).toHaveLength(1);
  } finally {
    await storage.dispose();
  }
  expect((await freeWindows()).some((window) => window.start === last.start)).toBe(false);
});

test('a window full, past or closed is refused with the reason; the visitor\'s change and cancel release the place', async () => {
  const address = clientAddress(test.info());
  const windows = await freeWindows();
  const [first, second] = windows as [FreeWindow, FreeWindow];
  const today = ukCalendarDate(new Date());
  const sunday = Array.from({ length: 8 }, (_, n) => addDays(today, n + 1)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0) as string;

  const mine = booking({ date: first.date, window: first.window });
  const started = performance.now();
  const made = await post(mine, address);
  test.info().annotations.push({ type: 'a booking answered', description: `${(performance.now() - started).toFixed(1)} ms` });
  expect(made.status).toBe(201);
  expect(((await made.json()) as { booking: Record<string, unknown> }).booking).toEqual({ diary: 'worksop', date: first.date, window: first.window, start: first.start, end: first.end, addressLine: '3 Bridge Street' });

  const full = await post(booking({ date: first.date, window: first.window }), clientAddress(test.info(), 'full'));
  expect(full.status).toBe(409);
  expect(((await full.json()) as SlotTaken).error).toBe(BOOKING_MESSAGES.slotTaken);
  const refusals: [Record<string, unknown>, string][] = [
    [booking({ date: today, window: 'late-afternoon' }, { preferredDate: '' }), BOOKING_MESSAGES.slotPast],
    [booking({ date: sunday, window: 'morning' }), BOOKING_MESSAGES.slotClosed],
  ];
  for (const [body, reason] of refusals) {
    const answer = await post(body, clientAddress(test.info(), reason));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toEqual({ slot: reason });
  }

  // Their confirmation carries the booking as a calendar entry, in Europe/London.
  const [confirmation] = await expectVisitorEmails(mine.email, 1, stateDir);
  expect(confirmation?.text).toContain(bookedText(first));
  const booked = readCalendar(confirmation?.calendars[0] ?? '');
  expect(booked).toEqual(expect.objectContaining({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', zone: 'Europe/London', start: first.start, end: first.end }));

  // The visitor moves it from their page: the old window is free again, the new one is not.
  const token = tokenOf(mine.leadId);
  const change = (body: Record<string, unknown>) =>
    fetch(`${site.origin}/api/your-request/booking`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: site.origin, 'CF-Connecting-IP': address }, body: JSON.stringify({ token, ...body }) });
  const offered = (await (await fetch(`${site.origin}/api/your-request/slots`, { headers: { [REQUEST_TOKEN_HEADER]: token, 'CF-Connecting-IP': address } })).json()) as SlotList;
  expect(offered.windows.some((window) => window.start === second.start)).toBe(true);
  const moved = await change({ action: 'move', slot: { date: second.date, window: second.window } });
  expect(moved.status).toBe(200);
  expect(((await moved.json()) as { booking: { date: string; window: string } }).booking).toEqual(expect.objectContaining({ date: second.date, window: second.window, cancelled: false }));
  let free = await freeWindows();
  expect(free.some((window) => window.start === first.start)).toBe(true);
  expect(free.some((window) => window.start === second.start)).toBe(false);
  // Emailed an entry that replaces the last (same UID, higher SEQUENCE); the business told of the visitor's change.
  const movedEmail = (await expectVisitorEmails(mine.email, 2, stateDir))[1];
  expect(readCalendar(movedEmail?.calendars[0] ?? '')).toEqual(expect.objectContaining({ method: 'REQUEST', uid: booked.uid, sequence: 1, start: second.start, end: second.end }));
  await expect.poll(() => emailsWith(mine.name, stateDir).map((email) => email.subject)).toContainEqual(expect.stringContaining(`moved their survey to ${slotText(second)}`));
  // Cancelled: that place is free again.
  const cancelled = await change({ action: 'cancel' });
  expect(cancelled.status).toBe(200);
  expect(((await cancelled.json()) as { booking: { cancelled: boolean } }).booking.cancelled).toBe(true);
  free = await freeWindows();
  expect(free.some((window) => window.start === second.start)).toBe(true);
  const cancelEmail = (await expectVisitorEmails(mine.email, 3, stateDir))[2];
  expect(readCalendar(cancelEmail?.calendars[0] ?? '')).toEqual(expect.objectContaining({ method: 'CANCEL', status: 'CANCELLED', uid: booked.uid, sequence: 2 }));
});

/** Staff save a diary's places over HTTP, as the inbox does. */
async function setPlaces(diary: string, weekly: WeeklyCapacity) {
  const { cookie, csrf } = await inboxSession({ origin: site.origin });
  const saved = await fetch(`${site.origin}/api/leads/inbox/diary/${diary}/weekly`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Origin: site.origin, Cookie: cookie, [CSRF_HEADER]: csrf }, body: JSON.stringify({ weekly }) });
  expect(saved.status).toBe(200);
}

/** The diary's bookings of a window, as the inbox reads them. */
async function diaryWindow(diary: string, date: string, window: string) {
  const { cookie } = await inboxSession({ origin: site.origin });
  const view = (await (await fetch(`${site.origin}/api/leads/inbox/diary`, { headers: { Cookie: cookie } })).json()) as DiaryView;
  return view.diaries.find((entry) => entry.diary === diary)?.days.find((day) => day.date === date)?.windows.find((entry) => entry.window === window);
}

/** Axe on the page as it stands, at desktop width then back at the phone's, from the top (the sticky header lies over what passes under it). */
async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    expect(await fitsWidth(page)).toBe(true);
  }
}

/** A page on this file's Worker copy, once its scripts have taken over. */
async function openOnCopy(page: Page, path: string) {
  await page.goto(`${site.origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'ready');
  await islandsReady(page);
}

/** A fresh browser at phone width for another person (the visitor on another device, staff), from their own address, who has answered the cookie banner already (fixtures/test.ts). */
async function freshPage(browser: Browser, salt: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress(test.info(), salt) } });
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: CONSENT_KEY, value: JSON.stringify({ choice: 'rejected', version: CONSENT_VERSION, at: '2026-01-01T00:00:00.000Z' }) });
  return { context, page: await context.newPage() };
}

/** The window a picker's radio stands for (its value is `<date> <window>`). */
async function windowOf(radio: Locator): Promise<{ date: string; window: SlotWindow }> {
  const [date = '', window = ''] = ((await radio.getAttribute('value')) ?? '').split(' ');
  return { date, window: window as SlotWindow };
}

test('at 390 px: a postcode, the first free window picked by keyboard, booked with a photo; the thank-you, both emails and the diary name it; the visitor moves it and the diary follows; a day blocked is no longer offered @phone-only', async ({ page, browser }) => {
  test.slow();
  await setPlaces('grimsby', ONE_PLACE);
  const booking = `/book-free-survey/?q=${encodeShareParam(TYPICAL_QUOTE, issueQuote(new Date()))}`;
  await openOnCopy(page, booking);
  const form = page.getByRole('main').locator('form');
  // Booked from a quote: its postcode is there already, and the free windows follow.
  await expect(form.getByLabel('Postcode')).toHaveValue(TYPICAL_QUOTE.postcode ?? '');
  const picker = form.getByRole('group', { name: 'Choose a time for your home survey' });
  const radios = picker.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  await expect(form.getByLabel('Preferred date')).toHaveCount(0);
  await axeAtBothWidths(page);

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
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone number').pressSequentially('07700 900188');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First line of your address').fill('14 Victoria Street');
  await form.getByLabel('Add photos').setInputFiles([{ name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9ba8' } }).jpeg().toBuffer() }]);
  await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(1);
  await humanPause(page);
  await form.getByRole('button', { name: 'Request my free survey' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(bookedText(first));

  // The business's email and the visitor's (with the calendar entry) name the time; the diary holds it.
  const [business] = await expectEmails(name, 1, stateDir);
  expect(business?.text).toContain(slotText(first));
  expect(business?.text).toContain('14 Victoria Street');
  const [confirmation] = await expectVisitorEmails(email, 1, stateDir);
  expect(confirmation?.text).toContain(bookedText(first));
  expect(readCalendar(confirmation?.calendars[0] ?? '')).toEqual(expect.objectContaining({ method: 'REQUEST', zone: 'Europe/London', start: ukInstant(first.date, WINDOW_HOURS[first.window][0]).toISOString() }));
  // Staff see it in the diary (axe at both widths once it also holds a block and a stranded booking, below).
  const staff = await freshPage(browser, 'staff');
  const diaryPage = staff.page;
  const dayIn = (date: string) => diaryPage.getByRole('region', { name: 'The next 14 days' }).getByRole('region', { name: new RegExp(`^${dayText(date)}`) });
  await signInToInbox(diaryPage, `${site.origin}/leads/?view=diary&diary=grimsby`);
  await expect(dayIn(first.date).getByRole('link', { name })).toBeVisible();

  // The visitor moves it from their page, opened from the email's link in a fresh browser.
  const link = requestLinkIn(confirmation ?? { text: '' });
  const { context, page: mine } = await freshPage(browser, 'visitor');
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
    expect((await diaryWindow('grimsby', next.date, next.window))?.bookings.map((entry) => entry.name)).toEqual([name]);
    expect((await diaryWindow('grimsby', first.date, first.window))?.bookings).toEqual([]);
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
  const storage = await openStorage(stateDir);
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

test('with the diary unreachable (a static host, or the Worker down): the preferred date and window, and the booking kept by the outbox until it can go @phone-only', async ({ page }) => {
  await openOnCopy(page, '/book-free-survey/');
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const form = page.getByRole('main').locator('form');
  const name = uniqueMarker('Tal');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone number').pressSequentially('07700 900189');
  await form.getByLabel('Email').fill(`${name.toLowerCase()}@example.co.uk`);
  await form.getByLabel('Postcode').fill('DN31 1AB');
  await expect(form.getByText(BOOKING_MESSAGES.unavailable)).toBeVisible();
  await form.getByLabel('Preferred time').selectOption('afternoon');
  await humanPause(page);
  await form.getByRole('button', { name: 'Request my free survey' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We have kept it and will send it again automatically');
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { payload: Record<string, unknown> }[], OUTBOX_KEY);
  expect(kept.map((lead) => [lead.payload.name, lead.payload.timeWindow, 'slot' in lead.payload])).toEqual([[name, 'afternoon', false]]);
});
