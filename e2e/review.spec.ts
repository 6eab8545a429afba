/**
 * A finished job's review, asked for and written in Chromium, over the shared site (wrangler dev): a
 * repair booking posted as its form sends it, marked won and its job marked done (October) through
 * the staff API; the 5-minute sweep (run through /__scheduled; the tests' Worker makes review
 * emails at any hour, REVIEW_EMAIL_HOURS) emails the invitation, with its one-click List-Unsubscribe;
 * the customer opens the link in it: the token leaves the address, a 1-star review is written and
 * sent by keyboard alone and shows as published (staff see it too), then changed and deleted from
 * the same page; a second customer's review, removed by staff only for a policy reason, is counted
 * under it on the reviews page; last, "no more emails" by one-click POST. Axe on the form at 390 and
 * 1280 px.
 */
import { CSRF_HEADER } from '../lib/shared/contracts/inbox';
import { REMOVAL_REASON_TEXT, REVIEW_MESSAGES, starsText, type PublishedReviews, type StaffReview } from '../lib/shared/contracts/reviews';
import { PAGES } from '../lib/shared/pages';
import { REVIEW_PAGE_WORDS } from '../components/islands/review/review-words';
import { expectVisitorEmails } from './fixtures/emails';
import { booking } from './fixtures/lead-bodies';
import { inboxSession } from './fixtures/inbox';
import { test } from './fixtures/leads';
import { axeAtBothWidths, islandsReady, watchProblems } from './fixtures/pages';
import { clientAddress, expect } from './fixtures/test';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN } = e2eEnv;

/** Every review as staff see them in the inbox. */
async function staffReviews(): Promise<StaffReview[]> {
  const { cookie } = await inboxSession();
  return (await (await fetch(`${E2E_ORIGIN}/api/leads/inbox/reviews`, { headers: { Cookie: cookie } })).json()) as StaffReview[];
}

