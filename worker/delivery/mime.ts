/**
 * A raw email (RFC 5322, MIME) for the send_email binding: headers, then a multipart/alternative
 * body with a plain-text part and an HTML part, each UTF-8 in base64. With attachments, or a
 * calendar invitation, the body is multipart/mixed: the alternative first, then each attachment; an
 * invitation is also a text/calendar part of the alternative with its `method` (how Gmail and
 * Outlook show it as an invitation to add, move or remove), and the same file as `invite.ics` for
 * every other client. Lines end in CRLF and none
 * is longer than 78 characters; a non-ASCII subject is RFC 2047 encoded-words. A header value
 * holding CR or LF is refused, since the visitor's email address goes into Reply-To and must not
 * be able to add headers. Pure (Web APIs only, no Buffer): it runs in the Worker.
 */

export interface MimeMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`; wrapped in angle brackets if it has none. */
  messageId: string;
  date: Date;
  /** Extra headers, written after the standard ones. */
  headers?: Record<string, string>;
  /** Files attached, text in UTF-8 (base64 in the message). */
  attachments?: MimeAttachment[];
  /** A calendar invitation (worker/delivery/survey-calendar.ts): shown as one, and attached as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string };
}

export interface MimeAttachment {
  /** Printable ASCII without quotes or backslashes ("invite.ics"). */
  filename: string;
  /** Its media type, without a charset ("application/ics"). */
  contentType: string;
  content: string;
}

/** The file name an invitation is attached as. */
export const INVITE_FILENAME = 'invite.ics';
/** The invitation's attachment type: application/ics, so clients offer it as a file to open, beside the text/calendar part they show. */
const INVITE_TYPE = 'application/ics';

/** RFC 5322's line end. */
const CRLF = '\r\n';
/** Longest line RFC 5322 recommends (without its CRLF). */
const MAX_LINE = 78;
/** Longest base64 line MIME allows (RFC 2045 §6.8). */
const BASE64_LINE = 76;
/**
 * UTF-8 bytes per encoded-word: 42 bytes are 56 base64 characters, 68 with `=?UTF-8?B?` and `?=`,
 * so "Subject: " plus one word (77) and a folded line's space plus one word (69) stay within 78.
 */
const WORD_BYTES = 42;
/** Starts every boundary: `=_` never occurs in base64, so no line of a part can be mistaken for one. */
const BOUNDARY_PREFIX = '=_alt_';
/** Starts the outer boundary of a message with attachments (differs from the inner one's, which it must). */
const MIXED_PREFIX = '=_mix_';
/** A file name as a quoted parameter holds it: printable ASCII, no quote or backslash. */
const FILENAME = /^[ !#-[\]-~]+$/;
/** A media type with optional parameters, nothing that could end the header. */
const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;
/** A header field name: printable ASCII without a colon (RFC 5322 §2.2). */
const HEADER_NAME = /^[!-9;-~]+$/;

/** A header value, refused if it could end the header and start another. */
function checked(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`${name} must not contain a line break`);
  return value;
}

/** Base64 of bytes, by btoa over a string of one character per byte. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole large array into one call would exceed the argument limit.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** Splits text into lines of at most `size` characters. */
const lines = (text: string, size: number): string[] => text.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];

/**
 * `Name: value`, folded at spaces so each line stays within 78 characters where the words allow
 * (a longer word stays whole: RFC 5322's hard limit is 998). A folded line is never blank.
 */
function fold(name: string, value: string): string {
  const out: string[] = [];
  let line = `${name}:`;
  for (const word of value.split(' ')) {
    if (word && line.trim() && line.length + 1 + word.length > MAX_LINE) {
      out.push(line);
      line = '';
    }
    line += ` ${word}`;
  }
  out.push(line);
  return out.join(CRLF);
}

/** RFC 2047 encoded-words of at most WORD_BYTES bytes each, split between characters, one per line. */
function encodedWords(name: string, value: string): string {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk: number[] = [];
  const flush = () => {
    if (chunk.length) words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
    chunk = [];
  };
  for (const character of value) {
    const bytes = encoder.encode(character);
    if (chunk.length + bytes.length > WORD_BYTES) flush();
    chunk.push(...bytes);
  }
  flush();
  return `${name}: ${words.join(`${CRLF} `)}`;
}

/** The Subject header: as it is when printable ASCII (folded at spaces if long), else encoded-words. */
function subjectHeader(subject: string): string {
  checked('Subject', subject);
  // Printable ASCII as it is, unless it looks like an encoded-word (a client would decode it).
  const plain = /^[ -~]*$/.test(subject) && !subject.includes('=?');
  const folded = fold('Subject', subject);
  return plain && folded.split(CRLF).every((line) => line.length <= MAX_LINE) ? folded : encodedWords('Subject', subject);
}

/** RFC 5322 date: "Wed, 25 Nov 2026 09:14:03 +0000" (toUTCString gives this form with "GMT"). */
export const rfc5322Date = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');

/** A part's body: UTF-8 text in base64 lines. */
const encoded = (content: string) => lines(base64(new TextEncoder().encode(content)), BASE64_LINE);

function part(type: 'plain' | 'html', content: string): string {
  return [`Content-Type: text/${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', ...encoded(content)].join(CRLF);
}

