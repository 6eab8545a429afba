/**
 * The visitor's side of the loop in Chromium at phone width, over the real Worker (wrangler dev,
 * its queue writing every email as an .eml file, the tests' CRM receiver): "Email me this quote"
 * emails the quote at once, with a link that reopens the same quote, and the inbox says it went;
 * a survey booked from a quote without photos, then its page opened from the email's link in a
 * fresh browser, 2 photos added there, staff seeing them marked as added later and confirming the
 * price, the visitor's second email and their page saying it is confirmed until when, and the
 * visitor cancelling: the lead and its photos gone, the CRM told, the link saying so. Axe on every
 * state of the page at 390 and 1280 px.
 */
import sharp from 'sharp';
import type { Browser } from '@playwright/test';
import { TYPICAL_QUOTE } from '../lib/quote/typical';
import { REQUEST_MESSAGES, holdsUntilText, priceAmount, priceHeadline } from '../lib/your-request';
import { exportAuth, exportedFrom, expectStored, fillContact, humanPause, receivedWith, test, uniqueMarker } from './fixtures/leads';
import { expectVisitorEmails, requestLinkIn } from './fixtures/emails';
import { INBOX, signInToInbox } from './fixtures/inbox';
import { axeAtBothWidths, islandsReady, visit } from './fixtures/pages';
import { openSurveyFromResults, storeQuote } from './fixtures/quote';
import { PHONE_IN_DESKTOP, expect, freshPhone } from './fixtures/test';

test.use(PHONE_IN_DESKTOP);

/** A real photo, as a phone hands it over. */
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a9ba8' } }).jpeg().toBuffer();


/** The visitor's own browser, fresh (nothing kept from the booking), opening their page's link from the email. */
async function openLinkFresh(browser: Browser, link: string, salt: string) {
  const { context, page } = await freshPhone(browser, test.info(), salt);
  // On the test's clock, as every lead form's page: the spam guard's fill time is moved, not waited for.
  await page.clock.install();
  await page.goto(link);
  await islandsReady(page);
  return { context, page };
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
  try {
    const mine = visitor.page;
    await expect(mine.getByText(quote.reference).first()).toBeVisible();
    await expect(mine.getByText('Received').first()).toBeVisible();
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
    await mine.reload();
    await islandsReady(mine);
    await expect(mine.getByText(headline)).toBeVisible();
    await expect(mine.getByText(`This price holds until ${holds}.`)).toBeVisible();
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
  } finally {
    await visitor.context.close();
  }
});
