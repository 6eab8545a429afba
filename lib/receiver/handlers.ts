/**
 * The lead receiver's endpoints, as the Worker (lib/receiver/worker.ts) routes them:
 *   POST   /api/leads/<callback|lead>      checks and stores a lead (201 { id, receivedAt }, 400, 413, 429)
 *   GET    /api/leads/export               the leads as NDJSON or CSV, for the business (bearer token);
 *                                          ?contact=<email or phone>: one person's leads (a subject access request)
 *   GET    /api/leads/photos/<id>/<n>      a lead's photo (bearer token, or an inbox session)
 *   DELETE /api/leads/<id>                 erases a lead and its photos, and tells the CRM (bearer token)
 * Leads are checked with the forms' own schemas (lib/validations/lead-payloads.ts) and photo rules
 * (lib/photos.ts), so the receiver refuses exactly what the forms refuse. A stored lead's email
 * and forward go on the lead queue (lib/receiver/jobs.ts), never in the visitor's request.
 */
import { MAX_PHOTOS } from '@/lib/photos';
import { LEAD_ENDPOINTS, checkLead, type LeadEndpoint } from '@/lib/validations/lead-payloads';
import { leadIdField, type Guard } from '@/lib/validations/lead-extras';
import type { Campaign } from '@/lib/campaign';
import { RATE_LIMIT_RETRY_AFTER_SECONDS, clientKey, failsGuard, withinLimits } from './abuse';
import { isAuthorised } from './auth';
import { EMAIL_STATUSES, FORWARD_STATUSES, exportRecord, statusNamed, toCsv, toNdjson } from './export-format';
import { jobsFor } from './jobs';
import { parseContact, storeFor, type StoreOutcome } from './lead-store';
import { API_HEADERS, json, methodNotAllowed } from './http';
import { eraseLeads, hasSession } from './inbox';
import { createInboxStore } from './inbox-store';
import type { ExecutionContext, ReceiverEnv } from './platform';
import { IntakeError, isMultipart, readLeadRequest } from './read-lead';

/** Most leads one export answers with; `X-Next-Since` says where the next page starts. */
export const EXPORT_PAGE_SIZE = 1000;

/** The page origins that may post leads here: the site's own, and any LEAD_ALLOWED_ORIGINS lists. */
function originAllowed(request: Request, env: ReceiverEnv, origin: string): boolean {
  if (origin === new URL(request.url).origin) return true;
  const listed = (env.LEAD_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, ''));
  return listed.includes(origin);
}

function corsHeaders(origin: string): Record<string, string> {
  // Retry-After is read by the browser's outbox, so another origin's page may see it too.
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
}

