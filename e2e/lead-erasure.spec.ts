/**
 * Erased means erased, over real HTTP on the site's Worker (wrangler dev: local D1, R2, the lead
 * queue and send_email, no mocks): once a lead is erased, the visitor's browser sending it again by
 * its id (its outbox does, for up to 30 days and on "Send again") is answered as stored, and
 * nothing is stored, emailed or forwarded; the CRM is told of the erasure once. Read back as the
 * business reads it: the export and the photo links, the .eml files wrangler writes, and the
 * records of the tests' webhook receiver on 127.0.0.1. (The race with an erasure half-way through
 * a resend: worker/store/leads/erasure.test.ts.)
 */
import { exportAuth, expectReceived, expectStored, receivedWith, storedWith, uniqueMarker } from './fixtures/leads';
import { emailsWith, expectEmails } from './fixtures/emails';
import { booking, photo, survey } from './fixtures/lead-bodies';
import { clientAddress, expect, test } from './fixtures/test';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN } = e2eEnv;

/** Sends a lead as the booking form does with a photo: multipart, the lead as JSON in `lead`; returns the answer. */
async function sendWithPhoto(lead: { leadId: string }, jpeg: Uint8Array, visitor: string) {
  const body = new FormData();
  body.append('lead', JSON.stringify(lead));
  body.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'boiler.jpg');
  body.append('photoKind', 'boiler');
  const response = await fetch(`${E2E_ORIGIN}/api/leads/lead`, { method: 'POST', body, headers: { 'CF-Connecting-IP': visitor } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The CRM's events about one lead, as the webhook receiver recorded them. */
async function crmEvents(id: string): Promise<string[]> {
  return (await receivedWith(id)).map((forward) => String(forward.body.event));
}

test('an erased lead sent again by its id 3 times is answered 201, and stored, emailed and forwarded nowhere; the CRM gets one lead.deleted', async ({}, info) => {
  const marker = uniqueMarker('Erased');
  const lead = survey(marker);
  const jpeg = await photo('jpeg');
  // Sent, stored, emailed and forwarded once.
  expect((await sendWithPhoto(lead, jpeg, clientAddress(info, 'first'))).status).toBe(201);
  const [stored] = await expectStored(marker);
  await expectEmails(marker);
  await expect.poll(() => crmEvents(lead.leadId)).toEqual(['lead.created']);
  // The visitor asks to be forgotten: the business erases the lead.
  const erased = await fetch(`${E2E_ORIGIN}/api/leads/${lead.leadId}`, { method: 'DELETE', headers: exportAuth });
  expect(erased.status).toBe(200);
  await expect.poll(() => crmEvents(lead.leadId)).toEqual(['lead.created', 'lead.deleted']);

  // Their browser still has it, and sends it again, photo and all, three times (a retry each from a new address: the limit is not what stops it).
  for (let time = 1; time <= 3; time += 1) {
    expect(await sendWithPhoto(lead, jpeg, clientAddress(info, `resend-${time}`))).toEqual({ status: 201, body: { id: lead.leadId, receivedAt: expect.stringMatching(/Z$/), confirmation: false, verified: true } });
  }
  expect(await storedWith(marker)).toEqual([]);
  expect((await fetch(stored?.photos[0]?.url ?? '', { headers: exportAuth })).status).toBe(404);
  // A lead sent after the resends is emailed and forwarded: anything the resends had queued would have gone by then.
  const later = booking(uniqueMarker('AfterErased'));
  expect((await fetch(`${E2E_ORIGIN}/api/leads/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(info, 'later') }, body: JSON.stringify(later) })).status).toBe(201);
  await expectEmails(later.name);
  await expectReceived(later.name);
  expect(emailsWith(marker)).toHaveLength(1);
  expect(await crmEvents(lead.leadId)).toEqual(['lead.created', 'lead.deleted']);
  expect(await storedWith(marker)).toEqual([]);
});
