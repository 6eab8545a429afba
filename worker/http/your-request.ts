/**
 * The visitor's own page of their request (/your-request/, the contract is lib/your-request.ts):
 *   GET  /api/your-request              X-Request-Token → 200 RequestView
 *   POST /api/your-request/photos       photos added later (multipart, as a booking sends them) → 201 RequestView
 *   GET  /api/your-request/photos/<n>   X-Request-Token → their nth photo
 *   POST /api/your-request/cancel       { token } → 200 { cancelled: true }: the request erased
 *   GET  /api/your-request/slots        X-Request-Token → the windows a booked survey may move to
 *   POST /api/your-request/booking      { token, action: 'move', slot } | { token, action: 'cancel' } → 200 RequestView | 409
 * The token is the lead's id and the secret its link carries in the fragment (worker/request-link.ts),
 * never in an address. A wrong secret, an expired link and an unknown id are answered alike (404,
 * the same body and headers), so a guess learns nothing; each counts against REQUEST_RATE_LIMIT per
 * client address, and past it (the tenth in a minute) the answer is 429. An erased request (the
 * visitor cancelled it, or the business erased it) is 410. Photos added later go through the same
 * checks, limits and daily photo ceiling as a booking's (counted as photos, not as a new lead), and
 * the page's outbox sends them again until they arrive; a resend of an upload already stored adds nothing.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { guardSchema, leadIdField } from '@/lib/validations/lead-extras';
import { MAX_REQUEST_PHOTOS, REQUEST_MESSAGES, REQUEST_TOKEN_HEADER, parseRequestToken, type RequestView } from '@/lib/your-request';
import type { WorkerEnv } from '../env';
import { BOOKING_MESSAGES, DIARY_NAMES, bookingChangeSchema, type BookingChange, type SlotList } from '@/lib/survey-booking';
import { diaryFor } from '../store/diary';
import { VISITOR_ACTOR, changeBooking } from './booking-change';
import { ERASED_BY_VISITOR, eraseLeads } from '../delivery/erase';
import { requestReference, takesPhotos, visitorWhatOf } from '../lead/contact';
import type { StoredLead } from '../lead/model';
import { secretOpens } from '../request-link';
import { requestsFor } from '../store/requests';
import { usageFor } from '../store/usage';
import { clientKey, failsGuard, withinLimits } from './abuse';
import { CEILING_MESSAGES, RATE_LIMIT_RETRY_AFTER_SECONDS, usageDay } from './limits';
import { publicOrigin } from './public-origin';
import { IntakeError, readLeadRequest } from './read-lead';
import { requestViewOf } from './request-view';
import { API_HEADERS, json } from './respond';

/** Seconds an address that guessed too often waits: the binding counts in one-minute windows. */
const GUESS_RETRY_AFTER_SECONDS = 60;
/** The largest cancel body read: a token of 80 characters and its JSON. */
const MAX_CANCEL_BYTES = 1024;

/** What an upload of photos carries besides them: the page's token, the upload's own id, the spam guard's readings. */
const uploadSchema = z.object({ token: z.string().check(z.maxLength(200)), leadId: leadIdField, guard: z.optional(guardSchema) });
const cancelSchema = z.object({ token: z.string().check(z.maxLength(200)) });
/** A booking moved or cancelled from the page: the change, with the page's token. */
const bookingBodySchema = z.intersection(cancelSchema, bookingChangeSchema);

type Env = { Bindings: WorkerEnv };
type RequestContext = Context<Env>;

/**
 * Said to an upload without photos. The page's outbox sends one only after the photos themselves
 * were refused (it then sends the rest alone, lib/leads.ts), so this is what the visitor reads:
 * the refusal's own reason is not sent again, so it says what the request can still take.
 */
const photosNotTaken = (left: number) => (left === 0 ? REQUEST_MESSAGES.tooManyPhotos(0) : `We could not take those photos. ${REQUEST_MESSAGES.tooManyPhotos(left)} Each must be a photo: JPEG, PNG, WebP or HEIC.`);

