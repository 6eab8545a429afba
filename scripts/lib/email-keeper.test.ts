/**
 * The emails of a local run outlive it (scripts/lib/email-keeper.mjs): each file wrangler's email
 * binding writes in its temporary folder is copied whole to a folder that stays, named by its time,
 * brought up to date while it is being written, and never copied twice, even by the next run.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepEmails, keptName } from './email-keeper.mjs';

let dir: string;
let tmp: string;
let kept: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'email-keeper-'));
  tmp = join(dir, 'state', 'tmp');
  kept = join(dir, 'emails');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file as wrangler's send_email binding does, at `writtenAt`. */
function sent(run: string, kind: string, name: string, text: string, writtenAt: number): string {
  const folder = join(tmp, `miniflare-${run}`, 'files', kind);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  writeFileSync(file, text);
  utimesSync(file, new Date(writtenAt), new Date(writtenAt));
  return file;
}

/** A keeper that only looks when told to (its own timer a day away). */
const keeper = (onKept?: (path: string) => void) => keepEmails({ from: tmp, to: kept, everyMs: 86_400_000, onKept });

const T = Date.parse('2026-11-25T10:15:30.123Z');

it('copies every email file, named by its time so the names sort by time, and keeps it when wrangler deletes its folder', () => {
  const heard: string[] = [];
  const keep = keeper((path) => heard.push(path));
  sent('a', 'email', 'bbbb.eml', 'Subject: second\r\n\r\nlater', T + 5000);
  sent('a', 'email', 'aaaa.eml', 'Subject: first\r\n\r\nearlier', T);
  sent('a', 'email-text', 'cccc.txt', 'plain part', T + 9000);
  sent('a', 'email-html', 'dddd.html', '<p>html part</p>', T + 9001);
  keep.scan();
  const names = readdirSync(kept);
  expect(names.sort()).toEqual(['2026-11-25T10-15-30.123Z-aaaa.eml', '2026-11-25T10-15-35.123Z-bbbb.eml', '2026-11-25T10-15-39.123Z-cccc.txt', '2026-11-25T10-15-39.124Z-dddd.html']);
  expect(heard.sort()).toEqual(names.map((name) => join(kept, name)).sort());
  // Each copy carries its time of writing too.
  expect(Math.round(statSync(join(kept, names[0] ?? '')).mtimeMs)).toBe(T);
  rmSync(tmp, { recursive: true });
  keep.stop();
  expect(readFileSync(join(kept, keptName('aaaa.eml', T)), 'utf8')).toBe('Subject: first\r\n\r\nearlier');
});

it('leaves a file wrangler has opened but not written for the next look, and brings a copy up to date while it grows', () => {
  const keep = keeper();
  const file = sent('a', 'email', 'eeee.eml', '', T);
  keep.scan();
  expect(readdirSync(kept)).toEqual([]);
  appendFileSync(file, 'Subject: half');
  utimesSync(file, new Date(T), new Date(T));
  keep.scan();
  appendFileSync(file, ' and the rest');
  utimesSync(file, new Date(T + 1), new Date(T + 1));
  keep.scan();
  expect(readdirSync(kept)).toEqual([keptName('eeee.eml', T)]);
  expect(readFileSync(join(kept, keptName('eeee.eml', T)), 'utf8')).toBe('Subject: half and the rest');
  keep.stop();
});

it('copies nothing twice: the next run knows what is kept, and a folder wrangler left behind is not copied again', () => {
  sent('old', 'email', 'ffff.eml', 'Subject: kept before', T);
  keeper().stop();
  const heard: string[] = [];
  const next = keeper((path) => heard.push(path));
  sent('new', 'email', 'gggg.eml', 'Subject: new', T + 60_000);
  next.scan();
  next.stop();
  expect(readdirSync(kept).sort()).toEqual([keptName('ffff.eml', T), keptName('gggg.eml', T + 60_000)]);
  expect(heard).toEqual([join(kept, keptName('gggg.eml', T + 60_000))]);
});

it('looks on its own, every `everyMs`, until stopped', () => {
  jest.useFakeTimers();
  try {
    const keep = keepEmails({ from: tmp, to: kept, everyMs: 200 });
    sent('a', 'email', 'hhhh.eml', 'Subject: on its own', T);
    jest.advanceTimersByTime(199);
    expect(readdirSync(kept)).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(readdirSync(kept)).toEqual([keptName('hhhh.eml', T)]);
    keep.stop();
    sent('a', 'email', 'iiii.eml', 'Subject: after the stop', T);
    jest.advanceTimersByTime(1000);
    expect(readdirSync(kept)).toEqual([keptName('hhhh.eml', T)]);
  } finally {
    jest.useRealTimers();
  }
});