/** The CORS preflight a browser sends before posting JSON from a page on another origin. */
export function preflight(request: Request, env: ReceiverEnv): Response {
  const origin = request.headers.get('origin');
  if (!origin || !originAllowed(request, env, origin)) return json(403, { error: 'Pages on this origin may not send leads here' });
  return new Response(null, {
    status: 204,
    headers: { ...corsHeaders(origin), 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' },
  });
}

/** POST /api/leads/<type>. */
export async function receiveLead(request: Request, env: ReceiverEnv, ctx: ExecutionContext, type: string): Promise<Response> {
  if (!(LEAD_ENDPOINTS as readonly string[]).includes(type)) return json(404, { error: 'No such webhook' });
  if (request.method === 'OPTIONS') return preflight(request, env);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const origin = request.headers.get('origin');
  if (origin && !originAllowed(request, env, origin)) return json(403, { error: 'Pages on this origin may not send leads here' });
  const cors = origin ? corsHeaders(origin) : {};

  // Counted before the body is read: a flood costs us as little as possible.
  if (!(await withinLimits(env, clientKey(request), isMultipart(request.headers.get('content-type'))))) {
    return json(429, { error: 'Too many requests from this address: send it again in a minute' }, { ...cors, 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS), Connection: 'close' });
  }

  let received;
  try {
    received = await readLeadRequest(request);
  } catch (error) {
    if (error instanceof IntakeError) return json(error.status, { error: error.message }, { ...cors, Connection: 'close' });
    throw error;
  }
  const checked = checkLead(type as LeadEndpoint, received.body, received.photos.length);
  if (!checked.ok) return json(400, { error: 'The lead is not valid', fields: checked.errors }, cors);

  const { leadId, campaign, guard, ...fields } = checked.lead as Record<string, unknown> & { leadId?: string; campaign?: Campaign; guard?: Guard };
  // The quote rules' fingerprint was for judging the quote (quoteCheck); it is not part of the lead.
  const lead = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'quoteRules'));
  // A bot: answered as if stored, so it learns nothing; nothing is stored, nobody is told.
  if (failsGuard(guard)) {
    console.warn(`Dropped a lead posted to /api/leads/${type}: it failed the spam guard`);
    return json(201, { id: leadId ?? crypto.randomUUID(), receivedAt: new Date().toISOString() }, cors);
  }

  const store = storeFor(env);
  const siteOrigin = new URL(request.url).origin;
  // The body is all here: storing and queueing finish even if the visitor's connection drops now.
  const storing = (async (): Promise<StoreOutcome> => {
    const outcome = await store.store({
      id: leadId,
      type: type as LeadEndpoint,
      source: typeof lead.source === 'string' ? lead.source : type,
      lead,
      campaign,
      photos: received.photos,
      quoteCheck: checked.quoteCheck,
      jobs: jobsFor(env),
      origin: siteOrigin,
    });
    if ('stored' in outcome && outcome.created) {
      const { stored } = outcome;
      const jobs = (['email', 'forward'] as const).filter((kind) => stored[kind].status === 'pending');
      // If the queue refuses, the 5-minute sweep queues them: the jobs are in D1 already.
      if (jobs.length) await env.LEAD_JOBS.sendBatch(jobs.map((kind) => ({ body: { leadId: stored.id, kind } }))).catch((error: unknown) => console.error(`Could not queue lead ${stored.id}'s jobs`, error));
    }
    return outcome;
  })();
  ctx.waitUntil(storing.catch(() => undefined));
  let outcome: StoreOutcome;
  try {
    outcome = await storing;
  } catch (error) {
    console.error(`Could not store a ${type} lead`, error);
    return json(500, { error: 'The lead could not be stored just now: send it again shortly' }, cors);
  }
  if ('busy' in outcome) return json(409, { error: 'This lead is being stored by another request: send it again shortly' }, { ...cors, 'Retry-After': '5' });
  return json(201, { id: outcome.stored.id, receivedAt: outcome.stored.receivedAt }, cors);
}

const unauthorised = () => json(401, { error: 'Send the export token in the header: "Authorization: Bearer <token>"' }, { 'WWW-Authenticate': 'Bearer realm="leads"' });

/** An ISO date or date and time, as the instant it names (UTC), or null. */
function parseSince(value: string | null): string | null {
  if (value === null || value === '') return new Date(0).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** GET /api/leads/export?since=<ISO date>[&format=csv][&forwarding=<status>][&email=<status>][&contact=<email or phone>]. */
export async function exportLeads(request: Request, env: ReceiverEnv): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed('GET');
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN))) return unauthorised();
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
  const origin = new URL(request.url).origin;
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

/** GET /api/leads/photos/<id>/<n>. */
export async function servePhoto(request: Request, env: ReceiverEnv, id: string, n: string): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed('GET');
  // The export token, or a signed-in inbox session (its thumbnails and full-size links).
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN)) && !(await hasSession(request, env))) return unauthorised();
  const number = /^[1-9]\d*$/.test(n) ? Number(n) : 0;
  if (!leadIdField.safeParse(id).success || number < 1 || number > MAX_PHOTOS) return json(404, { error: 'No such photo' });
  const found = await storeFor(env).photo(id, number);
  if (!found) return json(404, { error: 'No such photo' });
  const extension = found.photo.key.split('.').pop();
  return new Response(found.object.body, {
    headers: {
      ...API_HEADERS,
      'Content-Type': found.photo.type,
      'Content-Length': String(found.object.size),
      'Content-Disposition': `inline; filename="${id}-photo-${number}.${extension}"`,
    },
  });
}

/** DELETE /api/leads/<id>: the lead, its photos and its jobs go; the CRM is sent `lead.deleted`. */
export async function eraseLead(request: Request, env: ReceiverEnv, id: string): Promise<Response> {
  if (request.method !== 'DELETE') return methodNotAllowed('DELETE');
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN))) return unauthorised();
  if (!leadIdField.safeParse(id).success) return json(404, { error: 'No such lead' });
  const erased = await eraseLeads(env, [id], new URL(request.url).origin);
  if (!erased.length) return json(404, { error: 'No such lead' });
  return json(200, { erased: id, deletedAt: new Date().toISOString() });
}
