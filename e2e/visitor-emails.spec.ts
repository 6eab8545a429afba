/**
 * The visitor's side of the loop over real HTTP on `wrangler dev` (local D1, the lead queue,
 * send_email writing .eml files): a lead with an email address gets the business one email and the
 * visitor one email of their own, with the reference, the price and the link to their request's
 * page, once however often the browser sends the lead again; a lead without an address gets the
 * visitor none; a copy of the Worker without the visitor's binding sends none and fails nothing;
 * and the page's address answers a wrong, an expired and an unknown secret alike (404), and the
 * tenth wrong one from an address in a minute 429.
 */
import { createHmac } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatPence } from '../lib/shared/format/money';
import { REQUEST_MESSAGES, REQUEST_TOKEN_HEADER } from '../lib/shared/contracts/your-request';
import { exportAuth, exportedFrom, uniqueMarker } from './fixtures/leads';
import { expectEmails, expectVisitorEmails, requestLinkIn, visitorEmailsTo } from './fixtures/emails';
import { openStorage } from './fixtures/storage';
import { callback, survey } from './fixtures/lead-bodies';
import { clientAddress, expect, test } from './fixtures/test';
import { stateFolder, withWorker } from './fixtures/worker-instance';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN, E2E_NOTIFY_TO, E2E_REQUEST_LINK_KEY } = e2eEnv;
const ROOT = resolve(__dirname, '..');
const DAY = 24 * 60 * 60 * 1000;

/** Posts a lead as JSON to a site (the shared one unless given), from this test's own address. */
function post(type: 'lead' | 'callback', lead: Record<string, unknown>, origin = E2E_ORIGIN): Promise<Response> {
  return fetch(`${origin}/api/leads/${type}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(test.info()) }, body: JSON.stringify(lead) });
}

/** A survey booked from the typical quote by a visitor whose address no other test uses. */
function surveyFrom(label: string) {
  const name = uniqueMarker(label);
  return { ...survey(name), email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.co.uk` };
}

/** The secret of a lead's link, worked out here as docs/configuration.md ("REQUEST_LINK_KEY") says the Worker makes it (HMAC-SHA256 of "request-link:<id>" with REQUEST_LINK_KEY, base64url). */
const secretOf = (id: string) => createHmac('sha256', E2E_REQUEST_LINK_KEY).update(`request-link:${id}`).digest('base64url');

/** Asks for a request's page as the page does, from `address`. */
const openRequest = (origin: string, token: string, address: string) => fetch(`${origin}/api/your-request`, { headers: { [REQUEST_TOKEN_HEADER]: token, 'CF-Connecting-IP': address } });

test('a survey with an email: one email to the business and one to the visitor, with the reference, the price and their page; sent again, no second; a callback without an email, none to a visitor', async () => {
  const lead = surveyFrom('Vera');
  expect((await post('lead', lead)).status).toBe(201);
  const answeredAt = Date.now();
  const [business] = await expectEmails(lead.name);
  expect(business?.headers.to).toBe(E2E_NOTIFY_TO);
  const [mine] = await expectVisitorEmails(lead.email);
  // Within a minute of the 201 (docs/measurements.md has the figure): the queue, not the clock, sets it.
  const after = ((mine?.writtenAt ?? Infinity) - answeredAt) / 1000;
  test.info().annotations.push({ type: 'confirmation written after the 201', description: `${after.toFixed(2)} s` });
  expect(after).toBeLessThan(60);
  expect(mine?.headers['reply-to']).toBe(E2E_NOTIFY_TO);
  expect(mine?.subject).toContain(lead.quote.reference);
  for (const part of [mine?.text ?? '', mine?.html ?? '']) {
    expect(part).toContain(lead.quote.reference);
    expect(part).toContain(formatPence(lead.quote.offer.pricePence).replace('.00', ''));
  }
  const link = requestLinkIn(mine ?? { text: '' });
  expect(link).toBe(`${E2E_ORIGIN}/your-request/#${lead.leadId}.${secretOf(lead.leadId)}`);
  // The link opens the request's page.
  const opened = await openRequest(E2E_ORIGIN, new URL(link).hash.slice(1), clientAddress(test.info()));
  expect(opened.status).toBe(200);
  expect(opened.headers.get('cache-control')).toContain('no-store');
  expect(await opened.json()).toEqual(expect.objectContaining({ id: lead.leadId, quote: expect.objectContaining({ reference: lead.quote.reference }) }));

  // The browser's outbox sends it again (an answer that came too late): stored once, emailed once.
  expect((await post('lead', lead)).status).toBe(201);
  expect((await post('lead', lead)).status).toBe(201);
  // A callback without an email after it, to know when anything more would have been sent.
  const later = callback(uniqueMarker('Walt'));
  expect((await post('callback', later)).status).toBe(201);
  await expectEmails(later.firstName);
  await expect.poll(async () => (await exportedFrom()).find((record) => record.id === lead.leadId)?.visitorEmail).toEqual(expect.objectContaining({ status: 'sent' }));
  expect(visitorEmailsTo(lead.email)).toHaveLength(1);
  expect((await exportedFrom()).find((record) => record.id === later.leadId)?.visitorEmail).toEqual(expect.objectContaining({ status: 'off' }));
});