const notFound = () => json(404, { error: REQUEST_MESSAGES.notFound });
const gone = () => json(410, { error: REQUEST_MESSAGES.gone });

/**
 * The lead a token opens at `now`, or the answer for one it does not: 404 alike for a wrong
 * secret, an expired link and an unknown id (each counted against the address's guesses, 429 once
 * over), 410 for an erased request.
 */
async function opened(c: RequestContext, token: string | null | undefined): Promise<StoredLead | Response> {
  const parsed = token ? parseRequestToken(token) : null;
  const store = requestsFor(c.env);
  const found = parsed ? await store.lookup(parsed.id) : null;
  if (found === 'erased') return gone();
  if (parsed && found && (await secretOpens(parsed.secret, { hash: found.requestHash, receivedAt: found.receivedAt }, new Date()))) return found;
  const counted = (await c.env.REQUEST_RATE_LIMIT?.limit({ key: clientKey(c.req.raw) })) ?? { success: true };
  if (!counted.success) return json(429, { error: REQUEST_MESSAGES.tooMany }, { 'Retry-After': String(GUESS_RETRY_AFTER_SECONDS) });
  return notFound();
}

/** A change must come from the site's own pages. */
const fromOwnSite = (c: RequestContext) => c.req.header('origin') === new URL(c.req.url).origin;

const view = (lead: StoredLead): RequestView => requestViewOf(lead);

export const yourRequest = new Hono<Env>();

yourRequest.get('/', async (c) => {
  const lead = await opened(c, c.req.header(REQUEST_TOKEN_HEADER));
  return lead instanceof Response ? lead : json(200, view(lead));
});

yourRequest.get('/photos/:n', async (c) => {
  const lead = await opened(c, c.req.header(REQUEST_TOKEN_HEADER));
  if (lead instanceof Response) return lead;
  const n = /^[1-9]\d*$/.test(c.req.param('n')) ? Number(c.req.param('n')) : 0;
  const photo = n >= 1 && n <= MAX_REQUEST_PHOTOS ? lead.photos[n - 1] : undefined;
  const object = photo ? await c.env.PHOTOS.get(photo.key) : null;
  if (!photo || !object) return json(404, { error: 'No such photo' });
  return new Response(object.body, { headers: { ...API_HEADERS, 'Content-Type': photo.type, 'Content-Length': String(object.size), 'Content-Disposition': 'inline' } });
});

yourRequest.post('/photos', async (c) => {
  const request = c.req.raw;
  if (!fromOwnSite(c)) return json(403, { error: 'Photos for a request are sent from its own page' });
  // Counted before the body is read, as a booking with photos is.
  if (!(await withinLimits(c.env, clientKey(request), true))) {
    return json(429, { error: 'Too many requests from this address: send it again in a minute' }, { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS), Connection: 'close' });
  }
  const usage = usageFor(c.env);
  const day = usageDay(new Date());
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0 && (await usage.of(day)).photoBytes + declared > usage.ceilings.photoBytes) return json(413, { error: CEILING_MESSAGES.photos }, { Connection: 'close' });
  let received;
  try {
    received = await readLeadRequest(request);
  } catch (error) {
    if (error instanceof IntakeError) return json(error.status, { error: error.message }, { Connection: 'close' });
    throw error;
  }
  const body = uploadSchema.safeParse(received.body);
  if (!body.success) return json(400, { error: 'The upload is not valid' });
  // A bot's upload: answered as if taken, nothing stored.
  if (failsGuard(body.data.guard)) return json(201, { received: true });
  const lead = await opened(c, body.data.token);
  if (lead instanceof Response) return lead;
  if (!takesPhotos(lead)) return json(400, { error: REQUEST_MESSAGES.noPhotos });
  if (!received.photos.length) return json(400, { error: photosNotTaken(Math.max(0, MAX_REQUEST_PHOTOS - lead.photos.length)) });
  const photoBytes = received.photos.reduce((sum, photo) => sum + photo.data.size, 0);
  // Counted against the day's photo ceiling, not as a lead: it is not a new one.
  if (!(await usage.takePhotos(day, photoBytes))) return json(413, { error: CEILING_MESSAGES.photos }, { Connection: 'close' });
  const giveBack = () => usage.givePhotosBack(day, photoBytes).catch((error: unknown) => console.error('Could not take back an upload from the day\'s count', error));
  let outcome;
  try {
    outcome = await requestsFor(c.env).addPhotos(lead.id, body.data.leadId, received.photos);
  } catch (error) {
    await giveBack();
    throw error;
  }
  if ('added' in outcome) return json(201, view(outcome.added));
  await giveBack();
  if ('already' in outcome) return json(201, view(outcome.already));
  if ('gone' in outcome) return gone();
  if ('busy' in outcome) return json(409, { error: 'Another upload for this request is being stored: send it again shortly' }, { 'Retry-After': '5' });
  const left = Math.max(0, MAX_REQUEST_PHOTOS - outcome.tooMany.photos.length);
  return json(400, { error: REQUEST_MESSAGES.tooManyPhotos(left) });
});

