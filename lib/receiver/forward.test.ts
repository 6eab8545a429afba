/**
 * Forwarding to the business's CRM over real HTTP, to a receiver on 127.0.0.1 that answers as
 * each test needs; the 10-second limit runs on Jest's clock.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORWARD_TIMEOUT_MS, forwardRecord } from './forward';
import type { LeadRecord } from './export-format';

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

const record: LeadRecord = { id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', receivedAt: '2026-11-25T09:00:00.000Z', type: 'callback', source: 'callback', lead: { firstName: 'Zoë', phoneNumber: '+447700900123' }, campaign: null, photos: [] };

describe('forwardRecord', () => {
  it('posts the lead as JSON and counts a 2xx answer as forwarded', async () => {
    let received: { type?: string; body: unknown } = { body: null };
    arrived = () => undefined;
    answer = (req, res, body) => {
      received = { type: req.headers['content-type'], body: JSON.parse(body) };
      res.writeHead(202).end();
    };
    expect(await forwardRecord(`${origin}/crm`, record)).toEqual({ ok: true });
    expect(received).toEqual({ type: 'application/json', body: record });
  });

  it('says what went wrong: the status, or no connection', async () => {
    arrived = () => undefined;
    answer = (_req, res) => res.writeHead(500).end();
    expect(await forwardRecord(`${origin}/crm`, record)).toEqual({ ok: false, detail: 'HTTP 500' });
    const closed = await forwardRecord('http://127.0.0.1:9/crm', record);
    expect(closed).toEqual({ ok: false, detail: expect.stringMatching(/^could not connect: /) });
  });

  it('gives up on a receiver that has not answered within 10 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const held: ServerResponse[] = [];
    const got = new Promise<void>((resolve) => (arrived = resolve));
    answer = (_req, res) => void held.push(res);
    const result = forwardRecord(`${origin}/crm`, record);
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
