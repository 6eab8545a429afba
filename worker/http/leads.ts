/**
 * POST /api/leads/<callback|lead>: checks and stores a lead (201 { id, receivedAt, confirmation }, 400 naming
 * each field's problem, 413, 429, 503). Leads are checked with the forms' own schemas
 * (lib/validations/lead-payloads.ts) and photo rules (lib/photos.ts), so the receiver refuses
 * exactly what the forms refuse. A bot's lead (no spam-guard readings, or readings that fail) is
 * answered 201 and dropped. A new lead counts against the site's daily ceilings
 * (worker/store/usage.ts): past the leads ceiling it is answered 503 with Retry-After (the browser
 * keeps it and sends it again), past the photos ceiling its photos are refused (413: the browser
 * sends it again at once without them), and the business is told once a day per ceiling. A stored
 * lead's email, forward and the visitor's own email go on the lead queue (worker/delivery/jobs.ts),
 * never in the visitor's request; with REQUEST_LINK_KEY set, the lead keeps the hash of the secret
 * of the link to its own page (worker/request-link.ts).
 */
import { checkLead, type LeadEndpoint } from '@/lib/validations/lead-payloads';
import type { Guard } from '@/lib/validations/lead-extras';
import type { Campaign } from '@/lib/campaign';
import type { WorkerEnv } from '../env';
import { jobsFor, noticesFor } from '../delivery/jobs';
import { contactOf } from '../lead/contact';
import { requestHash, requestLinkKey, requestSecret } from '../request-link';
import { storeFor, type NewLead, type StoreOutcome } from '../store/leads';
import { diaryFor } from '../store/diary';
import { BOOKING_MESSAGES, type BookedSlot, type SlotTaken } from '@/lib/survey-booking';
import { judgeSlot, stillFree, surveyOf } from './survey-slots';
import { usageFor } from '../store/usage';
import { clientKey, failsGuard, withinLimits } from './abuse';
import { CEILING_MESSAGES, RATE_LIMIT_RETRY_AFTER_SECONDS, secondsToDayEnd, usageDay, type Ceiling } from './limits';
import { json } from './respond';
import { publicOrigin } from './public-origin';
import { IntakeError, isMultipart, readLeadRequest } from './read-lead';

/** The page origins that may post leads here: the site's own, and any LEAD_ALLOWED_ORIGINS lists. */
function originAllowed(request: Request, env: WorkerEnv, origin: string): boolean {
  if (origin === new URL(request.url).origin) return true;
  const listed = (env.LEAD_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, ''));
  return listed.includes(origin);
}

function corsHeaders(origin: string): Record<string, string> {
  // Retry-After is read by the browser's outbox, so another origin's page may see it too.
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
}

/** The CORS headers for a request from a page (none from no page), or null when its origin may not use the lead endpoints. */
export function corsFor(request: Request, env: WorkerEnv): Record<string, string> | null {
  const origin = request.headers.get('origin');
  if (!origin) return {};
  return originAllowed(request, env, origin) ? corsHeaders(origin) : null;
}

