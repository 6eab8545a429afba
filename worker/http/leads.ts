/**
 * POST /api/leads/<callback|lead>: a lead from a form, after the one intake (worker/http/intake.ts:
 * origins, limits, body, the forms' own schemas with their quote judged (lib/shared/forms/
 * lead-payloads.ts), the spam guard, the human check): 201 LeadAnswer (lib/shared/survey/booking.ts),
 * 400 naming each field's problem, 409, 413, 429, 503. What is only this route's:
 *   - a resend of a stored lead gets the stored answer, with its booking only when the resend's
 *     phone and email are the stored lead's (an id alone opens nothing);
 *   - a new lead counts against the day's pools (a verified lead in the leads pool, an unverified
 *     one in its own small pool; each network a share);
 *   - a survey booked into a window takes its place in the same transaction that stores the lead,
 *     but only for a verified lead, one future survey per phone number and per email address (a
 *     second is answered 409 AlreadyBooked, saying when the first is), and a few a day per network;
 *     otherwise the lead is stored unbooked and the business calls to fix a time (`slotNotHeld`);
 *   - the visitor's own email (a confirmation, or the quote they asked for) goes only for a verified
 *     lead, within the visitor emails' pools and the recipient's daily cap;
 * A stored lead's email, forward and visitor email go on the lead queue (worker/delivery/jobs.ts),
 * never in the visitor's request; with REQUEST_LINK_KEY set, the lead keeps the hash of the secret
 * of the link to its own page (worker/request-link.ts).
 */
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { business } from '@/content/business';
import { checkLead, type LeadCheck, type LeadEndpoint } from '@/lib/shared/forms/lead-payloads';
import { installationDateOf, leadFieldsOf } from '@/lib/shared/forms/stored-lead';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { BOOKING_MESSAGES, slotText, type AlreadyBooked, type LeadAnswer, type NotHeldReason, type SlotTaken } from '@/lib/shared/survey/booking';
import type { WorkerEnv } from '../env';
import { enqueue } from '../delivery/enqueue';
import { jobsFor } from '../delivery/jobs';
import { contactOf } from '../lead/contact';
import type { Contact, StoredLead } from '../lead/model';
import { requestHash, requestLinkKey, requestSecret } from '../request-link';
import { storeFor } from '../store/leads';
import type { NewLead, StoreOutcome } from '../store/leads/write';
import { diaryFor } from '../store/diary';
import { judgeSlot, stillFree, surveyOf } from '../diary/slot-rules';
import { corsHeaders, intake, originAllowed, type Intake, type IntakeRules } from './intake';
import { json } from './respond';

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

type CheckedLead = Extract<LeadCheck, { ok: true }>;

/** The intake of a lead posted to /api/leads/<type>. */
export function leadIntake(type: LeadEndpoint) {
  const rules: IntakeRules<CheckedLead> = {
    from: 'pages',
    refused: 'Pages on this origin may not send leads here',
    photos: true,
    parse: (body, photos) => {
      const checked = checkLead(type, body, photos);
      return checked.ok ? { value: checked } : { invalid: { error: 'The lead is not valid', fields: checked.errors } };
    },
    guard: {
      of: (checked) => checked.lead.guard,
      // As an unverified lead's answer reads, so a bot cannot tell it was dropped.
      botAnswer: (checked): LeadAnswer => ({ id: checked.lead.leadId ?? crypto.randomUUID(), receivedAt: new Date().toISOString(), confirmation: false, verified: false }),
    },
    check: 'turnstile',
    idOf: (checked) => checked.lead.leadId,
  };
  return intake(rules);
}

/** The same person: a resend carries the phone and email it was stored with (each may be absent alike). */
const samePerson = (stored: Contact, sent: Contact) => stored.phone === sent.phone && stored.email === sent.email;

