/**
 * The jobs that tell the business's CRM (LEAD_FORWARD_URL, signed with LEAD_FORWARD_SECRET:
 * worker/delivery/forward.ts): a lead stored ('forward': lead.created), its price confirmed or
 * changed ('updated': lead.updated, as the price stands when sent), and a lead erased ('deleted':
 * lead.deleted, its payload the event, as the lead is gone).
 */
import { quoteOf } from '@/lib/shared/quote/lead-shape';
import { leadRecord } from '../lead/record';
import type { JobRow } from '../store/jobs';
import type { Attempt, JobSender, SendContext } from './attempt';
import { forwardEvent, type ForwardEvent } from './forward';

/** A sender of the event `eventOf` makes for the job (or, instead, how the attempt went: its lead gone, or nothing to tell). */
function toCrm(eventOf: (job: JobRow, context: SendContext) => Promise<ForwardEvent | Attempt>): JobSender {
  return {
    async send(job, at, context) {
      const { env } = context;
      const url = env.LEAD_FORWARD_URL;
      if (!url) return { ok: false, detail: 'LEAD_FORWARD_URL is not set' };
      if (!env.LEAD_FORWARD_SECRET) return { ok: false, detail: 'LEAD_FORWARD_SECRET is not set: forwards are signed with it' };
      const event = await eventOf(job, context);
      if (!('event' in event)) return event;
      const result = await forwardEvent(url, event, { secret: env.LEAD_FORWARD_SECRET, now: at, fetchImpl: context.fetchImpl });
      return result.ok ? { ok: true } : { ok: false, detail: result.detail, retryAfter: result.retryAfterSeconds };
    },
  };
}

/** The lead passed to the CRM; erased before its forward went, the CRM never had it, so it is told nothing. */
export const forward = toCrm(async (job, { store }) => {
  const lead = await store.find(job.lead_id);
  return lead ? { event: 'lead.created', ...leadRecord(lead, job.origin) } : { gone: true };
});

/** The price as it stands when sent (a later change renews the job); erased meanwhile, the CRM hears lead.deleted instead. */
export const updated = toCrm(async (job, { store }) => {
  const lead = await store.find(job.lead_id);
  if (!lead) return { gone: true };
  const quote = quoteOf(lead.lead);
  if (!lead.price || !quote) return { ok: true };
  const { state, pence, reason, at: changedAt, by } = lead.price;
  return { event: 'lead.updated', id: lead.id, updatedAt: changedAt, price: { state, pence, reason, at: changedAt, by, holdsUntil: quote.validUntil } };
});

/** The CRM told a lead was erased: the event was made as it was. */
export const deleted = toCrm(async (job) => ({ event: 'lead.deleted', ...(JSON.parse(job.payload ?? '{}') as { id: string; deletedAt: string }) }));
