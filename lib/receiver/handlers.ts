/**
 * The lead receiver's three endpoints, as the Pages Functions in functions/api/leads/ call them:
 *   POST /api/leads/<callback|lead>      checks and stores a lead (201 { id, receivedAt }, 400, 413)
 *   GET  /api/leads/export               the leads as NDJSON or CSV, for the business (bearer token)
 *   GET  /api/leads/photos/<id>/<n>      a lead's photo (bearer token)
 * Leads are checked with the forms' own schemas (lib/validations/lead-payloads.ts) and photo rules
 * (lib/photos.ts), so the receiver refuses exactly what the forms refuse.
 */
import { MAX_PHOTOS } from '@/lib/photos';
import { LEAD_ENDPOINTS, checkLead, type LeadEndpoint } from '@/lib/validations/lead-payloads';
import { leadIdField } from '@/lib/validations/lead-extras';
import type { Campaign } from '@/lib/campaign';
import { isAuthorised } from './auth';
import { exportRecord, leadRecord, toCsv, toNdjson } from './export-format';
import { FORWARD_RETRIES_PER_LEAD, MAX_FORWARD_ATTEMPTS, forwardRecord } from './forward';
import { FORWARD_STATUSES, createLeadStore, type ForwardStatus, type LeadStore, type StoredLead } from './lead-store';
import type { FunctionContext, ReceiverEnv } from './platform';
import { IntakeError, readLeadRequest } from './read-lead';

/** Most leads one export answers with; `X-Next-Since` says where the next page starts. */
export const EXPORT_PAGE_SIZE = 1000;

/** An answer with nothing to cache, sniff or frame. */
const API_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

export const methodNotAllowed = (allow: string) => json(405, { error: `Use ${allow}` }, { Allow: allow });

/** The page origins that may post leads here: the site's own, and any LEAD_ALLOWED_ORIGINS lists. */
function originAllowed(request: Request, env: ReceiverEnv, origin: string): boolean {
  if (origin === new URL(request.url).origin) return true;
  const listed = (env.LEAD_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, ''));
  return listed.includes(origin);
}

