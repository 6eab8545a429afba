/**
 * The visitor's side of the loop in Chromium at phone width, over the real Worker (wrangler dev,
 * its queue writing every email as an .eml file, the tests' CRM receiver): "Email me this quote"
 * emails the quote at once, with a link that reopens the same quote, and the inbox says it went;
 * a survey booked from a quote without photos, then its page opened from the email's link in a
 * fresh browser, 2 photos added there, staff seeing them marked as added later and confirming the
 * price, the visitor's second email and their page saying it is confirmed until when, and the
 * visitor cancelling: the lead and its photos gone, the CRM told, the link saying so. Axe on every
 * state of the page at 390 and 1280 px. The page is private: the secret leaves the address as the
 * page is parsed (a reload reads it from the tab's storage), the page has a policy of its own that
 * allows only this site, none of the marketing chrome, and asks nothing of another origin.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page, Response } from '@playwright/test';
import { PAGES } from '../lib/shared/pages';
import { visitorPrivatePolicy } from '../lib/server/security';
import { TYPICAL_QUOTE } from '../lib/shared/quote/typical';
import { REQUEST_MESSAGES, holdsUntilText, priceAmount, priceHeadline } from '../lib/shared/contracts/your-request';
import { exportAuth, exportedFrom, expectStored, fillContact, humanPause, receivedWith, test, uniqueMarker } from './fixtures/leads';
import { expectVisitorEmails, requestLinkIn } from './fixtures/emails';
import { OUT } from './fixtures/built-site';
import { INBOX, signInToInbox } from './fixtures/inbox';
import { axeAtBothWidths, chrome, islandsReady, visit, watchProblems } from './fixtures/pages';
import { openSurveyFromResults, storeQuote } from './fixtures/quote';
import { PHONE_IN_DESKTOP, expect, freshPhone } from './fixtures/test';

test.use(PHONE_IN_DESKTOP);

/** A real photo, as a phone hands it over. */
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a9ba8' } }).jpeg().toBuffer();


/**
 * The visitor's own browser, fresh (nothing kept from the booking), opening their page's link from
 * the email, watched from the start: every request the page makes, policy violations and script
 * errors, and the address each script file saw when the page added it.
 */
async function openLinkFresh(browser: Browser, link: string, salt: string) {
  const { context, page } = await freshPhone(browser, test.info(), salt);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const problems = await watchProblems(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __scriptAddresses: string[] }).__scriptAddresses = seen;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) seen.push(window.location.href);
    }).observe(document, { childList: true, subtree: true });
  });
  // On the test's clock, as every lead form's page: the spam guard's fill time is moved, not waited for.
  await page.clock.install();
  const response = await page.goto(link);
  await islandsReady(page);
  return { context, page, response, requests, problems };
}

/** The page's own policy as served, in its header and its meta tag: each exactly what the build wrote for the page, only this site. */
async function expectPrivatePolicy(page: Page, response: Response | null) {
  const html = readFileSync(join(OUT, PAGES.yourRequest.path, 'index.html'), 'utf8');
  // The site-wide policy and the page's own, both enforced (wrangler may join them with a comma).
  const served = (await response?.headerValues('content-security-policy')) ?? [];
  const policies = served.flatMap((value) => value.split(',')).map((policy) => policy.trim());
  expect(policies.find((policy) => policy.startsWith("default-src 'none'"))).toBe(visitorPrivatePolicy(html, { header: true }));
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toBe(visitorPrivatePolicy(html));
  // No chat vendor, no other origin at all, nothing inline but by hash.
  for (const policy of [...policies, meta ?? '']) expect(policy).not.toMatch(/https?:|wss?:|intercom|unsafe-|\*/);
  expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(meta).toContain("connect-src 'self'");
}

test('"Email me this quote": one email to the visitor, written by the Worker, with the link that reopens the same quote; the inbox says the quote was emailed', async ({ page, browser }) => {
  await storeQuote(page, TYPICAL_QUOTE);
  await visit(page, '/boiler-results/');
  const reference = (await page.getByTestId('quote-reference').textContent()) ?? '';
  await page.getByRole('button', { name: 'Enter my email address' }).click();
  const form = page.getByRole('form', { name: 'Email me this quote' });
  const address = `${uniqueMarker('quin').toLowerCase()}@example.co.uk`;
  await form.getByLabel('Your email address').fill(address);
  await humanPause(page);
  await form.getByRole('button', { name: 'Email me this quote' }).click();
  await expect(form.getByRole('alert')).toContainText(`Quote ${reference} is on its way to ${address}`);

  const [email] = await expectVisitorEmails(address);
  expect(email?.subject).toContain(reference);
  const reopen = /https?:\/\/\S+\/boiler-results\/\?q=[A-Za-z0-9_-]+/.exec(email?.text ?? '')?.[0] ?? '';
  expect(reopen).not.toBe('');
  // Opened in a browser that never saw the quote: the same quote, the same reference.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const fresh = await context.newPage();
    await fresh.goto(reopen);
    await islandsReady(fresh);
    await expect(fresh.getByTestId('quote-reference')).toHaveText(reference);
  } finally {
    await context.close();
  }

  const [lead] = await expectStored(address);
  await expect.poll(async () => (await exportedFrom()).find((record) => record.id === lead?.id)?.visitorEmail.status).toBe('sent');
  await signInToInbox(page, `${INBOX}?lead=${lead?.id ?? ''}`);
  await expect(page.getByText(/Quote emailed to the visitor/).first()).toBeVisible();
});

