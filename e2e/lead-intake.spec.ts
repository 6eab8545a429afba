/**
 * Each way a script could turn the site against the business or its visitors (issue 41's security
 * review), tried over real HTTP against the Worker on wrangler dev (a copy of its own, with its
 * Grimsby diary set up), each request from the client address the test chooses (CF-Connecting-IP,
 * which wrangler passes through): none does harm now. The Worker's unit tests hold the rules one by
 * one (worker/http/intake.test.ts, human-check.test.ts, your-request.test.ts).
 */
import { createHmac } from 'node:crypto';
import { HUMAN_CHECK_FIELD } from '../lib/shared/forms/human-check';
import { BOOKING_MESSAGES, type SlotList } from '../lib/shared/survey/booking';
import type { FreeWindow } from '../lib/shared/survey/slots';
import { REQUEST_MESSAGES, REQUEST_TOKEN_HEADER } from '../lib/shared/contracts/your-request';
import { CEILING_MESSAGES, LEADS_PER_DAY_DEFAULT, MOVES_PER_REQUEST_PER_DAY, UNVERIFIED_SHARE_OF_LEADS } from '../worker/limits';
import { emailsWith, expectEmails, expectVisitorEmails, sentEmails, visitorEmailsTo } from './fixtures/emails';
import { survey, surveyBooking } from './fixtures/lead-bodies';
import { exportedFrom, uniqueMarker } from './fixtures/leads';
import { expect, test } from './fixtures/test';
import { ONE_PLACE, diaryCopy, setPlaces } from './fixtures/diary';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_REQUEST_LINK_KEY, E2E_NOTIFY_TO } = e2eEnv;

test.describe.configure({ mode: 'serial' });

const copy = diaryCopy('intake');

/** A postcode Grimsby's surveyors serve. */
const GRIMSBY = 'DN31 1AB';

test.beforeAll(async () => {
  await setPlaces(copy.site, 'grimsby', ONE_PLACE);
});

