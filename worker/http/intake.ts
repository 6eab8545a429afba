/**
 * The one intake every public write that costs the business goes through (a lead from a form; the
 * visitor's page adding photos, moving or cancelling its survey, cancelling the request), in this
 * order, so no write path has to remember any of it:
 *   1. who may post: the site's own pages (and LEAD_ALLOWED_ORIGINS' for leads, with CORS), 403 else;
 *   2. the per-address limits (the Rate Limiting bindings: worker/http/abuse.ts), 429 past them,
 *      counted before a byte of the body is read;
 *   3. photos the day has no room for, refused unread by their declared length (413);
 *   4. the body within its limit (JSON, or multipart with photos where photos may come: 400, 413);
 *   5. the route's own schema (400 naming each field);
 *   6. the spam guard's readings: a bot's write is answered as if taken and dropped;
 *   7. the human check: a lead's Turnstile token verified with Siteverify (worker/http/human-check.ts;
 *      never a refusal: an unverified lead is stored, marked, and may cost less); a write from the
 *      visitor's own page is proved by its link's secret instead, which the route checks (that page
 *      holds the secret, so it loads no third-party script, the widget included);
 * and, for the route to call once it knows a write is new, the day's pools in one place
 * (worker/store/usage.ts): the leads and photo ceilings (verified and unverified apart, so
 * unverified posts can never use up the room of verified ones), each network's share of them, the
 * visitor emails and each recipient's cap, and the surveys a network may book. What the route took
 * it can give back (a resend of a stored lead, a failure) in one call.
 */
import { createMiddleware } from 'hono/factory';
import { HUMAN_CHECK_FIELD, isVerified, type HumanCheckOutcome } from '@/lib/shared/forms/human-check';
import type { Guard } from '@/lib/shared/forms/lead-extras';
import type { WorkerEnv } from '../env';
import { hmacSha256Hex } from '../crypto';
import { noticesFor } from '../delivery/jobs';
import { CEILING_MESSAGES, RATE_LIMIT_RETRY_AFTER_SECONDS, secondsToDayEnd, usageDay, type Ceiling } from '../limits';
import { usageFor, type Pool, type UsageStore } from '../store/usage';
import { clientKey, clientPrefix, failsGuard, withinLimits } from './abuse';
import { verifyHumanCheck } from './human-check';
import { publicOrigin } from './public-origin';
import type { ReceivedPhoto } from '../lead/model';
import { IntakeError, isMultipart, readLeadRequest } from './read-lead';
import { json } from './respond';

/** How a route's intake goes. */
export interface IntakeRules<T> {
  /** Who may post: the site's pages and LEAD_ALLOWED_ORIGINS' (`pages`, answered with CORS), or only the site's own (`own-page`). */
  from: 'pages' | 'own-page';
  /** What a page of another origin is told (403). */
  refused: string;
  /** Whether photos may come (multipart/form-data); else only JSON. */
  photos: boolean;
  /** A tighter limit on a JSON body than a lead's (MAX_LEAD_BYTES). */
  maxJsonBytes?: number;
  /** The route's own check of the body: the value, or the 400's body. */
  parse: (body: Record<string, unknown>, photos: number) => { value: T } | { invalid: unknown };
  /** The spam guard's readings in the value, and what a bot is answered (as if taken); no guard, no such check. */
  guard?: { of: (value: T) => Guard | undefined; botAnswer: (value: T) => unknown };
  /** A lead's Turnstile token (`turnstile`), or the link's secret, which the route checks (`link`). */
  check: 'turnstile' | 'link';
  /** The write's own id, the same for every send of it (Siteverify's idempotency key): a lead's `leadId`. */
  idOf?: (value: T) => string | undefined;
}

/** What the intake hands the route. */
export interface Intake<T> {
  value: T;
  photos: ReceivedPhoto[];
  /** The CORS headers of the answer (none for a request from no page or the site's own). */
  cors: Record<string, string>;
  at: Date;
  /** The counting day (UTC). */
  day: string;
  /** The site's origin, for links. */
  origin: string;
  /** The client's network (an IPv4 /24, an IPv6 /64). */
  prefix: string;
  /** How the human check went ('passed' for a write proved by its link). */
  check: HumanCheckOutcome;
  verified: boolean;
  /** An answer with the CORS headers. */
  respond: (status: number, body: unknown, headers?: Record<string, string>) => Response;
  /**
   * Counts a new lead and its photos' bytes against the day's pools (the verified or the
   * unverified ones) and this network's share: null when counted, else the answer to give (503 or
   * 413; the business is told once a day when a whole ceiling is reached).
   */
  countLead: (photoBytes: number) => Promise<Response | null>;
  /** Counts photos added to a stored request (no new lead): null when counted, else the 413. */
  countPhotos: (photoBytes: number) => Promise<Response | null>;
  /** Counts a survey booked from this network: false past its share (the lead is then stored unbooked). */
  countBooking: () => Promise<boolean>;
  /** Counts a move of one request's survey from its page: false past the day's few (then the visitor calls). */
  countMove: (leadId: string) => Promise<boolean>;
  /**
   * Counts a confirmation email to `email`: false past the visitor emails' pools or the address's
   * own cap (counted by a keyed hash of the address, never the address), and then it is recorded
   * as held back, for the business's daily failure email.
   */
  countConfirmation: (email: string) => Promise<boolean>;
  /** Gives back everything this write counted (it was not new after all, or it failed). */
  giveBack: () => Promise<void>;
}

