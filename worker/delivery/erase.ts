/**
 * Erasing leads (staff in the inbox, or the business with the export token): their rows, photos,
 * jobs and history go and their ids are recorded as erased, with who erased them
 * (worker/store/leads.ts), so a resend from the visitor's browser is stored nowhere; when the
 * business has a CRM it is told of each (`lead.deleted`, a job on the lead queue like the forward
 * that told it of the lead). The emails sent for them stay in the business's mailbox: the inbox
 * says so, as only the business can delete those.
 */
import type { WorkerEnv } from '../env';
import { storeFor } from '../store/leads';

/** Who erased leads with the export token (DELETE /api/leads/<id>), as the erased-ids record names them. */
export const ERASED_BY_EXPORT_TOKEN = 'export token';

/**
 * Erases leads with every object under their prefix in R2, recording `by` (who asked: never
 * anything of the visitor), and queues the CRM's notices. Returns the ids that were stored.
 */
export async function eraseLeads(env: WorkerEnv, ids: string[], origin: string, by: string): Promise<string[]> {
  const erased = await storeFor(env).erase(ids, { by, notify: env.LEAD_FORWARD_URL ? { origin } : null, everyObject: true });
  if (erased.length && env.LEAD_FORWARD_URL) {
    await env.LEAD_JOBS.sendBatch(erased.map((leadId) => ({ body: { leadId, kind: 'deleted' as const } }))).catch((error: unknown) => console.error('Could not queue erasure notices', error));
  }
  return erased;
}
