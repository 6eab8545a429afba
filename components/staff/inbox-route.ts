/**
 * Where the inbox is, as its address says it: the list with its filters, one lead, the campaign
 * report, a person's data, the survey diary or the reviews. The address is the state, so Back, a reload and a link sent to a
 * colleague all open the same view. Pure: the list's filters become the query string here, and
 * the same parameters go to the API (lib/shared/contracts/inbox.ts, ListQuery) and to the CSV link.
 */
import { CAMPAIGN_PERIODS, LEAD_STATUSES, MAX_SEARCH_LENGTH, NEXT_PARAM, type LeadStatus, type ListQuery } from '@/lib/shared/contracts/inbox';
import { isCalendarDate } from '@/lib/shared/time/dates';
import { DIARIES, type Diary } from '@/lib/shared/survey/diaries';
import { isOwnPath } from './inbox-format';
import type { BookingSource } from '@/lib/shared/forms/booking';
import type { EXIT_INTENT_SOURCE } from '@/lib/shared/forms/exit-intent';
import type { QUOTE_EMAIL_SOURCE } from '@/lib/shared/forms/quote-email';

export type CampaignPeriod = (typeof CAMPAIGN_PERIODS)[number];

export type InboxRoute =
  | { view: 'list'; filters: ListQuery }
  /** One lead, with the list's filters kept so "Back to the list" returns to the same list. */
  | { view: 'lead'; id: string; filters: ListQuery }
  | { view: 'campaigns'; days: CampaignPeriod }
  | { view: 'person' }
  /** The survey diary of one base (or the video surveys'), with its settings. */
  | { view: 'diary'; diary: Diary }
  /** The customers' reviews, to answer or remove (lib/shared/contracts/reviews.ts). */
  | { view: 'reviews' };

type Kind = 'callback' | BookingSource | typeof EXIT_INTENT_SOURCE | typeof QUOTE_EMAIL_SOURCE;

/** The kind filter's choices: the callback webhook, then each form by its source ('' is every kind). */
export const KIND_OPTIONS: readonly { value: Kind | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'callback', label: 'Callbacks' },
  { value: 'book-free-survey', label: 'Surveys' },
  { value: 'book-video-survey', label: 'Video surveys' },
  { value: 'book-a-boiler-service', label: 'Boiler services' },
  { value: 'book-a-repair', label: 'Repairs' },
  { value: 'report-issue', label: 'Issue reports' },
  { value: 'exit-intent-modal', label: 'Prize draw' },
  { value: 'quote-email', label: 'Quote by email' },
];

/** Kinds the API takes besides the menu's: 'lead' is every lead of the lead webhook (lib/shared/contracts/inbox.ts). */
const KINDS = new Set<string>(['lead', ...KIND_OPTIONS.map((option) => option.value).filter(Boolean)]);


/** Highest page number read from an address: far beyond any real inbox, and keeps the number an integer. */
const MAX_PAGE = 100_000;

/** A lead's id as the address may carry it (the receiver's ids are UUIDs; anything odd is no lead). */
const LEAD_ID = /^[A-Za-z0-9_-]{1,100}$/;

const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);

/** The list's filters an address holds; anything not understood is dropped, never guessed at. */
export function filtersFromParams(params: URLSearchParams): ListQuery {
  const filters: ListQuery = {};
  const status = params.get('status') ?? '';
  if (isStatus(status)) filters.status = status;
  const kind = params.get('kind') ?? '';
  if (KINDS.has(kind)) filters.kind = kind;
  const from = params.get('from') ?? '';
  if (isCalendarDate(from)) filters.from = from;
  const to = params.get('to') ?? '';
  if (isCalendarDate(to)) filters.to = to;
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  if (q) filters.q = q;
  if (params.get('check') === 'unverified') filters.check = 'unverified';
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) filters.page = page;
  return filters;
}

/**
 * The filters as query parameters, always in the same order (status, kind, from, to, q, check, page)
 * so one list has one address; page 1 is left out. `withPage: false` for the CSV, which holds
 * every page.
 */
export function filtersToParams(filters: ListQuery, { withPage = true }: { withPage?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.check) params.set('check', filters.check);
  if (withPage && filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when any filter narrows the list (the page number aside). */
export function hasFilters(filters: ListQuery): boolean {
  return filtersToParams(filters, { withPage: false }).toString() !== '';
}

/** The view an address's query string (`location.search`) names; anything else is the list. */
export function parseRoute(search: string): InboxRoute {
  const params = new URLSearchParams(search);
  const lead = params.get('lead');
  if (lead !== null && LEAD_ID.test(lead)) return { view: 'lead', id: lead, filters: filtersFromParams(params) };
  const view = params.get('view');
  if (view === 'campaigns') {
    const days = Number(params.get('days'));
    const period = CAMPAIGN_PERIODS.find((candidate) => candidate === days) ?? CAMPAIGN_PERIODS[0];
    return { view: 'campaigns', days: period };
  }
  if (view === 'person') return { view: 'person' };
  if (view === 'reviews') return { view: 'reviews' };
  if (view === 'diary') {
    const diary = params.get('diary') ?? '';
    return { view: 'diary', diary: (DIARIES as readonly string[]).includes(diary) ? (diary as Diary) : DIARIES[0] };
  }
  return { view: 'list', filters: filtersFromParams(params) };
}

/** A route as a query string ('' for the unfiltered list, else '?…'): the inverse of `parseRoute`. */
export function routeSearch(route: InboxRoute): string {
  let params: URLSearchParams;
  switch (route.view) {
    case 'list':
      params = filtersToParams(route.filters);
      break;
    case 'lead':
      params = new URLSearchParams({ lead: route.id });
      for (const [key, value] of filtersToParams(route.filters)) params.append(key, value);
      break;
    case 'campaigns':
      params = new URLSearchParams({ view: 'campaigns' });
      if (route.days !== CAMPAIGN_PERIODS[0]) params.set('days', String(route.days));
      break;
    case 'person':
    case 'reviews':
      params = new URLSearchParams({ view: route.view });
      break;
    case 'diary':
      params = new URLSearchParams({ view: 'diary', diary: route.diary });
      break;
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Where to go once signed in, from the address's `next` (lib/shared/contracts/inbox.ts NEXT_PARAM: a photo link from
 * the lead's email sends staff here with it): a path on this site, else nothing. Another site's
 * address, a protocol-relative one (`//…`, `/\\…`) or a script is never followed.
 */
export function nextAfterSignIn(search: string, origin: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM) ?? '';
  if (!isOwnPath(next)) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The address without `next`, once it has been followed (so Back returns to the view, not to the way on). */
export function withoutNext(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEXT_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
