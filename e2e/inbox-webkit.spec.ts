/**
 * The lead inbox in WebKit (Safari's engine), over plain http on this machine, as `npm start`
 * serves it: WebKit keeps no Secure cookie over http, even on localhost (Chromium and Firefox do),
 * so the session's cookie there is the one without Secure (worker/http/session.ts). Staff sign in
 * at 127.0.0.1 and at localhost (a cookie is kept per host) and see the list, again after a
 * reload. Not Playwright's browser: WebKitGTK through its WebDriver server (fixtures/webdriver.ts),
 * one session for both hosts, on the shared site.
 */
import { expect, test } from '@playwright/test';
import { callback } from './fixtures/lead-bodies';
import { uniqueMarker } from './fixtures/leads';
import { clientAddress } from './fixtures/test';
import { startWebKit } from './fixtures/webdriver';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN, E2E_PORT, E2E_STAFF_KEY } = e2eEnv;

test('staff sign in to the inbox in WebKit over plain http, at 127.0.0.1 and at localhost, and see the leads', async ({}, info) => {
  const marker = uniqueMarker('WebKit');
  // A lead for the list to show (`humanCheck`: a stand-in token, for a receiver that asks for one).
  const posted = await fetch(`${E2E_ORIGIN}/api/leads/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': clientAddress(info) },
    body: JSON.stringify({ ...callback(marker), humanCheck: 'XXXX.DUMMY.TOKEN.XXXX' }),
  });
  expect(posted.status).toBe(201);

  const webkit = await startWebKit();
  try {
    for (const host of ['127.0.0.1', 'localhost']) {
      // The list searched for this test's lead, so leads other tests add never push it off the page.
      const inbox = `http://${host}:${E2E_PORT}/leads/?q=${marker}`;
      const listed = `//ul[@aria-label='Leads']//*[contains(normalize-space(), '${marker}')]`;
      await webkit.visit(inbox);
      await webkit.type(await webkit.find("//input[@name='key' and not(ancestor::fieldset[@disabled])]"), E2E_STAFF_KEY);
      await webkit.click(await webkit.find("//button[@type='submit' and normalize-space()='Sign in']"));
      await webkit.find(listed);
      // The session's cookie for plain http on this machine (worker/http/session.ts, LOCAL_SESSION_COOKIE), kept.
      expect(await webkit.cookies()).toContainEqual(expect.objectContaining({ name: 'leads_session', secure: false, httpOnly: true, path: '/' }));
      // The session outlives the page: a reload opens the list without signing in again.
      await webkit.visit(inbox);
      await webkit.find(listed);
      await webkit.find("//button[normalize-space()='Sign out']");
    }
  } finally {
    await webkit.close();
  }
});