test('a survey booked from a quote without photos: its page from the email, 2 photos added, the price confirmed by staff and emailed, then cancelled and gone', async ({ page, browser }) => {
  test.slow();
  // Booked from the results, with an email address and no photos.
  const form = await openSurveyFromResults(page);
  const name = uniqueMarker('Nia');
  const address = `${name.toLowerCase()}@example.co.uk`;
  await fillContact(form, { name, phone: '07700 900177', email: address, postcode: 'DN31 1AB' });
  await humanPause(page);
  await form.getByRole('button', { name: 'Request my free survey' }).click();
  await expect(page.getByText('Thank you. We have your request')).toBeVisible();
  const [stored] = await expectStored(name);
  const id = stored?.id ?? '';
  const quote = stored?.lead.quote as { reference: string; offer: { pricePence: number }; validUntil: string };

  // The confirmation, and its link opened in a fresh browser: the quote is there.
  const [confirmation] = await expectVisitorEmails(address);
  const link = requestLinkIn(confirmation ?? { text: '' });
  const visitor = await openLinkFresh(browser, link, 'visitor');
  const origin = new URL(link).origin;
  /** The page's address with nothing after its path. */
  const bare = `${origin}${PAGES.yourRequest.path}`;
  try {
    const mine = visitor.page;
    await expect(mine.getByText(quote.reference).first()).toBeVisible();
    await expect(mine.getByText('Received').first()).toBeVisible();
    // The secret left the address as the page was parsed: no script file the page added saw it.
    expect(mine.url()).toBe(bare);
    const addresses = await mine.evaluate(() => (window as unknown as { __scriptAddresses: string[] }).__scriptAddresses);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => address !== bare)).toEqual([]);
    // A policy of its own, and none of the marketing chrome: no offer countdown, Get Help, chat or prize draw.
    await expectPrivatePolicy(mine, visitor.response);
    await expect(chrome.countdown(mine)).toHaveCount(0);
    await expect(chrome.getHelpButton(mine)).toHaveCount(0);
    await expect(mine.locator('[data-module~="chat"], [data-module~="exit-intent"], [data-module~="countdown"]')).toHaveCount(0);
    await expect(chrome.header(mine).getByRole('link', { name: /^Call us on / })).toBeVisible();
    await expect(chrome.footer(mine).getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await axeAtBothWidths(mine);

    // Two photos added from the page, through the outbox (the photo adder loads when asked for).
    await mine.getByRole('button', { name: 'Add photos' }).click();
    await mine.getByLabel('Add photos').setInputFiles([
      { name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600) },
      { name: 'flue.jpg', mimeType: 'image/jpeg', buffer: await photo(600, 800) },
    ]);
    await humanPause(mine);
    await mine.getByRole('button', { name: 'Send photos' }).click();
    await expect(mine.getByText(REQUEST_MESSAGES.photosAdded(2))).toBeVisible();
    await expect(mine.getByText('Added later')).toHaveCount(2);
    await axeAtBothWidths(mine);

    // Staff see them marked, and confirm the price from them.
    await signInToInbox(page, `${INBOX}?lead=${id}`);
    await expect(page.getByText(/^Added later by the visitor/)).toHaveCount(2);
    await page.getByRole('button', { name: 'Confirm this price' }).click();
    const holds = holdsUntilText(quote.validUntil);
    const headline = priceHeadline({ state: 'confirmed' }, priceAmount(quote.offer.pricePence), holds);
    await expect(page.getByText(/^Price confirmed:/).first()).toBeVisible();

    // The visitor's second email, and their page, say so in those words.
    const emails = await expectVisitorEmails(address, 2);
    expect(emails[1]?.subject).toBe(headline);
    expect(emails[1]?.text).toContain(`holds until ${holds}`);
    // A reload: the address holds no token now; the page reads the one kept for the tab.
    await mine.reload();
    await islandsReady(mine);
    await expect(mine.getByText(headline)).toBeVisible();
    await expect(mine.getByText(`This price holds until ${holds}.`)).toBeVisible();
    expect(mine.url()).toBe(bare);
    await axeAtBothWidths(mine);
    await expect.poll(async () => (await receivedWith(id)).filter((forward) => forward.body.event === 'lead.updated').length).toBe(1);

    // Cancelled by the visitor: the confirm step, then gone everywhere.
    await mine.getByRole('button', { name: REQUEST_MESSAGES.cancelConfirm }).click();
    await axeAtBothWidths(mine);
    await mine.getByRole('button', { name: 'Yes, cancel and delete my details' }).click();
    await expect(mine.getByText(REQUEST_MESSAGES.cancelled)).toBeVisible();
    await axeAtBothWidths(mine);
    expect((await exportedFrom()).find((record) => record.id === id)).toBeUndefined();
    for (const n of [1, 2]) expect((await fetch(`${new URL(link).origin}/api/leads/photos/${id}/${n}`, { headers: exportAuth })).status).toBe(404);
    await expect.poll(async () => (await receivedWith(id)).map((forward) => forward.body.event)).toEqual(['lead.created', 'lead.updated', 'lead.deleted']);
    const last = await expectVisitorEmails(address, 3);
    expect(last[2]?.text).toContain('deleted');
    await mine.reload();
    await islandsReady(mine);
    await expect(mine.getByText(REQUEST_MESSAGES.gone)).toBeVisible();
    await axeAtBothWidths(mine);

    // All along (photos, cancel and reloads too): nothing asked of another origin, no policy violation, no script error.
    expect(visitor.requests.filter((url) => url.startsWith(`${origin}/api/`)).length).toBeGreaterThan(0);
    expect(visitor.requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin)).toEqual([]);
    expect(visitor.problems.filter((problem) => !problem.startsWith('console error:'))).toEqual([]);
  } finally {
    await visitor.context.close();
  }
});
