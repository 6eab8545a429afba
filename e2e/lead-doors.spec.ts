/**
 * The Worker's doors, over real HTTP on wrangler dev and in Chromium:
 *   - a malformed address gets 400 on every route, the inbox's and the photos' included, and a
 *     body that is not JSON, or larger than its limit, gets 400 or 413 (a sign-in's, unread);
 *   - signing in counts wrong keys only: the right key, however often, never uses the limit up;
 *   - a photo link from the lead's email, opened without a session, takes staff to sign in and
 *     then to the photo, and one opened from another site (webmail) with a session just opens;
 *   - the inbox page has a policy of its own that allows only this site, works under it, and a
 *     first visit logs nothing in the console;
 *   - the campaign report fits a phone without scrolling sideways;
 *   - behind Cloudflare Access (a Worker copy with ACCESS_* set, its team's keys served here):
 *     a request without a valid Access JWT is refused, and the lead's history shows who made each
 *     change.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { sign } from 'hono/jwt';
import { expect, type Page } from '@playwright/test';
import { staffPolicy } from '../lib/server/security';
import { CSRF_HEADER } from '../lib/shared/contracts/inbox';
import { INBOX, inboxSession, signInToInbox, staffKeyField } from './fixtures/inbox';
import { test, uniqueMarker } from './fixtures/leads';
import { photo, survey } from './fixtures/lead-bodies';
import { atBothWidths, clientAddress } from './fixtures/test';
import { expectNoAxeViolations, fitsWidth, visit, watchProblems } from './fixtures/pages';
import { stateFolder, withWorker } from './fixtures/worker-instance';
import { OUT } from './fixtures/built-site';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN, E2E_STAFF_KEY } = e2eEnv;
/** A broken escape: not UTF-8 once decoded. */
const MALFORMED = '%E0%A4%A';

/** Posts a survey with one photo straight to the receiver at `origin`; returns its id. */
async function postSurveyWithPhoto(label: string, address: string, { origin = E2E_ORIGIN, campaign }: { origin?: string; campaign?: Record<string, string> } = {}): Promise<string> {
  const lead = { ...survey(uniqueMarker(label)), ...(campaign ? { campaign } : {}) };
  const form = new FormData();
  form.append('lead', JSON.stringify(lead));
  form.append('photo', new Blob([await photo('jpeg', 400, 300)], { type: 'image/jpeg' }), 'boiler.jpg');
  form.append('photoKind', 'boiler');
  const response = await fetch(`${origin}/api/leads/lead`, { method: 'POST', body: form, headers: { 'CF-Connecting-IP': address } });
  expect(response.status).toBe(201);
  return lead.leadId;
}

