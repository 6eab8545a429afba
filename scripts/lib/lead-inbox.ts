/**
 * The local lead inbox behind `npm start`: it checks each lead with the schema of the form that
 * sends it (lib/validations/lead-payloads.ts), gives it an id and the time it arrived, and appends
 * it to an NDJSON file as one whole line, even when many arrive at once.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { checkLead, type FieldErrors, type LeadEndpoint } from '../../lib/validations/lead-payloads';

/** One line of the inbox file. */
export interface StoredLead {
  id: string;
  /** When the inbox received it (ISO, UTC). */
  receivedAt: string;
  /** Which webhook it was posted to. */
  type: LeadEndpoint;
  /** The lead as its form's schema reads it. */
  lead: Record<string, unknown>;
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
    /** Checks and stores a lead; resolves once it is on disk. */
    async receive(type: LeadEndpoint, body: unknown): Promise<InboxAnswer> {
      const checked = checkLead(type, body);
      if (!checked.ok) return checked;
      const stored: StoredLead = { id: randomUUID(), receivedAt: now().toISOString(), type, lead: checked.lead };
      await append(`${JSON.stringify(stored)}\n`);
      return { ok: true, stored };
    },
  };
}
