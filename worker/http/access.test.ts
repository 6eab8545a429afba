/**
 * Cloudflare Access's JWT, checked as the Worker checks it, against a team of our own: an RSA key
 * pair made here, its public half served as the team's JWKS by a stand-in fetch that counts how
 * often it is asked, on a clock the test moves; and a certs endpoint on 127.0.0.1 that never
 * answers, reached with the real fetch.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from 'hono/jwt';
import { STAFF_KEY_ACTOR } from '@/lib/shared/contracts/inbox';
import { testAccessKey } from '../test-support';
import { ACCESS_KEYS_REFETCH_MS, ACCESS_KEYS_TIMEOUT_MS, ACCESS_KEYS_TTL_MS, ACCESS_MESSAGES, accessSettings, createAccessChecker, type AccessSettings } from './access';

const AUD = 'aud-0123456789abcdef';
const SETTINGS = accessSettings({ ACCESS_AUD: AUD, ACCESS_TEAM_DOMAIN: 'ember-test' }) as AccessSettings;
const ISS = 'https://ember-test.cloudflareaccess.com';

const TEAM_KEY = testAccessKey('team-key-1');
const NEXT_KEY = testAccessKey('team-key-2');
/** Another key under the team's key id. */
const STRANGER = testAccessKey('team-key-1');

const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ email: 'pat@business.co.uk', aud: [AUD], iss: ISS, iat: nowSeconds() - 10, exp: nowSeconds() + 600, ...extra });
const request = (token?: string, via: 'header' | 'cookie' = 'header') =>
  new Request('https://www.example.co.uk/api/leads/inbox/session', { headers: token ? (via === 'header' ? { 'Cf-Access-Jwt-Assertion': token } : { Cookie: `other=1; CF_Authorization=${token}` }) : {} });

let published: unknown[];
let asked: string[];
let clock: number;
let checker: ReturnType<typeof createAccessChecker>;

beforeEach(() => {
  published = [TEAM_KEY.published];
  asked = [];
  clock = 0;
  checker = createAccessChecker({
    fetcher: async (url) => {
      asked.push(url);
      return Response.json({ keys: published, public_cert: { kid: 'x', cert: '' } });
    },
    now: () => clock,
  });
});

const refusal = (error: string) => ({ ok: false, status: 403, error });

describe('accessSettings', () => {
  it('is off without both settings, says so when half set, and takes the team as a name or a domain', () => {
    expect(accessSettings({})).toBeNull();
    expect(accessSettings({ ACCESS_AUD: AUD })).toBe(ACCESS_MESSAGES.halfSet);
    expect(accessSettings({ ACCESS_TEAM_DOMAIN: 'ember-test' })).toBe(ACCESS_MESSAGES.halfSet);
    for (const team of ['ember-test', 'ember-test.cloudflareaccess.com', 'https://ember-test.cloudflareaccess.com/']) {
      expect(accessSettings({ ACCESS_AUD: AUD, ACCESS_TEAM_DOMAIN: team })).toEqual({ audience: AUD, issuer: ISS, certsUrl: `${ISS}/cdn-cgi/access/certs` });
    }
    expect(accessSettings({ ACCESS_AUD: AUD, ACCESS_TEAM_DOMAIN: 'ember-test', ACCESS_CERTS_URL: 'http://127.0.0.1:4311/certs' })).toEqual(expect.objectContaining({ certsUrl: 'http://127.0.0.1:4311/certs' }));
  });
});