/** The answer to a lead stored already: as first answered, its booking only to the same person (a known id alone shows nobody's survey). */
function storedAnswer(stored: StoredLead, sent: Contact): LeadAnswer {
  const same = samePerson(stored.contact, sent);
  const held = same && stored.booking && !stored.booking.cancelledAt ? stored.booking : null;
  return {
    id: stored.id,
    receivedAt: same ? stored.receivedAt : new Date().toISOString(),
    confirmation: same && stored.visitor.status !== 'off',
    verified: stored.humanCheck === 'passed' || stored.humanCheck === 'before',
    ...(held ? { booking: { diary: held.diary, date: held.date, window: held.window, start: held.start, end: held.end, addressLine: held.addressLine } } : {}),
    ...(same && stored.slotNotHeld ? { slotNotHeld: stored.slotNotHeld } : {}),
  };
}

/** POST /api/leads/<type>, after its intake. */
export async function receiveLead(take: Intake<CheckedLead>, env: WorkerEnv, ctx: Pick<ExecutionContext, 'waitUntil'>, type: LeadEndpoint): Promise<Response> {
  const { value: checked, respond } = take;
  const { leadId, campaign } = checked.lead;
  const source = checked.lead.source ?? type;
  // What is stored of it: its form's fields. Its id and campaign are kept beside them, the spam guard's readings were
  // for the intake, and the quote rules' fingerprint for judging the quote (quoteCheck).
  const lead = leadFieldsOf(source, checked.lead);
  const contact = contactOf(lead);
  const store = storeFor(env);

  // A resend of a lead stored (or erased) already is answered as before, and counts for nothing.
  const earlier = leadId ? await store.lookup(leadId) : null;
  if (leadId && earlier === 'erased') return respond(201, { id: leadId, receivedAt: new Date().toISOString(), confirmation: false, verified: take.verified } satisfies LeadAnswer);
  if (earlier && earlier !== 'erased') return respond(201, storedAnswer(earlier, contact));

  const photoBytes = take.photos.reduce((sum, photo) => sum + photo.data.size, 0);
  const over = await take.countLead(photoBytes);
  if (over) return over;

  // A survey booked into a window: judged now, its place taken with the lead.
  let booking: NewLead['booking'] = null;
  let notHeld: NotHeldReason | null = null;
  const survey = surveyOf(source);
  const slot = survey ? lead.slot : undefined;
  const fallback = lead.slotFallback === true;
  const installationDate = installationDateOf(lead);
  const diaries = diaryFor(env);
  if (survey && slot) {
    if (!take.verified) notHeld = 'unverified';
    else {
      const addressLine = lead.addressLine?.trim() ?? '';
      const judged = await judgeSlot(diaries, survey, contact.postcode ?? '', slot, take.at, installationDate);
      const refusal = 'refused' in judged ? { slot: judged.refused } : survey === 'home' && !addressLine ? { addressLine: BOOKING_MESSAGES.addressLine } : null;
      // A resend from the outbox is never refused for its window: it is stored unbooked, for the business to call about.
      if (refusal && !fallback) {
        await take.giveBack();
        return respond(400, { error: 'The lead is not valid', fields: refusal });
      }
      if (!refusal && 'diary' in judged) {
        const already = await diaries.heldFor(contact, ukCalendarDate(take.at));
        if (already && !fallback) {
          await take.giveBack();
          const answer: AlreadyBooked = { error: BOOKING_MESSAGES.alreadyBooked(slotText(already), displayUkPhone(business.phone)), slotTaken: true, windows: [], alreadyBooked: already };
          return respond(409, answer);
        }
        if (already || !(await take.countBooking())) notHeld = 'limit';
        else booking = { diary: judged.diary, date: slot.date, window: slot.window, addressLine: addressLine || null, places: judged.places, contact, today: ukCalendarDate(take.at) };
      }
    }
  }

  // The visitor's own email: only for a verified lead, within the pools and the recipient's cap.
  let jobs = jobsFor(env, contact);
  if (jobs.includes('visitor') && !(take.verified && contact.email && (await take.countConfirmation(contact.email)))) jobs = jobs.filter((kind) => kind !== 'visitor');

  // The id is the browser's, so a resend names the same lead (and gets the same link); one made here otherwise.
  const id = leadId ?? crypto.randomUUID();
  const linkKey = requestLinkKey(env);
  const hash = linkKey ? await requestHash(await requestSecret(linkKey, id)) : null;

  // The body is all here: storing and queueing finish even if the visitor's connection drops now.
  const storing = (async (): Promise<StoreOutcome> => {
    let outcome: StoreOutcome;
    try {
      const newLead: NewLead = {
        id,
        type,
        source,
        lead,
        campaign,
        photos: take.photos,
        quoteCheck: checked.quoteCheck,
        jobs,
        requestHash: hash,
        origin: take.origin,
        booking,
        humanCheck: take.check,
        slotNotHeld: notHeld,
      };
      outcome = await store.store(newLead);
      // The window filled meanwhile (or the person booked another), on a resend nobody waits on: stored unbooked instead.
      if ('slotTaken' in outcome && fallback) outcome = await store.store({ ...newLead, booking: null });
    } catch (error) {
      await take.giveBack();
      throw error;
    }
    if (!('stored' in outcome && outcome.created)) {
      // Not a new lead after all (stored meanwhile by another request, or being stored): it does not count.
      await take.giveBack();
      return outcome;
    }
    const { stored } = outcome;
    const queued = (['email', 'forward', 'visitor'] as const).filter((kind) => stored[kind].status === 'pending');
    await enqueue(env.LEAD_JOBS, queued.map((kind) => ({ leadId: stored.id, kind })), `lead ${stored.id}'s jobs`);
    return outcome;
  })();
  ctx.waitUntil(storing.catch(() => undefined));
  let outcome: StoreOutcome;
  try {
    outcome = await storing;
  } catch (error) {
    console.error(`Could not store a ${type} lead`, error);
    return respond(500, { error: 'The lead could not be stored just now: send it again shortly' });
  }
  if ('slotTaken' in outcome) {
    // The window filled, or the same person booked another survey a moment ago.
    const already = booking ? await diaries.heldFor(contact, ukCalendarDate(take.at)) : null;
    if (already) {
      const answer: AlreadyBooked = { error: BOOKING_MESSAGES.alreadyBooked(slotText(already), displayUkPhone(business.phone)), slotTaken: true, windows: [], alreadyBooked: already };
      return respond(409, answer);
    }
    const taken: SlotTaken = { error: BOOKING_MESSAGES.slotTaken, slotTaken: true, windows: booking ? await stillFree(diaries, booking.diary, installationDate) : [] };
    return respond(409, taken);
  }
  if ('busy' in outcome) return respond(409, { error: 'This lead is being stored by another request: send it again shortly' }, { 'Retry-After': '5' });
  // A resend of an erased lead: answered as stored, so the visitor's browser stops sending it; it went nowhere.
  if ('erased' in outcome) return respond(201, { id: outcome.id, receivedAt: new Date().toISOString(), confirmation: false, verified: take.verified } satisfies LeadAnswer);
  if (!outcome.created) return respond(201, storedAnswer(outcome.stored, contact));
  // `confirmation`: the visitor is being emailed (verified, an address, the site can email visitors), so the form may say so.
  // `booking`: the window it holds, so the thank-you names the time; `slotNotHeld`: why a window asked for was not held.
  const { stored } = outcome;
  const held = stored.booking && !stored.booking.cancelledAt ? stored.booking : null;
  const answer: LeadAnswer = {
    id: stored.id,
    receivedAt: stored.receivedAt,
    confirmation: stored.visitor.status !== 'off',
    verified: take.verified,
    ...(held ? { booking: { diary: held.diary, date: held.date, window: held.window, start: held.start, end: held.end, addressLine: held.addressLine } } : {}),
    ...(notHeld && !held ? { slotNotHeld: notHeld } : {}),
  };
  return respond(201, answer);
}