/** The CORS preflight a browser sends before posting JSON from a page on another origin. */
export function preflight(request: Request, env: WorkerEnv): Response {
  const origin = request.headers.get('origin');
  if (!origin || !originAllowed(request, env, origin)) return json(403, { error: 'Pages on this origin may not send leads here' });
  return new Response(null, {
    status: 204,
    headers: { ...corsHeaders(origin), 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' },
  });
}

/** POST /api/leads/<type> (the router sends only POSTs of the two types here). */
export async function receiveLead(request: Request, env: WorkerEnv, ctx: Pick<ExecutionContext, 'waitUntil'>, type: LeadEndpoint): Promise<Response> {
  const origin = request.headers.get('origin');
  if (origin && !originAllowed(request, env, origin)) return json(403, { error: 'Pages on this origin may not send leads here' });
  const cors = origin ? corsHeaders(origin) : {};
  const withPhotos = isMultipart(request.headers.get('content-type'));

  // Counted before the body is read: a flood costs us as little as possible.
  if (!(await withinLimits(env, clientKey(request), withPhotos))) {
    return json(429, { error: 'Too many requests from this address: send it again in a minute' }, { ...cors, 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS), Connection: 'close' });
  }

  const usage = usageFor(env);
  const at = new Date();
  const day = usageDay(at);
  const siteOrigin = publicOrigin(request, env);
  /** A post past a ceiling: the business told (once that day), the visitor's browser told what to do. */
  const overCeiling = async (ceiling: Ceiling): Promise<Response> => {
    const limit = ceiling === 'leads' ? usage.ceilings.leads : usage.ceilings.photoBytes / 1_000_000;
    await noticesFor(env)
      .ceilingReached({ ceiling, day, limit, at: at.toISOString() }, siteOrigin)
      .catch((error: unknown) => console.error(`Could not record that the ${ceiling} ceiling was reached`, error));
    console.warn(`A lead was turned away: the daily ${ceiling} ceiling (${limit}) is reached`);
    return ceiling === 'leads'
      ? json(503, { error: CEILING_MESSAGES.leads }, { ...cors, 'Retry-After': String(secondsToDayEnd(at)) })
      : json(413, { error: CEILING_MESSAGES.photos }, { ...cors, Connection: 'close' });
  };

  // Photos the day's ceiling has no room for are refused unread (their declared length).
  const declared = Number(request.headers.get('content-length'));
  if (withPhotos && Number.isFinite(declared) && declared > 0 && (await usage.of(day)).photoBytes + declared > usage.ceilings.photoBytes) return overCeiling('photos');

  let received;
  try {
    received = await readLeadRequest(request);
  } catch (error) {
    if (error instanceof IntakeError) return json(error.status, { error: error.message }, { ...cors, Connection: 'close' });
    throw error;
  }
  const checked = checkLead(type, received.body, received.photos.length);
  if (!checked.ok) return json(400, { error: 'The lead is not valid', fields: checked.errors }, cors);

  const { leadId, campaign, guard, ...fields } = checked.lead as Record<string, unknown> & { leadId?: string; campaign?: Campaign; guard?: Guard };
  // The quote rules' fingerprint was for judging the quote (quoteCheck); it is not part of the lead.
  const lead = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'quoteRules'));
  // A bot: answered as if stored, so it learns nothing; nothing is stored or counted, nobody is told.
  if (failsGuard(guard)) {
    console.warn(`Dropped a lead posted to /api/leads/${type}: ${guard ? 'it failed the spam guard' : 'it came without the spam guard\'s readings'}`);
    return json(201, { id: leadId ?? crypto.randomUUID(), receivedAt: new Date().toISOString(), confirmation: jobsFor(env, contactOf(lead)).includes('visitor') }, cors);
  }

  const store = storeFor(env);
  // The id is the browser's, so a resend names the same lead (and gets the same link); one made here otherwise.
  const id = leadId ?? crypto.randomUUID();
  const linkKey = requestLinkKey(env);
  const hash = linkKey ? await requestHash(await requestSecret(linkKey, id)) : null;
  // Only a new lead counts: a resend of one stored (or erased) already is answered as before, ceiling or not.
  const photoBytes = received.photos.reduce((sum, photo) => sum + photo.data.size, 0);
  const over = await usage.take(day, photoBytes);
  if (over && !(leadId && (await store.lookup(leadId)))) return overCeiling(over);
  const counted = !over;
  /** Takes this post back off the day's count: it was not a new lead after all. */
  const giveBack = () => usage.giveBack(day, photoBytes).catch((error: unknown) => console.error('Could not take back a lead from the day\'s count', error));

  // A survey booked into a window: judged now, its place taken with the lead (a resend of a stored lead is answered as stored).
  let booking: NewLead['booking'] = null;
  const survey = surveyOf(lead.source);
  const slot = survey ? (lead.slot as BookedSlot | undefined) : undefined;
  const fallback = lead.slotFallback === true;
  const diaries = diaryFor(env);
  if (survey && slot && !(leadId && (await store.lookup(leadId)))) {
    const addressLine = typeof lead.addressLine === 'string' ? lead.addressLine.trim() : '';
    const installationDate = typeof lead.installationDate === 'string' && lead.installationDate ? lead.installationDate : undefined;
    const judged = await judgeSlot(diaries, survey, typeof lead.postcode === 'string' ? lead.postcode : '', slot, at, installationDate);
    const refusal = 'refused' in judged ? { slot: judged.refused } : survey === 'home' && !addressLine ? { addressLine: BOOKING_MESSAGES.addressLine } : null;
    // A resend from the outbox is never refused for its window: it is stored unbooked, for the business to call about.
    if (refusal && !fallback) {
      if (counted) await giveBack();
      return json(400, { error: 'The lead is not valid', fields: refusal }, cors);
    }
    if (!refusal && 'diary' in judged) booking = { diary: judged.diary, date: slot.date, window: slot.window, addressLine: addressLine || null, places: judged.places };
  }

  // The body is all here: storing and queueing finish even if the visitor's connection drops now.
  const storing = (async (): Promise<StoreOutcome> => {
    let outcome: StoreOutcome;
    try {
      const newLead: NewLead = {
        id,
        type: type,
        source: typeof lead.source === 'string' ? lead.source : type,
        lead,
        campaign,
        photos: received.photos,
        quoteCheck: checked.quoteCheck,
        jobs: jobsFor(env, contactOf(lead)),
        requestHash: hash,
        origin: siteOrigin,
        booking,
      };
      outcome = await store.store(newLead);
      // The window filled meanwhile, on a resend nobody waits on: stored unbooked instead.
      if ('slotTaken' in outcome && fallback) outcome = await store.store({ ...newLead, booking: null });
    } catch (error) {
      if (counted) await giveBack();
      throw error;
    }
    if (!('stored' in outcome && outcome.created)) {
      // Not a new lead after all (stored meanwhile by another request, or being stored): it does not count.
      if (counted) await giveBack();
      return outcome;
    }
    const { stored } = outcome;
    const jobs = (['email', 'forward', 'visitor'] as const).filter((kind) => stored[kind].status === 'pending');
    // If the queue refuses, the 5-minute sweep queues them: the jobs are in D1 already.
    if (jobs.length) await env.LEAD_JOBS.sendBatch(jobs.map((kind) => ({ body: { leadId: stored.id, kind } }))).catch((error: unknown) => console.error(`Could not queue lead ${stored.id}'s jobs`, error));
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
  if ('slotTaken' in outcome) {
    const taken: SlotTaken = { error: BOOKING_MESSAGES.slotTaken, slotTaken: true, windows: booking ? await stillFree(diaries, booking.diary, typeof lead.installationDate === 'string' && lead.installationDate ? lead.installationDate : undefined) : [] };
    return json(409, taken, cors);
  }
  if ('busy' in outcome) return json(409, { error: 'This lead is being stored by another request: send it again shortly' }, { ...cors, 'Retry-After': '5' });
  // A resend of an erased lead: answered as stored, so the visitor's browser stops sending it; it went nowhere.
  if ('erased' in outcome) return json(201, { id: outcome.id, receivedAt: new Date().toISOString(), confirmation: false }, cors);
  // `confirmation`: the visitor is being emailed a confirmation (they gave an address and the site can email visitors), so the form may say so.
  // `booking`: the window it holds, so the thank-you names the time.
  const held = outcome.stored.booking && !outcome.stored.booking.cancelledAt ? outcome.stored.booking : null;
  const answer = { id: outcome.stored.id, receivedAt: outcome.stored.receivedAt, confirmation: outcome.stored.visitor.status !== 'off' };
  return json(201, held ? { ...answer, booking: { diary: held.diary, date: held.date, window: held.window, start: held.start, end: held.end, addressLine: held.addressLine } } : answer, cors);
}
