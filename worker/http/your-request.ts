/**
 * The visitor's own page of their request (/your-request/, the contract is lib/shared/contracts/your-request.ts):
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
 * visitor cancelled it, or the business erased it) is 410, but only to its own secret: an erased id
 * with a wrong secret is a wrong guess like any other (404, counted). Every write goes through the
 * one intake (worker/http/intake.ts: the site's own page only, the per-address limits, the body's
 * limit, the spam guard, the day's pools); the link's secret is its proof of a person, as the page
 * that holds it loads no third-party script (not even the human check's widget). Photos added later
 * count against the photo pools as a booking's do (not as a new lead), and the page's outbox sends
 * them again until they arrive; a resend of an upload already stored adds nothing. A survey may be
 * moved MOVES_PER_REQUEST_PER_DAY times a day from the page (then: call us), and the business hears
 * of the visitor's changes in one email per request at most every BOOKING_NOTICE_GAP_MS.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { business } from '@/content/business';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { guardSchema, leadIdField } from '@/lib/shared/forms/lead-extras';
import { installationDateOf } from '@/lib/shared/forms/stored-lead';
import { MAX_REQUEST_PHOTOS, REQUEST_MESSAGES, REQUEST_TOKEN_HEADER, parseRequestToken, type RequestView } from '@/lib/shared/contracts/your-request';
import type { WorkerEnv } from '../env';
import { BOOKING_MESSAGES, DIARY_NAMES, bookingChangeSchema, type BookingChange, type SlotList } from '@/lib/shared/survey/booking';
import { equalInConstantTime } from '../crypto';
import { diaryFor } from '../store/diary';
import { VISITOR_ACTOR, changeBooking } from '../diary/booking-change';
import { ERASED_BY_VISITOR, eraseLeads } from '../delivery/erase';
import { requestReference, takesPhotos, visitorWhatOf } from '../lead/contact';
import type { StoredLead } from '../lead/model';
import { requestLinkKey, requestSecret, secretOpens } from '../request-link';
import { requestsFor } from '../store/requests';
import { wrongToken } from './abuse';
import { intake, type IntakeRules } from './intake';
import { requestViewOf } from './request-view';
import { API_HEADERS, json } from './respond';

/** The largest cancel or change body read: a token of 80 characters, a window, and its JSON. */
const MAX_CHANGE_BYTES = 1024;

/** What an upload of photos carries besides them: the page's token, the upload's own id, the spam guard's readings. */
const uploadSchema = z.object({ token: z.string().check(z.maxLength(200)), leadId: leadIdField, guard: z.optional(guardSchema) });
const cancelSchema = z.object({ token: z.string().check(z.maxLength(200)) });
/** A booking moved or cancelled from the page: the change, with the page's token. */
const bookingBodySchema = z.intersection(cancelSchema, bookingChangeSchema);

type Env = { Bindings: WorkerEnv };

/** A JSON write from the request's own page, read and checked by the intake; `invalid` is its 400's message. */
function pageWrite<T>(schema: z.ZodMiniType<T>, refused: string, invalid: string): IntakeRules<T> {
  return {
    from: 'own-page',
    refused,
    photos: false,
    maxJsonBytes: MAX_CHANGE_BYTES,
    parse: (body) => {
      const parsed = schema.safeParse(body);
      return parsed.success ? { value: parsed.data } : { invalid: { error: invalid } };
    },
    check: 'link',
  };
}

/**
 * Said to an upload without photos. The page's outbox sends one only after the photos themselves
 * were refused (it then sends the rest alone, lib/browser/outbox/outbox.ts), so this is what the visitor reads:
 * the refusal's own reason is not sent again, so it says what the request can still take.
 */
const photosNotTaken = (left: number) => (left === 0 ? REQUEST_MESSAGES.tooManyPhotos(0) : `We could not take those photos. ${REQUEST_MESSAGES.tooManyPhotos(left)} Each must be a photo: JPEG, PNG, WebP or HEIC.`);

const notFound = () => json(404, { error: REQUEST_MESSAGES.notFound });
const gone = () => json(410, { error: REQUEST_MESSAGES.gone });

/**
 * The lead a token opens at `now`, or the answer for one it does not: 404 alike for a wrong
 * secret, an expired link and an unknown id (each counted against the address's guesses, 429 once
 * over); 410 for an erased request, only to its own secret (worked out again from the key: the
 * row, and its hash, are gone).
 */
async function opened(c: { env: WorkerEnv; req: { raw: Request } }, token: string | null | undefined): Promise<StoredLead | Response> {
  const parsed = token ? parseRequestToken(token) : null;
  const store = requestsFor(c.env);
  const found = parsed ? await store.lookup(parsed.id) : null;
  if (parsed && found === 'erased') {
    const key = requestLinkKey(c.env);
    if (key && (await equalInConstantTime(parsed.secret, await requestSecret(key, parsed.id)))) return gone();
  } else if (parsed && found && found !== 'erased' && (await secretOpens(parsed.secret, { hash: found.requestHash, receivedAt: found.receivedAt }, new Date()))) {
    return found;
  }
  return wrongToken(c.env, c.req.raw, { notFound, tooMany: REQUEST_MESSAGES.tooMany });
}

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