test.describe('a copy of the Worker without the visitor email binding, and the page\'s secrets', () => {
  let stateDir = '';
  let config = '';

  test.beforeEach(({}, info) => {
    stateDir = stateFolder('visitor', info);
    // wrangler.toml as it is, less the VISITOR_EMAIL binding (live and preview): a business on the free plan.
    config = `wrangler.e2e-${info.workerIndex}-${Date.now().toString(36)}.toml`;
    const toml = readFileSync(resolve(ROOT, 'wrangler.toml'), 'utf8');
    const without = toml.replace(/\[\[(env\.preview\.)?send_email\]\]\nname = "VISITOR_EMAIL"\n[^[]*/g, '');
    expect(without).not.toContain('name = "VISITOR_EMAIL"');
    expect(without.match(/\[\[(env\.preview\.)?send_email\]\]/g)).toHaveLength(2);
    writeFileSync(resolve(ROOT, config), without);
  });

  test.afterEach(() => {
    rmSync(resolve(ROOT, stateDir), { recursive: true, force: true });
    rmSync(resolve(ROOT, config), { force: true });
  });

  test('no visitor email and no failure without the binding; a wrong, an expired and an unknown secret answer the same 404; the tenth wrong one in a minute 429', async () => {
    const lead = surveyFrom('Olga');
    const old = surveyFrom('Otto');
    await withWorker({ stateDir, fresh: true, config }, async (site) => {
      expect((await post('lead', lead, site.origin)).status).toBe(201);
      expect((await post('lead', old, site.origin)).status).toBe(201);
      await expectEmails(lead.name, 1, stateDir);
      await expectEmails(old.name, 1, stateDir);
      await expect.poll(async () => (await exportedFrom(site.origin)).find((record) => record.id === lead.leadId)?.email).toEqual(expect.objectContaining({ status: 'sent' }));
      const record = (await exportedFrom(site.origin)).find((entry) => entry.id === lead.leadId);
      expect(record?.visitorEmail).toEqual(expect.objectContaining({ status: 'off' }));
      expect(visitorEmailsTo(lead.email, stateDir)).toEqual([]);
      expect((await fetch(`${site.origin}/api/leads/export`, { headers: exportAuth })).status).toBe(200);

      // The page still opens from its link (the business can send it by hand).
      const address = clientAddress(test.info(), 'secrets');
      expect((await openRequest(site.origin, `${lead.leadId}.${secretOf(lead.leadId)}`, address)).status).toBe(200);

      // A link past REQUEST_LINK_DAYS: the lead's date moved back, as time would.
      const storage = await openStorage(stateDir);
      try {
        await storage.run('UPDATE leads SET received_at = ? WHERE id = ?', new Date(Date.now() - 91 * DAY).toISOString(), old.leadId);
      } finally {
        await storage.dispose();
      }
      const wrong = `${lead.leadId}.${secretOf(crypto.randomUUID())}`;
      const expired = `${old.leadId}.${secretOf(old.leadId)}`;
      const unknownId = crypto.randomUUID();
      const unknown = `${unknownId}.${secretOf(unknownId)}`;
      const answers = [];
      for (const token of [wrong, expired, unknown]) {
        const response = await openRequest(site.origin, token, address);
        answers.push({ status: response.status, body: await response.text(), type: response.headers.get('content-type'), cache: response.headers.get('cache-control') });
      }
      expect(answers[0]).toEqual({ status: 404, body: JSON.stringify({ error: REQUEST_MESSAGES.notFound }), type: expect.stringContaining('application/json'), cache: expect.stringContaining('no-store') });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // Six more wrong guesses make nine in the minute; the tenth is refused, and so is the right one from that address for now.
      for (let guess = 4; guess <= 9; guess += 1) expect((await openRequest(site.origin, wrong, address)).status).toBe(404);
      const tenth = await openRequest(site.origin, wrong, address);
      expect(tenth.status).toBe(429);
      expect(tenth.headers.get('retry-after')).toBe('60');
      expect(await tenth.json()).toEqual({ error: REQUEST_MESSAGES.tooMany });
      // Another address is not held back by this one's guesses.
      expect((await openRequest(site.origin, `${lead.leadId}.${secretOf(lead.leadId)}`, clientAddress(test.info(), 'other'))).status).toBe(200);
    });
  });
});
