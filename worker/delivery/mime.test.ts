import { mimeCalendar, readMime as parse } from '../test-support';
import { buildMime, rfc5322Date, type MimeMessage } from './mime';

const message: MimeMessage = {
  from: 'leads@emberhomeheating.co.uk',
  to: 'office@emberhomeheating.co.uk',
  replyTo: 'pat@example.co.uk',
  subject: 'Survey booked: Pat Jones, DN31 1AB, Mon 30 Nov',
  text: 'Survey booked\nName: Zoë\nPrice: £2,409\n',
  html: '<!DOCTYPE html><p>Zoë &amp; £2,409 🔥</p>\n',
  messageId: '<lead-1b4e28ba-2fa1-41d2-883f-0016d3cca427.1@emberhomeheating.co.uk>',
  date: new Date('2026-11-25T09:14:03Z'),
};

/** The raw lines, each checked to have ended in CRLF. */
function linesOf(raw: string): string[] {
  expect(raw.endsWith('\r\n')).toBe(true);
  expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return raw.split('\r\n').slice(0, -1);
}

describe('buildMime', () => {
  it('writes the headers, then the text and the HTML as multipart/alternative, each round-tripping exactly', () => {
    const raw = buildMime(message);
    const email = parse(raw);
    expect(email.headers).toEqual({
      from: message.from,
      to: message.to,
      'reply-to': 'pat@example.co.uk',
      subject: message.subject,
      date: 'Wed, 25 Nov 2026 09:14:03 +0000',
      'message-id': message.messageId,
      'mime-version': '1.0',
      'content-type': `multipart/alternative; boundary="${email.boundary}"`,
    });
    expect(email.boundary).toMatch(/^=_/);
    expect(email.preamble).toBe('');
    expect(email.epilogue).toBe('--\r\n');
    expect(email.parts.map((part) => part.headers)).toEqual([
      ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64'],
      ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64'],
    ]);
    expect(email.parts.map((part) => part.body)).toEqual([message.text, message.html]);
  });

  it('keeps every line within 78 characters and every base64 line within 76, all ending in CRLF', () => {
    const long = `${'Zoë paid £2,409 for a boiler. '.repeat(200)}\nThe end.`;
    const raw = buildMime({ ...message, text: long, html: `<p>${long}</p>` });
    for (const line of linesOf(raw)) expect(line.length).toBeLessThanOrEqual(78);
    const email = parse(raw);
    for (const part of email.parts) for (const line of part.encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(email.parts.map((part) => part.body)).toEqual([long, `<p>${long}</p>`]);
  });

  it('leaves an ASCII subject as it is, folding a long one at spaces', () => {
    expect(buildMime(message)).toContain(`\r\nSubject: ${message.subject}\r\n`);
    const subject = `Repair visit booked: ${'Bartholomew '.repeat(12)}Smith, DN31 1AB, Mon 30 Nov`;
    const raw = buildMime({ ...message, subject });
    expect(raw).not.toContain('=?UTF-8?');
    for (const line of linesOf(raw)) expect(line.length).toBeLessThanOrEqual(78);
    expect(parse(raw).headers.subject).toBe(subject);
  });

  it('encodes a non-ASCII subject as RFC 2047 words, split between characters and folded within 78 characters', () => {
    const subject = `Survey booked: Zoë Brontë-Ångström 🔥, £2,409, ${'Żółć '.repeat(12)}DN31 1AB`;
    const raw = buildMime({ ...message, subject });
    const subjectLines = /\r\n(Subject: [^\r]*(?:\r\n [^\r]*)*)\r\n/.exec(raw)?.[1]?.split('\r\n') ?? [];
    expect(subjectLines.length).toBeGreaterThan(2);
    for (const line of subjectLines) {
      expect(line.length).toBeLessThanOrEqual(78);
      expect(line).toMatch(/^(Subject:)? =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    }
    for (const line of linesOf(raw)) expect(line.length).toBeLessThanOrEqual(78);
    // decodeWords decodes each word alone, and fatally: a character split between two words would throw.
    expect(parse(raw).headers.subject).toBe(subject);
    // An ASCII subject that looks like an encoded-word is encoded, so no client decodes it.
    expect(parse(buildMime({ ...message, subject: '=?UTF-8?B?SGk=?=' })).headers.subject).toBe('=?UTF-8?B?SGk=?=');
  });

  it('leaves Reply-To out when there is none, wraps a bare Message-ID, and adds extra headers', () => {
    const raw = buildMime({ ...message, replyTo: null, messageId: 'lead-1@emberhomeheating.co.uk', headers: { 'X-Lead-Id': 'lead-1' } });
    const { headers } = parse(raw);
    expect(headers).not.toHaveProperty('reply-to');
    expect(headers['message-id']).toBe('<lead-1@emberhomeheating.co.uk>');
    expect(headers['x-lead-id']).toBe('lead-1');
    expect(raw.indexOf('X-Lead-Id:')).toBeLessThan(raw.indexOf('Content-Type: multipart/alternative'));
  });

  it('refuses a line break in any header value (header injection) and a header name that is not one', () => {
    expect(() => buildMime({ ...message, replyTo: 'pat@example.co.uk\r\nBcc: everyone@example.com' })).toThrow('Reply-To');
    expect(() => buildMime({ ...message, replyTo: 'pat@example.co.uk\nBcc: everyone@example.com' })).toThrow('Reply-To');
    expect(() => buildMime({ ...message, subject: 'Hello\rBcc: everyone@example.com' })).toThrow('Subject');
    expect(() => buildMime({ ...message, subject: 'Zoë\nBcc: everyone@example.com' })).toThrow('Subject');
    expect(() => buildMime({ ...message, to: 'a@example.com\r\nCc: b@example.com' })).toThrow('To');
    expect(() => buildMime({ ...message, messageId: '<a@b>\r\nBcc: c@d' })).toThrow('Message-ID');
    expect(() => buildMime({ ...message, headers: { 'X-Tag': 'a\r\nBcc: c@d' } })).toThrow('X-Tag');
    expect(() => buildMime({ ...message, headers: { 'X-Bad: y\r\nBcc': 'c@d' } })).toThrow('header name');
  });

  it('writes dates as RFC 5322 does', () => {
    expect(rfc5322Date(new Date('2026-12-05T23:04:09Z'))).toBe('Sat, 05 Dec 2026 23:04:09 +0000');
    expect(rfc5322Date(new Date('2026-07-01T08:05:00+01:00'))).toBe('Wed, 01 Jul 2026 07:05:00 +0000');
  });
});

describe('buildMime with attachments and a calendar invitation', () => {
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nSUMMARY:Free home survey with Ember Home Heating – Zoë\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

  it('wraps the alternative in multipart/mixed, adds the text/calendar part with its method and attaches invite.ics', () => {
    const raw = buildMime({ ...message, calendar: { method: 'REQUEST', ics } });
    for (const line of linesOf(raw)) expect(line.length).toBeLessThanOrEqual(78);
    const email = parse(raw);
    expect(email.headers['content-type']).toBe(`multipart/mixed; boundary="${email.boundary}"`);
    expect(email.boundary).toMatch(/^=_mix_/);
    expect(email.epilogue).toBe('--\r\n');
    const [alternative, invite, ...rest] = email.parts;
    expect(rest).toEqual([]);
    expect(alternative?.headers[0]).toMatch(/^Content-Type: multipart\/alternative; boundary="=_alt_[A-Za-z0-9]+"$/);
    expect(alternative?.parts.map((part) => part.headers)).toEqual([
      ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64'],
      ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64'],
      ['Content-Type: text/calendar; charset=UTF-8; method=REQUEST', 'Content-Transfer-Encoding: base64'],
    ]);
    expect(alternative?.parts.map((part) => part.body)).toEqual([message.text, message.html, ics]);
    expect(invite?.headers).toEqual(['Content-Type: application/ics; charset=UTF-8; name="invite.ics"', 'Content-Disposition: attachment; filename="invite.ics"', 'Content-Transfer-Encoding: base64']);
    expect(invite?.body).toBe(ics);
    expect(mimeCalendar(raw)).toEqual({ method: 'REQUEST', inline: ics, attached: ics });
  });

  it('says METHOD CANCEL on the part of a cancellation', () => {
    const cancel = ics.replace('METHOD:REQUEST', 'METHOD:CANCEL');
    expect(mimeCalendar(buildMime({ ...message, calendar: { method: 'CANCEL', ics: cancel } }))).toEqual({ method: 'CANCEL', inline: cancel, attached: cancel });
  });

  it('attaches any text file after the alternative, and leaves a message without either as it was', () => {
    const raw = buildMime({ ...message, attachments: [{ filename: 'notes.txt', contentType: 'text/plain', content: 'Zoë £2,409\n' }] });
    const email = parse(raw);
    expect(email.parts.map((part) => part.headers[0])).toEqual([expect.stringMatching(/^Content-Type: multipart\/alternative;/), 'Content-Type: text/plain; charset=UTF-8; name="notes.txt"']);
    expect(email.parts[0]?.parts.map((part) => part.body)).toEqual([message.text, message.html]);
    expect(email.parts[1]?.body).toBe('Zoë £2,409\n');
    expect(mimeCalendar(raw)).toBeNull();
    expect(buildMime({ ...message, attachments: [] })).toBe(buildMime(message));
  });

  it('refuses a file name or a type that could break its header', () => {
    const attach = (filename: string, contentType = 'text/plain') => () => buildMime({ ...message, attachments: [{ filename, contentType, content: 'x' }] });
    expect(attach('a"b.txt')).toThrow('file name');
    expect(attach('a\r\nBcc: c@d')).toThrow('file name');
    expect(attach('naïve.txt')).toThrow('file name');
    expect(attach('a.txt', 'text/plain\r\nBcc: c@d')).toThrow('type');
    expect(attach('a.txt', 'text/plain; name="x"')).toThrow('type');
  });
});
