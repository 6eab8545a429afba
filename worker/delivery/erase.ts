/**
 * Erasing leads (staff in the inbox, or the business with the export token): their rows, photos,
 * jobs and history go (worker/store/leads.ts), and when the business has a CRM it is told of each
 * (`lead.deleted`, a job on the lead queue like the forward that told it of the lead).
 */
import type { WorkerEnv } from '../env';
import { storeFor } from '../store/leads';

/**
 * Erases leads with every object under their prefix in R2, and queues the CRM's notices. `by` is who
 * asked (an email from Cloudflare Access, 'staff key', or 'export token'): the lead's history goes
 * with it, so the Worker's log keeps who erased which ids (ids only: nothing of the person).
 * Returns the ids that were stored.
 */
export async function eraseLeads(env: WorkerEnv, ids: string[], origin: string, by: string): Promise<string[]> {
  const erased = await storeFor(env).erase(ids, { notify: env.LEAD_FORWARD_URL ? { origin } : null, everyObject: true });
  if (erased.length) console.log(`Erased ${erased.length} lead(s) by ${by}: ${erased.join(', ')}`);
  if (erased.length && env.LEAD_FORWARD_URL) {
    await env.LEAD_JOBS.sendBatch(erased.map((leadId) => ({ body: { leadId, kind: 'deleted' as const } }))).catch((error: unknown) => console.error('Could not queue erasure notices', error));
  }
  return erased;
}
