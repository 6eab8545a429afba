/**
 * The visitor's page talking to the Worker (lib/shared/contracts/your-request.ts): its request read with the token
 * in a header, a photo fetched the same way, the request cancelled with the token in the body, and
 * a booked survey's free windows read and the survey moved or cancelled (lib/shared/survey/booking.ts).
 * Nothing is cached: each answer is the visitor's alone, and may change.
 */
import { REQUEST_TOKEN_HEADER, type RequestView } from '@/lib/shared/contracts/your-request';
import type { BookingChange, SlotList, SlotTaken } from '@/lib/shared/survey/booking';
import type { FreeWindow } from '@/lib/shared/survey/slots';

/** The page's endpoints (lib/shared/contracts/your-request.ts lists them with their answers). */
export const REQUEST_API = {
  view: '/api/your-request',
  photos: '/api/your-request/photos',
  photo: (n: number) => `/api/your-request/photos/${n}`,
  cancel: '/api/your-request/cancel',
  slots: '/api/your-request/slots',
  booking: '/api/your-request/booking',
} as const;

/** What the Worker said about a request: the view, or why there is none (`unreachable`: no answer, or one we cannot read). */
export type ViewResult = { status: 'ok'; view: RequestView } | { status: 'not-found' | 'gone' | 'too-many' | 'unreachable' };

/** A status the Worker answers for every request route: unknown or wrong token, erased, too many wrong tokens. */
function refusal(status: number): 'not-found' | 'gone' | 'too-many' | null {
  return status === 404 ? 'not-found' : status === 410 ? 'gone' : status === 429 ? 'too-many' : null;
}

/** True for a body that has what the page reads of a RequestView (the Worker is trusted; a broken answer is not drawn). */
function isView(body: unknown): body is RequestView {
  const view = body as Partial<RequestView> | null;
  return Boolean(view && typeof view.what === 'string' && typeof view.stage === 'string' && Array.isArray(view.photos));
}

export async function fetchView(token: string): Promise<ViewResult> {
  let response: Response;
  try {
    response = await fetch(REQUEST_API.view, { headers: { [REQUEST_TOKEN_HEADER]: token }, cache: 'no-store' });
  } catch {
    return { status: 'unreachable' };
  }
  const refused = refusal(response.status);
  if (refused) return { status: refused };
  if (!response.ok) return { status: 'unreachable' };
  const body: unknown = await response.json().catch(() => null);
  return isView(body) ? { status: 'ok', view: body } : { status: 'unreachable' };
}

/** The visitor's nth photo as a blob, or null when it did not come. */
export async function fetchPhoto(token: string, n: number, signal?: AbortSignal): Promise<Blob | null> {
  try {
    const response = await fetch(REQUEST_API.photo(n), { headers: { [REQUEST_TOKEN_HEADER]: token }, cache: 'no-store', signal });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** What became of a cancel: done, or why not (`failed`: no answer, or another; nothing changed). */
export type CancelResult = 'cancelled' | 'not-found' | 'gone' | 'too-many' | 'failed';

export async function cancelRequest(token: string): Promise<CancelResult> {
  try {
    const response = await fetch(REQUEST_API.cancel, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
    });
    if (response.ok) return 'cancelled';
    return refusal(response.status) ?? 'failed';
  } catch {
    return 'failed';
  }
}

/** The windows a booked survey may move to, or null when they could not be read. */
export async function fetchSlots(token: string): Promise<FreeWindow[] | null> {
  try {
    const response = await fetch(REQUEST_API.slots, { headers: { [REQUEST_TOKEN_HEADER]: token }, cache: 'no-store' });
    const body = response.ok ? ((await response.json()) as Partial<SlotList>) : null;
    return Array.isArray(body?.windows) ? body.windows : null;
  } catch {
    return null;
  }
}

/** What became of a move or cancel of the survey: the request as it now is, the window taken meanwhile (with those still free), or not done (`failed`, with the Worker's reason when it gave one). */
export type BookingResult = { status: 'changed'; view: RequestView } | { status: 'taken'; windows: FreeWindow[] } | { status: 'failed'; message: string | null };

export async function changeSurvey(token: string, change: BookingChange): Promise<BookingResult> {
  try {
    const response = await fetch(REQUEST_API.booking, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, ...change }), cache: 'no-store' });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isView(body)) return { status: 'changed', view: body };
    const answer = body as Partial<SlotTaken> | null;
    if (response.status === 409 && answer?.slotTaken && Array.isArray(answer.windows)) return { status: 'taken', windows: answer.windows };
    return { status: 'failed', message: typeof answer?.error === 'string' && response.status !== 500 ? answer.error : null };
  } catch {
    return { status: 'failed', message: null };
  }
}
