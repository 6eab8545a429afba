/**
 * The inbox's Retry: failed deliveries of one kind (or one lead's) made due again with a fresh 24
 * hours, and queued at once (the sweep queues any the queue refuses):
 *   POST  /retry  { kind, leadId? }
 */
import { Hono } from 'hono';
import { retrySchema, type Retried } from '@/lib/shared/contracts/inbox';
import { chunks } from '../../store/d1';
import { createJobStore } from '../../store/jobs';
import { json, methodNotAllowed } from '../respond';
import { readBody, type Inbox } from './context';

/** Mounted at /retry. */
export const retry = new Hono<Inbox>();

retry.post('/', async (c) => {
  const body = await readBody(c.req.raw, retrySchema);
  if (body instanceof Response) return body;
  const messages = await createJobStore(c.env.DB).retry([body.kind], new Date(), body.leadId);
  for (const part of chunks(messages, 100)) {
    await c.env.LEAD_JOBS.sendBatch(part.map((message) => ({ body: message }))).catch((error: unknown) => console.error('Could not queue the deliveries sent again (the sweep will)', error));
  }
  const retried: Retried = { retried: messages.length };
  return json(200, retried);
});
retry.all('/', () => methodNotAllowed('POST'));
