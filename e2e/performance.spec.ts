import { expect, test } from './fixtures/test';
import { visit } from './fixtures/pages';

test.describe('performance', () => {
  test('a home page view makes fewer than 25 requests before any interaction, and prefetches no menu pages', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit(page, '/');
    // The last thing a page does on its own is the idle prefetch of its framework scripts: once its
    // links are in and the network is quiet, every request the visit makes has been made.
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(requests.length, requests.join('\n')).toBeLessThan(25);
    // Only the quote (the likeliest next step) may be prefetched; menu, footer and booking pages are not.
    const prefetched = requests.filter((url) => /\.txt(\?|$)/.test(url) || /_rsc=/.test(url)).filter((url) => !url.includes('/instant-quote/'));
    expect(prefetched.filter((url) => !new URL(url).pathname.startsWith('/__next') && new URL(url).pathname !== '/index.txt')).toEqual([]);
  });
});
