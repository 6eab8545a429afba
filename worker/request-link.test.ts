/**
 * The secret in a request's link and how a token is checked: worked out from REQUEST_LINK_KEY and
 * the lead's id, kept only as its hash, compared in constant time, and expired REQUEST_LINK_DAYS
 * after the request (the clock is passed in).
 */
import { createHash, createHmac } from 'node:crypto';
import { REQUEST_LINK_DAYS, parseRequestToken, requestPageUrl } from '@/lib/shared/contracts/your-request';
import { requestHash, requestLink, requestLinkExpiresAt, requestLinkKey, requestSecret, secretOpens, storedLeadLink } from './request-link';

const KEY = 'request-link-key-0123456789abcdefghijklmnop';
const OTHER_KEY = 'another-key-0123456789abcdefghijklmnopqrst';
const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const OTHER_ID = '2c5f39cb-3fb2-42e3-994f-1127e4ddb538';
const RECEIVED = '2026-11-25T09:14:03.000Z';
const DAY = 24 * 60 * 60 * 1000;

describe('the secret', () => {
  it('is the same for the same key and id, 43 characters of base64url, and differs with the id and with the key', async () => {
    const secret = await requestSecret(KEY, ID);
    expect(await requestSecret(KEY, ID)).toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // HMAC-SHA256 of "request-link:<id>", as docs/configuration.md ("REQUEST_LINK_KEY") says a script can work it out.
    expect(secret).toBe(createHmac('sha256', KEY).update(`request-link:${ID}`).digest('base64url'));
    expect(await requestSecret(KEY, OTHER_ID)).not.toBe(secret);
    expect(await requestSecret(OTHER_KEY, ID)).not.toBe(secret);
  });

  it('is kept only as its SHA-256, in hex', async () => {
    const secret = await requestSecret(KEY, ID);
    const hash = await requestHash(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(hash).not.toContain(secret);
  });

  it('is made only with a key of at least 32 characters', async () => {
    expect(requestLinkKey({ REQUEST_LINK_KEY: KEY })).toBe(KEY);
    expect(requestLinkKey({ REQUEST_LINK_KEY: 'x'.repeat(31) })).toBeNull();
    expect(requestLinkKey({})).toBeNull();
    expect(await requestLink({}, 'https://site.example', ID)).toBeNull();
  });

  it("makes the page's link, with the token in the fragment, which the page reads back", async () => {
    const link = await requestLink({ REQUEST_LINK_KEY: KEY }, 'https://site.example', ID);
    const secret = await requestSecret(KEY, ID);
    expect(link).toBe(requestPageUrl('https://site.example', ID, secret));
    expect(link).toBe(`https://site.example/your-request/#${ID}.${secret}`);
    expect(parseRequestToken(new URL(link ?? '').hash.slice(1))).toEqual({ id: ID, secret });
  });
});

describe('secretOpens', () => {
  const lead = async () => ({ hash: await requestHash(await requestSecret(KEY, ID)), receivedAt: RECEIVED });
  const now = new Date(Date.parse(RECEIVED) + DAY);

  it('opens with the right secret', async () => {
    expect(await secretOpens(await requestSecret(KEY, ID), await lead(), now)).toBe(true);
  });

  it("does not open with a wrong secret: another lead's, another key's, or one changed by a character", async () => {
    const secret = await requestSecret(KEY, ID);
    expect(await secretOpens(await requestSecret(KEY, OTHER_ID), await lead(), now)).toBe(false);
    expect(await secretOpens(await requestSecret(OTHER_KEY, ID), await lead(), now)).toBe(false);
    expect(await secretOpens(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, await lead(), now)).toBe(false);
    expect(await secretOpens('', await lead(), now)).toBe(false);
  });

  it('opens nothing for a lead kept without a hash (stored with no key)', async () => {
    expect(await secretOpens(await requestSecret(KEY, ID), { hash: null, receivedAt: RECEIVED }, now)).toBe(false);
  });

  it(`opens until REQUEST_LINK_DAYS (${REQUEST_LINK_DAYS}) after the request, and not a millisecond after`, async () => {
    const secret = await requestSecret(KEY, ID);
    const expires = requestLinkExpiresAt(RECEIVED);
    expect(expires.getTime() - Date.parse(RECEIVED)).toBe(REQUEST_LINK_DAYS * DAY);
    expect(await secretOpens(secret, await lead(), expires)).toBe(true);
    expect(await secretOpens(secret, await lead(), new Date(expires.getTime() + 1))).toBe(false);
    expect(await secretOpens(secret, await lead(), new Date(Date.parse(RECEIVED) + 91 * DAY))).toBe(false);
  });
});

describe('storedLeadLink', () => {
  it("gives the link only when the lead has a hash and today's key makes its secret", async () => {
    const hash = await requestHash(await requestSecret(KEY, ID));
    expect(await storedLeadLink({ REQUEST_LINK_KEY: KEY }, 'https://site.example', { id: ID, requestHash: hash })).toBe(await requestLink({ REQUEST_LINK_KEY: KEY }, 'https://site.example', ID));
    // The key changed since: a link made now would open nothing.
    expect(await storedLeadLink({ REQUEST_LINK_KEY: OTHER_KEY }, 'https://site.example', { id: ID, requestHash: hash })).toBeNull();
    expect(await storedLeadLink({ REQUEST_LINK_KEY: KEY }, 'https://site.example', { id: ID, requestHash: null })).toBeNull();
    expect(await storedLeadLink({}, 'https://site.example', { id: ID, requestHash: hash })).toBeNull();
  });
});
