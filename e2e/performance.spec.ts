import { expect, test } from '@playwright/test';

test.describe('performance', () => {
  test('a home page view makes fewer than 25 requests before any interaction, and prefetches no menu pages', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requests.length, requests.join('\n')).toBeLessThan(25);
    // Only the quote (the likeliest next step) may be prefetched; menu, footer and booking pages are not.
    const prefetched = requests.filter((url) => /\.txt(\?|$)/.test(url) || /_rsc=/.test(url)).filter((url) => !url.includes('/instant-quote/'));
    expect(prefetched.filter((url) => !new URL(url).pathname.startsWith('/__next') && new URL(url).pathname !== '/index.txt')).toEqual([]);
  });
});