function corsHeaders(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
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

const storeFor = (env: ReceiverEnv): LeadStore => createLeadStore(env.DB, env.PHOTOS);

/** Forwards a stored lead and records how it went; then tries a few whose forwarding failed before. */
async function forwardLeads(env: ReceiverEnv, store: LeadStore, lead: StoredLead | null, origin: string): Promise<void> {
  const url = env.LEAD_FORWARD_URL;
  if (!url) return;
  const retries = await store.takeForwardRetries(FORWARD_RETRIES_PER_LEAD, MAX_FORWARD_ATTEMPTS).catch(() => []);
  for (const each of lead ? [lead, ...retries] : retries) {
    // The lead as the export gives it, without how forwarding went: the same body on every attempt.
    const result = await forwardRecord(url, leadRecord(each, origin));
    if (!result.ok) console.error(`Forwarding lead ${each.id} failed: ${result.detail}`);
    await store.recordForward(each.id, result.ok ? 'forwarded' : 'failed', result.ok ? null : result.detail).catch((error: unknown) => console.error('Could not record a forward', error));
  }
}

/** POST /api/leads/<type>. */
export async function receiveLead(context: FunctionContext<'type'>): Promise<Response> {
  const { request, env } = context;
  const type = context.params.type;
  if (typeof type !== 'string' || !(LEAD_ENDPOINTS as readonly string[]).includes(type)) return json(404, { error: 'No such webhook' });
  if (request.method === 'OPTIONS') return preflight(request, env);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const origin = request.headers.get('origin');
  if (origin && !originAllowed(request, env, origin)) return json(403, { error: 'Pages on this origin may not send leads here' });
  const cors = origin ? corsHeaders(origin) : {};

  let received;
  try {
    received = await readLeadRequest(request);
  } catch (error) {
    if (error instanceof IntakeError) return json(error.status, { error: error.message }, { ...cors, Connection: 'close' });
    throw error;
  }
  const checked = checkLead(type as LeadEndpoint, received.body, received.photos.length);
  if (!checked.ok) return json(400, { error: 'The lead is not valid', fields: checked.errors }, cors);

  const { leadId, campaign, ...lead } = checked.lead as Record<string, unknown> & { leadId?: string; campaign?: Campaign };
  const store = storeFor(env);
  let outcome;
  try {
    outcome = await store.store({
      id: leadId,
      type: type as LeadEndpoint,
      source: typeof lead.source === 'string' ? lead.source : type,
      lead,
      campaign,
      photos: received.photos,
      forward: Boolean(env.LEAD_FORWARD_URL),
    });
  } catch (error) {
    console.error(`Could not store a ${type} lead`, error);
    return json(500, { error: 'The lead could not be stored just now: send it again shortly' }, cors);
  }
  if ('busy' in outcome) return json(409, { error: 'This lead is being stored by another request: send it again shortly' }, { ...cors, 'Retry-After': '5' });
  const { stored, created } = outcome;
  if (created && env.LEAD_FORWARD_URL) context.waitUntil(forwardLeads(env, store, stored, new URL(request.url).origin));
  return json(201, { id: stored.id, receivedAt: stored.receivedAt }, cors);
}

const unauthorised = () => json(401, { error: 'Send the export token in the header: "Authorization: Bearer <token>"' }, { 'WWW-Authenticate': 'Bearer realm="leads"' });

/** An ISO date or date and time, as the instant it names (UTC), or null. */
function parseSince(value: string | null): string | null {
  if (value === null || value === '') return new Date(0).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** GET /api/leads/export?since=<ISO date>[&format=csv][&forwarding=failed]. */
export async function exportLeads(context: FunctionContext): Promise<Response> {
  const { request, env } = context;
  if (request.method !== 'GET') return methodNotAllowed('GET');
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN))) return unauthorised();
  const params = new URL(request.url).searchParams;
  const since = parseSince(params.get('since'));
  if (!since) return json(400, { error: 'since must be an ISO date or date and time, for example 2026-11-01 or 2026-11-01T09:00:00Z' });
  const format = params.get('format') ?? 'ndjson';
  if (format !== 'ndjson' && format !== 'csv') return json(400, { error: 'format must be ndjson or csv' });
  const forwarding = params.get('forwarding');
  if (forwarding !== null && !(FORWARD_STATUSES as readonly string[]).includes(forwarding)) return json(400, { error: `forwarding must be one of: ${FORWARD_STATUSES.join(', ')}` });

  const leads = await storeFor(env).list({ since, limit: EXPORT_PAGE_SIZE + 1, forward: (forwarding ?? undefined) as ForwardStatus | undefined });
  const page = leads.slice(0, EXPORT_PAGE_SIZE);
  const origin = new URL(request.url).origin;
  const records = page.map((lead) => exportRecord(lead, origin));
  const headers: Record<string, string> = { 'X-Lead-Count': String(records.length) };
  // More than a page: the next starts at the last one's time (ask again with since=<it>; ids repeat at the seam).
  if (leads.length > EXPORT_PAGE_SIZE) headers['X-Next-Since'] = page[page.length - 1]?.receivedAt ?? since;
  if (format === 'csv') {
    const day = new Date().toISOString().slice(0, 10);
    return new Response(toCsv(records), {
      headers: { ...API_HEADERS, ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"` },
    });
  }
  return new Response(toNdjson(records), { headers: { ...API_HEADERS, ...headers, 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
}

/** GET /api/leads/photos/<id>/<n>. */
export async function servePhoto(context: FunctionContext<'id' | 'n'>): Promise<Response> {
  const { request, env } = context;
  if (request.method !== 'GET') return methodNotAllowed('GET');
  if (!(await isAuthorised(request, env.LEADS_EXPORT_TOKEN))) return unauthorised();
  const { id, n } = context.params;
  const number = typeof n === 'string' && /^[1-9]\d*$/.test(n) ? Number(n) : 0;
  if (typeof id !== 'string' || !leadIdField.safeParse(id).success || number < 1 || number > MAX_PHOTOS) return json(404, { error: 'No such photo' });
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
