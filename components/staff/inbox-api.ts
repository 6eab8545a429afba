/**
 * The inbox's side of the Worker's inbox API (lib/shared/contracts/inbox.ts is the contract): one typed call per
 * endpoint, each answering with an `Outcome` rather than throwing, so every view handles the same
 * few cases the same way: signed out (401: the session ended, or a wrong key), gone (404: the
 * lead was erased), too many tries (429), refused or failed with a message to show. Same origin,
 * with the session cookie; every change carries the session's CSRF token.
 */
import {
  CSRF_HEADER,
  type CampaignReport,
  type Erased,
  type LeadDetail,
  type LeadList,
  type ListQuery,
  type NoteChange,
  type PersonLeads,
  type PriceChange,
  type Retried,
  type RetryRequest,
  type SessionInfo,
  type SessionState,
  type StatusChange,
} from '@/lib/shared/contracts/inbox';
import type { BlockChange, BookingChange, Diary, DiaryChanged, DiaryView, HolidayChange, WeeklyChange } from '@/lib/shared/survey/booking';
import type { JobDone, JobUndone, ReviewAnswer, ReviewRemoval, StaffReview } from '@/lib/shared/contracts/reviews';
import { filtersToParams } from './inbox-route';

/** Where the Worker answers the inbox (lib/shared/contracts/inbox.ts lists what is under it). */
export const INBOX_API = '/api/leads/inbox';

export type Failure = 'signed-out' | 'gone' | 'too-many' | 'refused' | 'failed' | 'aborted';

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: Failure; message: string };

/** Said when the Worker cannot be reached or answers with a server error. */
export const UNAVAILABLE = 'The inbox is not answering just now. Check the connection and try again.';

/** Said for a refused key when the Worker's answer says nothing itself. */
export const WRONG_KEY = 'That key did not open the inbox. Check it and try again.';

/** Said for a 429: the sign-in limit (and any other) resets within a minute. */
export const TOO_MANY = 'Too many tries. Wait a minute, then try again.';

/** Said when a review is no longer there (its author deleted it, or its lead was erased). */
export const NO_SUCH_REVIEW = 'This review is no longer there: its author deleted it, or its lead was erased. Reload the reviews.';

/** The failure each status means; anything else 4xx is a refusal, 5xx a failure. */
function failureOf(status: number): Failure {
  if (status === 401) return 'signed-out';
  if (status === 404) return 'gone';
  if (status === 429) return 'too-many';
  return status >= 400 && status < 500 ? 'refused' : 'failed';
}

/** The answer's JSON, or undefined when it has none (204) or is not JSON. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The plain message an error answer carries (`{ "error": "…" }`), if any. */
function messageOf(body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error.trim() : '';
}

const FALLBACK: Record<Failure, string> = {
  'signed-out': 'Your session has ended.',
  gone: 'This lead has been erased.',
  'too-many': TOO_MANY,
  refused: 'The inbox refused that. Reload the page and try again.',
  failed: UNAVAILABLE,
  aborted: '',
};

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The session's token, sent with every change. */
  csrf?: string;
  signal?: AbortSignal;
  /** What to say for a failure when the answer says nothing itself. */
  messages?: Partial<Record<Failure, string>>;
}

