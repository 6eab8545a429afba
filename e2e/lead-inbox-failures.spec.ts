/**
 * Email sending failing, end to end, in Chromium on a copy of the Worker (fixtures/worker-instance.ts)
 * whose email is refused: the business listed an address Email Routing has not verified. Two leads
 * arrive: each is stored and answered 201 at once, and each email is tried and refused. One of them
 * has been failing for a day (its day of attempts moved back in D1, only its start: the Worker
 * itself gives it up at its next attempt), so it stands failed; the other is still pending. With
 * the address mended, the 5-minute sweep sends the pending one by itself; the one that gave up
 * waits for staff, who see it at the top of the list and on the lead's card, press Retry by
 * keyboard, and it goes. Checked by axe at 1280 and 390 px.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DELIVERY_GIVE_UP_HOURS } from '../lib/shared/contracts/inbox';
import { SWEEP_CRON } from '../worker/cron/schedule';
import { exportedFrom, uniqueMarker } from './fixtures/leads';
import { INBOX, signInToInbox } from './fixtures/inbox';
import { emailsWith, expectMailedOnce } from './fixtures/emails';
import { booking } from './fixtures/lead-bodies';
import { expectNoAxeViolations, fitsWidth } from './fixtures/pages';
import { openStorage } from './fixtures/storage';
import { clientAddress, expect, test } from './fixtures/test';
import { stateFolder, withWorker, type WorkerInstance } from './fixtures/worker-instance';

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

test('email sending failing: each lead is stored and answered 201 at once; a pending email goes when sending works again, one that gave up shows as failed with Retry, and Retry sends it', async ({ page }, info) => {
  const stateDir = stateFolder('inbox-failures', info);
  const marker = uniqueMarker('Unmailed');
  const lead = booking(marker);
  const pendingMarker = uniqueMarker('Unsent');
  const pendingLead = booking(pendingMarker);
  const post = (site: WorkerInstance, body: Record<string, unknown>) =>
    fetch(`${site.origin}/api/leads/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(info) }, body: JSON.stringify(body) });
  const emailOf = async (site: WorkerInstance, id: string) => (await exportedFrom(site.origin)).find((record) => record.id === id)?.email;
  try {
    await withWorker({ stateDir, fresh: true, env: { LEAD_NOTIFY_TO: UNVERIFIED } }, async (site) => {
      expect((await post(site, lead)).status).toBe(201);
      expect((await post(site, pendingLead)).status).toBe(201);
      expect((await exportedFrom(site.origin)).map((record) => record.id).sort()).toEqual([lead.leadId, pendingLead.leadId].sort());
      // Tried and refused (and tried again with backoff, worker/delivery/jobs.test.ts): the export says so, and nothing was written.
      for (const id of [lead.leadId, pendingLead.leadId]) await expect.poll(() => emailOf(site, id)).toEqual(expect.objectContaining({ status: 'pending', detail: expect.stringContaining('not allowed') }));
      expect([...emailsWith(marker, stateDir), ...emailsWith(pendingMarker, stateDir)]).toEqual([]);
      // A day of attempts has passed for the first (its start moved back: the Worker gives it up at its next attempt, which the sweep brings now).
      const storage = await openStorage(stateDir);
      try {
        const dayAgo = new Date(Date.now() - (DELIVERY_GIVE_UP_HOURS * 60 + 1) * 60_000).toISOString();
        await storage.run("UPDATE lead_jobs SET started_at = ?, next_at = ? WHERE lead_id = ? AND kind = 'email'", dayAgo, dayAgo, lead.leadId);
      } finally {
        await storage.dispose();
      }
      await site.scheduled(SWEEP_CRON);
      await expect.poll(() => emailOf(site, lead.leadId)).toEqual(expect.objectContaining({ status: 'failed', detail: expect.stringContaining('not allowed') }));
      expect(await emailOf(site, pendingLead.leadId)).toEqual(expect.objectContaining({ status: 'pending' }));
    });

    // The business lists the verified address again and deploys: the 5-minute sweep sends the pending email;
    // the one that gave up is not tried again until someone presses Retry.
    await withWorker({ stateDir, fresh: false }, async (site) => {
      await site.scheduled(SWEEP_CRON);
      await expectMailedOnce(site.origin, stateDir, pendingMarker);
      expect(emailsWith(marker, stateDir)).toEqual([]);
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
      expect(emailsWith(pendingMarker, stateDir)).toHaveLength(1);
    });
  } finally {
    rmSync(resolve(stateDir), { recursive: true, force: true });
  }
});