describe('an Access token', () => {
  it('without Access set up, every request is the staff key; half set up, every request is refused', async () => {
    expect(await checker.check(request(), null)).toEqual({ ok: true, actor: STAFF_KEY_ACTOR });
    expect(await checker.check(request(), ACCESS_MESSAGES.halfSet)).toEqual({ ok: false, status: 503, error: ACCESS_MESSAGES.halfSet });
  });

  it('signed by the team for this application, in its time: the person it names, from the header or the cookie', async () => {
    const token = await sign(claims(), TEAM_KEY.signing);
    expect(await checker.check(request(token), SETTINGS)).toEqual({ ok: true, actor: 'pat@business.co.uk' });
    expect(await checker.check(request(token, 'cookie'), SETTINGS)).toEqual({ ok: true, actor: 'pat@business.co.uk' });
    // A service token names its client instead of a person.
    const service = await sign(claims({ email: undefined, common_name: 'crm-client.access' }), TEAM_KEY.signing);
    expect(await checker.check(request(service), SETTINGS)).toEqual({ ok: true, actor: 'crm-client.access' });
  });

  it('is refused when missing, for another application, from another team, expired, not yet valid, or unreadable', async () => {
    expect(await checker.check(request(), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.missing));
    expect(await checker.check(request(await sign(claims({ aud: ['another-application'] }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.audience));
    expect(await checker.check(request(await sign(claims({ aud: undefined }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.audience));
    expect(await checker.check(request(await sign(claims({ iss: 'https://someone-else.cloudflareaccess.com' }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.issuer));
    expect(await checker.check(request(await sign(claims({ exp: nowSeconds() - 1 }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.expired));
    expect(await checker.check(request(await sign(claims({ nbf: nowSeconds() + 300 }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.notYet));
    for (const junk of ['not-a-jwt', 'a.b.c']) expect(await checker.check(request(junk), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.unreadable));
    // Its claims altered after signing: the signature no longer holds.
    const [head, , signature] = (await sign(claims(), TEAM_KEY.signing)).split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify(claims({ email: 'boss@business.co.uk' }))).toString('base64url')}.${signature}`;
    expect(await checker.check(request(forged), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.key));
  });

  it('is refused without an end time (`exp`), as when expired, though signed by the team for this application', async () => {
    expect(await checker.check(request(await sign(claims(), TEAM_KEY.signing)), SETTINGS)).toEqual({ ok: true, actor: 'pat@business.co.uk' });
    expect(await checker.check(request(await sign(claims({ exp: undefined }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.noExpiry));
    expect(await checker.check(request(await sign(claims({ exp: 'never' }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.expired));
    expect(await checker.check(request(await sign(claims({ exp: nowSeconds() - 1 }), TEAM_KEY.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.expired));
  });

  it('is refused when signed by a key that is not the team\'s, with no key id, or not with RS256', async () => {
    // The same key id, another key: the signature does not hold.
    expect(await checker.check(request(await sign(claims(), STRANGER.signing)), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.key));
    // A key id the team does not publish.
    expect(await checker.check(request(await sign(claims(), { ...STRANGER.signing, kid: 'unknown' })), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.key));
    // No key id at all.
    expect(await checker.check(request(await sign(claims(), { ...TEAM_KEY.signing, kid: undefined })), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.key));
    // A shared secret (HS256) is not how Access signs.
    expect(await checker.check(request(await sign(claims(), 'a-shared-secret-of-some-length', 'HS256')), SETTINGS)).toEqual(refusal(ACCESS_MESSAGES.key));
  });

  it('keeps the team\'s keys for a few minutes; a new key id fetches them again, at most every 30 seconds', async () => {
    const token = await sign(claims(), TEAM_KEY.signing);
    for (let i = 0; i < 3; i += 1) expect((await checker.check(request(token), SETTINGS)).ok).toBe(true);
    expect(asked).toEqual([SETTINGS.certsUrl]);
    // The team starts signing with its next key: once the copy is 30 seconds old, the new id is fetched for.
    published = [TEAM_KEY.published, NEXT_KEY.published];
    const rotated = await sign(claims(), NEXT_KEY.signing);
    clock += ACCESS_KEYS_REFETCH_MS - 1;
    expect((await checker.check(request(rotated), SETTINGS)).ok).toBe(false);
    clock += 1;
    expect(await checker.check(request(rotated), SETTINGS)).toEqual({ ok: true, actor: 'pat@business.co.uk' });
    expect(asked).toHaveLength(2);
    // A stale copy is fetched again, even for a key it holds.
    clock += ACCESS_KEYS_TTL_MS;
    expect((await checker.check(request(token), SETTINGS)).ok).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('says when the team\'s keys cannot be fetched (503), and fetches them on the next request', async () => {
    const answers = [() => Promise.reject(new TypeError('fetch failed')), async () => new Response('down', { status: 502 }), async () => Response.json({ nokeys: true }), async () => Response.json({ keys: [TEAM_KEY.published] })];
    const flaky = createAccessChecker({ fetcher: () => (answers.shift() ?? answers[0])!(), now: () => clock });
    const token = await sign(claims(), TEAM_KEY.signing);
    for (let i = 0; i < 3; i += 1) expect(await flaky.check(request(token), SETTINGS)).toEqual({ ok: false, status: 503, error: ACCESS_MESSAGES.keysUnavailable });
    expect(await flaky.check(request(token), SETTINGS)).toEqual({ ok: true, actor: 'pat@business.co.uk' });
  });
});

describe('a certs endpoint that never answers', () => {
  let server: Server;
  let certsUrl: string;
  /** The requests it holds, and how many of them the Worker's side has since closed. */
  let held: ServerResponse[];
  let closed: number;
  /** `headers`: the answer's status and headers go out, then its body never does; else nothing ever goes out. */
  let sendHeaders: boolean;
  /**
   * The fetch's time limit, reached once the endpoint holds the request (and has sent what it
   * sends): the moment a real limit would pass with nothing more coming, whatever the machine's
   * speed (a limit of so many milliseconds could pass before a busy machine even connects).
   */
  let limit: AbortController;

  beforeAll(async () => {
    server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
      held.push(response);
      incoming.socket.once('close', () => (closed += 1));
      if (sendHeaders) response.writeHead(200, { 'Content-Type': 'application/json' }).write('{"keys": [', () => setImmediate(() => limit.abort(new DOMException('The time limit passed', 'TimeoutError'))));
      else setImmediate(() => limit.abort(new DOMException('The time limit passed', 'TimeoutError')));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    certsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cdn-cgi/access/certs`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    held = [];
    closed = 0;
    limit = new AbortController();
  });

  /** Resolves once the endpoint has seen `count` connections closed by the fetch's side. */
  const closedBy = async (count: number) => {
    while (closed < count) await new Promise((wait) => setTimeout(wait, 10));
  };

  it.each([
    ['holds the request unanswered', false],
    ['answers 200 and never sends the body', true],
  ])('that %s: the fetch is abandoned at its time limit, and staff are told 503 that the keys could not be fetched', async (_, headers) => {
    sendHeaders = headers;
    const hung = createAccessChecker({ timeLimit: () => limit.signal });
    const token = await sign(claims(), TEAM_KEY.signing);
    expect(await hung.check(request(token), { ...SETTINGS, certsUrl })).toEqual({ ok: false, status: 503, error: ACCESS_MESSAGES.keysUnavailable });
    expect(held).toHaveLength(1);
    // Abandoned, not merely outwaited: the fetch closed its connection.
    await closedBy(1);
  });

  it('the Worker\'s own fetch is given its limit as an abort signal, not yet aborted when the fetch starts, that ends at ACCESS_KEYS_TIMEOUT_MS', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const signals: AbortSignal[] = [];
    const watched = createAccessChecker({ fetcher: async (_url, signal) => (signals.push(signal), Response.json({ keys: [TEAM_KEY.published] })) });
    expect((await watched.check(request(await sign(claims(), TEAM_KEY.signing)), SETTINGS)).ok).toBe(true);
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0]?.aborted).toBe(false);
    expect(timeout).toHaveBeenCalledWith(ACCESS_KEYS_TIMEOUT_MS);
    expect(timeout.mock.results[0]?.value).toBe(signals[0]);
    timeout.mockRestore();
  });
});
