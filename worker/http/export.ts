/**
 * The business's own access to its leads, with the export token (`Authorization: Bearer`):
 *   GET    /api/leads/export               the leads as NDJSON or CSV; ?contact=<email or phone>: one
 *                                          person's leads (a subject access request)
 *   DELETE /api/leads/<id>                 erases a lead and its photos, and tells the CRM
 */
import { leadIdField } from '@/lib/shared/forms/lead-extras';
import type { WorkerEnv } from '../env';
import { parseContact } from '../lead/contact';
import { EMAIL_STATUSES, FORWARD_STATUSES, exportRecord, statusNamed, toCsv, toNdjson } from '../lead/record';
import { createInboxStore } from '../store/inbox';
import { storeFor } from '../store/leads';
import { isAuthorised, tokenRequired } from './auth';
import { ERASED_BY_EXPORT_TOKEN, eraseLeads } from '../delivery/erase';
import { API_HEADERS, json, methodNotAllowed } from './respond';
import { publicOrigin } from './public-origin';

/** Most leads one export answers with; `X-Next-Since` says where the next page starts. */
export const EXPORT_PAGE_SIZE = 1000;

/** An ISO date or date and time, as the instant it names (UTC), or null. */
function parseSince(value: string | null): string | null {
  if (value === null || value === '') return new Date(0).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** GET /api/leads/export?since=<ISO date>[&format=csv][&forwarding=<status>][&email=<status>][&contact=<email or phone>]. */
export async function exportLeads(request: Request, env: WorkerEnv): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed('GET');
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN))) return tokenRequired();
  const params = new URL(request.url).searchParams;
  const since = parseSince(params.get('since'));
  if (!since) return json(400, { error: 'since must be an ISO date or date and time, for example 2026-11-01 or 2026-11-01T09:00:00Z' });
  const format = params.get('format') ?? 'ndjson';
  if (format !== 'ndjson' && format !== 'csv') return json(400, { error: 'format must be ndjson or csv' });
  const filters: { forward?: ReturnType<typeof statusNamed>; email?: ReturnType<typeof statusNamed> } = {};
  for (const [param, names, key] of [['forwarding', FORWARD_STATUSES, 'forward'], ['email', EMAIL_STATUSES, 'email']] as const) {
    const value = params.get(param);
    if (value === null) continue;
    const status = statusNamed(names, value);
    if (!status) return json(400, { error: `${param} must be one of: ${names.join(', ')}` });
    filters[key] = status;
  }
  const contactParam = params.get('contact');
  const contact = contactParam === null ? undefined : parseContact(contactParam);
  if (contact === null) return json(400, { error: 'contact must be an email address or a UK phone number' });

  const leads = await storeFor(env).list({ since, limit: EXPORT_PAGE_SIZE + 1, forward: filters.forward ?? undefined, email: filters.email ?? undefined, contact });
  const page = leads.slice(0, EXPORT_PAGE_SIZE);
  const origin = publicOrigin(request, env);
  const history = await createInboxStore(env.DB).events(page.map((lead) => lead.id));
  const records = page.map((lead) => exportRecord(lead, origin, history.get(lead.id) ?? []));
  const headers: Record<string, string> = { 'X-Lead-Count': String(records.length) };
  // More than a page: the next starts at the last one's time (ask again with since=<it>; ids repeat at the seam).
  if (leads.length > EXPORT_PAGE_SIZE) headers['X-Next-Since'] = page[page.length - 1]?.receivedAt ?? since;
  const day = new Date().toISOString().slice(0, 10);
  const name = contact ? `leads-of-one-person-${day}` : `leads-${day}`;
  if (format === 'csv') {
    return new Response(toCsv(records), {
      headers: { ...API_HEADERS, ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
    });
  }
  return new Response(toNdjson(records), {
    headers: { ...API_HEADERS, ...headers, 'Content-Type': 'application/x-ndjson; charset=utf-8', ...(contact ? { 'Content-Disposition': `attachment; filename="${name}.ndjson"` } : {}) },
  });
}

/** DELETE /api/leads/<id>: the lead, its photos and its jobs go; the CRM is sent `lead.deleted`. */
export async function eraseLead(request: Request, env: WorkerEnv, id: string): Promise<Response> {
  if (request.method !== 'DELETE') return methodNotAllowed('DELETE');
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN))) return tokenRequired();
  if (!leadIdField.safeParse(id).success) return json(404, { error: 'No such lead' });
  const erased = await eraseLeads(env, [id], publicOrigin(request, env), ERASED_BY_EXPORT_TOKEN);
  if (!erased.length) return json(404, { error: 'No such lead' });
  return json(200, { erased: id, deletedAt: new Date().toISOString() });
}
