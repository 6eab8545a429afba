/**
 * What the shared site under test cannot show, on a copy of the Worker of its own
 * (fixtures/worker-instance.ts: `npm start`'s own wrangler dev, its own D1, R2 and emails): the
 * daily clean-up, run through `/__scheduled` once a lead has been kept a year: leads past
 * retention and photos no lead holds go, and nothing else does. (Email sending failing, and
 * sending again once it works: lead-inbox-failures.spec.ts, on one copy with the inbox's Retry.)
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { ExportRecord } from '../worker/lead/record';
import { DAILY_CRON } from '../worker/cron/schedule';
import { exportAuth, exportedFrom, uniqueMarker } from './fixtures/leads';
import { openStorage } from './fixtures/storage';
import { survey } from './fixtures/lead-bodies';
import { clientAddress, expect, test } from './fixtures/test';
import { startWorker, stateFolder, type WorkerInstance } from './fixtures/worker-instance';

const DAY = 24 * 60 * 60 * 1000;

/** Posts a lead with a photo, as the booking forms send one. */
async function post(site: WorkerInstance, lead: Record<string, unknown>, photo: Uint8Array): Promise<number> {
  const headers = { 'CF-Connecting-IP': clientAddress(test.info()) };
  const form = new FormData();
  form.append('lead', JSON.stringify(lead));
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('photoKind', 'boiler');
  return (await fetch(`${site.origin}/api/leads/lead`, { method: 'POST', headers, body: form })).status;
}

const exported = (site: WorkerInstance) => exportedFrom(site.origin);

test('the daily clean-up, run once a lead has been kept a year: leads past retention and photos no lead holds go; nothing else does', async () => {
  const stateDir = stateFolder('cleanup');
  const marker = uniqueMarker('Kept');
  const jpeg = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).jpeg().toBuffer());
  const [orphan, storing] = [crypto.randomUUID(), crypto.randomUUID()];
  const [old, young] = [survey(`${marker} old`), survey(`${marker} young`)];
  try {
    const site = await startWorker({ stateDir, fresh: true, env: { LEAD_RETENTION_DAYS: '365' } });
    let records: ExportRecord[] = [];
    try {
      expect(await post(site, old, jpeg)).toBe(201);
      expect(await post(site, young, jpeg)).toBe(201);
      const storage = await openStorage(stateDir);
      try {
        // The first lead arrived a year and a day ago (the receiver stamped it; only its date is moved back).
        await storage.run('UPDATE leads SET received_at = ? WHERE id = ?', new Date(Date.now() - 366 * DAY).toISOString(), old.leadId);
        // Photos of a request cut off between R2 and D1: no row, no claim.
        await storage.putObject(`leads/${orphan}/photo-1.jpg`, jpeg);
        // A request storing right now: its claim taken, its photo in, its row not yet written.
        await storage.run('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)', storing, new Date().toISOString());
        await storage.putObject(`leads/${storing}/photo-1.jpg`, jpeg);
      } finally {
        await storage.dispose();
      }
      await site.scheduled(DAILY_CRON);
      records = await exported(site);
      expect(records.map((record) => record.id)).toEqual([young.leadId]);
      expect((await fetch(`${site.origin}/api/leads/photos/${old.leadId}/1`, { headers: exportAuth })).status).toBe(404);
      expect((await fetch(`${site.origin}/api/leads/photos/${young.leadId}/1`, { headers: exportAuth })).status).toBe(200);
    } finally {
      await site.stop();
    }
    const storage = await openStorage(stateDir);
    try {
      expect((await storage.objects('leads/')).map((object) => object.key).sort()).toEqual([`leads/${storing}/photo-1.jpg`, `leads/${young.leadId}/photo-1.jpg`].sort());
      expect(await storage.claims()).toEqual([storing]);
      expect((await storage.rows()).map((row) => row.id)).toEqual([young.leadId]);
    } finally {
      await storage.dispose();
    }
  } finally {
    rmSync(resolve(stateDir), { recursive: true, force: true });
  }
});
