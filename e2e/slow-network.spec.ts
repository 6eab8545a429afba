/**
 * A booking with four photos from a phone on a slow uplink (500 kbit/s, Chromium's network
 * emulation): no fixed time limit cuts it off, the visitor sees how far the photos have gone, and
 * it arrives whole. Its own project in playwright.config.ts ("slow network"): it takes as long as
 * the bytes take, so it runs beside the others instead of holding up a worker of theirs.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { LEAD_TIMEOUT_MS } from '../lib/leads';
import { downloadPhoto, expectStored, humanPause, test, uniqueMarker } from './fixtures/leads';
import { expectEmails } from './fixtures/emails';
import { openSurveyFromResults } from './fixtures/quote';
import { expect } from './fixtures/test';

/** The uplink: 500 kbit/s, as a phone with one bar of signal. */
const UPLINK_BYTES_PER_SECOND = 500_000 / 8;

/** A photo that stays large after the browser redraws it as a JPEG: noise, which compresses badly, as a camera's grain does. */
function noisyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test('a survey booking with 4 photos over a 500 kbit/s uplink arrives whole, its progress shown as it goes', async ({ page }) => {
  test.setTimeout(120_000);
  const form = await openSurveyFromResults(page);
  const marker = uniqueMarker('Slow');
  await form.getByLabel('Full name').fill(marker);
  await form.getByLabel('Phone number').pressSequentially('07700 900177');
  await form.getByLabel('Email').fill('slow@example.co.uk');
  await form.getByLabel('Postcode').fill('DN31 1AB');
  const files = await Promise.all([0, 1, 2, 3].map(async (n) => ({ name: `IMG_04${n}.jpg`, mimeType: 'image/jpeg', buffer: await noisyPhoto(620, 460) })));
  await form.getByLabel('Add photos').setInputFiles(files);
  await expect(form.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(4);
  await humanPause(page);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 4 * UPLINK_BYTES_PER_SECOND, uploadThroughput: UPLINK_BYTES_PER_SECOND });
  await form.getByRole('button', { name: 'Request my free survey' }).click();

  // The visitor sees the photos going up: part of the way, then more.
  const bar = form.getByRole('progressbar', { name: 'Sending your photos' });
  await expect(bar).toBeVisible();
  const sentSoFar = async () => Number(await bar.getAttribute('value'));
  await expect.poll(sentSoFar, { timeout: 60_000 }).toBeGreaterThan(0);
  const first = await sentSoFar();
  const total = Number(await bar.getAttribute('max'));
  await expect.poll(sentSoFar, { timeout: 60_000 }).toBeGreaterThan(first);
  await expect(form.getByText(/MB of [\d.]+ MB sent/)).toBeVisible();
  // More than the uplink carries in the old fixed limit: a send cut off at 10 seconds never arrived.
  expect(total).toBeGreaterThan((LEAD_TIMEOUT_MS / 1000) * UPLINK_BYTES_PER_SECOND);

  await expect(page.getByText('Thank you. We have your request')).toBeVisible({ timeout: 90_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const [lead] = await expectStored(marker);
  expect(lead?.photos).toHaveLength(4);
  for (const photo of lead?.photos ?? []) expect((await downloadPhoto(photo.url)).length).toBe(photo.bytes);
  expect(await page.evaluate(() => localStorage.getItem('leadOutbox'))).toBeNull();
  const [email] = await expectEmails(marker);
  expect(email?.text).toContain('4 photos');
});
