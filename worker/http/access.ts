/**
 * Cloudflare Access in front of the lead inbox. When ACCESS_AUD and ACCESS_TEAM_DOMAIN are set,
 * every inbox request must carry the JWT Access signs for the person it let in
 * (`Cf-Access-Jwt-Assertion`, else the `CF_Authorization` cookie), and the Worker checks it
 * itself, so a request that reaches the Worker some other way than through Access opens nothing:
 * RS256 only, signed by one of the team's keys (matched by `kid` in the team's JWKS), for this
 * application (`aud`), issued by this team (`iss`), and within its time (`exp`, which it must
 * have, and `nbf`). The team's keys are fetched within ACCESS_KEYS_TIMEOUT_MS, so a certs endpoint
 * that hangs answers staff 503 instead of leaving them waiting. The person's email is then who made
 * each change (the lead's history says so). Without Access, every change is made by 'staff key'.
 */
import { decode, verifyWithJwks } from 'hono/jwt';
import { STAFF_KEY_ACTOR } from '@/lib/shared/contracts/inbox';
import type { WorkerEnv } from '../env';
import { readCookie } from './session';

/** The header Access adds to every request it lets through, and the cookie it keeps for the browser. */
export const ACCESS_JWT_HEADER = 'Cf-Access-Jwt-Assertion';
const ACCESS_COOKIE = 'CF_Authorization';

/** Access signs with RS256 only: a token signed any other way is not from Access. */
const ACCESS_ALGORITHMS = ['RS256'] as const;

/**
 * How long an isolate keeps the team's public keys before asking again: Access publishes a new key
 * weeks before it signs with it, so a few minutes' old copy holds every key in use while costing one
 * fetch per isolate per 5 minutes.
 */
export const ACCESS_KEYS_TTL_MS = 5 * 60 * 1000;
/**
 * A token naming a key the copy does not hold fetches the keys again at once, but at most this
 * often: made-up key ids cannot turn every request into a fetch.
 */
export const ACCESS_KEYS_REFETCH_MS = 30 * 1000;
/**
 * How long a fetch of the team's keys may take, answer and body: Access serves them from Cloudflare's
 * own network in well under a second, so 5 s is a slow moment's margin, and staff are still told
 * (503) long before a browser gives up on the request.
 */
export const ACCESS_KEYS_TIMEOUT_MS = 5 * 1000;

/** What staff are told when Access refuses them, word for word. */
export const ACCESS_MESSAGES = {
  missing: 'This inbox is behind Cloudflare Access, and the request came without its sign-in. Open the inbox through its address and sign in to Access.',
  expired: 'Your Cloudflare Access sign-in has ended. Reload the page to sign in to Access again.',
  notYet: 'Your Cloudflare Access sign-in is not valid yet. Check the clock of this device, then reload the page.',
  audience: 'This Cloudflare Access sign-in is for another application, not this inbox.',
  issuer: 'This Cloudflare Access sign-in is from another team, not this business.',
  key: 'This Cloudflare Access sign-in was not signed by this team: reload the page to sign in to Access again.',
  unreadable: 'This Cloudflare Access sign-in could not be read: reload the page to sign in to Access again.',
  noExpiry: 'This Cloudflare Access sign-in has no end time, and Access always gives one: reload the page to sign in to Access again.',
  halfSet: 'Cloudflare Access is half set up for this inbox: ACCESS_AUD and ACCESS_TEAM_DOMAIN must both be set.',
  keysUnavailable: "Cloudflare Access's keys could not be fetched to check your sign-in. Try again shortly.",
} as const;

type AccessEnv = Pick<WorkerEnv, 'ACCESS_AUD' | 'ACCESS_TEAM_DOMAIN' | 'ACCESS_CERTS_URL'>;

/** Access as configured: the application's audience tag, the team's issuer and where its keys are. */
export interface AccessSettings {
  audience: string;
  issuer: string;
  certsUrl: string;
}

/** The team's address from ACCESS_TEAM_DOMAIN, given as `ember`, `ember.cloudflareaccess.com` or `https://ember.cloudflareaccess.com`. */
function teamOrigin(domain: string): string {
  const host = domain.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return `https://${host.includes('.') ? host : `${host}.cloudflareaccess.com`}`;
}

/** Access's settings; null when it is not in use; a message when only half of it is set. */
export function accessSettings(env: AccessEnv): AccessSettings | null | string {
  const audience = env.ACCESS_AUD?.trim();
  const team = env.ACCESS_TEAM_DOMAIN?.trim();
  if (!audience && !team) return null;
  if (!audience || !team) return ACCESS_MESSAGES.halfSet;
  const issuer = teamOrigin(team);
  return { audience, issuer, certsUrl: env.ACCESS_CERTS_URL?.trim() || `${issuer}/cdn-cgi/access/certs` };
}

/** The outcome of the check: who is asking, or why not (403: the token; 503: the keys could not be had). */
type AccessCheck = { ok: true; actor: string } | { ok: false; status: 403 | 503; error: string };

