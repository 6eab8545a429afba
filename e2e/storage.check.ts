/**
 * The lead receiver's storage itself, D1 and R2, read directly once every other browser test has
 * run (the "storage" project of playwright.config.ts depends on the others): whatever the tests
 * sent, refused, resent or cut off, every lead is whole and stored once, the business was
 * emailed every lead, once, and every visitor of a verified lead who gave an address was emailed
 * once about theirs, no address more than its daily cap of confirmations, no unverified lead's.
 */
import type { StoredPhoto } from '../worker/lead/model';
import { sentEmails } from './fixtures/emails';
import { openStorage, REFUSED } from './fixtures/storage';
import { expect, test } from './fixtures/test';
import { isVerified, type HumanCheckOutcome } from '../lib/shared/forms/human-check';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '../worker/limits';

test('every lead is whole: each row\'s photos are in R2 at their size, every object belongs to a row, no refused lead, no claim left', async () => {
  const storage = await openStorage();
  try {
    const rows = await storage.rows();
    // The run stored leads (the browser tests and the receiver's own send them), so this checks something.
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.filter((row) => row.lead.includes(REFUSED)).map((row) => row.id)).toEqual([]);

    const objects = new Map((await storage.objects('leads/')).map((object) => [object.key, object.size]));
    const listed = new Map<string, number>();
    for (const row of rows) {
      for (const photo of JSON.parse(row.photos) as StoredPhoto[]) {
        expect(photo.key.startsWith(`leads/${row.id}/photo-`)).toBe(true);
        listed.set(photo.key, photo.bytes);
      }
    }
    expect(listed.size).toBeGreaterThan(0);
    expect(objects).toEqual(listed);
    expect(await storage.claims()).toEqual([]);

    // One email per lead, for every lead: each email names its lead in its Message-ID. (The last
    // leads of the run may still be on the queue: it settles within seconds.)
    const emailed = () => sentEmails().map((email) => /<lead-([0-9a-f-]{36})\.1@/.exec(email.headers['message-id'] ?? '')?.[1] ?? email.file);
    await expect.poll(() => rows.filter((row) => !emailed().includes(row.id)).map((row) => row.id)).toEqual([]);
    const ids = emailed();
    expect(ids.length - new Set(ids).size).toBe(0);

    // And every verified lead that gave an email address, its visitor one email of their own (their
    // confirmation, or their quote), up to CONFIRMATIONS_PER_ADDRESS_PER_DAY an address (the rest
    // held back); an unverified lead's address none.
    const confirmed = () => sentEmails().flatMap((email) => /<visitor-([0-9a-f-]{36})@/.exec(email.headers['message-id'] ?? '')?.[1] ?? []);
    const withAddress = rows.filter((row) => row.contact_email !== null);
    const verified = withAddress.filter((row) => isVerified(row.human_check as HumanCheckOutcome));
    expect(verified.length).toBeGreaterThan(10);
    const perAddress = (ids: readonly string[]) => {
      const counts = new Map<string, number>();
      for (const row of withAddress) if (ids.includes(row.id)) counts.set(row.contact_email ?? '', (counts.get(row.contact_email ?? '') ?? 0) + 1);
      return counts;
    };
    await expect
      .poll(() => {
        const sent = perAddress(confirmed());
        // A verified lead not confirmed is one whose address had its day's confirmations already.
        return verified.filter((row) => !confirmed().includes(row.id) && (sent.get(row.contact_email ?? '') ?? 0) < CONFIRMATIONS_PER_ADDRESS_PER_DAY).map((row) => row.id);
      })
      .toEqual([]);
    const visitorIds = confirmed();
    expect(visitorIds.length - new Set(visitorIds).size).toBe(0);
    expect(Math.max(...perAddress(visitorIds).values())).toBeLessThanOrEqual(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(withAddress.filter((row) => !isVerified(row.human_check as HumanCheckOutcome) && visitorIds.includes(row.id))).toEqual([]);
  } finally {
    await storage.dispose();
  }
});
