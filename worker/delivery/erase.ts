/**
 * Erasing leads (staff in the inbox, the business with the export token, or the visitor cancelling
 * from their own page): their rows, photos,
 * jobs and history go and their ids are recorded as erased, with who erased them
 * (worker/store/leads.ts), so a resend from the visitor's browser is stored nowhere; when the
 * business has a CRM it is told of each (`lead.deleted`, a job on the lead queue like the forward
 * that told it of the lead). The emails sent for them stay in the business's mailbox: the inbox
 * says so, as only the business can delete those. A visitor who cancels gets a last email saying
 * it is done (a 'farewell' job, whose payload holds what it says until it is sent: the lead is gone).
 */
import type { WorkerEnv } from '../env';
import { storeFor } from '../store/leads';
import { enqueue } from './enqueue';
import { canEmailVisitor } from './jobs';
import type { FarewellPayload } from './visitor-email';

/** Who erased leads with the export token (DELETE /api/leads/<id>), as the erased-ids record names them. */
export const ERASED_BY_EXPORT_TOKEN = 'export token';

/** Who erased a lead the visitor cancelled from their own page. */
export const ERASED_BY_VISITOR = 'visitor';

export type { FarewellPayload };

/**
 * Erases leads with every object under their prefix in R2, recording `by` (who asked: never
 * anything of the visitor), and queues the CRM's notices. With `farewell` (a visitor cancelling
 * their one request: `ids` holds that one id) the visitor's last email is made in the same
 * transaction and queued, when visitors can be emailed (canEmailVisitor). Returns the ids that were stored.
 */
export async function eraseLeads(env: WorkerEnv, ids: string[], origin: string, by: string, options: { farewell?: FarewellPayload } = {}): Promise<string[]> {
  if (options.farewell && ids.length !== 1) throw new Error('A farewell is for one visitor cancelling their one request');
  const farewell = options.farewell && canEmailVisitor(env) ? { origin, payload: JSON.stringify(options.farewell) } : undefined;
  const erased = await storeFor(env).erase(ids, { by, notify: env.LEAD_FORWARD_URL ? { origin } : null, farewell, everyObject: true });
  const messages = [
    ...(env.LEAD_FORWARD_URL ? erased.map((leadId) => ({ leadId, kind: 'deleted' as const })) : []),
    ...(farewell ? erased.map((leadId) => ({ leadId, kind: 'farewell' as const })) : []),
  ];
  await enqueue(env.LEAD_JOBS, messages, 'erasure notices');
  return erased;
}
