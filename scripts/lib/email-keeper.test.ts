/**
 * The emails of a local run outlive it (scripts/lib/email-keeper.mjs): each file wrangler's email
 * binding writes in its temporary folder is copied whole to a folder that stays, named by its time,
 * brought up to date while it is being written, and never copied twice, even by the next run; each
 * email gets its text beside it, readable with `cat`.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepEmails, keptName, readableEmail } from './email-keeper.mjs';

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

/** A kept email's name, and its readable text's beside it. */
const withText = (name: string) => [name, `${name}.txt`];

it('copies every email file, named by its time so the names sort by time, and keeps it when wrangler deletes its folder', () => {
  const heard: string[] = [];
  const keep = keeper((path) => heard.push(path));
  sent('a', 'email', 'bbbb.eml', 'Subject: second\r\n\r\nlater', T + 5000);
  sent('a', 'email', 'aaaa.eml', 'Subject: first\r\n\r\nearlier', T);
  sent('a', 'email-text', 'cccc.txt', 'plain part', T + 9000);
  sent('a', 'email-html', 'dddd.html', '<p>html part</p>', T + 9001);
  keep.scan();
  const names = readdirSync(kept);
  expect(names.sort()).toEqual([...withText('2026-11-25T10-15-30.123Z-aaaa.eml'), ...withText('2026-11-25T10-15-35.123Z-bbbb.eml'), '2026-11-25T10-15-39.123Z-cccc.txt', '2026-11-25T10-15-39.124Z-dddd.html']);
  // Told of each copy of wrangler's files; an email's text is not one.
  expect(heard.sort()).toEqual(names.filter((name) => !name.endsWith('.eml.txt')).map((name) => join(kept, name)).sort());
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
  expect(readdirSync(kept).sort()).toEqual(withText(keptName('eeee.eml', T)));
  expect(readFileSync(join(kept, keptName('eeee.eml', T)), 'utf8')).toBe('Subject: half and the rest');
  // Its text is renewed with it.
  expect(readFileSync(join(kept, `${keptName('eeee.eml', T)}.txt`), 'utf8')).toMatch(/^Subject: half and the rest\n/);
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
  expect(readdirSync(kept).sort()).toEqual([...withText(keptName('ffff.eml', T)), ...withText(keptName('gggg.eml', T + 60_000))]);
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
    expect(readdirSync(kept).sort()).toEqual(withText(keptName('hhhh.eml', T)));
    keep.stop();
    sent('a', 'email', 'iiii.eml', 'Subject: after the stop', T);
    jest.advanceTimersByTime(1000);
    expect(readdirSync(kept).sort()).toEqual(withText(keptName('hhhh.eml', T)));
  } finally {
    jest.useRealTimers();
  }
});

it("writes beside each email its text to read with cat: the headers a person reads, what is attached, and the plain-text part decoded from base64", () => {
  // As worker/delivery/mime.ts writes a lead's email with a calendar entry (CRLF, base64 parts, an encoded-word subject).
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const raw = [
    'From: website@emberhomeheating.co.uk',
    'To: hello@emberhomeheating.co.uk',
    'Reply-To: zoe@example.co.uk',
    `Subject: =?UTF-8?B?${b64('Survey booked: Zoë Brontë, ')}?=`,
    ` =?UTF-8?B?${b64('DN31 1AB, Wed 2 Dec')}?=`,
    'Date: Wed, 25 Nov 2026 10:15:30 +0000',
    'Message-ID: <lead-1@emberhomeheating.co.uk>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed;',
    ' boundary="=_mix_lead1"',
    '',
    '--=_mix_lead1',
    'Content-Type: multipart/alternative;',
    ' boundary="=_alt_lead1"',
    '',
    '--=_alt_lead1',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64('Survey booked\nName: Zoë Brontë\nPrice: £2,409\n'),
    '--=_alt_lead1',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64('<p>Survey booked</p>'),
    '--=_alt_lead1',
    'Content-Type: text/calendar; charset=UTF-8; method=REQUEST',
    'Content-Transfer-Encoding: base64',
    '',
    b64('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
    '--=_alt_lead1--',
    '--=_mix_lead1',
    'Content-Type: application/ics; charset=UTF-8;',
    ' name="invite.ics"',
    'Content-Disposition: attachment;',
    ' filename="invite.ics"',
    'Content-Transfer-Encoding: base64',
    '',
    b64('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
    '--=_mix_lead1--',
    '',
  ].join('\r\n');
  // The message itself holds its text in base64: nothing readable with cat.
  expect(raw).not.toContain('Name: Zoë Brontë');
  const keep = keeper();
  sent('a', 'email', 'jjjj.eml', raw, T);
  keep.stop();
  const text = readFileSync(join(kept, `${keptName('jjjj.eml', T)}.txt`), 'utf8');
  expect(text).toBe(readableEmail(raw));
  expect(text).toBe(
    [
      'From: website@emberhomeheating.co.uk',
      'To: hello@emberhomeheating.co.uk',
      'Reply-To: zoe@example.co.uk',
      'Subject: Survey booked: Zoë Brontë, DN31 1AB, Wed 2 Dec',
      'Date: Wed, 25 Nov 2026 10:15:30 +0000',
      'Attached: invite.ics',
      '',
      'Survey booked',
      'Name: Zoë Brontë',
      'Price: £2,409',
      '',
    ].join('\n'),
  );
});
