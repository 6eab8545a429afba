/**
 * For the inbox's tests under jsdom: the Worker's inbox API as a small fake behind `fetch`, the
 * island's one edge. It answers by method and path with the contract's shapes (lib/shared/contracts/inbox.ts),
 * keeps its own state (the session, the leads, their statuses, notes and prices), refuses every change
 * without the session's CSRF token, and records each request so a test can read what was sent.
 * A test can override any answer with `on`.
 */
import { HUMAN_CHECK_WORDS } from '@/lib/shared/forms/human-check';
import { campaignSummary } from '@/lib/shared/forms/campaign';
import { jobDoneSchema, jobUndoneSchema } from '@/lib/shared/contracts/reviews';
import {
  CSRF_HEADER,
  JOB_MESSAGES,
  STAFF_KEY_ACTOR,
  priceChangeSchema,
  type CampaignReport,
  type DeliveryState,
  type LeadDetail,
  type LeadStatus,
  type LeadSummary,
  type PersonLeads,
  type RetryKind,
  type RetryRequest,
  type SessionInfo,
} from '@/lib/shared/contracts/inbox';
import { formatPence } from '@/lib/shared/format/money';
import { displayUkPhone, isValidUkPhone, normaliseUkPhone } from '@/lib/shared/forms/phone';
import { routes } from '@/lib/routes';
import { INBOX_API } from './inbox-api';

export const KEY = 'the-staff-key-of-at-least-32-characters';
export const SESSION: SessionInfo = { signedIn: true, csrf: 'csrf-token-1', expiresAt: '2026-11-25T18:30:00Z', by: STAFF_KEY_ACTOR };