/** Posts a lead to the copy as from `address`; `body` as a script would send it. */
const post = (body: Record<string, unknown>, address: string) =>
  fetch(`${copy.site.origin}/api/leads/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: JSON.stringify(body) });

/** A home survey booked in Grimsby for `slot` by a person of their own; `extra` over it. */
const booking = (slot: { date: string; window: string } | undefined, extra: Record<string, unknown> = {}) => surveyBooking('Robin', GRIMSBY, slot, extra);

const freeWindows = async (): Promise<FreeWindow[]> => ((await (await fetch(`${copy.site.origin}/api/survey-slots?survey=home&postcode=${encodeURIComponent(GRIMSBY)}`, { headers: { 'CF-Connecting-IP': '10.9.9.9' } })).json()) as SlotList).windows;

/** The token of a lead's page, as docs/configuration.md ("REQUEST_LINK_KEY") says the link is made. */
const tokenOf = (id: string) => `${id}.${createHmac('sha256', E2E_REQUEST_LINK_KEY).update(`request-link:${id}`).digest('base64url')}`;

/** Runs `count` calls, `parallel` at a time. */
async function inBatches<T>(count: number, parallel: number, call: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) results.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, k) => call(start + k)))));
  return results;
}

test('the phishing lead: a script naming a victim gets no email sent to them; a person who passes the check gets one with none of the typed text', async () => {
  const victim = `${uniqueMarker('victim').toLowerCase()}@example.co.uk`;
  const lure = uniqueMarker('URGENT your account is locked, sign in at https://evil.example/login ');
  const phishing = { ...booking(undefined, { name: 'Microsoft Security', email: victim, message: lure, source: 'book-a-repair' }), [HUMAN_CHECK_FIELD]: undefined };
  expect((await post(phishing, '198.51.100.7')).status).toBe(201);
  // The business has it (marked Not verified), the victim has nothing.
  const [business] = await expectEmails(lure, 1, copy.stateDir);
  expect(business?.headers.subject).toMatch(/^Not verified: /);
  expect(visitorEmailsTo(victim, copy.stateDir)).toEqual([]);

  // With a human check that passes, the address gets its confirmation, carrying none of what was typed.
  const person = booking(undefined, { name: 'Microsoft Security', email: victim, message: lure, source: 'book-a-repair' });
  expect((await post(person, '198.51.100.8')).status).toBe(201);
  const [confirmation] = await expectVisitorEmails(victim, 1, copy.stateDir);
  expect(confirmation?.text).not.toContain('evil.example');
  expect(confirmation?.text).not.toContain('URGENT');
});

test('36 scripted bookings without a valid token, from eight networks: each stored unverified, none takes a place, and visitors still see every window', async () => {
  const before = await freeWindows();
  const [window] = before;
  if (!window) throw new Error('no free window');
  const leads = Array.from({ length: 36 }, (_, n) => booking({ date: window.date, window: window.window }, { [HUMAN_CHECK_FIELD]: n % 2 ? 'forged-token' : undefined }));
  const answers = await inBatches(36, 12, (n) => post(leads[n] as Record<string, unknown>, `203.0.${113 + (n % 8)}.${10 + Math.floor(n / 8)}`));
  expect(answers.map((answer) => answer.status)).toEqual(Array(36).fill(201));
  for (const answer of answers) expect(await answer.json()).toMatchObject({ verified: false, slotNotHeld: 'unverified', confirmation: false });
  const ours = new Set(leads.map((lead) => lead.leadId));
  const stored = (await exportedFrom(copy.site.origin)).filter((record) => ours.has(record.id));
  expect(stored.map((record) => record.humanCheck).sort()).toEqual([...Array(18).fill('failed'), ...Array(18).fill('missing')]);
  expect(stored.filter((record) => record.booking !== null)).toEqual([]);
  expect(await freeWindows()).toEqual(before);
});

/** Unverified posts from one /24: half as many again as the whole unverified pool (its share of the copy's leads a day, wrangler.toml's, held to LEADS_PER_DAY_DEFAULT), so a network that could fill the pool would. */
const FLOOD = Math.round(LEADS_PER_DAY_DEFAULT * UNVERIFIED_SHARE_OF_LEADS * 1.5);

test(`${FLOOD} unverified posts from one /24, more than the unverified pool, fill only that network's share; a verified lead from elsewhere is then stored, emailed to the business, and its visitor emailed`, async () => {
  const answers = await inBatches(FLOOD, 25, (n) => post({ ...booking(undefined, { source: 'book-a-repair', message: 'Boiler shows F28' }), [HUMAN_CHECK_FIELD]: undefined }, `192.0.2.${1 + (n % 250)}`).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as { error?: string } })));
  const stored = answers.filter((answer) => answer.status === 201);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.length).toBeLessThanOrEqual(5);
  expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.body.error}`))).toEqual(new Set([`503 ${CEILING_MESSAGES.share}`]));

  const marker = uniqueMarker('Verified');
  const lead = booking(undefined, { name: marker, source: 'book-a-repair', message: 'Boiler shows F28' });
  const answer = await post(lead, '198.51.100.200');
  expect([answer.status, await answer.json()]).toEqual([201, expect.objectContaining({ verified: true, confirmation: true })]);
  await expectEmails(marker, 1, copy.stateDir);
  await expectVisitorEmails(lead.email, 1, copy.stateDir);
});

test('three photo posts of 12 MB from one network: the first taken, the others refused unread; another visitor\'s photos are taken', async () => {
  // Four photos as a phone takes them (HEIC, judged by their first bytes), 2.9 MiB each: 12.2 MB in all.
  const heic = () => {
    const bytes = new Uint8Array(Math.round(2.9 * 1024 * 1024));
    bytes.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic')]);
    return new Blob([bytes], { type: 'image/heic' });
  };
  const withPhotos = (count: number, size: () => Blob) => {
    const form = new FormData();
    form.append('lead', JSON.stringify(survey(uniqueMarker('Photos'))));
    for (let n = 0; n < count; n += 1) form.append('photo', size(), `photo-${n + 1}.heic`);
    return form;
  };
  const send = (form: FormData, address: string) => fetch(`${copy.site.origin}/api/leads/lead`, { method: 'POST', headers: { 'CF-Connecting-IP': address }, body: form });
  const statuses = [];
  for (const address of ['198.18.7.1', '198.18.7.2', '198.18.7.3']) statuses.push((await send(withPhotos(4, heic), address)).status);
  expect(statuses).toEqual([201, 413, 413]);
  const other = await send(withPhotos(1, heic), '198.18.9.1');
  expect(other.status).toBe(201);
  const { id } = (await other.json()) as { id: string };
  expect((await exportedFrom(copy.site.origin)).find((record) => record.id === id)?.photos).toHaveLength(1);
});

test('a resend with another person\'s lead id and other details is answered without that lead\'s booking or address', async () => {
  const [window] = await freeWindows();
  if (!window) throw new Error('no free window');
  const lead = booking({ date: window.date, window: window.window });
  const first = await post(lead, '198.51.100.30');
  expect(((await first.json()) as { booking?: unknown }).booking).toBeTruthy();
  const probe = await post({ ...booking(undefined), leadId: lead.leadId }, '198.51.100.31');
  expect(probe.status).toBe(201);
  const said = await probe.text();
  expect(JSON.parse(said)).toEqual({ id: lead.leadId, receivedAt: expect.any(String), confirmation: false, verified: true });
  expect(said).not.toContain('Bridge Street');
});

test(`40 moves on one token: ${MOVES_PER_REQUEST_PER_DAY} succeed, then "call us"; the business gets one notice, the next not before 15 minutes`, async () => {
  const windows = await freeWindows();
  const [first, a, b] = windows as [FreeWindow, FreeWindow, FreeWindow];
  const lead = booking({ date: first.date, window: first.window });
  expect((await post(lead, '198.51.100.40')).status).toBe(201);
  const token = tokenOf(lead.leadId);
  const statuses: number[] = [];
  for (let n = 0; n < 40; n += 1) {
    const to = n % 2 ? b : a;
    const answer = await fetch(`${copy.site.origin}/api/your-request/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: copy.site.origin, 'CF-Connecting-IP': `198.51.100.${41 + (n % 8)}` },
      body: JSON.stringify({ token, action: 'move', slot: { date: to.date, window: to.window } }),
    });
    statuses.push(answer.status);
    if (answer.status === 429) expect((await answer.json()) as unknown).toEqual({ error: BOOKING_MESSAGES.tooManyChanges('01632 960100') });
  }
  expect(statuses).toEqual([...Array(MOVES_PER_REQUEST_PER_DAY).fill(200), ...Array(40 - MOVES_PER_REQUEST_PER_DAY).fill(429)]);
  // One email to the business about this request's changes; its row waits out the gap before any next one.
  await expect.poll(() => emailsWith(lead.name, copy.stateDir).filter((email) => /moved their survey/.test(email.headers.subject ?? '')).length).toBe(1);
  // The 5-minute sweep queues every job that is due: the next notice is not (it waits out its 15 minutes).
  await copy.site.scheduled('*/5 * * * *');
  expect(emailsWith(lead.name, copy.stateDir).filter((email) => /moved their survey/.test(email.headers.subject ?? ''))).toHaveLength(1);
  // The visitor hears of each move that was made, no more.
  await expect.poll(() => visitorEmailsTo(lead.email, copy.stateDir).length).toBeGreaterThanOrEqual(2);
  expect(visitorEmailsTo(lead.email, copy.stateDir).length).toBeLessThanOrEqual(1 + MOVES_PER_REQUEST_PER_DAY);
  expect(sentEmails(copy.stateDir).filter((email) => email.headers.to === E2E_NOTIFY_TO && email.text.includes(lead.leadId)).length).toBeLessThanOrEqual(2);
});

