/**
 * A delivery that gave up is seen and sent again from the lead inbox, in Chromium on a copy of the
 * Worker (fixtures/worker-instance.ts) whose email is refused: the business listed an address
 * Email Routing has not verified, as in lead-upkeep.spec.ts. The lead's email is tried and fails;
 * its day of attempts is then moved back a day in D1 (only its start: the Worker itself gives it
 * up), so it stands failed. With the address mended, staff see it at the top of the list and on
 * the lead's card, press Retry by keyboard, and the email goes. Checked by axe at 1280 and 390 px.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DELIVERY_GIVE_UP_HOURS } from '../lib/inbox';
import { SWEEP_CRON } from '../worker/cron/schedule';
import { exportedFrom, uniqueMarker } from './fixtures/leads';
import { INBOX, signInToInbox } from './fixtures/inbox';
import { emailsWith, expectMailedOnce } from './fixtures/emails';
import { booking } from './fixtures/lead-bodies';
import { expectNoAxeViolations, fitsWidth } from './fixtures/pages';
import { openStorage } from './fixtures/storage';
import { clientAddress, expect, test } from './fixtures/test';
import { stateFolder, withWorker } from './fixtures/worker-instance';

/** An address Email Routing has not verified: the send_email binding refuses it (wrangler.toml lists the verified ones). */
const UNVERIFIED = 'new-office@emberhomeheating.co.uk';

/** Moves keyboard focus forward with Tab until `name`d button has it (at most `tries` presses). */
async function tabTo(page: Page, name: string, tries = 20) {
  const button = page.getByRole('button', { name });
  for (let i = 0; i < tries; i += 1) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${name} was not reached with Tab`);
}

/** Nothing wider than the window. */

test('an email that gave up shows as failed in the list, with Retry; Retry, once the cause is mended, sends it', async ({ page }, info) => {
  const stateDir = stateFolder('inbox-failures', info);
  const marker = uniqueMarker('Unmailed');
  const lead = booking(marker);
  try {
    await withWorker({ stateDir, fresh: true, env: { LEAD_NOTIFY_TO: UNVERIFIED } }, async (site) => {
      const posted = await fetch(`${site.origin}/api/leads/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(info) }, body: JSON.stringify(lead) });
      expect(posted.status).toBe(201);
      await expect.poll(async () => (await exportedFrom(site.origin))[0]?.email).toEqual(expect.objectContaining({ status: 'pending', detail: expect.stringContaining('not allowed') }));
      // A day of attempts has passed (its start moved back: the Worker gives it up at its next attempt, which the sweep brings now).
      const storage = await openStorage(stateDir);
      try {
        const dayAgo = new Date(Date.now() - (DELIVERY_GIVE_UP_HOURS * 60 + 1) * 60_000).toISOString();
        await storage.run("UPDATE lead_jobs SET started_at = ?, next_at = ? WHERE lead_id = ? AND kind = 'email'", dayAgo, dayAgo, lead.leadId);
      } finally {
        await storage.dispose();
      }
      await site.scheduled(SWEEP_CRON);
      await expect.poll(async () => (await exportedFrom(site.origin))[0]?.email).toEqual(expect.objectContaining({ status: 'failed', detail: expect.stringContaining('not allowed') }));
    });

    // The business lists the verified address again and deploys; nothing is tried again until someone presses Retry.
    await withWorker({ stateDir, fresh: false }, async (site) => {
      await site.scheduled(SWEEP_CRON);
      await signInToInbox(page, `${site.origin}${INBOX}`);
      const failures = page.getByRole('region', { name: 'Deliveries that failed' });
      await expect(failures).toContainText('1 lead could not be emailed');
      const card = page.getByRole('list', { name: 'Leads' }).getByRole('link').filter({ hasText: marker });
      await expect(card).toContainText('Email to the business failed');
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => fitsWidth(page)).toBe(true);
      await expectNoAxeViolations(page);
      expect(emailsWith(marker, stateDir)).toEqual([]);

      await page.getByRole('heading', { level: 2 }).focus();
      await tabTo(page, 'Retry: 1 lead could not be emailed');
      await page.keyboard.press('Enter');
      const said = page.getByText(`1 email is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
      await expect(said).toBeVisible();
      await expect(page.locator(':focus')).toContainText('1 email is being sent again');
      await expect(failures).toBeHidden();
      await expect(card).not.toContainText('Email to the business failed');

      await expectMailedOnce(site.origin, stateDir, marker);
    });
  } finally {
    rmSync(resolve(stateDir), { recursive: true, force: true });
  }
});
