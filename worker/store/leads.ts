/**
 * Where leads are kept: one row per lead in D1 (migrations/), its photos in R2, and beside it the
 * jobs that tell the business (worker/store/jobs.ts). The lead store is one facade over its parts
 * in worker/store/leads/, each a job of its own:
 *   rows.ts     a row's columns, the one SELECT, and the StoredLead a row makes (the read boundary)
 *   read.ts     a lead by id, leads since a time or of one person, those sharing a contact, a photo
 *   claims.ts   the id one request holds while it stores a lead, so a resend waits for its answer
 *   write.ts    storing a lead whole or not at all, each id once, never an erased one
 *   erasure.ts  erasing leads (their ids recorded), retention, and dropping old erasure records
 *   photos.ts   the photos' names in R2, putting and listing them
 */
import type { WorkerEnv } from '../env';
import { createLeadClaims } from './leads/claims';
import { createLeadErasure } from './leads/erasure';
import { createLeadReader } from './leads/read';
import { createLeadWriter } from './leads/write';

interface LeadStoreOptions {
  now?: () => Date;
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

export function createLeadStore(db: D1Database, bucket: R2Bucket, options: LeadStoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const reader = createLeadReader(db, bucket);
  const claims = createLeadClaims(db, { now, sleep, lookup: reader.lookup });
  const { find, lookup, list, sharing, photo } = reader;
  return {
    find,
    lookup,
    list,
    sharing,
    photo,
    ...createLeadWriter(db, bucket, { now, newId, reader, claims }),
    ...createLeadErasure(db, bucket, { now }),
    held: claims.held,
    dropClaimsBefore: claims.dropClaimsBefore,
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

/** The store over the Worker's D1 database and R2 bucket. */
export const storeFor = (env: Pick<WorkerEnv, 'DB' | 'PHOTOS'>): LeadStore => createLeadStore(env.DB, env.PHOTOS);
