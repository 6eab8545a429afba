/**
 * The review form of a finished job (/review/, the contract is lib/shared/contracts/reviews.ts):
 *   GET    /api/review   X-Review-Token → 200 ReviewInvitation
 *   PUT    /api/review   JSON { token, review: ReviewInput } → 200 ReviewInvitation (the review published)
 *   DELETE /api/review   X-Review-Token → 200 { deleted: true }
 * The token is the lead's id and the review link's secret (worker/review-link.ts), from the
 * fragment of the link in the invitation, never in an address. A wrong secret, an expired link, an
 * unknown id, a job not done and an erased lead are answered alike (404, REVIEW_MESSAGES.notFound),
 * each counted against the address's guesses on the same binding as the request's page
 * (worker/http/abuse.ts wrongToken), 429 past it.
 *
 * A review is published the moment it is written, whatever its stars: one per finished job (a second
 * one changes the first), the town and month the job's, never the form's. A review staff removed
 * (worker/http/inbox/reviews.ts) is out of its author's hands: the form no longer shows it, and a
 * change or a delete is refused (409) so the removal stays on the record the policy page counts.
 *
 * The write goes through the one intake (worker/http/intake.ts: the site's own page only, the
 * per-address limits, a small body) with the link's secret as its proof of a person, as the
 * request's page does: no human check (Turnstile) is needed, because a write costs one D1 row and a
 * script cannot make one: a review can only be written against an invitation the business's own
 * "Job done" created, one row per job, so the most a leaked link can do is change that one review.
 * The page holds the secret, so it loads no third-party script, the human check's widget included.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TOKEN_HEADER, displayNameOf, reviewSchema, type ReviewInvitation } from '@/lib/shared/contracts/reviews';
import { parseRequestToken } from '@/lib/shared/contracts/your-request';
import type { WorkerEnv } from '../env';
import { reviewSecretOpens } from '../review-link';
import { reviewsFor, publishedOf, type InvitedJob } from '../store/reviews';
import { wrongToken } from './abuse';
import { intake } from './intake';
import { json, methodNotAllowed } from './respond';

/** The largest review body read: REVIEW_TEXT_MAX characters of up to 4 bytes each, the token, the other fields and their JSON. */
const MAX_REVIEW_BYTES = REVIEW_TEXT_MAX * 4 + 1024;

const putSchema = z.object({ token: z.string().check(z.maxLength(200)), review: reviewSchema });

type Env = { Bindings: WorkerEnv };

const notFound = () => json(404, { error: REVIEW_MESSAGES.notFound });

/** The finished job a token opens now, or the answer for one it does not (404 alike, counted; 429 past the address's guesses). */
async function opened(c: { env: WorkerEnv; req: { raw: Request } }, token: string | null | undefined): Promise<InvitedJob | Response> {
  const parsed = token ? parseRequestToken(token) : null;
  const job = parsed ? await reviewsFor(c.env).invited(parsed.id) : null;
  if (parsed && job && (await reviewSecretOpens(parsed.secret, { hash: job.linkHash, invitedAt: job.invitedAt }, new Date()))) return job;
  return wrongToken(c.env, c.req.raw, { notFound, tooMany: REVIEW_MESSAGES.tooMany });
}

/** What the form shows of a job: the job, the name choice, and the review while it is published. */
function invitationOf(job: InvitedJob): ReviewInvitation {
  const review = job.review && !job.review.removed ? { ...publishedOf(job.review), nameStyle: job.review.nameStyle } : null;
  return { job: { service: job.service, town: job.town, month: job.doneOn.slice(0, 7) }, initialName: displayNameOf('initial', job.contactName, job.town), review };
}

/** A 400 naming each field the form shows (stars, service, text, nameStyle, consent). */
function invalidReview(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.filter((part) => part !== 'review').join('.') || '(body)'] ??= issue.message;
  return { error: 'Check the fields', fields };
}

export const review = new Hono<Env>();

review.get('/', async (c) => {
  const job = await opened(c, c.req.header(REVIEW_TOKEN_HEADER));
  return job instanceof Response ? job : json(200, invitationOf(job));
});

review.put(
  '/',
  intake<z.infer<typeof putSchema>>({
    from: 'own-page',
    refused: 'A review is written from its own page',
    photos: false,
    maxJsonBytes: MAX_REVIEW_BYTES,
    parse: (body) => {
      const parsed = putSchema.safeParse(body);
      return parsed.success ? { value: parsed.data } : { invalid: invalidReview(parsed.error.issues) };
    },
    check: 'link',
  }),
  async (c) => {
    const job = await opened(c, c.var.intake.value.token);
    if (job instanceof Response) return job;
    if (job.review?.removed) return json(409, { error: REVIEW_MESSAGES.removed });
    const written = await reviewsFor(c.env).write(job, c.var.intake.value.review);
    if (!written) return json(409, { error: REVIEW_MESSAGES.removed });
    return json(200, invitationOf({ ...job, review: written }));
  },
);

review.delete('/', async (c) => {
  // Only the site's own page deletes (a page always says its origin); the header alone already keeps other sites' forms out.
  if (c.req.header('origin') !== new URL(c.req.url).origin) return json(403, { error: 'A review is deleted from its own page' });
  const job = await opened(c, c.req.header(REVIEW_TOKEN_HEADER));
  if (job instanceof Response) return job;
  if (job.review?.removed) return json(409, { error: REVIEW_MESSAGES.removed });
  await reviewsFor(c.env).delete(job.leadId);
  return json(200, { deleted: true });
});

review.all('/', () => methodNotAllowed('GET, PUT, DELETE'));
