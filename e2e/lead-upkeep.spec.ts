/**
 * What the shared site under test cannot show, each on a copy of the Worker of its own
 * (fixtures/worker-instance.ts: `npm start`'s own wrangler dev, its own D1, R2 and emails):
 *   - email sending failing (Email Routing refuses an address not verified yet): the lead is
 *     stored and answered at once, and its email goes once sending works again;
 *   - the daily clean-up, run through `/__scheduled` once a lead has been kept a year: leads past
 *     retention and photos no lead holds go, and nothing else does.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { ExportRecord } from '../worker/lead/record';
import { DAILY_CRON, SWEEP_CRON } from '../worker/cron/schedule';
import { exportAuth, exportedFrom, uniqueMarker } from './fixtures/leads';
import { emailsWith, expectMailedOnce } from './fixtures/emails';
import { openStorage } from './fixtures/storage';
import { booking, survey } from './fixtures/lead-bodies';
import { clientAddress, expect, test } from './fixtures/test';
import { startWorker, stateFolder, type WorkerInstance } from './fixtures/worker-instance';

const DAY = 24 * 60 * 60 * 1000;
/** An address Email Routing has not verified: the send_email binding refuses it (wrangler.toml lists the verified ones). */
const UNVERIFIED = 'new-office@emberhomeheating.co.uk';

async function post(site: WorkerInstance, lead: Record<string, unknown>, photo?: Uint8Array): Promise<number> {
  const headers = { 'CF-Connecting-IP': clientAddress(test.info()) };
  if (!photo) return (await fetch(`${site.origin}/api/leads/lead`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(lead) })).status;
  const form = new FormData();
  form.append('lead', JSON.stringify(lead));
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('photoKind', 'boiler');
  return (await fetch(`${site.origin}/api/leads/lead`, { method: 'POST', headers, body: form })).status;
}

const exported = (site: WorkerInstance) => exportedFrom(site.origin);

test('email sending failing: the lead is stored and answered 201 at once, and its email goes when sending works again', async () => {
  const stateDir = stateFolder('email');
  const marker = uniqueMarker('Unsent');
  const lead = booking(marker);
  try {
    // The business has listed an address Email Routing has not verified yet: every send is refused.
    let site = await startWorker({ stateDir, fresh: true, env: { LEAD_NOTIFY_TO: UNVERIFIED } });
    try {
      expect(await post(site, lead)).toBe(201);
      expect((await exported(site)).map((record) => record.id)).toEqual([lead.leadId]);
      // Tried and refused (and tried again with backoff, worker/delivery/jobs.test.ts): the export says so, and nothing was written.
      await expect.poll(async () => (await exported(site))[0]?.email).toEqual(expect.objectContaining({ status: 'pending', detail: expect.stringContaining('not allowed') }));
      expect(emailsWith(marker, stateDir)).toEqual([]);
    } finally {
      await site.stop();
    }
    // Fixed: the verified address (a new release of the settings); the 5-minute sweep picks the email up.
    site = await startWorker({ stateDir, fresh: false });
    try {
      await site.scheduled(SWEEP_CRON);
      await expectMailedOnce(site.origin, stateDir, marker);
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(resolve(stateDir), { recursive: true, force: true });
  }
});

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