async function call<T>(path: string, { method = 'GET', body, csrf, signal, messages }: Call = {}): Promise<Outcome<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(`${INBOX_API}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted || (error as { name?: string } | null)?.name === 'AbortError') return { ok: false, failure: 'aborted', message: '' };
    return { ok: false, failure: 'failed', message: UNAVAILABLE };
  }
  const data = await bodyOf(response).catch(() => undefined);
  if (response.ok) return { ok: true, data: data as T };
  const failure = failureOf(response.status);
  const fallback = messages?.[failure] ?? FALLBACK[failure];
  // A 429 always says to wait a minute: the server's own wording may not.
  return { ok: false, failure, message: failure === 'too-many' ? fallback : messageOf(data) || fallback };
}

/** Paths under INBOX_API, without its slash. */
const leadPath = (id: string) => `leads/${encodeURIComponent(id)}`;

/** The query string of a list, '' or '?…'. */
function query(filters: ListQuery, withPage = true): string {
  const params = filtersToParams(filters, { withPage }).toString();
  return params ? `?${params}` : '';
}

export const inboxApi = {
  /** Signed in or not: the Worker answers 200 either way, so a first visit logs no failed request. */
  session: (signal?: AbortSignal) => call<SessionState>('session', { signal }),
  /** No CSRF token yet: a sign-in is what starts a session. */
  signIn: (key: string) => call<SessionInfo>('session', { method: 'POST', body: { key }, messages: { 'signed-out': WRONG_KEY } }),
  signOut: (csrf: string) => call<undefined>('session', { method: 'DELETE', csrf }),
  leads: (filters: ListQuery, signal?: AbortSignal) => call<LeadList>(`leads${query(filters)}`, { signal }),
  lead: (id: string, signal?: AbortSignal) => call<LeadDetail>(leadPath(id), { signal }),
  changeStatus: (id: string, change: StatusChange, csrf: string) => call<LeadDetail>(`${leadPath(id)}/status`, { method: 'POST', body: change, csrf }),
  changeNote: (id: string, change: NoteChange, csrf: string) => call<LeadDetail>(`${leadPath(id)}/note`, { method: 'POST', body: change, csrf }),
  /** Confirms the quoted price of a survey booked from a quote, or changes it with a reason (409: the lead has no such price). */
  changePrice: (id: string, change: PriceChange, csrf: string) => call<LeadDetail>(`${leadPath(id)}/price`, { method: 'POST', body: change, csrf }),
  /** Marks a won lead's job done (409: not won; 400: a day to come), or undoes it with a reason (409: not done): lib/shared/contracts/reviews.ts. */
  jobDone: (id: string, job: JobDone, csrf: string) => call<LeadDetail>(`${leadPath(id)}/job-done`, { method: 'POST', body: job, csrf }),
  jobUndone: (id: string, change: JobUndone, csrf: string) => call<LeadDetail>(`${leadPath(id)}/job-undone`, { method: 'POST', body: change, csrf }),
  eraseLead: (id: string, csrf: string) => call<Erased>(leadPath(id), { method: 'DELETE', csrf }),
  personLeads: (contact: string, signal?: AbortSignal) => call<PersonLeads>(`person/leads?${new URLSearchParams({ contact: contact.trim() }).toString()}`, { signal }),
  /** Every lead of `contact`, and of each shared contact in `also` (chosen by staff, from PersonLeads). */
  eraseContact: (contact: string, also: readonly string[], csrf: string) => call<Erased>('erase', { method: 'POST', body: { contact, also }, csrf }),
  campaigns: (days: number, signal?: AbortSignal) => call<CampaignReport>(`campaigns?days=${days}`, { signal }),
  /** Moves a lead's booked survey to another window, or cancels it (409: the window filled meanwhile, or nothing booked). */
  changeBooking: (id: string, change: BookingChange, csrf: string) => call<LeadDetail>(`${leadPath(id)}/booking`, { method: 'POST', body: change, csrf }),
  /** The survey diaries: 14 days from today, and what staff set (lib/shared/survey/booking.ts). */
  diary: (signal?: AbortSignal) => call<DiaryView>('diary', { signal }),
  setWeekly: (diary: Diary, change: WeeklyChange, csrf: string) => call<DiaryChanged>(`diary/${diary}/weekly`, { method: 'PUT', body: change, csrf }),
  block: (diary: Diary, block: BlockChange, csrf: string) => call<DiaryChanged>(`diary/${diary}/blocks`, { method: 'POST', body: block, csrf }),
  lift: (diary: Diary, block: BlockChange, csrf: string) => call<DiaryChanged>(`diary/${diary}/blocks`, { method: 'DELETE', body: block, csrf }),
  setHoliday: (diary: Diary, change: HolidayChange, csrf: string) => call<DiaryChanged>(`diary/${diary}/holidays`, { method: 'POST', body: change, csrf }),
  /** Every review, published and removed, newest first; staff answer one, or remove it for a policy reason (lib/shared/contracts/reviews.ts). */
  reviews: (signal?: AbortSignal) => call<StaffReview[]>('reviews', { signal, messages: { gone: UNAVAILABLE } }),
  answerReview: (id: string, answer: ReviewAnswer, csrf: string) => call<StaffReview>(`reviews/${encodeURIComponent(id)}/answer`, { method: 'POST', body: answer, csrf, messages: { gone: NO_SUCH_REVIEW } }),
  removeReview: (id: string, removal: ReviewRemoval, csrf: string) => call<StaffReview>(`reviews/${encodeURIComponent(id)}/remove`, { method: 'POST', body: removal, csrf, messages: { gone: NO_SUCH_REVIEW } }),
  /** Sends again the failed deliveries of a kind, or one lead's. */
  retry: (request: RetryRequest, csrf: string) => call<Retried>('retry', { method: 'POST', body: request, csrf }),
};

/** The same leads as a CSV (every page of them): a plain link, downloaded with the session cookie. */
export function csvUrl(filters: ListQuery): string {
  return `${INBOX_API}/leads.csv${query(filters, false)}`;
}

/** One person's leads as a JSON file (a subject access request), by their email or phone, with those of each shared contact chosen. */
export function personUrl(contact: string, also: readonly string[] = []): string {
  return `${INBOX_API}/person?${new URLSearchParams([['contact', contact.trim()], ...also.map((value) => ['also', value])]).toString()}`;
}
