/**
 * The reviews, for staff to answer and, only for a reason of the published policy, remove
 * (lib/shared/contracts/reviews.ts; the SQL is worker/store/reviews.ts):
 *   GET   /reviews                 every review, published and removed, newest first (StaffReview[])
 *   POST  /reviews/<id>/answer     ReviewAnswer: the answer shown under it with its date (empty: taken away)
 *   POST  /reviews/<id>/remove     ReviewRemoval: no longer published; recorded with who, when and why
 * Staff cannot write, change or pick reviews: only their answer, and a removal for a policy reason.
 */
import { Hono } from 'hono';
import { reviewAnswerSchema, reviewRemovalSchema, type StaffReview } from '@/lib/shared/contracts/reviews';
import { reviewsFor, type StaffChange } from '../../store/reviews';
import { json, methodNotAllowed } from '../respond';
import { readBody, type Inbox } from './context';

const noSuchReview = () => json(404, { error: 'No such review' });

/** The review as staff see it now, or 404. */
const answered = (outcome: StaffChange) => ('missing' in outcome ? noSuchReview() : json(200, outcome.changed satisfies StaffReview));

/** Mounted at /reviews. */
export const reviews = new Hono<Inbox>();

reviews.get('/', async (c) => {
  const list: StaffReview[] = await reviewsFor(c.env).list();
  return json(200, list);
});
reviews.all('/', () => methodNotAllowed('GET'));

reviews.post('/:id/answer', async (c) => {
  const body = await readBody(c.req.raw, reviewAnswerSchema);
  if (body instanceof Response) return body;
  return answered(await reviewsFor(c.env).answer(c.req.param('id'), body.text, c.get('actor')));
});
reviews.all('/:id/answer', () => methodNotAllowed('POST'));

reviews.post('/:id/remove', async (c) => {
  const body = await readBody(c.req.raw, reviewRemovalSchema);
  if (body instanceof Response) return body;
  return answered(await reviewsFor(c.env).remove(c.req.param('id'), { reason: body.reason, note: body.note ?? null }, c.get('actor')));
});
reviews.all('/:id/remove', () => methodNotAllowed('POST'));
