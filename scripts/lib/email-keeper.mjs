/**
 * Keeps the emails a local run sends. wrangler's send_email binding writes each one in its
 * temporary folder (`<tmp>/miniflare-<id>/files/email/<uuid>.eml`; `.txt`, `.html` and attachments
 * under `files/email-text/`, `files/email-html/`, `files/email-attachment/` for the MessageBuilder
 * form) and deletes that folder when it stops. The keeper copies each file, as soon as it appears,
 * to a folder that stays, named by when it was written so the names sort by time:
 * `2026-11-25T10-15-30.123Z-<uuid>.eml` (the uuid is the name wrangler gave the file, not the
 * lead's id). Each copy appears whole (written beside, then renamed), is brought up to date if
 * wrangler is still writing the file, and is never made twice: the names already in the folder are
 * known from the start. Beside each `.eml` goes its text to read with `cat` (`<name>.eml.txt`: the
 * headers a person reads and the plain-text part decoded, as the message holds each part in base64).
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** How often the keeper looks for new emails: a fifth of a second, quicker than anyone opens one, and a few folder reads cost nothing. */
export const KEEP_EVERY_MS = 200;

/** The part of a kept name that names its time (an ISO time with `-` for `:`, which some systems refuse in file names). */
const KEPT_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-(.+)$/;

/**
 * The kept name of a file wrangler wrote: its time (to the millisecond), then its own name.
 * @param {string} file
 * @param {number} writtenAt ms since 1970
 */
export const keptName = (file, writtenAt) => `${new Date(Math.round(writtenAt)).toISOString().replaceAll(':', '-')}-${basename(file)}`;

/** The headers of a kept email its readable text starts with, in this order. */
const READABLE_HEADERS = ['from', 'to', 'reply-to', 'subject', 'date'];

/**
 * A MIME block's headers (unfolded, RFC 2047 base64 words decoded, as worker/delivery/mime.ts
 * writes them; names in lower case) and its body.
 * @param {string} block
 * @returns {{ headers: Record<string, string>, body: string }}
 */
function mimeBlock(block) {
  const split = block.search(/\r?\n\r?\n/);
  const head = split === -1 ? block : block.slice(0, split);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line
        .slice(colon + 1)
        .trim()
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?([^?]+)\?[Bb]\?([^?]*)\?=/g, (_word, charset, text) => new TextDecoder(charset).decode(Buffer.from(text, 'base64')));
  }
  return { headers, body: split === -1 ? '' : block.slice(split).replace(/^\r?\n\r?\n/, '') };
}

/**
 * The first text/plain part of a MIME block, decoded from base64 (worker/delivery/mime.ts writes
 * every part so), looking inside multiparts; `attached` collects the names of attached files.
 * @param {string} block
 * @param {string[]} attached
 * @returns {string | null}
 */
function plainText(block, attached) {
  const { headers, body } = mimeBlock(block);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    // Every part is read, so the files attached after the text are named too.
    const texts = body.split(`--${boundary}`).slice(1, -1).map((part) => plainText(part.replace(/^\r?\n/, ''), attached));
    return texts.find((text) => text !== null) ?? null;
  }
  const name = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1];
  if (name) attached.push(name);
  if (name || !/^text\/plain/i.test(type)) return null;
  return (headers['content-transfer-encoding'] ?? '').toLowerCase() === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

/**
 * An email as a person reads it: From, To, Reply-To, Subject and Date, the names of any attached
 * files, then its plain-text part decoded.
 * @param {string} raw the message, as the .eml file holds it
 * @returns {string}
 */
export function readableEmail(raw) {
  const { headers } = mimeBlock(raw);
  /** @type {string[]} */
  const attached = [];
  const text = plainText(raw, attached) ?? '(no plain-text part)';
  const lines = READABLE_HEADERS.filter((name) => headers[name]).map((name) => `${name.replace(/(^|-)./g, (start) => start.toUpperCase())}: ${headers[name]}`);
  if (attached.length) lines.push(`Attached: ${attached.join(', ')}`);
  return `${lines.join('\n')}\n\n${text.replace(/\r\n/g, '\n')}`;
}

/** @param {string} dir @returns {string[]} */
function list(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Every file wrangler's email binding has written under `tmp`, at any of its runs still on disk.
 * @param {string} tmp
 * @returns {string[]}
 */
export function sentFiles(tmp) {
  return list(tmp).flatMap((run) => {
    const files = join(tmp, run, 'files');
    return list(files)
      .filter((kind) => kind.startsWith('email'))
      .flatMap((kind) => list(join(files, kind)).map((name) => join(files, kind, name)));
  });
}

/**
 * Copies what wrangler writes in `from` (its temporary folder) to `to`, now and every `everyMs`
 * until `stop()`; `scan()` copies at once (before a stop, say). `onKept` hears of each new copy.
 * @param {{ from: string, to: string, everyMs?: number, onKept?: (path: string) => void }} options
 * @returns {{ scan(): void, stop(): void }}
 */
export function keepEmails({ from, to, everyMs = KEEP_EVERY_MS, onKept = () => {} }) {
  mkdirSync(to, { recursive: true });
  /** What was copied of each file (by its own name): its kept name, and its size and time when copied. @type {Map<string, { name: string, size: number, mtimeMs: number, settled: boolean }>} */
  const kept = new Map();
  for (const name of list(to)) {
    const own = KEPT_NAME.exec(name)?.[1];
    if (own) kept.set(own, { name, size: -1, mtimeMs: -1, settled: false });
  }
  const scan = () => {
    for (const file of sentFiles(from)) {
      const own = basename(file);
      const before = kept.get(own);
      if (before?.settled) continue;
      try {
        const { size, mtimeMs, mtime, atime } = statSync(file);
        // Nothing written yet (wrangler opens the file, then writes it): the next look copies it.
        if (size === 0) continue;
        if (before && before.size === size && before.mtimeMs === mtimeMs) {
          // Unchanged since it was copied: wrangler has finished it, so it need not be looked at again.
          before.settled = true;
          continue;
        }
        const name = before?.name ?? keptName(file, mtimeMs);
        const partial = join(to, `.${name}.partial`);
        copyFileSync(file, partial);
        utimesSync(partial, atime, mtime);
        renameSync(partial, join(to, name));
        if (name.endsWith('.eml')) {
          // Its text beside it, made from the copy (whole, as the copy is) and renewed with it.
          writeFileSync(partial, readableEmail(readFileSync(join(to, name), 'utf8')));
          renameSync(partial, join(to, `${name}.txt`));
        }
        kept.set(own, { name, size, mtimeMs, settled: false });
        if (!before) onKept(join(to, name));
      } catch {
        // Gone between the listing and the copy (wrangler stopping): nothing left to keep.
      }
    }
  };
  scan();
  const timer = setInterval(scan, everyMs);
  timer.unref();
  return {
    scan,
    stop() {
      clearInterval(timer);
      scan();
    },
  };
}
