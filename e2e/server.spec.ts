/**
 * The local static host (`scripts/serve.ts`) serving the real `out/` behaves like the CDN: clean
 * URLs, a real 404, the `_redirects` and `_headers` rules. Its lead inbox is tested over HTTP in
 * scripts/lib/site-server.test.ts.
 */
import { expect, test } from './fixtures/test';

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