/** A won booking whose job was finished in Grimsby in October, its invitation emailed: the review link and the one-click "no more" address. */
async function invitedJob(name: string): Promise<{ token: string; unsubscribe: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.co.uk`;
  const body = { ...booking(name), email };
  const posted = await fetch(`${E2E_ORIGIN}/api/leads/lead`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(test.info()) },
    body: JSON.stringify({ ...body, humanCheck: 'XXXX.DUMMY.TOKEN.XXXX' }),
  });
  expect(posted.status).toBe(201);
  const { cookie, csrf } = await inboxSession();
  const staff = (path: string, json: unknown) => fetch(`${E2E_ORIGIN}/api/leads/inbox/leads/${body.leadId}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: E2E_ORIGIN, Cookie: cookie, [CSRF_HEADER]: csrf }, body: JSON.stringify(json) });
  expect((await staff('status', { status: 'won' })).status).toBe(200);
  expect((await staff('job-done', { finishedOn: '2026-10-14', service: 'gas-boiler-installation', town: 'grimsby' })).status).toBe(200);
  // Long due: the sweep makes the invitation, and the queue emails it (after the booking's own confirmation).
  expect((await fetch(`${E2E_ORIGIN}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)).ok).toBe(true);
  const invitation = (await expectVisitorEmails(email, 2)).find((each) => each.text.includes(PAGES.review.path));
  expect(invitation?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const token = new RegExp(`https?://\\S+${PAGES.review.path}#(\\S+)`).exec(invitation?.text ?? '')?.[1] ?? '';
  return { token, unsubscribe: /^<(.+)>$/.exec(invitation?.headers['list-unsubscribe'] ?? '')?.[1] ?? '' };
}

test('a finished job\'s invitation is emailed; a 1-star review sent by keyboard from its link is published at once, then changed and deleted; staff remove one only for a policy reason, counted on the reviews page; no more emails by one click; the form is axe-clean at 390 and 1280 px', async ({ page }) => {
  const { token, unsubscribe } = await invitedJob('Ada Lovelace');
  // Under the private pages' policy (only this site): no violation and no script error from start to end.
  const problems = await watchProblems(page);
  await page.goto(`${PAGES.review.path}#${token}`);
  await islandsReady(page);
  // The secret left the address as the page was parsed.
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByText('Your job: Gas Boiler Installation in Grimsby, finished in October 2026.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Your review' });
  await expect(form.getByText(REVIEW_PAGE_WORDS.noIncentive)).toBeVisible();
  await axeAtBothWidths(page, 'form');

  // Keyboard only: into the stars, on to the words, the name, the consent, and send.
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '1 star' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'What we did' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('They left the old boiler in the garden.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: 'Ada L.' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: REVIEW_PAGE_WORDS.send })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText(REVIEW_MESSAGES.published);
  await expect(page.getByLabel(starsText(1))).toBeVisible();
  await expect(page.getByText('They left the old boiler in the garden.')).toBeVisible();
  expect((await staffReviews()).find((review) => review.leadId === token.split('.')[0])).toEqual(expect.objectContaining({ stars: 1, displayName: 'Ada L.', removed: null }));

  await page.getByRole('button', { name: REVIEW_PAGE_WORDS.change }).click();
  await page.getByRole('radio', { name: '2 stars' }).check();
  await page.getByRole('button', { name: REVIEW_PAGE_WORDS.save }).click();
  await expect(page.getByRole('status')).toHaveText(REVIEW_MESSAGES.updated);
  await expect(page.getByLabel(starsText(2))).toBeVisible();

  await page.getByRole('button', { name: REVIEW_PAGE_WORDS.delete }).click();
  await page.getByRole('button', { name: REVIEW_PAGE_WORDS.deleteYes }).click();
  await expect(page.getByRole('status')).toHaveText(REVIEW_MESSAGES.deleted);
  // A reload reads the token kept for the tab: the job is there, its review gone.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your review' })).toBeVisible();
  await expect(page.getByText('They left the old boiler in the garden.')).toHaveCount(0);
  expect(problems).toEqual([]);

  // Staff remove a review only for a policy reason, and the reviews page counts it under that reason.
  const other = await invitedJob('Bob Ng');
  const written = await fetch(`${E2E_ORIGIN}/api/review`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Origin: E2E_ORIGIN, 'CF-Connecting-IP': clientAddress(test.info(), 'bob') }, body: JSON.stringify({ token: other.token, review: { stars: 5, service: 'gas-boiler-installation', text: 'Call 07700 900999 for my neighbour Jo at 3 Elm Road.', nameStyle: 'initial', consent: true } }) });
  expect(written.status).toBe(200);
  const bob = (await staffReviews()).find((review) => review.leadId === other.token.split('.')[0]);
  const remove = async (body: unknown) => {
    const session = await inboxSession();
    return fetch(`${E2E_ORIGIN}/api/leads/inbox/reviews/${bob?.id ?? ''}/remove`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: E2E_ORIGIN, Cookie: session.cookie, [CSRF_HEADER]: session.csrf }, body: JSON.stringify(body) });
  };
  expect((await remove({ reason: 'I do not like it' })).status).toBe(400);
  expect((await remove({ reason: 'personal-details' })).status).toBe(200);
  const published = (await (await fetch(`${E2E_ORIGIN}/api/reviews/published`)).json()) as PublishedReviews;
  expect(published.reviews.map((review) => review.id)).not.toContain(bob?.id);
  expect(published.removed['personal-details']).toBeGreaterThanOrEqual(1);
  const reviewsPage = await (await fetch(`${E2E_ORIGIN}${PAGES.reviews.path}`)).text();
  expect(/<div[^>]*data-review-removals[^]*?<\/div>/.exec(reviewsPage)?.[0]).toContain(`${REMOVAL_REASON_TEXT['personal-details']}: ${published.removed['personal-details']}`);
  expect(reviewsPage.includes('07700 900999')).toBe(false);

  // "No more emails", as a mail client's one-click sends it (RFC 8058).
  const stop = await fetch(unsubscribe, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect([stop.status, await stop.text()]).toEqual([200, expect.stringContaining(REVIEW_MESSAGES.unsubscribed)]);
});