yourRequest.get('/slots', async (c) => {
  const lead = await opened(c, c.req.header(REQUEST_TOKEN_HEADER));
  if (lead instanceof Response) return lead;
  const booking = lead.booking;
  if (!booking || booking.cancelledAt) return json(404, { error: BOOKING_MESSAGES.notChangeable });
  const installationDate = typeof lead.lead.installationDate === 'string' && lead.lead.installationDate ? lead.lead.installationDate : undefined;
  const { windows } = await diaryFor(c.env).free(booking.diary, installationDate);
  const list: SlotList = { diary: booking.diary, name: DIARY_NAMES[booking.diary], windows };
  return json(200, list);
});

yourRequest.post('/booking', bodyLimit({ maxSize: MAX_CANCEL_BYTES, onError: () => json(413, { error: `The body is larger than ${MAX_CANCEL_BYTES} bytes` }) }), async (c) => {
  if (!fromOwnSite(c)) return json(403, { error: 'A survey is changed from its own page' });
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    return json(400, { error: 'The body must be JSON' });
  }
  const body = bookingBodySchema.safeParse(value);
  if (!body.success) return json(400, { error: 'The body must hold the token and the change' });
  const lead = await opened(c, body.data.token);
  if (lead instanceof Response) return lead;
  const now = new Date();
  // Until its window starts: on the day, a change is a phone call.
  if (!lead.booking || lead.booking.cancelledAt || Date.parse(lead.booking.start) <= now.getTime()) return json(409, { error: BOOKING_MESSAGES.notChangeable });
  const change: BookingChange = body.data.action === 'move' ? { action: 'move', slot: body.data.slot } : { action: 'cancel' };
  const outcome = await changeBooking(c.env, lead, change, { by: VISITOR_ACTOR, origin: publicOrigin(c.req.raw, c.env), now });
  if ('changed' in outcome) return json(200, view(outcome.changed));
  if ('taken' in outcome) return json(409, outcome.taken);
  if ('refused' in outcome) return json(400, { error: outcome.refused, fields: { slot: outcome.refused } });
  return json(409, { error: BOOKING_MESSAGES.notChangeable });
});

yourRequest.post('/cancel', bodyLimit({ maxSize: MAX_CANCEL_BYTES, onError: () => json(413, { error: `The body is larger than ${MAX_CANCEL_BYTES} bytes` }) }), async (c) => {
  if (!fromOwnSite(c)) return json(403, { error: 'A request is cancelled from its own page' });
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    return json(400, { error: 'The body must be JSON' });
  }
  const body = cancelSchema.safeParse(value);
  if (!body.success) return json(400, { error: 'The body must hold the token' });
  const lead = await opened(c, body.data.token);
  if (lead instanceof Response) return lead;
  const farewell = lead.contact.email ? { to: lead.contact.email, what: visitorWhatOf(lead.source), reference: requestReference(lead), receivedAt: lead.receivedAt } : undefined;
  await eraseLeads(c.env, [lead.id], publicOrigin(c.req.raw, c.env), ERASED_BY_VISITOR, { farewell });
  return json(200, { cancelled: true });
});