type Jwk = JsonWebKey & { kid?: string };

class KeysUnavailable extends Error {}

/** Each refusal of hono's JWT checks, in staff's words. */
function refusalOf(error: unknown): string {
  switch (error instanceof Error ? error.name : '') {
    case 'JwtTokenExpired':
      return ACCESS_MESSAGES.expired;
    case 'JwtTokenNotBefore':
    case 'JwtTokenIssuedAt':
      return ACCESS_MESSAGES.notYet;
    case 'JwtTokenAudience':
    case 'JwtPayloadRequiresAud':
      return ACCESS_MESSAGES.audience;
    case 'JwtTokenIssuer':
      return ACCESS_MESSAGES.issuer;
    case 'JwtTokenSignatureMismatched':
    case 'JwtAlgorithmNotAllowed':
    case 'JwtAlgorithmMismatch':
    case 'JwtSymmetricAlgorithmNotAllowed':
      return ACCESS_MESSAGES.key;
    default:
      return ACCESS_MESSAGES.unreadable;
  }
}

/** The token a request carries: Access's header, else its cookie. */
function accessToken(request: Request): string | null {
  return request.headers.get(ACCESS_JWT_HEADER)?.trim() || readCookie(request, ACCESS_COOKIE) || null;
}

/**
 * A checker of Access tokens with its own copy of the team's keys (one per isolate in the Worker;
 * tests make their own, with their own fetch, clock for the copy's age, or signal ending a fetch).
 * The fetch is given a signal that aborts at the limit (`timeLimit`, ACCESS_KEYS_TIMEOUT_MS), which
 * ends the wait for the body too.
 */
export function createAccessChecker({
  fetcher = (url: string, signal: AbortSignal) => fetch(url, { signal }),
  now = () => Date.now(),
  timeLimit = () => AbortSignal.timeout(ACCESS_KEYS_TIMEOUT_MS),
}: { fetcher?: (url: string, signal: AbortSignal) => Promise<Response>; now?: () => number; timeLimit?: () => AbortSignal } = {}) {
  let copy: { url: string; keys: Jwk[]; at: number } | null = null;

  async function fetchKeys(url: string): Promise<Jwk[]> {
    const signal = timeLimit();
    const response = await fetcher(url, signal).catch(() => null);
    const body = response?.ok ? ((await response.json().catch(() => null)) as { keys?: unknown } | null) : null;
    if (!body || !Array.isArray(body.keys)) throw new KeysUnavailable();
    copy = { url, keys: body.keys as Jwk[], at: now() };
    return copy.keys;
  }

  /** The team's keys, holding `kid` if the team has it: the copy while fresh, fetched again when stale or without that key. */
  async function keysFor(url: string, kid: string | undefined): Promise<Jwk[]> {
    if (!copy || copy.url !== url || now() - copy.at >= ACCESS_KEYS_TTL_MS) return fetchKeys(url);
    if (kid && !copy.keys.some((key) => key.kid === kid) && now() - copy.at >= ACCESS_KEYS_REFETCH_MS) return fetchKeys(url);
    return copy.keys;
  }

  return {
    /** Checks a request against Access's settings (null: Access is not in use, and the staff key is who asks). */
    async check(request: Request, settings: AccessSettings | null | string): Promise<AccessCheck> {
      if (settings === null) return { ok: true, actor: STAFF_KEY_ACTOR };
      if (typeof settings === 'string') return { ok: false, status: 503, error: settings };
      const token = accessToken(request);
      if (!token) return { ok: false, status: 403, error: ACCESS_MESSAGES.missing };
      let kid: string | undefined;
      try {
        kid = decode(token).header.kid;
      } catch {
        return { ok: false, status: 403, error: ACCESS_MESSAGES.unreadable };
      }
      try {
        const keys = await keysFor(settings.certsUrl, kid);
        if (!kid || !keys.some((key) => key.kid === kid)) return { ok: false, status: 403, error: ACCESS_MESSAGES.key };
        const payload = await verifyWithJwks(token, { keys, allowedAlgorithms: ACCESS_ALGORITHMS, verification: { aud: settings.audience, iss: settings.issuer } });
        // hono checks `exp` only when there is one (a non-number is refused as expired): a sign-in that never ends is not Access's.
        if (payload.exp === undefined) return { ok: false, status: 403, error: ACCESS_MESSAGES.noExpiry };
        // A person has an email; a service token (an automation Access let in) has its client id.
        const who = [payload.email, payload.common_name].find((value): value is string => typeof value === 'string' && value.trim() !== '');
        return { ok: true, actor: who?.trim() ?? 'Cloudflare Access' };
      } catch (error) {
        if (error instanceof KeysUnavailable) return { ok: false, status: 503, error: ACCESS_MESSAGES.keysUnavailable };
        return { ok: false, status: 403, error: refusalOf(error) };
      }
    },
  };
}

