/**
 * The inbox's Retry: failed deliveries of one kind (or one lead's) made due again with a fresh 24
 * hours, and queued at once (the sweep queues any the queue refuses):
 *   POST  /retry  { kind, leadId? }
 */
import { Hono } from 'hono';
import { retrySchema, type Retried } from '@/lib/shared/contracts/inbox';
import { enqueue } from '../../delivery/enqueue';
import { createJobStore } from '../../store/jobs';
import { json, methodNotAllowed } from '../respond';
import { readBody, type Inbox } from './context';

/** Mounted at /retry. */
export const retry = new Hono<Inbox>();

retry.post('/', async (c) => {
  const body = await readBody(c.req.raw, retrySchema);
  if (body instanceof Response) return body;
  const messages = await createJobStore(c.env.DB).retry([body.kind], new Date(), body.leadId);
  await enqueue(c.env.LEAD_JOBS, messages, 'the deliveries sent again');
  const retried: Retried = { retried: messages.length };
  return json(200, retried);
});
retry.all('/', () => methodNotAllowed('POST'));
