/**
 * Forwarding to the business's CRM over real HTTP, to a receiver on 127.0.0.1 that answers as
 * each test needs and checks the signature as a CRM would (with node:crypto, not our code); the
 * 10-second limit runs on Jest's clock.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORWARD_TIMEOUT_MS, forwardEvent, type ForwardEvent } from './forward';
import type { LeadRecord } from '../lead/record';

let server: Server;
let origin: string;
let answer: (req: IncomingMessage, res: ServerResponse, body: string) => void;
let arrived: () => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      arrived();
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => jest.useRealTimers());

const record: LeadRecord = { id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', receivedAt: '2026-11-25T09:00:00.000Z', type: 'callback', source: 'callback', what: 'Callback requested', contact: { name: 'Zoë', phone: '+447700900123', email: null, postcode: null }, lead: { firstName: 'Zoë', phoneNumber: '+447700900123' }, campaign: null, photos: [], quoteCheck: null, verified: true, humanCheck: 'passed', slotNotHeld: null };
const created: ForwardEvent = { event: 'lead.created', ...record };
const SECRET = 'crm-shared-secret-0123456789abcdef';
const NOW = new Date('2026-11-25T09:00:05.000Z');

/** The signature as a CRM checks it: HMAC-SHA256 over "<timestamp>.<raw body>" with the shared secret. */
const expected = (timestamp: string, body: string) => `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;

describe('forwardEvent', () => {
  it('posts the event as JSON, signed over its timestamp and body, keyed by the lead id, and counts a 2xx answer', async () => {
    let received: { headers: IncomingMessage['headers']; body: string } = { headers: {}, body: '' };
    arrived = () => undefined;
    answer = (req, res, body) => {
      received = { headers: req.headers, body };
      res.writeHead(202).end();
    };
    expect(await forwardEvent(`${origin}/crm`, created, { secret: SECRET, now: NOW })).toEqual({ ok: true });
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual(created);
    expect(received.headers['idempotency-key']).toBe(record.id);
    expect(received.headers['x-ember-timestamp']).toBe(String(NOW.getTime() / 1000));
    expect(received.headers['x-ember-signature']).toBe(expected(String(received.headers['x-ember-timestamp']), received.body));
    // A body changed on the way no longer matches its signature.
    expect(received.headers['x-ember-signature']).not.toBe(expected(String(received.headers['x-ember-timestamp']), received.body.replace('Zoë', 'Zoe')));
  });

  it('keys an erasure notice apart from the lead it erases', async () => {
    let key: string | string[] | undefined;
    arrived = () => undefined;
    answer = (req, res) => {
      key = req.headers['idempotency-key'];
      res.writeHead(204).end();
    };
    expect(await forwardEvent(`${origin}/crm`, { event: 'lead.deleted', id: record.id, deletedAt: NOW.toISOString() }, { secret: SECRET, now: NOW })).toEqual({ ok: true });
    expect(key).toBe(`${record.id}:deleted`);
  });

  it('says what went wrong: the status and any Retry-After, or no connection', async () => {
    arrived = () => undefined;
    answer = (_req, res) => res.writeHead(500).end();
    expect(await forwardEvent(`${origin}/crm`, created, { secret: SECRET })).toEqual({ ok: false, detail: 'HTTP 500' });
    answer = (_req, res) => res.writeHead(429, { 'Retry-After': '120' }).end();
    expect(await forwardEvent(`${origin}/crm`, created, { secret: SECRET })).toEqual({ ok: false, detail: 'HTTP 429', retryAfterSeconds: 120 });
    const closed = await forwardEvent('http://127.0.0.1:9/crm', created, { secret: SECRET });
    expect(closed).toEqual({ ok: false, detail: expect.stringMatching(/^could not connect: /) });
  });

  it('reads a Retry-After given as a date as the seconds until it', async () => {
    arrived = () => undefined;
    answer = (_req, res) => res.writeHead(503, { 'Retry-After': new Date(NOW.getTime() + 90_000).toUTCString() }).end();
    expect(await forwardEvent(`${origin}/crm`, created, { secret: SECRET, now: NOW })).toEqual({ ok: false, detail: 'HTTP 503', retryAfterSeconds: 90 });
  });

  it('gives up on a receiver that has not answered within 10 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const held: ServerResponse[] = [];
    const got = new Promise<void>((resolve) => (arrived = resolve));
    answer = (_req, res) => void held.push(res);
    const result = forwardEvent(`${origin}/crm`, created, { secret: SECRET });
    let settled = false;
    void result.then(() => (settled = true));
    await got;
    jest.advanceTimersByTime(FORWARD_TIMEOUT_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await result).toEqual({ ok: false, detail: `no answer within ${FORWARD_TIMEOUT_MS / 1000} s` });
    for (const res of held) res.writeHead(200).end();
  });
});