type IntakeEnv<T> = { Bindings: WorkerEnv; Variables: { intake: Intake<T> } };

/** The page origins that may post leads here: the site's own, and any LEAD_ALLOWED_ORIGINS lists. */
export function originAllowed(request: Request, env: Pick<WorkerEnv, 'LEAD_ALLOWED_ORIGINS'>, origin: string, from: IntakeRules<unknown>['from'] = 'pages'): boolean {
  if (origin === new URL(request.url).origin) return true;
  if (from === 'own-page') return false;
  return allowedOrigins(env).includes(origin);
}

const allowedOrigins = (env: Pick<WorkerEnv, 'LEAD_ALLOWED_ORIGINS'>) =>
  (env.LEAD_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export function corsHeaders(origin: string): Record<string, string> {
  // Retry-After is read by the browser's outbox, so another origin's page may see it too.
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
}

/** The hostnames a lead's token may name: the site's own (as browsers reach it) and those of LEAD_ALLOWED_ORIGINS. */
function tokenHostnames(request: Request, env: WorkerEnv): string[] {
  const hosts = [new URL(publicOrigin(request, env)).hostname, new URL(request.url).hostname, ...allowedOrigins(env).map((origin) => new URL(origin).hostname)];
  return [...new Set(hosts.map((host) => host.toLowerCase()))];
}

/** The key a recipient's count is kept under: an HMAC of the address, so the counts never hold one. */
const recipientKey = (env: WorkerEnv, email: string) => hmacSha256Hex(env.REQUEST_LINK_KEY || env.INBOX_STAFF_KEY || env.LEADS_EXPORT_TOKEN || 'ember-recipients', `recipient:${email.trim().toLowerCase()}`);

/** The pools a new lead and its photos are counted in, by whether it was verified. */
const leadPools = (verified: boolean): { leads: Pool; photos: Pool } => (verified ? { leads: 'leads', photos: 'photo-bytes' } : { leads: 'leads-unverified', photos: 'photo-bytes-unverified' });

/** The intake of one route, as a Hono middleware: the route reads `c.var.intake`. */
export function intake<T>(rules: IntakeRules<T>) {
  return createMiddleware<IntakeEnv<T>>(async (c, next) => {
    const request = c.req.raw;
    const env = c.env;
    const pageOrigin = request.headers.get('origin');
    // A change from the visitor's page comes from the site's own page only (a page always says its origin).
    if (rules.from === 'own-page' ? pageOrigin !== new URL(request.url).origin : pageOrigin !== null && !originAllowed(request, env, pageOrigin)) return json(403, { error: rules.refused });
    const cors = pageOrigin && rules.from === 'pages' ? corsHeaders(pageOrigin) : {};
    const respond = (status: number, body: unknown, headers: Record<string, string> = {}) => json(status, body, { ...cors, ...headers });
    const withPhotos = rules.photos && isMultipart(request.headers.get('content-type'));

    // Counted before the body is read: a flood costs as little as possible.
    if (!(await withinLimits(env, clientKey(request), withPhotos))) {
      return respond(429, { error: 'Too many requests from this address: send it again in a minute' }, { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS), Connection: 'close' });
    }

    const at = new Date();
    const day = usageDay(at);
    const prefix = clientPrefix(request);
    const origin = publicOrigin(request, env);
    const usage = usageFor(env);
    const tooManyPhotos = () => respond(413, { error: CEILING_MESSAGES.photos }, { Connection: 'close' });

    // Photos the day (or this network's share of it) has no room for are refused unread, by their declared length.
    const declared = Number(request.headers.get('content-length'));
    if (withPhotos && Number.isFinite(declared) && declared > 0) {
      const { total, perScope } = usage.allowed['photo-bytes'];
      const [own, all] = await Promise.all([usage.of(day, 'photo-bytes', prefix), usage.of(day, 'photo-bytes')]);
      if (own + declared > perScope || (total !== null && all + declared > total)) {
        await ceilingNotice(env, usage, 'photos', day, at, origin, all + declared > (total ?? Infinity));
        return tooManyPhotos();
      }
    }

    let received;
    try {
      received = await readLeadRequest(request, { photos: rules.photos, maxJsonBytes: rules.maxJsonBytes });
    } catch (error) {
      if (error instanceof IntakeError) return respond(error.status, { error: error.message }, { Connection: 'close' });
      throw error;
    }
    const parsed = rules.parse(received.body, received.photos.length);
    if ('invalid' in parsed) return respond(400, parsed.invalid);
    const { value } = parsed;

    // A bot: answered as if taken, so it learns nothing; nothing is stored or counted, nobody is told.
    if (rules.guard && failsGuard(rules.guard.of(value))) {
      console.warn(`Dropped a write to ${new URL(request.url).pathname}: ${rules.guard.of(value) ? 'it failed the spam guard' : "it came without the spam guard's readings"}`);
      return respond(201, rules.guard.botAnswer(value));
    }

    const check: HumanCheckOutcome =
      rules.check === 'link'
        ? 'passed'
        : await verifyHumanCheck(env, {
            token: received.body[HUMAN_CHECK_FIELD],
            remoteip: request.headers.get('cf-connecting-ip'),
            idempotencyKey: rules.idOf?.(value) ?? crypto.randomUUID(),
            hostnames: tokenHostnames(request, env),
          });
    // Not logged per post: an unverified lead is marked where it is stored, and a flood of them would be a flood of log lines.
    const verified = isVerified(check);

    /** What this write counted, to give back. */
    const taken: { pool: Pool; scope: string; amount: number }[] = [];
    const take = async (pool: Pool, scope: string, amount: number) => {
      const outcome = await usage.take(day, pool, scope, amount);
      if (outcome === 'ok') taken.push({ pool, scope, amount });
      return outcome;
    };
    const giveBack = async () => {
      const given = taken.splice(0);
      await Promise.all(given.map((entry) => usage.giveBack(day, entry.pool, entry.scope, entry.amount))).catch((error: unknown) => console.error("Could not take a write back off the day's count", error));
    };
    /** The answer to a post past a pool: its network's share (503, kept and sent later), or the whole day's (the business told once that day). */
    const overLeads = async (outcome: 'share' | 'ceiling', pool: Pool) => {
      const ceiling: Ceiling = pool === 'leads' ? 'leads' : 'unverified';
      // Told once a day (the notice, and its log line when nobody can be emailed), never once per post turned away.
      if (outcome === 'ceiling') await ceilingNotice(env, usage, ceiling, day, at, origin, true);
      return respond(503, { error: CEILING_MESSAGES[outcome === 'share' ? 'share' : ceiling] }, { 'Retry-After': String(secondsToDayEnd(at)) });
    };

    c.set('intake', {
      value,
      photos: received.photos,
      cors,
      at,
      day,
      origin,
      prefix,
      check,
      verified,
      respond,
      async countLead(photoBytes) {
        const pools = leadPools(verified);
        const leads = await take(pools.leads, prefix, 1);
        if (leads !== 'ok') return overLeads(leads, pools.leads);
        if (photoBytes > 0) {
          const photos = await take(pools.photos, prefix, photoBytes);
          if (photos !== 'ok') {
            await giveBack();
            if (photos === 'ceiling' && verified) await ceilingNotice(env, usage, 'photos', day, at, origin, true);
            return tooManyPhotos();
          }
        }
        return null;
      },
      async countPhotos(photoBytes) {
        const outcome = await take(leadPools(verified).photos, prefix, photoBytes);
        if (outcome === 'ok') return null;
        if (outcome === 'ceiling') await ceilingNotice(env, usage, 'photos', day, at, origin, true);
        return tooManyPhotos();
      },
      async countBooking() {
        return (await take('bookings', prefix, 1)) === 'ok';
      },
      async countMove(leadId) {
        return (await take('moves', leadId, 1)) === 'ok';
      },
      async countConfirmation(email) {
        const ok = (await take('visitor-emails', prefix, 1)) === 'ok' && (await take('recipient', await recipientKey(env, email), 1)) === 'ok';
        if (ok) return true;
        // The visitor-emails count taken before a refused recipient goes back with the rest of the write if it is not stored; here it is simply not used.
        const last = taken.at(-1);
        if (last?.pool === 'visitor-emails') {
          taken.pop();
          await usage.giveBack(day, last.pool, last.scope, last.amount).catch(() => undefined);
        }
        await usage.add(day, 'confirmations-held', '*', 1).catch((error: unknown) => console.error('Could not count a confirmation held back', error));
        return false;
      },
      giveBack,
    });
    await next();
  });
}

/** Tells the business, once that day, that a whole ceiling was reached (`reached` false: only a network's share was, nobody is told). */
async function ceilingNotice(env: WorkerEnv, usage: UsageStore, ceiling: Ceiling, day: string, at: Date, origin: string, reached: boolean): Promise<void> {
  if (!reached) return;
  const limit = ceiling === 'photos' ? usage.ceilings.photoBytes / 1_000_000 : (usage.allowed[ceiling === 'leads' ? 'leads' : 'leads-unverified'].total ?? 0);
  await noticesFor(env)
    .ceilingReached({ ceiling, day, limit, at: at.toISOString() }, origin)
    .catch((error: unknown) => console.error(`Could not record that the ${ceiling} ceiling was reached`, error));
}
