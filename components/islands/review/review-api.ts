/**
 * The review page talking to the Worker (lib/shared/contracts/reviews.ts): the invitation read with
 * the token in a header, the review written with it in the body, and deleted with it in a header.
 * Nothing is cached: each answer is the customer's alone, and may change.
 */
import { REVIEW_TOKEN_HEADER, type ReviewInput, type ReviewInvitation } from '@/lib/shared/contracts/reviews';

/** The page's one endpoint. */
export const REVIEW_API = '/api/review';

/** Why the Worker gave nothing: an unknown or wrong link, too many wrong ones, or no answer we can read. */
export type Refused = 'not-found' | 'too-many' | 'unreachable';

/** What a read or a write came back with. */
export type ReviewResult = { status: 'ok'; invitation: ReviewInvitation } | { status: Refused } | { status: 'invalid' | 'refused'; error: string; fields: Record<string, string> };

function refusal(status: number): Refused | null {
  return status === 404 ? 'not-found' : status === 429 ? 'too-many' : null;
}

function isInvitation(body: unknown): body is ReviewInvitation {
  const invitation = body as Partial<ReviewInvitation> | null;
  return Boolean(invitation && invitation.job && typeof invitation.initialName === 'string' && 'review' in invitation);
}

async function answerOf(request: () => Promise<Response>): Promise<ReviewResult> {
  let response: Response;
  try {
    response = await request();
  } catch {
    return { status: 'unreachable' };
  }
  const refused = refusal(response.status);
  if (refused) return { status: refused };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return isInvitation(body) ? { status: 'ok', invitation: body } : { status: 'unreachable' };
  // A 400 names the fields; a 409 (a review staff removed) says why in words.
  const said = body as { error?: unknown; fields?: unknown } | null;
  if ((response.status === 400 || response.status === 409) && typeof said?.error === 'string') {
    return { status: response.status === 400 ? 'invalid' : 'refused', error: said.error, fields: (said.fields as Record<string, string> | undefined) ?? {} };
  }
  return { status: 'unreachable' };
}

export const fetchInvitation = (token: string) => answerOf(() => fetch(REVIEW_API, { headers: { [REVIEW_TOKEN_HEADER]: token }, cache: 'no-store' }));

export const putReview = (token: string, review: ReviewInput) =>
  answerOf(() => fetch(REVIEW_API, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, review }), cache: 'no-store' }));

/** What became of a delete: done, or why not (`failed`: no answer, or another; nothing changed). */
export async function deleteReview(token: string): Promise<'deleted' | Refused | 'failed'> {
  try {
    const response = await fetch(REVIEW_API, { method: 'DELETE', headers: { [REVIEW_TOKEN_HEADER]: token }, cache: 'no-store' });
    return response.ok ? 'deleted' : (refusal(response.status) ?? 'failed');
  } catch {
    return 'failed';
  }
}
