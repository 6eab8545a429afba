/**
 * "Job done" in the lead inbox (/leads/) on the site's Worker (wrangler dev, local D1), in
 * Chromium: staff mark a won lead's job done by keyboard alone (the day prefilled with today, the
 * town with the lead's postcode's, the service chosen), see it in the lead's history with who, and
 * undo it with a reason; axe finds nothing in the control. The invitations it starts are the
 * Worker's tests' (worker/cron/review-mail.test.ts).
 */
import { expect } from '@playwright/test';
import { formatLongDate, ukCalendarDate } from '../lib/shared/time/dates';
import { JOB_CONTROL_ID } from '../components/staff/leads/lead-job';
import { expectStored, test, uniqueMarker } from './fixtures/leads';
import { INBOX, inboxSession, signInToInbox as signIn } from './fixtures/inbox';
import { expectNoAxeViolations } from './fixtures/pages';
import { clientAddress } from './fixtures/test';
import { booking } from './fixtures/lead-bodies';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN } = e2eEnv;

test('a won lead\'s job marked done by keyboard, kept in its history with who, and undone with a reason; axe finds nothing in the control', async ({ page }, info) => {
  const marker = uniqueMarker('Job');
  const lead = booking(marker);
  const posted = await fetch(`${E2E_ORIGIN}/api/leads/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(info, 'visitor') }, body: JSON.stringify(lead) });
  expect(posted.status).toBe(201);
  await expectStored(marker);
  // Won, as staff set it (the status form is the inbox's own tests').
  const session = await inboxSession();
  const won = await fetch(`${E2E_ORIGIN}/api/leads/inbox/leads/${lead.leadId}/status`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: E2E_ORIGIN, Cookie: session.cookie, 'X-CSRF-Token': session.csrf }, body: JSON.stringify({ status: 'won' }) });
  expect(won.status).toBe(200);

  await signIn(page, `${INBOX}?lead=${lead.leadId}`);
  const job = page.locator(`#${JOB_CONTROL_ID}`);
  const day = job.getByLabel('Day finished');
  await expect(day).toHaveValue(ukCalendarDate(new Date()));
  await expect(job.getByLabel('Town')).toHaveValue('hull');
  await expectNoAxeViolations(page, `#${JOB_CONTROL_ID}`);

  // By keyboard: the day kept as prefilled (a date field's Tab steps through its day, month and year), the service chosen by typing, Tab past the town, Enter on the button.
  await job.getByLabel('What was done').focus();
  await page.keyboard.type('Boiler Repair');
  await expect(job.getByLabel('What was done')).toHaveValue('boiler-repair');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(job.getByRole('button', { name: 'Mark job done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(job.getByText(`Job done on ${formatLongDate(ukCalendarDate(new Date()))}: Boiler Repair in Hull. Marked by staff key.`)).toBeVisible();
  await expect(page.getByText(`Job done on ${ukCalendarDate(new Date())} (boiler-repair hull) — by staff key`)).toBeVisible();

  // Undo asks why: the reason takes focus, typed, sent with Enter.
  await job.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  const reason = job.getByLabel('Why is the job not done?');
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page, `#${JOB_CONTROL_ID}`);
  await page.keyboard.type('Marked on the wrong lead');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Job done undone: Marked on the wrong lead — by staff key')).toBeVisible();
  await expect(job.getByRole('button', { name: 'Mark job done' })).toBeVisible();
});
