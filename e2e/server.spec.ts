/**
 * The local static host (`scripts/serve.mjs`) behaves like the CDN: clean URLs, a real 404,
 * the `_redirects` and `_headers` rules, and the local lead inbox.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_LEADS_FILE } from './fixtures/paths';

function inboxLines(): string[] {
  return existsSync(E2E_LEADS_FILE) ? readFileSync(E2E_LEADS_FILE, 'utf8').split('\n').filter(Boolean) : [];
}

test.describe('static host', () => {
  test('a path without its trailing slash redirects to the page', async ({ request }) => {
    const response = await request.get('/contact', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/contact/');
  });

  test('an unknown path gets 404.html with status 404', async ({ request }) => {
    const response = await request.get('/no-such-page/');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  test('out/_redirects is honoured', async ({ request }) => {
    for (const from of ['/boiler-faqs', '/boiler-faqs/']) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/faqs/boiler/');
    }
  });

  test('out/_headers is applied', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});

test.describe('local lead inbox', () => {
  test.describe.configure({ mode: 'serial' });

  test('appends a JSON object as one line and answers 204', async ({ request }) => {
    const marker = `inbox-${Date.now()}-${Math.random()}`;
    const lead = { firstName: 'Zoë', phoneNumber: '+447700900123', marker };
    const response = await request.post('/api/leads/callback', { data: lead });
    expect(response.status()).toBe(204);
    const line = inboxLines().find((l) => l.includes(marker));
    expect(line && JSON.parse(line)).toEqual(lead);
  });

  test('rejects anything else with 400 or 413 and writes nothing', async ({ request }) => {
    const before = inboxLines().length;
    const bad = [
      { data: 'not json at all', status: 400 },
      { data: '[1,2,3]', status: 400 },
      { data: 'null', status: 400 },
      { data: JSON.stringify({ message: 'x'.repeat(11 * 1024) }), status: 413 },
    ];
    for (const { data, status } of bad) {
      const response = await request.post('/api/leads/lead', { data, headers: { 'content-type': 'application/json' } });
      expect(response.status(), data.slice(0, 20)).toBe(status);
    }
    expect((await request.get('/api/leads/lead')).status()).toBe(405);
    expect(inboxLines().length).toBe(before);
  });
});
