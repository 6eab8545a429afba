/**
 * The job store's own rules on real D1 (Miniflare, in memory, the real migrations): D1 no longer
 * checks a job's kind (migrations/0011), so the store does, against the table of kinds; and a
 * notice is one row per name and what it is about, told apart by its `notice` column.
 */
import { JOB_KIND_NAMES, type JobKind } from '@/lib/shared/contracts/job-kinds';
import { storageForFile } from '../test-support';
import { createJobStore, insertJob, noticeMessage, renewJob, type PriceJobKind } from './jobs';

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const AT = '2026-11-25T09:00:00.000Z';

const storage = storageForFile();

const kinds = async () => (await storage().db.prepare('SELECT kind FROM lead_jobs ORDER BY rowid').all<{ kind: string }>()).results.map((row) => row.kind);

describe('the kind of a job', () => {
  it('is refused before anything is written when the table of kinds does not have it', async () => {
    expect(() => insertJob(storage().db, { leadId: ID, kind: 'fax' as JobKind, createdAt: AT, origin: '' })).toThrow('No such kind of job: "fax"');
    expect(() => renewJob(storage().db, { leadId: ID, kind: 'toString' as PriceJobKind, at: AT, origin: '' })).toThrow('No such kind of job: "toString"');
    await expect(createJobStore(storage().db).retry(['email', 'telegram' as 'email'], new Date(AT))).rejects.toThrow('No such kind of job: "telegram"');
    expect(await storage().count('lead_jobs')).toBe(0);
  });

  it('is written for every kind the table has (D1 itself checks none)', async () => {
    await storage().db.prepare("INSERT INTO leads (id, type, source, lead, received_at) VALUES (?, 'lead', 'contact', '{}', ?)").bind(ID, AT).run();
    await storage().db.batch(JOB_KIND_NAMES.map((kind) => insertJob(storage().db, { leadId: ID, kind, createdAt: AT, origin: '' })));
    expect(await kinds()).toEqual(JOB_KIND_NAMES);
  });
});

describe('a notice', () => {
  it('is one row per name and what it is about: the same made twice is one, another name about the same is another', async () => {
    const jobs = createJobStore(storage().db);
    const at = new Date(AT);
    expect(await jobs.addNotice(noticeMessage('ceiling-leads', '2026-11-25'), at, '', {})).toBe(true);
    expect(await jobs.addNotice(noticeMessage('ceiling-leads', '2026-11-25'), at, '', {})).toBe(false);
    expect(await jobs.addNotice(noticeMessage('ceiling-photos', '2026-11-25'), at, '', {})).toBe(true);
    expect(await jobs.addNotice(noticeMessage('day-list', '2026-11-25'), at, '', {})).toBe(true);
    expect(await jobs.due(at, 10)).toEqual([noticeMessage('ceiling-leads', '2026-11-25'), noticeMessage('ceiling-photos', '2026-11-25'), noticeMessage('day-list', '2026-11-25')]);
  });
});
