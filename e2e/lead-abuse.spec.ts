/**
 * What keeps bots and floods from the business, over real HTTP on `wrangler dev` (local D1, the
 * lead queue, send_email writing .eml files, the tests' CRM receiver):
 *   - a bot's lead (no spam-guard readings, a filled hidden field, a form sent faster than a
 *     person can) is answered 201 like any other, and nothing of it is stored, emailed or forwarded;
 *   - the daily ceiling on new leads (a copy of the Worker with LEADS_PER_DAY_LIMIT set to 2,
 *     fixtures/worker-instance.ts) answers 503 with Retry-After to the end of the UTC day, the
 *     business gets one email about it however many are turned away, and the leads stored before
 *     it are emailed and forwarded as usual.
 * (The photo ceiling, the counting and the limits' configuration: worker/http/leads.test.ts,
 * worker/store/usage.test.ts, worker/http/abuse.test.ts.)
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { CEILING_MESSAGES } from '../worker/limits';
import { exportedFrom, expectReceived, receivedWith, storedWith, uniqueMarker } from './fixtures/leads';
import { emailsWith, expectEmails, sentEmails } from './fixtures/emails';
import { openStorage } from './fixtures/storage';
import { booking, callback } from './fixtures/lead-bodies';
import { clientAddress, expect, test } from './fixtures/test';
import { stateFolder, startWorker, type WorkerInstance } from './fixtures/worker-instance';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN, E2E_NOTIFY_TO } = e2eEnv;

/** Posts a lead as JSON to a site (the shared one unless given), from this test's own address (or the one `salt` makes: another network). */
function post(type: 'lead' | 'callback', lead: Record<string, unknown>, origin = E2E_ORIGIN, salt = ''): Promise<Response> {
  return fetch(`${origin}/api/leads/${type}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(test.info(), salt) }, body: JSON.stringify(lead) });
}

test('a bot\'s lead, without the spam guard\'s readings or failing them: answered 201 with its id, and nothing stored, emailed or forwarded', async () => {
  const marker = uniqueMarker('Botty');
  const bots = [
    { ...callback(`${marker} unread`), guard: undefined },
    { ...booking(`${marker} filled`), guard: { website: 'http://spam.example', fillMs: 30_000 } },
    { ...booking(`${marker} fast`), guard: { website: '', fillMs: 200 } },
  ];
  for (const bot of bots) {
    const response = await post('firstName' in bot ? 'callback' : 'lead', bot);
    expect(response.status).toBe(201);
    // Answered as a lead whose human check did not pass would be, so a bot cannot tell it was dropped.
    expect(await response.json()).toEqual({ id: bot.leadId, receivedAt: expect.stringMatching(/Z$/), confirmation: false, verified: false });
  }
  // A person's lead after them, to know when anything of theirs would have arrived.
  const person = booking(`${marker} person`);
  expect((await post('lead', person)).status).toBe(201);
  await expectEmails(person.name);
  await expectReceived(person.name);
  expect((await storedWith(marker)).map((record) => record.lead.name)).toEqual([person.name]);
  expect(emailsWith(marker).map((email) => email.subject)).toEqual([expect.stringContaining(person.name)]);
  expect((await receivedWith(marker)).map((forward) => (forward.body.lead as { name: string }).name)).toEqual([person.name]);
});

test.describe('the daily ceiling on new leads', () => {
  let stateDir = '';
  let site: WorkerInstance | undefined;

  test.beforeEach(async ({}, info) => {
    stateDir = stateFolder('ceiling', info);
    site = await startWorker({ stateDir, fresh: true, env: { LEADS_PER_DAY_LIMIT: '2' } });
  });

  test.afterEach(async () => {
    await site?.stop();
    rmSync(resolve(stateDir), { recursive: true, force: true });
  });

  /** The emails telling the business a ceiling was reached. */
  const ceilingEmails = () => sentEmails(stateDir).filter((email) => email.subject.startsWith('The website reached its daily limit'));

  const exported = () => exportedFrom(site?.origin);

  test('past it, 503 with Retry-After to the end of the day (UTC); the business gets one email about it; the leads before it are emailed and forwarded', async () => {
    const origin = site?.origin ?? '';
    const marker = uniqueMarker('Ceiling');
    const [first, second, third, fourth] = ['a', 'b', 'c', 'd'].map((tag) => booking(`${marker} ${tag}`));
    if (!first || !second || !third || !fourth) throw new Error('Four leads');
    // Each from a network of its own: one network may take only its share of the day (a twentieth, at least 1).
    expect((await post('lead', first, origin, 'a')).status).toBe(201);
    expect((await post('lead', second, origin, 'b')).status).toBe(201);

    for (const refused of [third, fourth]) {
      const before = new Date();
      const response = await post('lead', refused, origin, refused === third ? 'c' : 'd');
      const after = new Date();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: CEILING_MESSAGES.leads });
      // Seconds to the next midnight UTC, worked out here rather than by the Worker's own helper.
      const toMidnight = (at: Date) => Math.ceil((Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) - at.getTime()) / 1000);
      const wait = Number(response.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(toMidnight(before));
      expect(wait).toBeGreaterThanOrEqual(toMidnight(after));
    }
    // A resend of a lead stored before the ceiling is still answered as stored.
    expect((await post('lead', first, origin, 'a')).status).toBe(201);
    expect((await exported()).map((record) => record.lead.name).sort()).toEqual([first.name, second.name]);

    // The leads before it go on as usual: each emailed and forwarded once.
    for (const lead of [first, second]) {
      await expectEmails(lead.name, 1, stateDir);
      await expectReceived(lead.name);
    }
    await expect.poll(async () => (await exported()).map((record) => [record.email.status, record.forwarding.status])).toEqual([
      ['sent', 'forwarded'],
      ['sent', 'forwarded'],
    ]);
    // And the business is told, once, whatever else is turned away.
    await expect.poll(() => ceilingEmails().length).toBe(1);
    const [notice] = ceilingEmails();
    expect(notice?.subject).toBe('The website reached its daily limit of 2 new leads');
    expect(notice?.headers.to).toBe(E2E_NOTIFY_TO);
    expect(notice?.text).toContain('LEADS_PER_DAY_LIMIT');
    expect(emailsWith(marker, stateDir).filter((email) => email.text.includes(third.name) || email.text.includes(fourth.name))).toEqual([]);
    // One notice was made that day, sent once to each address, however many posts were turned away.
    const storage = await openStorage(stateDir);
    try {
      await expect.poll(async () => (await storage.jobs()).filter((job) => job.kind === 'notice')).toEqual([{ lead_id: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), kind: 'notice', notice: 'ceiling-leads', status: 'done', sent_to: JSON.stringify([E2E_NOTIFY_TO]) }]);
      expect((await storage.rows()).map((row) => row.id).sort()).toEqual([first.leadId, second.leadId].sort());
    } finally {
      await storage.dispose();
    }
    expect(ceilingEmails()).toHaveLength(1);
  });
});