test.describe('malformed addresses and bodies', () => {
  test('a malformed address gets 400 on every route, the inbox\'s and the photos\' included, never 500', async ({}, info) => {
    const address = clientAddress(info);
    const { cookie, csrf } = await inboxSession({ headers: { 'CF-Connecting-IP': address } });
    const id = crypto.randomUUID();
    const cases: [method: string, path: string][] = [
      ['GET', `/api/leads/${MALFORMED}`],
      ['DELETE', `/api/leads/${MALFORMED}`],
      ['POST', `/api/leads/callback${MALFORMED}`],
      ['GET', `/api/leads/export${MALFORMED}`],
      ['GET', `/api/leads/photos/${MALFORMED}/1`],
      ['GET', `/api/leads/photos/${id}/${MALFORMED}`],
      ['GET', `/api/leads/inbox/${MALFORMED}`],
      ['GET', `/api/leads/inbox/session${MALFORMED}`],
      ['POST', `/api/leads/inbox/session/${MALFORMED}`],
      ['GET', `/api/leads/inbox/leads/${MALFORMED}`],
      ['POST', `/api/leads/inbox/leads/${MALFORMED}/status`],
      ['POST', `/api/leads/inbox/leads/${id}/${MALFORMED}`],
      ['DELETE', `/api/leads/inbox/leads/${MALFORMED}`],
    ];
    for (const [method, path] of cases) {
      for (const headers of [{}, { Cookie: cookie, [CSRF_HEADER]: csrf, Origin: E2E_ORIGIN }] as Record<string, string>[]) {
        const response = await fetch(`${E2E_ORIGIN}${path}`, { method, headers: { ...headers, 'CF-Connecting-IP': address } });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
    }
  });

  test('bodies: JSON only, each within its limit; an oversize sign-in gets 413 before it is read', async ({}, info) => {
    const address = clientAddress(info);
    const headers = { 'CF-Connecting-IP': address, Origin: E2E_ORIGIN };
    const signIn = (body: string, type = 'application/json') => fetch(`${E2E_ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers: { ...headers, 'Content-Type': type }, body });
    expect((await signIn(`key=${E2E_STAFF_KEY}`, 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await signIn(JSON.stringify({ key: E2E_STAFF_KEY }), 'text/plain')).status).toBe(400);
    for (const body of ['{"key":', '[]', '"key"', 'null']) expect((await signIn(body)).status, body).toBe(400);
    // A sign-in is a few KB at most. (That it is refused before it is read is worker/http/inbox.test.ts's: wrangler dev's
    // local proxy takes in a whole body before the Worker sees the request.)
    expect((await signIn(JSON.stringify({ key: 'k'.repeat(64 * 1024) }))).status).toBe(413);
    // None of those was a wrong key: the right one still opens.
    const { cookie, csrf } = await inboxSession({ headers: { 'CF-Connecting-IP': address } });
    // A change: JSON of the right shape, no larger than a note.
    const id = await postSurveyWithPhoto('Bodies', address);
    const change = (body: string, type = 'application/json') => fetch(`${E2E_ORIGIN}/api/leads/inbox/leads/${id}/status`, { method: 'POST', headers: { ...headers, Cookie: cookie, [CSRF_HEADER]: csrf, 'Content-Type': type }, body });
    expect((await change('status=won', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await change('{"status":')).status).toBe(400);
    expect((await change('["won"]')).status).toBe(400);
    expect((await change(JSON.stringify({ status: 'won', note: 'n'.repeat(64 * 1024) }))).status).toBe(413);
    const lead = await fetch(`${E2E_ORIGIN}/api/leads/inbox/leads/${id}`, { headers: { ...headers, Cookie: cookie } });
    expect(((await lead.json()) as { status: string }).status).toBe('new');
    // A lead that is not JSON is the visitor's client's mistake, said as such.
    expect((await fetch(`${E2E_ORIGIN}/api/leads/callback`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{"firstName":' })).status).toBe(400);
  });
});

test.describe('signing in', () => {
  test('counts wrong keys only: the right key never uses the limit up; the tenth wrong one shuts the address out for a minute, right key or not', async ({}, info) => {
    // The binding counts in one-minute windows: a burst that straddles two is sent again from another address.
    for (let round = 0; round < 3; round += 1) {
      const headers = { 'Content-Type': 'application/json', Origin: E2E_ORIGIN, 'CF-Connecting-IP': clientAddress(info, `doors-${round}`) };
      const signIn = async (key: string) => (await fetch(`${E2E_ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers, body: JSON.stringify({ key }) })).status;
      const staff: number[] = [];
      for (let i = 0; i < 12; i += 1) staff.push(await signIn(E2E_STAFF_KEY));
      expect(staff).toEqual(Array(12).fill(200));
      const window = Math.floor(Date.now() / 60_000);
      const wrong: number[] = [];
      for (let i = 0; i < 10; i += 1) wrong.push(await signIn(`wrong-${i}`));
      if (Math.floor(Date.now() / 60_000) !== window) continue;
      expect(wrong).toEqual([...Array(9).fill(401), 429]);
      const shut = await fetch(`${E2E_ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers, body: JSON.stringify({ key: E2E_STAFF_KEY }) });
      expect(shut.status).toBe(429);
      expect(shut.headers.get('retry-after')).toBe('60');
      return;
    }
    throw new Error('Every burst straddled a minute');
  });
});

test.describe('a photo link from the lead\'s email', () => {
  test('opened without a session: sign in, then the photo, and Back is the lead; an API client gets 401', async ({ page }, info) => {
    const id = await postSurveyWithPhoto('Emailed', clientAddress(info, 'visitor'));
    const link = `/api/leads/photos/${id}/1`;
    const api = await fetch(`${E2E_ORIGIN}${link}`, { headers: { Accept: '*/*' } });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: expect.stringContaining('export token') });

    const opened = await page.goto(link);
    expect(new URL(page.url()).pathname).toBe(INBOX);
    expect(new URL(page.url()).searchParams.get('lead')).toBe(id);
    expect(opened?.request().redirectedFrom()?.url()).toBe(`${E2E_ORIGIN}${link}`);
    await expect(staffKeyField(page)).toBeVisible();
    await staffKeyField(page).fill(E2E_STAFF_KEY);
    const photoOpens = page.waitForResponse((response) => response.url() === `${E2E_ORIGIN}${link}` && response.request().isNavigationRequest());
    await page.getByRole('button', { name: 'Sign in' }).click();
    const shown = await photoOpens;
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('image/jpeg');
    // The response can arrive before the image document commits; Back is pressed once it has.
    await page.waitForURL(`${E2E_ORIGIN}${link}`);
    await page.goBack();
    await expect(page).toHaveURL(`${E2E_ORIGIN}${INBOX}?lead=${id}`);
    await expect(page.getByRole('heading', { name: 'Survey requested', level: 2 })).toBeVisible();
  });

  test('opened from another site (webmail) with a session: the photo opens at once (the cookie is SameSite=Lax)', async ({ page }, info) => {
    const id = await postSurveyWithPhoto('Webmail', clientAddress(info, 'visitor'));
    await signInToInbox(page);
    const link = `${E2E_ORIGIN}/api/leads/photos/${id}/1`;
    await page.route('https://webmail.example/inbox', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Webmail</title><a href="${link}">Open photo 1</a>` }));
    await page.goto('https://webmail.example/inbox');
    const [shown] = await Promise.all([page.waitForResponse(link), page.getByRole('link', { name: 'Open photo 1' }).click()]);
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('image/jpeg');
  });
});

