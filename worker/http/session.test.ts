/**
 * The session cookie's name and attributes, for requests shaped as each place sends them: live
 * (https, the real domain, no PUBLIC_ORIGIN), and `wrangler dev` under `npm start` (the browser's
 * scheme, wrangler.toml's route as the host, PUBLIC_ORIGIN the local address the browser opened).
 * (Signing in and out with it, through the inbox's routes: inbox.test.ts; in WebKit over http:
 * e2e/inbox-webkit.spec.ts.)
 */
import { LOCAL_SESSION_COOKIE, SESSION_COOKIE, cookieValue, onLocalHttp, readSessionCookie, sessionCookie, sessionIdOf } from './session';

const STAFF_KEY = 'staff-key-0123456789abcdef0123456789abcd';
const ID = 'a'.repeat(64);
/** wrangler.toml's route: the host every request has under `wrangler dev`. */
const ROUTE_HOST = 'www.emberhomeheating.co.uk';

const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
/** A request to the inbox as `wrangler dev` hands it to the Worker, over the browser's scheme. */
const underWranglerDev = (scheme: 'http' | 'https', cookie?: string) => request(`${scheme}://${ROUTE_HOST}/api/leads/inbox/session`, cookie);
const attributes = (header: string) => header.split('; ').slice(1);

describe('the session cookie', () => {
  it('live (https, the domain): `__Host-`, Secure, HttpOnly, SameSite=Lax, on every path, and only it is read', async () => {
    const live = request(`https://${ROUTE_HOST}/api/leads/inbox/session`);
    const value = await cookieValue(STAFF_KEY, ID);
    expect(onLocalHttp(live, {})).toBe(false);
    const set = sessionCookie(live, {}, value);
    expect(set.startsWith(`${SESSION_COOKIE}=${value}; `)).toBe(true);
    expect(attributes(set)).toEqual(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax', 'Max-Age=43200']);
    expect(sessionCookie(live, {}, null)).toBe(`${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`);
    // The plain cookie, even rightly signed, opens nothing on https: a subdomain or an http page could have set it.
    expect(readSessionCookie(request(live.url, `${LOCAL_SESSION_COOKIE}=${value}`), {})).toBeUndefined();
    expect(await sessionIdOf(STAFF_KEY, readSessionCookie(request(live.url, `${LOCAL_SESSION_COOKIE}=x; ${SESSION_COOKIE}=${value}`), {}))).toBe(ID);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3200', 'http://[::1]:3000'])('under npm start over plain http at %s: without Secure (so without `__Host-`), still HttpOnly, SameSite=Lax, on every path, signed', async (origin) => {
    const env = { PUBLIC_ORIGIN: origin };
    const value = await cookieValue(STAFF_KEY, ID);
    expect(onLocalHttp(underWranglerDev('http'), env)).toBe(true);
    const set = sessionCookie(underWranglerDev('http'), env, value);
    expect(set.startsWith(`${LOCAL_SESSION_COOKIE}=${value}; `)).toBe(true);
    expect(attributes(set)).toEqual(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=43200']);
    expect(sessionCookie(underWranglerDev('http'), env, null)).toBe(`${LOCAL_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    // Read back by its own name only; altered, it names no session.
    expect(await sessionIdOf(STAFF_KEY, readSessionCookie(underWranglerDev('http', `${LOCAL_SESSION_COOKIE}=${value}`), env))).toBe(ID);
    expect(readSessionCookie(underWranglerDev('http', `${SESSION_COOKIE}=${value}`), env)).toBeUndefined();
    expect(await sessionIdOf(STAFF_KEY, readSessionCookie(underWranglerDev('http', `${LOCAL_SESSION_COOKIE}=${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`), env))).toBeNull();
  });

  it('stays `__Host-` and Secure over https at the local address, over http at any other host, and when the site says https', () => {
    const cases: [Request, { PUBLIC_ORIGIN?: string }][] = [
      // wrangler dev --local-protocol https: the browser is on https, where Secure cookies are kept.
      [underWranglerDev('https'), { PUBLIC_ORIGIN: 'https://localhost:3000' }],
      [underWranglerDev('https'), { PUBLIC_ORIGIN: 'http://localhost:3000' }],
      // Live over plain http (the edge passes it on unless "Always Use HTTPS" is on): the domain is no loopback.
      [request(`http://${ROUTE_HOST}/api/leads/inbox/session`), {}],
      // npm start open to the network, at a LAN address.
      [underWranglerDev('http'), { PUBLIC_ORIGIN: 'http://192.168.1.20:3000' }],
      [underWranglerDev('http'), { PUBLIC_ORIGIN: 'http://localhost.example.com:3000' }],
      [underWranglerDev('http'), { PUBLIC_ORIGIN: `https://${ROUTE_HOST}` }],
    ];
    for (const [asked, env] of cases) {
      expect(onLocalHttp(asked, env)).toBe(false);
      expect(sessionCookie(asked, env, null)).toBe(`${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`);
    }
  });
});