/** The invitation as the alternative's last part: the richest a client understands is shown. */
const calendarPart = (calendar: NonNullable<MimeMessage['calendar']>) =>
  [`Content-Type: text/calendar; charset=UTF-8;${CRLF} method=${calendar.method}`, 'Content-Transfer-Encoding: base64', '', ...encoded(calendar.ics)].join(CRLF);

/** An attached file, as a part of multipart/mixed. Throws on a name or type that is not plain. */
function attachmentPart(attachment: MimeAttachment): string {
  if (!FILENAME.test(attachment.filename)) throw new Error(`Invalid attachment file name: ${JSON.stringify(attachment.filename)}`);
  if (!MEDIA_TYPE.test(attachment.contentType)) throw new Error(`Invalid attachment type: ${JSON.stringify(attachment.contentType)}`);
  const charset = attachment.contentType.startsWith('text/') || attachment.contentType === INVITE_TYPE ? '; charset=UTF-8' : '';
  return [
    `Content-Type: ${attachment.contentType}${charset};${CRLF} name="${attachment.filename}"`,
    `Content-Disposition: attachment;${CRLF} filename="${attachment.filename}"`,
    'Content-Transfer-Encoding: base64',
    '',
    ...encoded(attachment.content),
  ].join(CRLF);
}

/** Parts between a boundary's lines, closed by its last. */
const multipart = (boundary: string, parts: string[]) => [...parts.flatMap((each) => [`--${boundary}`, each]), `--${boundary}--`];

/** The raw message, CRLF line ends throughout. Throws if a header value holds CR or LF. */
export function buildMime(message: MimeMessage): string {
  const messageId = checked('Message-ID', message.messageId.trim());
  const id = messageId.startsWith('<') && messageId.endsWith('>') ? messageId : `<${messageId}>`;
  const boundary = `${BOUNDARY_PREFIX}${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`;
  const headers = [
    fold('From', checked('From', message.from)),
    fold('To', checked('To', message.to)),
    ...(message.replyTo ? [fold('Reply-To', checked('Reply-To', message.replyTo))] : []),
    subjectHeader(message.subject),
    `Date: ${rfc5322Date(message.date)}`,
    fold('Message-ID', id),
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => {
      if (!HEADER_NAME.test(name)) throw new Error(`Invalid header name: ${JSON.stringify(name)}`);
      return fold(name, checked(name, value));
    }),
  ];
  const alternative = multipart(boundary, [part('plain', message.text), part('html', message.html), ...(message.calendar ? [calendarPart(message.calendar)] : [])]);
  const attachments = [...(message.calendar ? [{ filename: INVITE_FILENAME, contentType: INVITE_TYPE, content: message.calendar.ics }] : []), ...(message.attachments ?? [])];
  if (!attachments.length) return [...headers, `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`, '', ...alternative, ''].join(CRLF);
  const mixed = boundary.replace(BOUNDARY_PREFIX, MIXED_PREFIX);
  const inner = [`Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`, '', ...alternative].join(CRLF);
  return [...headers, `Content-Type: multipart/mixed;${CRLF} boundary="${mixed}"`, '', ...multipart(mixed, [inner, ...attachments.map(attachmentPart)]), ''].join(CRLF);
}