test.describe('the inbox page', () => {
  test('has a policy of its own that allows only this site, in its header and its meta tag', async () => {
    const response = await fetch(`${E2E_ORIGIN}${INBOX}`);
    const header = response.headers.get('content-security-policy') ?? '';
    // The site-wide policy and the page's own, both enforced (a header sent twice is joined with a comma).
    const policies = header.split(',').map((policy) => policy.trim());
    const own = policies.find((policy) => policy.startsWith("default-src 'none'")) ?? '';
    for (const directive of ["default-src 'none'", "connect-src 'self'", "frame-ancestors 'none'", "form-action 'self'", "img-src 'self' data:", "font-src 'self'", "base-uri 'none'"]) expect(own).toContain(directive);
    expect(own).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    // Nothing of another origin anywhere: no chat vendor, no webhook.
    expect(header).not.toMatch(/https?:|wss:|intercom|\*/);
    const html = readFileSync(resolve(OUT, 'leads', 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
    expect(meta).toBe(staffPolicy(html));
    expect(own).toBe(staffPolicy(html, { header: true }));
    // Served as built.
    expect(await response.text()).toBe(html);
  });

  atBothWidths(() => {
    test('a first visit logs nothing, and the inbox works under its policy: sign in, a lead with its photo, a change, the report', async ({ page }, info) => {
      const campaign = uniqueMarker('winter-boiler-service-reminders').toLowerCase();
      const id = await postSurveyWithPhoto('Policy', clientAddress(info, 'visitor'), { campaign: { landingPage: '/gas-boiler-installation-in-grimsby/', utmSource: 'a-newsletter-with-a-long-name', utmMedium: 'email-to-past-customers', utmCampaign: campaign } });
      const problems = await watchProblems(page);
      const asked = page.waitForResponse((response) => response.url() === `${E2E_ORIGIN}/api/leads/inbox/session`);
      await visit(page, INBOX);
      expect((await asked).status()).toBe(200);
      await expect(staffKeyField(page)).toBeVisible();
      expect(problems).toEqual([]);

      await staffKeyField(page).fill(E2E_STAFF_KEY);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await visit(page, `${INBOX}?lead=${id}`);
      const image = page.getByRole('img', { name: 'Current boiler' });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
      await page.getByRole('button', { name: 'Save status' }).click();
      await expect(page.getByText('Status: Contacted — by staff key')).toBeVisible();
      await expect(page.getByText(/^Campaign: a-newsletter-with-a-long-name \/ email-to-past-customers \//)).toBeVisible();

      await visit(page, `${INBOX}?view=campaigns&days=90`);
      const table = page.getByRole('table', { name: /By campaign/ });
      await expect(table.getByRole('row').filter({ hasText: campaign })).toHaveText(`Campaign: a-newsletter-with-a-long-name / email-to-past-customers / ${campaign}10`);
      // Every column on screen, nothing scrolling sideways: not the page, not the table.
      expect(await fitsWidth(page)).toBe(true);
      expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  });
});

test.describe('behind Cloudflare Access', () => {
  const AUD = 'e2e-access-audience-tag';
  const TEAM = 'ember-e2e';
  const ISSUER = `https://${TEAM}.cloudflareaccess.com`;

  /** A key pair as Access has one, the public half published under its key id. */
  function accessKey(kid: string) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return { signing: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256' as const }, published: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
  }

  test('a request without a valid Access JWT is refused; with one, the history shows who made each change', async ({ browser }) => {
    // A Worker copy of its own to start, besides the shared one.
    test.slow();
    const team = accessKey('e2e-team-key');
    const stranger = accessKey('e2e-team-key');
    // The team's keys, served as Access serves them at <team>.cloudflareaccess.com/cdn-cgi/access/certs.
    const certs = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [team.published] })));
    await new Promise<void>((listening) => certs.listen(0, '127.0.0.1', listening));
    const certsUrl = `http://127.0.0.1:${(certs.address() as AddressInfo).port}/cdn-cgi/access/certs`;
    const stateDir = stateFolder('access');
    try {
      await withWorker({ stateDir, fresh: true, env: { ACCESS_AUD: AUD, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_CERTS_URL: certsUrl } }, async (site) => {
        const jwt = (email: string, key = team.signing, claims: Record<string, unknown> = {}) => sign({ email, aud: [AUD], iss: ISSUER, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, key);
        const id = await postSurveyWithPhoto('Access', clientAddress(test.info(), 'visitor'), { origin: site.origin });
        const session = (headers: Record<string, string>) => fetch(`${site.origin}/api/leads/inbox/session`, { headers });
        // Refused without the token, with one from another key, for another application, or expired: each saying why.
        const refusals: Record<string, string>[] = [
          {},
          { 'Cf-Access-Jwt-Assertion': await jwt('pat@business.co.uk', stranger.signing) },
          { 'Cf-Access-Jwt-Assertion': await jwt('pat@business.co.uk', team.signing, { aud: ['another-app'] }) },
          { Cookie: `CF_Authorization=${await jwt('pat@business.co.uk', team.signing, { exp: Math.floor(Date.now() / 1000) - 60 })}` },
        ];
        for (const headers of refusals) {
          const refused = await session(headers);
          expect(refused.status).toBe(403);
          expect(await refused.json()).toEqual({ error: expect.stringContaining('Cloudflare Access') });
        }
        expect((await session({ 'Cf-Access-Jwt-Assertion': await jwt('pat@business.co.uk') })).status).toBe(200);

        // Pat, let in by Access (its JWT on every request), signs in and works the lead.
        const context = await browser.newContext({ baseURL: site.origin, extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': await jwt('pat@business.co.uk') } });
        try {
          const page: Page = await context.newPage();
          await visit(page, `${INBOX}?lead=${id}`);
          await staffKeyField(page).fill(E2E_STAFF_KEY);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await expect(page.getByText('Signed in as pat@business.co.uk until')).toBeVisible();
          await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Lost' });
          await page.getByLabel('Why was it lost?').selectOption({ label: 'Price' });
          await page.getByRole('button', { name: 'Save status' }).click();
          await expect(page.getByText('Status: Lost (price) — by pat@business.co.uk')).toBeVisible();
          await page.getByLabel('Note', { exact: true }).fill('Went with a cheaper quote');
          await page.getByRole('button', { name: 'Save note' }).click();
          await expect(page.getByText('Note: Went with a cheaper quote — by pat@business.co.uk')).toBeVisible();
          // The session is Pat's alone: its cookie with Sam's Access sign-in opens nothing. (Over plain
          // http on this machine it is the cookie without Secure, which WebKit keeps there: worker/http/session.ts.)
          const cookie = (await context.cookies()).find((candidate) => candidate.name === 'leads_session');
          expect(cookie).toEqual(expect.objectContaining({ secure: false, httpOnly: true, sameSite: 'Lax', path: '/' }));
          const asSam = await fetch(`${site.origin}/api/leads/inbox/leads/${id}`, { headers: { Cookie: `${cookie?.name}=${cookie?.value}`, 'Cf-Access-Jwt-Assertion': await jwt('sam@business.co.uk') } });
          expect(asSam.status).toBe(401);
        } finally {
          await context.close();
        }
      });
    } finally {
      await new Promise((closed) => certs.close(closed));
      rmSync(resolve(stateDir), { recursive: true, force: true });
    }
  });
});