test('an erased id with a wrong secret is answered as an unknown one, and counted; only its own link learns it was erased', async () => {
  const lead = booking(undefined, { source: 'book-a-repair', message: 'Boiler shows F28' });
  expect((await post(lead, '198.51.100.60')).status).toBe(201);
  const own = tokenOf(lead.leadId);
  const cancelled = await fetch(`${copy.site.origin}/api/your-request/cancel`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: copy.site.origin, 'CF-Connecting-IP': '198.51.100.60' }, body: JSON.stringify({ token: own }) });
  expect(cancelled.status).toBe(200);
  const open = (token: string, address: string) => fetch(`${copy.site.origin}/api/your-request`, { headers: { [REQUEST_TOKEN_HEADER]: token, 'CF-Connecting-IP': address } });
  const wrong = await open(`${lead.leadId}.${'A'.repeat(43)}`, '198.51.100.61');
  const unknown = await open(`${crypto.randomUUID()}.${'A'.repeat(43)}`, '198.51.100.61');
  expect([wrong.status, await wrong.json()]).toEqual([404, { error: REQUEST_MESSAGES.notFound }]);
  expect([unknown.status, await unknown.json()]).toEqual([404, { error: REQUEST_MESSAGES.notFound }]);
  expect(wrong.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  // Each wrong try counts: the tenth in a minute from one address is refused.
  const more = [];
  for (let n = 0; n < 8; n += 1) more.push((await open(`${lead.leadId}.${'B'.repeat(43)}`, '198.51.100.61')).status);
  expect(more).toEqual([...Array(7).fill(404), 429]);
  expect((await open(own, '198.51.100.62')).status).toBe(410);
});
