/**
 * The local lead inbox behind `npm start`: it checks each lead with the schema of the form that
 * sends it (lib/validations/lead-payloads.ts), gives it an id and the time it arrived, and appends
 * it to an NDJSON file as one whole line, even when many arrive at once. Photos sent with a
 * booking from a quote are stored beside it, under `uploads/<lead id>/`, with names it makes.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PHOTO_TYPES, type PhotoKind } from '../../lib/photos';
import { QUOTE_BOOKING_SOURCES } from '../../lib/validations/booking';
import { checkLead, type FieldErrors, type LeadEndpoint } from '../../lib/validations/lead-payloads';
import type { ReceivedPhoto } from './lead-photos';

/** A stored photo: where it is (relative to the inbox file's folder), what it is and shows. */
export interface StoredPhoto {
  file: string;
  type: string;
  bytes: number;
  kind: PhotoKind | null;
}

/** One line of the inbox file. */
export interface StoredLead {
  id: string;
  /** When the inbox received it (ISO, UTC). */
  receivedAt: string;
  /** Which webhook it was posted to. */
  type: LeadEndpoint;
  /** The lead as its form's schema reads it. */
  lead: Record<string, unknown>;
  /** Photos sent with it, if any. */
  photos?: StoredPhoto[];
}

export type InboxAnswer = { ok: true; stored: StoredLead } | { ok: false; errors: FieldErrors };

export function createLeadInbox(file: string, now: () => Date = () => new Date()) {
  // Appends run one after another: each line is written whole before the next starts, and a
  // failed write does not stop the ones after it.
  let queue: Promise<unknown> = Promise.resolve();

  function append(line: string): Promise<void> {
    const write = queue.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, 'utf8');
    });
    queue = write.catch(() => undefined);
    return write;
  }

  return {
    file,
    /** Checks and stores a lead, and its photos; resolves once it is on disk. */
    async receive(type: LeadEndpoint, body: unknown, photos: ReceivedPhoto[] = []): Promise<InboxAnswer> {
      const checked = checkLead(type, body);
      if (!checked.ok) return checked;
      const source = checked.lead.source;
      if (photos.length && !(type === 'lead' && (QUOTE_BOOKING_SOURCES as readonly unknown[]).includes(source))) {
        return { ok: false, errors: { photos: 'Photos can only be sent with a survey booked from a quote' } };
      }
      const id = randomUUID();
      const stored: StoredLead = { id, receivedAt: now().toISOString(), type, lead: checked.lead };
      if (photos.length) {
        const folder = join('uploads', id);
        await mkdir(join(dirname(file), folder), { recursive: true });
        stored.photos = await Promise.all(
          photos.map(async (photo, index) => {
            const name = join(folder, `photo-${index + 1}.${PHOTO_TYPES[photo.type].extension}`);
            await writeFile(join(dirname(file), name), photo.bytes);
            return { file: name, type: PHOTO_TYPES[photo.type].mime, bytes: photo.bytes.length, kind: photo.kind };
          }),
        );
      }
      await append(`${JSON.stringify(stored)}\n`);
      return { ok: true, stored };
    },
  };
}
