/**
 * A booking with four photos from a phone on a slow uplink (500 kbit/s, Chromium's network
 * emulation): the visitor sees how far the photos have gone, they arrive whole, and no fixed time
 * limit cuts the send off. The send's only limits are page timers (lib/browser/outbox/xhr-transport.ts),
 * so the last is shown on the page's clock: while the photos are still going up, the clock moves
 * past LEAD_TIMEOUT_MS (a send cut off there never arrived) and the send carries on. So the bytes
 * need only keep the upload going for a few seconds, not for longer than the limit; the idle limit
 * that does apply is unit-tested (lib/browser/outbox/xhr-transport.test.ts). Its own project in
 * playwright.config.ts ("slow network"), listed first, so its upload runs beside the other tests.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { LEAD_TIMEOUT_MS } from '../lib/browser/outbox/outbox';
import { downloadPhoto, expectStored, fillContact, humanPause, test, uniqueMarker } from './fixtures/leads';
import { expectEmails } from './fixtures/emails';
import { openSurveyFromResults } from './fixtures/quote';
import { PHONE, expect } from './fixtures/test';

/** The uplink: 500 kbit/s, as a phone with one bar of signal. */
const UPLINK_BYTES_PER_SECOND = 500_000 / 8;
/**
 * Each photo's size in pixels: four of them, redrawn by the browser, come to about 300 KB, about
 * five seconds on the uplink: time for the bar to move several times and for the clock to jump
 * while it does, with seconds to spare on a busy machine.
 */
const PHOTO_SIZE = { width: 400, height: 300 };

/** A photo that stays large after the browser redraws it as a JPEG: noise, which compresses badly, as a camera's grain does. */
function noisyPhoto({ width, height }: typeof PHOTO_SIZE): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** From now on, every value the photos' progress bar shows, in order, as the visitor sees them (read with `progressSeen`). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('progress')?.getAttribute('value');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

/** On a phone, in the desktop tests' workers: the slow uplink is its pages' alone (it waits beside the other tests). */
test.use(PHONE);

test('a survey booking with 4 photos over a 500 kbit/s uplink arrives whole, its progress shown as it goes, with no time limit cutting it off', async ({ page }) => {
  const form = await openSurveyFromResults(page);
  const marker = uniqueMarker('Slow');
  await fillContact(form, { name: marker, phone: '07700 900177', email: 'slow@example.co.uk', postcode: 'DN31 1AB' });
  const files = await Promise.all([0, 1, 2, 3].map(async (n) => ({ name: `IMG_04${n}.jpg`, mimeType: 'image/jpeg', buffer: await noisyPhoto(PHOTO_SIZE) })));
  await form.getByLabel('Add photos').setInputFiles(files);
  await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(4);
  await humanPause(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 4 * UPLINK_BYTES_PER_SECOND, uploadThroughput: UPLINK_BYTES_PER_SECOND });
  await recordProgress(page);
  await form.getByRole('button', { name: 'Request my free survey' }).click();

  // The visitor sees the photos going up, with the figures.
  const bar = form.getByRole('progressbar', { name: 'Sending your photos' });
  const sentSoFar = async () => Number(await bar.getAttribute('value'));
  await expect.poll(sentSoFar).toBeGreaterThan(0);
  await expect(form.getByText(/MB of [\d.]+ MB sent/)).toBeVisible();
  const total = Number(await bar.getAttribute('max'));
  // Enough to take seconds on this uplink, so the photos are still going up when the clock jumps.
  expect(total).toBeGreaterThan(3 * UPLINK_BYTES_PER_SECOND);

  // Past the old fixed limit, mid-send (the bar still there, short of the end): the send carries on.
  await page.clock.fastForward(LEAD_TIMEOUT_MS + 1_000);
  const [atJump] = await bar.evaluateAll((bars) => bars.map((element) => Number(element.getAttribute('value'))));
  expect(atJump, 'the photos still going up once the clock has passed the limit').toBeLessThan(total);

  await expect(page.getByText('Thank you. We have your request')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // The bar only ever rose, several times, and went on rising after the jump.
  const seen = await progressSeen(page);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.filter((sent) => sent > 0 && sent < total).length).toBeGreaterThanOrEqual(3);
  expect(seen.some((sent) => sent > (atJump ?? total))).toBe(true);

  const [lead] = await expectStored(marker);
  expect(lead?.photos).toHaveLength(4);
  for (const photo of lead?.photos ?? []) expect((await downloadPhoto(photo.url)).length).toBe(photo.bytes);
  expect(await page.evaluate(() => localStorage.getItem('leadOutbox'))).toBeNull();
  const [email] = await expectEmails(marker);
  expect(email?.text).toContain('4 photos');
});