export interface SentRequest {
  method: string;
  /** The path under INBOX_API, without its slash ("leads/abc/status"). */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

type Handler = (request: SentRequest) => Answer | Promise<Answer>;

/** The quote a survey booked from the results carries, as the receiver stores it. */
export const SAMPLE_QUOTE = {
  reference: 'EH-04HM-ASW9',
  issuedOn: '2026-11-23',
  validUntil: '2026-12-23',
  option: 'premium',
  boiler: { id: 'vaillant-ecotec-plus-832-combi', name: 'Vaillant ecoTEC plus 832 Combi', type: 'combi', kw: 32 },
  price: 2409,
  breakdown: { boiler: 1899, labour: 360, location: 0, flue: 150 },
  offer: { percent: 10, savingPence: 24090, pricePence: 216810 },
  postcode: 'DN31 1AB',
};

/** A survey booked from a quote (its human check passed), with two photos, a campaign, a quote that no longer matches today's prices, and its price not yet confirmed. */
export function surveyLead(): LeadDetail {
  return {
    lead: {
      id: 'lead-1',
      receivedAt: '2026-11-25T09:14:00Z',
      type: 'lead',
      source: 'book-free-survey',
      what: 'Survey booked',
      contact: { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB' },
      fields: {
        name: 'Pat Jones',
        phone: '+447700900123',
        email: 'pat@example.co.uk',
        postcode: 'DN31 1AB',
        preferredDate: '2026-11-30',
        timeWindow: 'morning',
        message: 'The boiler is in the loft.\nThe dog is friendly.',
        installationDate: '2026-12-07',
        quote: SAMPLE_QUOTE,
      },
      campaign: { landingPage: '/gas-boiler-installation-in-grimsby/', referrerHost: 'm.facebook.com', utmSource: 'facebook', utmCampaign: 'winter-boilers' },
      photos: [
        { url: '/api/leads/photos/lead-1/1', kind: 'boiler', type: 'image/jpeg', bytes: 210_000, addedAt: null },
        { url: '/api/leads/photos/lead-1/2', kind: 'new-place', type: 'image/jpeg', bytes: 190_000, addedAt: null },
      ],
      quoteCheck: {
        changed: ['figures'],
        today: {
          reference: 'EH-04HM-ASW9',
          price: 2509,
          boiler: { id: 'vaillant-ecotec-plus-832-combi', name: 'Vaillant ecoTEC plus 832 Combi', type: 'combi', kw: 32 },
          breakdown: { boiler: 1999, labour: 360, location: 0, flue: 150 },
          offer: { percent: 10, savingPence: 25090, pricePence: 225810 },
        },
      },
      email: { status: 'sent', attempts: 1, detail: null, at: '2026-11-25T09:14:03Z' },
      forwarding: { status: 'failed', attempts: 12, detail: 'The CRM answered 500', at: '2026-11-26T09:14:00Z' },
      visitorEmail: { status: 'sent', attempts: 1, detail: null, at: '2026-11-25T09:14:05Z' },
      verified: true,
      humanCheck: HUMAN_CHECK_WORDS.passed,
    },
    price: { quotedPence: SAMPLE_QUOTE.offer.pricePence, holdsUntil: SAMPLE_QUOTE.validUntil, confirmed: null },
    booking: null,
    status: 'new',
    lostReason: null,
    note: '',
    job: null,
    jobPrefill: { finishedOn: '2026-12-07', service: 'gas-boiler-installation', town: 'grimsby' },
    history: [
      { at: '2026-11-25T09:14:00Z', kind: 'received', text: 'Received from the survey form', by: null },
      { at: '2026-11-25T09:14:03Z', kind: 'email', text: 'Emailed to the business', by: null },
    ],
  };
}

/** A callback asked for from a quote: a first name and a phone, nothing else. */
export function callbackLead(): LeadDetail {
  const survey = surveyLead();
  return {
    ...survey,
    lead: {
      ...survey.lead,
      id: 'lead-2',
      receivedAt: '2026-11-24T16:02:00Z',
      type: 'callback',
      source: 'callback',
      what: 'Callback requested',
      contact: { name: 'Ada', phone: '+441632960100', email: null, postcode: null },
      fields: { firstName: 'Ada', phoneNumber: '+441632960100' },
      campaign: null,
      photos: [],
      quoteCheck: null,
      visitorEmail: { status: 'off', attempts: 0, detail: null, at: null },
      // Its human check did not pass: marked "Not verified" in the list and on its page.
      verified: false,
      humanCheck: HUMAN_CHECK_WORDS.missing,
    },
    price: null,
    booking: null,
    status: 'contacted',
    history: [],
  };
}

/** "Email me this quote" from the results: an email address and the quote, which the Worker emailed to the visitor. */
export function quoteEmailLead(): LeadDetail {
  const survey = surveyLead();
  return {
    ...survey,
    lead: {
      ...survey.lead,
      id: 'lead-3',
      receivedAt: '2026-11-25T11:30:00Z',
      type: 'lead',
      source: 'quote-email',
      what: 'Email this quote',
      contact: { name: null, phone: null, email: 'sam@example.co.uk', postcode: SAMPLE_QUOTE.postcode },
      fields: { email: 'sam@example.co.uk', quote: SAMPLE_QUOTE, source: 'quote-email', timestamp: '2026-11-25T11:30:00.000Z' },
      campaign: null,
      photos: [],
      quoteCheck: null,
      email: { status: 'sent', attempts: 1, detail: null, at: '2026-11-25T11:30:02Z' },
      forwarding: { status: 'off', attempts: 0, detail: null, at: null },
      visitorEmail: { status: 'sent', attempts: 1, detail: null, at: '2026-11-25T11:30:04Z' },
    },
    price: null,
    booking: null,
    status: 'new',
    history: [
      { at: '2026-11-25T11:30:00Z', kind: 'received', text: 'Received from the quote email form', by: null },
      { at: '2026-11-25T11:30:04Z', kind: 'visitor', text: 'Quote emailed to the visitor', by: null },
    ],
  };
}

export const REPORT: CampaignReport = {
  days: 30,
  byCampaign: [
    { label: campaignSummary({ utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter-boilers' }).text, leads: 12, won: 3 },
    { label: campaignSummary({ utmSource: 'google', utmMedium: 'cpc' }).text, leads: 5, won: 0 },
    { label: campaignSummary({ landingPage: '/' }).text, leads: 1, won: 1 },
  ],
  byLandingPage: [
    { label: '/gas-boiler-installation-in-grimsby/', leads: 9, won: 2 },
    { label: routes.boilerInstallFunnel, leads: 4, won: 1 },
  ],
  withoutCampaign: 7,
};

const json = (status: number, body?: unknown): Answer => ({ status, body });

/** A lead as a row of the list, as the Worker gives it. */
const summaryOf = ({ lead, status }: LeadDetail): LeadSummary => ({
  id: lead.id,
  receivedAt: lead.receivedAt,
  what: lead.what,
  who: lead.contact.name ?? lead.contact.email ?? '',
  postcode: lead.contact.postcode,
  status,
  photoCount: lead.photos.length,
  campaign: campaignSummary(lead.campaign).text,
  quoteChanged: lead.quoteCheck !== null,
  verified: lead.verified,
  email: deliveryState(lead.email.status),
  forward: deliveryState(lead.forwarding.status),
});

/** A contact as the Worker reads it: an email in lower case, or a UK phone as +44...; null for anything else. */
function contactOf(text: string): { kind: 'email' | 'phone'; value: string } | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normaliseUkPhone(trimmed);
  return isValidUkPhone(phone) ? { kind: 'phone', value: phone } : null;
}

const displayed = (kind: 'email' | 'phone', value: string) => (kind === 'phone' ? displayUkPhone(value) : value);

export class FakeInboxServer {
  signedIn: boolean;
  leads: LeadDetail[];
  newToday = 2;
  /** Leads the list says match, over every page (defaults to how many it holds). */
  total: number | null = null;
  /** Erasure notices the CRM never took (their leads are gone, so only counted). */
  failedErasures = 0;
  /** Price emails to visitors and price updates to the CRM that gave up (a lead's page does not show them, so only counted). */
  failedPrice: Record<'price' | 'updated' | 'booking' | 'reminder' | 'review-invite' | 'review-reminder', number> = { price: 0, updated: 0, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 };
  readonly requests: SentRequest[] = [];
  private readonly overrides: { method: string; path: string | RegExp; handler: Handler }[] = [];

  constructor({ signedIn = true, leads = [surveyLead(), callbackLead()] }: { signedIn?: boolean; leads?: LeadDetail[] } = {}) {
    this.signedIn = signedIn;
    this.leads = leads;
  }

  /** Answers one method and path (exact, or a pattern) with `handler` from now on, before the fake's own answer. */
  on(method: string, path: string | RegExp, handler: Handler): this {
    this.overrides.unshift({ method, path, handler });
    return this;
  }

  /** The requests sent to a method and path. */
  sent(method: string, path: string | RegExp): SentRequest[] {
    return this.requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));
  }

  /** Puts the fake behind `fetch`. */
  install(): void {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith(`${INBOX_API}/`)) throw new TypeError(`The inbox asked for ${url.pathname}, outside its API`);
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: url.pathname.slice(INBOX_API.length + 1),
        query: url.searchParams,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (init.credentials !== 'same-origin') throw new TypeError('The inbox must send its cookie: credentials same-origin');
      this.requests.push(request);
      const override = this.overrides.find(({ method, path }) => method === request.method && (typeof path === 'string' ? path === request.path : path.test(request.path)));
      const answer = await (override ? override.handler(request) : this.answer(request));
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, text: async () => text } as Response;
    }) as typeof fetch;
  }

  private lead(id: string): LeadDetail | undefined {
    return this.leads.find((detail) => detail.lead.id === id);
  }

  /** One person's leads, and those that share their other contact detail, as the Worker finds them. */
  private person(text: string) {
    const contact = contactOf(text);
    if (!contact) return null;
    const other: 'email' | 'phone' = contact.kind === 'email' ? 'phone' : 'email';
    const theirs = this.leads.filter(({ lead }) => lead.contact[contact.kind] === contact.value);
    const values = [...new Set(theirs.map(({ lead }) => lead.contact[other]).filter((value): value is string => value !== null))];
    const shared = values
      .map((value) => ({ kind: other, value, leads: this.leads.filter(({ lead }) => lead.contact[other] === value && lead.contact[contact.kind] !== contact.value) }))
      .filter((group) => group.leads.length > 0);
    return { contact, theirs, shared };
  }

  private answer(request: SentRequest): Answer {
    const { method, path, body } = request;
    if (path === 'session' && method === 'POST') {
      if ((body as { key?: string }).key !== KEY) return json(401, { error: 'That key is not right.' });
      this.signedIn = true;
      return json(200, SESSION);
    }
    if (path === 'session' && method === 'GET' && !this.signedIn) return json(200, { signedIn: false });
    if (!this.signedIn) return json(401, { error: 'Sign in first' });
    if (method !== 'GET' && request.headers[CSRF_HEADER] !== SESSION.csrf) return json(403, { error: 'The request is not from the inbox' });
    if (path === 'session') {
      if (method === 'DELETE') {
        this.signedIn = false;
        return json(204);
      }
      return json(200, SESSION);
    }
    if (path === 'leads' && method === 'GET') {
      const leads = this.leads.map(summaryOf);
      const failed: Record<RetryKind, number> = {
        email: this.leads.filter(({ lead }) => lead.email.status === 'failed').length,
        forward: this.leads.filter(({ lead }) => lead.forwarding.status === 'failed').length,
        deleted: this.failedErasures,
        visitor: this.leads.filter(({ lead }) => lead.visitorEmail.status === 'failed').length,
        ...this.failedPrice,
      };
      return json(200, { leads, total: this.total ?? leads.length, page: Number(request.query.get('page') ?? 1), pageSize: 50, newToday: this.newToday, failed });
    }
    if (path === 'retry' && method === 'POST') {
      const { kind, leadId } = body as RetryRequest;
      if (kind === 'deleted') {
        const retried = this.failedErasures;
        this.failedErasures = 0;
        return json(200, { retried });
      }
      if (kind === 'price' || kind === 'updated' || kind === 'booking' || kind === 'reminder' || kind === 'review-invite' || kind === 'review-reminder') {
        const retried = this.failedPrice[kind];
        this.failedPrice[kind] = 0;
        return json(200, { retried });
      }
      let retried = 0;
      for (const { lead } of this.leads) {
        const delivery = kind === 'email' ? lead.email : kind === 'forward' ? lead.forwarding : lead.visitorEmail;
        if (delivery.status !== 'failed' || (leadId !== undefined && lead.id !== leadId)) continue;
        Object.assign(delivery, { status: 'pending', attempts: 0, at: null });
        retried += 1;
      }
      return json(200, { retried });
    }
    if (path === 'person/leads' && method === 'GET') {
      const person = this.person(request.query.get('contact') ?? '');
      if (!person) return json(400, { error: 'Enter an email address or a UK phone number' });
      const { contact, theirs, shared } = person;
      const found: PersonLeads = {
        contact: contact.value,
        display: displayed(contact.kind, contact.value),
        leads: theirs.map(summaryOf),
        shared: shared.map(({ kind, value, leads }) => ({ kind, contact: value, display: displayed(kind, value), leads: leads.map(summaryOf) })),
      };
      return json(200, found);
    }
    if (path === 'campaigns' && method === 'GET') return json(200, { ...REPORT, days: Number(request.query.get('days')) });
    if (path === 'erase' && method === 'POST') {
      const { contact, also = [] } = body as { contact: string; also?: string[] };
      const person = this.person(contact);
      if (!person) return json(400, { error: 'Enter an email address or a UK phone number' });
      const chosen = [...person.theirs, ...person.shared.filter((shared) => also.includes(shared.value)).flatMap((shared) => shared.leads)];
      const erased = chosen.map(({ lead }) => lead.id);
      this.leads = this.leads.filter(({ lead }) => !erased.includes(lead.id));
      return json(200, { erased });
    }
    const match = /^leads\/([^/]+)(?:\/(status|note|price|job-done|job-undone))?$/.exec(path);
    const detail = match ? this.lead(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !detail) return json(404, { error: 'No such lead' });
    if (method === 'GET' && !match[2]) return json(200, detail);
    if (method === 'DELETE' && !match[2]) {
      this.leads = this.leads.filter((other) => other !== detail);
      return json(200, { erased: [detail.lead.id] });
    }
    if (method === 'POST' && match[2] === 'status') {
      const change = body as { status: LeadStatus; reason?: string };
      detail.status = change.status;
      detail.lostReason = change.reason ?? null;
      detail.history = [...detail.history, { at: '2026-11-25T10:00:00Z', kind: 'status', text: `Status: ${change.status}${change.reason ? ` (${change.reason})` : ''} — by ${STAFF_KEY_ACTOR}`, by: STAFF_KEY_ACTOR }];
      return json(200, structuredCloneOf(detail));
    }
    if (method === 'POST' && match[2] === 'note') {
      detail.note = (body as { note: string }).note;
      detail.history = [...detail.history, { at: '2026-11-25T10:05:00Z', kind: 'note', text: 'Note changed', by: STAFF_KEY_ACTOR }];
      return json(200, structuredCloneOf(detail));
    }
    if (method === 'POST' && match[2] === 'price') {
      const parsed = priceChangeSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: parsed.error.issues[0]?.message ?? 'Invalid price' });
      if (!detail.price) return json(409, { error: 'Only a survey booked from a quote has a price to confirm.' });
      const change = parsed.data;
      // Each change a minute after the last, so the history keeps their order.
      const at = new Date(Date.parse('2026-11-25T10:10:00Z') + detail.history.filter((entry) => entry.kind === 'price').length * 60_000).toISOString();
      const pence = change.action === 'confirm' ? detail.price.quotedPence : Math.round(change.pounds * 100);
      const reason = change.action === 'change' ? change.reason : null;
      detail.price = { ...detail.price, confirmed: { state: change.action === 'confirm' ? 'confirmed' : 'changed', pence, reason, at, by: STAFF_KEY_ACTOR } };
      const text = change.action === 'confirm' ? `Price confirmed: ${formatPence(pence)}` : `Price changed to ${formatPence(pence)}: ${reason ?? ''}`;
      detail.history = [...detail.history, { at, kind: 'price', text: `${text} — by ${STAFF_KEY_ACTOR}`, by: STAFF_KEY_ACTOR }];
      return json(200, structuredCloneOf(detail));
    }
    if (method === 'POST' && match[2] === 'job-done') {
      const parsed = jobDoneSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'Check the fields', fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])) });
      if (detail.status !== 'won') return json(409, { error: JOB_MESSAGES.notWon });
      const { finishedOn, service, town } = parsed.data;
      detail.job = { doneOn: finishedOn, service, town, by: STAFF_KEY_ACTOR, at: '2026-11-25T10:20:00Z' };
      detail.history = [...detail.history, { at: '2026-11-25T10:20:00Z', kind: 'job', text: `Job done on ${finishedOn} (${service} ${town}) — by ${STAFF_KEY_ACTOR}`, by: STAFF_KEY_ACTOR }];
      return json(200, structuredCloneOf(detail));
    }
    if (method === 'POST' && match[2] === 'job-undone') {
      const parsed = jobUndoneSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'Check the fields', fields: { reason: parsed.error.issues[0]?.message ?? '' } });
      if (!detail.job) return json(409, { error: JOB_MESSAGES.notDone });
      detail.job = null;
      detail.history = [...detail.history, { at: '2026-11-25T10:25:00Z', kind: 'job', text: `Job done undone: ${parsed.data.reason} — by ${STAFF_KEY_ACTOR}`, by: STAFF_KEY_ACTOR }];
      return json(200, structuredCloneOf(detail));
    }
    return json(405, { error: 'Not allowed' });
  }
}

/** A delivery's status as the export names it ('sent', 'forwarded') as the list gives it ('done'). */
function deliveryState(status: string): DeliveryState {
  return status === 'sent' || status === 'forwarded' ? 'done' : (status as DeliveryState);
}

/** A deep copy, as JSON travels (jsdom has no structuredClone). */
function structuredCloneOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Opens the inbox page at a query string ('' for the list). */
export function openAt(search = ''): void {
  window.history.replaceState(null, '', `${routes.leadInbox}${search}`);
}