yourRequest.post(
  '/photos',
  intake<z.infer<typeof uploadSchema>>({
    from: 'own-page',
    refused: 'Photos for a request are sent from its own page',
    photos: true,
    parse: (body) => {
      const parsed = uploadSchema.safeParse(body);
      return parsed.success ? { value: parsed.data } : { invalid: { error: 'The upload is not valid' } };
    },
    // A bot's upload: answered as if taken, nothing stored.
    guard: { of: (upload) => upload.guard, botAnswer: () => ({ received: true }) },
    check: 'link',
  }),
  async (c) => {
    const take = c.var.intake;
    const lead = await opened(c, take.value.token);
    if (lead instanceof Response) return lead;
    if (!takesPhotos(lead)) return json(400, { error: REQUEST_MESSAGES.noPhotos });
    if (!take.photos.length) return json(400, { error: photosNotTaken(Math.max(0, MAX_REQUEST_PHOTOS - lead.photos.length)) });
    // Counted against the day's photo pools, not as a lead: it is not a new one.
    const over = await take.countPhotos(take.photos.reduce((sum, photo) => sum + photo.data.size, 0));
    if (over) return over;
    let outcome;
    try {
      outcome = await requestsFor(c.env).addPhotos(lead.id, take.value.leadId, take.photos);
    } catch (error) {
      await take.giveBack();
      throw error;
    }
    if ('added' in outcome) return json(201, view(outcome.added));
    await take.giveBack();
    if ('already' in outcome) return json(201, view(outcome.already));
    if ('gone' in outcome) return gone();
    if ('busy' in outcome) return json(409, { error: 'Another upload for this request is being stored: send it again shortly' }, { 'Retry-After': '5' });
    const left = Math.max(0, MAX_REQUEST_PHOTOS - outcome.tooMany.photos.length);
    return json(400, { error: REQUEST_MESSAGES.tooManyPhotos(left) });
  },
);

yourRequest.get('/slots', async (c) => {
  const lead = await opened(c, c.req.header(REQUEST_TOKEN_HEADER));
  if (lead instanceof Response) return lead;
  const booking = lead.booking;
  if (!booking || booking.cancelledAt) return json(404, { error: BOOKING_MESSAGES.notChangeable });
  const { windows } = await diaryFor(c.env).free(booking.diary, installationDateOf(lead.lead));
  const list: SlotList = { diary: booking.diary, name: DIARY_NAMES[booking.diary], windows };
  return json(200, list);
});

yourRequest.post('/booking', intake(pageWrite(bookingBodySchema, 'A survey is changed from its own page', 'The body must hold the token and the change')), async (c) => {
  const take = c.var.intake;
  const lead = await opened(c, take.value.token);
  if (lead instanceof Response) return lead;
  const now = new Date();
  // Until its window starts: on the day, a change is a phone call.
  if (!lead.booking || lead.booking.cancelledAt || Date.parse(lead.booking.start) <= now.getTime()) return json(409, { error: BOOKING_MESSAGES.notChangeable });
  const change: BookingChange = take.value.action === 'move' ? { action: 'move', slot: take.value.slot } : { action: 'cancel' };
  // A few moves a day from the page; a cancel is always taken (it frees the place).
  if (change.action === 'move' && !(await take.countMove(lead.id))) return json(429, { error: BOOKING_MESSAGES.tooManyChanges(displayUkPhone(business.phone)) });
  const outcome = await changeBooking(c.env, lead, change, { by: VISITOR_ACTOR, origin: take.origin, now });
  if ('changed' in outcome) return json(200, view(outcome.changed));
  await take.giveBack();
  if ('taken' in outcome) return json(409, outcome.taken);
  if ('refused' in outcome) return json(400, { error: outcome.refused, fields: { slot: outcome.refused } });
  return json(409, { error: BOOKING_MESSAGES.notChangeable });
});

yourRequest.post('/cancel', intake(pageWrite(cancelSchema, 'A request is cancelled from its own page', 'The body must hold the token')), async (c) => {
  const take = c.var.intake;
  const lead = await opened(c, take.value.token);
  if (lead instanceof Response) return lead;
  const farewell = lead.contact.email ? { to: lead.contact.email, what: visitorWhatOf(lead.source), reference: requestReference(lead), receivedAt: lead.receivedAt } : undefined;
  await eraseLeads(c.env, [lead.id], take.origin, ERASED_BY_VISITOR, { farewell });
  return json(200, { cancelled: true });
});
