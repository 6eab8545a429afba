/**
 * The built site as Cloudflare serves it, a Worker with static assets (wrangler dev runs
 * Cloudflare's own asset handling locally): clean URLs, a real 404, the `_redirects` and
 * `_headers` rules the build writes, and only the lead receiver's paths run the Worker.
 */
import { expect, test } from './fixtures/test';

test.describe('Cloudflare Workers static assets', () => {
  test('a path without its trailing slash redirects to the page (307, as auto-trailing-slash does)', async ({ request }) => {
    const response = await request.get('/contact', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/contact/');
  });

  test('an unknown path gets 404.html with status 404', async ({ request }) => {
    for (const path of ['/no-such-page/', '/heating-services/atlantis/', '/api/nothing']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      if (!path.startsWith('/api/')) expect(await response.text()).toContain('Page Not Found');
    }
  });

  test('out/_redirects is honoured', async ({ request }) => {
    for (const from of ['/boiler-faqs', '/boiler-faqs/']) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/faqs/boiler/');
    }
  });

  test('out/_headers is applied to pages and files', async ({ request }) => {
    for (const path of ['/', '/404.html', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test("the lead receiver's answers are never cached, sniffed or framed", async ({ request }) => {
    const response = await request.post('/api/leads/callback', { data: { firstName: 'Nobody' } });
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });
});
