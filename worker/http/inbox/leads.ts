/**
 * The inbox's leads, read and changed only through the stores (what staff see of them is
 * worker/http/inbox-views.ts); every status, note, price, booking change and erasure records who
 * made it:
 *   GET         /leads                  a page of the list, with the day's count and the failed deliveries
 *   GET         /leads.csv              the view as CSV (at most MAX_CSV_LEADS)
 *   GET|DELETE  /leads/<id>             a lead whole with its history; erased
 *   POST        /leads/<id>/status      its status (and why it was lost)
 *   POST        /leads/<id>/note        its note
 *   POST        /leads/<id>/price       its quote's price confirmed or changed (the visitor and the CRM told)
 *   POST        /leads/<id>/booking     its survey moved or cancelled (worker/diary/booking-change.ts)
 *   POST        /leads/<id>/job-done    its job finished (a won lead; the day, what, where), its review invitation made (worker/store/review-invites.ts)
 *   POST        /leads/<id>/job-undone  "Job done" undone, with why (an invitation not yet sent is cancelled)
 */
import { Hono } from 'hono';
import { isVerified } from '@/lib/shared/forms/human-check';
import { INBOX_PAGE_SIZE, JOB_MESSAGES, noteChangeSchema, priceChangeSchema, statusChangeSchema, type LeadList } from '@/lib/shared/contracts/inbox';
import { DIARY_MESSAGES, bookingChangeSchema } from '@/lib/shared/survey/booking';
import { jobDoneSchema, jobUndoneSchema } from '@/lib/shared/contracts/reviews';
import { quoteOfLead } from '@/lib/shared/forms/stored-lead';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { isCalendarDate } from '@/lib/shared/time/dates';
import { changeBooking } from '../../diary/booking-change';
import { eraseLeads } from '../../delivery/erase';
import { enqueue } from '../../delivery/enqueue';
import { canEmailVisitor } from '../../delivery/jobs';
import type { StoredPrice } from '../../lead/model';
import { exportRecord, toCsv } from '../../lead/record';
import { createInboxStore, ukDayStart } from '../../store/inbox';
import { createJobStore, type PriceJobKind } from '../../store/jobs';
import { storeFor } from '../../store/leads';
import { requestsFor } from '../../store/requests';
import { createReviewInviteStore, inviteDueAt, reviewInviteDays } from '../../store/review-invites';
import { detailOf, parseListQuery, priceConfirmable, summaryOf } from '../inbox-views';
import { API_HEADERS, json, methodNotAllowed } from '../respond';
import { MAX_CSV_LEADS, gone, originOf, readBody, type Inbox, type InboxContext } from './context';

/** Said of a price change on a lead that carries no quote to confirm. */
const NO_PRICE_TO_CONFIRM = 'Only a survey booked from a quote has a price to confirm.';

const listQuery = (c: InboxContext) => parseListQuery(new URL(c.req.url).searchParams);

/** A lead whole, as the inbox shows it, or 404 when it is not (or no longer) stored. */
async function detail(c: InboxContext): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const lead = await storeFor(c.env).find(id);
  return lead ? json(200, detailOf(lead, (await createInboxStore(c.env.DB).events([id])).get(id) ?? [])) : gone();
}

/** The list and each lead: mounted at /leads. */
export const leads = new Hono<Inbox>();

leads.get('/', async (c) => {
  const query = listQuery(c);
  if (typeof query === 'string') return json(400, { error: query });
  const store = createInboxStore(c.env.DB);
  const [{ leads: page, total }, newToday, failed] = await Promise.all([store.list(query, INBOX_PAGE_SIZE), store.countSince(ukDayStart(ukCalendarDate(new Date()))), createJobStore(c.env.DB).failedCounts()]);
  const list: LeadList = { leads: page.map(summaryOf), total, page: query.page ?? 1, pageSize: INBOX_PAGE_SIZE, newToday, failed };
  return json(200, list);
});
leads.all('/', () => methodNotAllowed('GET'));

leads.get('/:id', detail);
leads.delete('/:id', async (c) => {
  const erased = await eraseLeads(c.env, [c.req.param('id')], originOf(c), c.get('actor'));
  return erased.length ? json(200, { erased }) : gone();
});
leads.all('/:id', () => methodNotAllowed('GET, DELETE'));

leads.post('/:id/status', async (c) => {
  const change = await readBody(c.req.raw, statusChangeSchema);
  if (change instanceof Response) return change;
  return (await createInboxStore(c.env.DB).setStatus(c.req.param('id'), change, c.get('actor'))) ? detail(c) : gone();
});
leads.all('/:id/status', () => methodNotAllowed('POST'));

leads.post('/:id/note', async (c) => {
  const change = await readBody(c.req.raw, noteChangeSchema);
  if (change instanceof Response) return change;
  return (await createInboxStore(c.env.DB).setNote(c.req.param('id'), change.note.trim(), c.get('actor'))) ? detail(c) : gone();
});
leads.all('/:id/note', () => methodNotAllowed('POST'));

leads.post('/:id/price', async (c) => {
  const change = await readBody(c.req.raw, priceChangeSchema);
  if (change instanceof Response) return change;
  const id = c.req.param('id');
  const lead = await storeFor(c.env).find(id);
  if (!lead) return gone();
  const quote = quoteOfLead(lead.lead);
  if (!quote || !priceConfirmable(lead)) return json(409, { error: NO_PRICE_TO_CONFIRM });
  const at = new Date().toISOString();
  const price: StoredPrice =
    change.action === 'confirm'
      ? { state: 'confirmed', pence: quote.offer.pricePence, reason: null, at, by: c.get('actor') }
      : { state: 'changed', pence: Math.round(change.pounds * 100), reason: change.reason.trim(), at, by: c.get('actor') };
  // The visitor told by email (when they gave an address and visitors can be emailed), the CRM told (when there is one).
  const jobs: PriceJobKind[] = [];
  // Only a verified lead's visitor is emailed: an unverified one's address may not be theirs.
  if (lead.contact.email && canEmailVisitor(c.env) && isVerified(lead.humanCheck)) jobs.push('price');
  if (c.env.LEAD_FORWARD_URL) jobs.push('updated');
  const updated = await requestsFor(c.env).setPrice(id, price, jobs, originOf(c));
  if (!updated) return gone();
  await enqueue(c.env.LEAD_JOBS, jobs.map((kind) => ({ leadId: id, kind })), `lead ${id}'s price jobs`);
  return detail(c);
});
leads.all('/:id/price', () => methodNotAllowed('POST'));

leads.post('/:id/booking', async (c) => {
  const change = await readBody(c.req.raw, bookingChangeSchema);
  if (change instanceof Response) return change;
  const lead = await storeFor(c.env).find(c.req.param('id'));
  if (!lead) return gone();
  const outcome = await changeBooking(c.env, lead, change, { by: c.get('actor'), origin: originOf(c) });
  if ('taken' in outcome) return json(409, outcome.taken);
  if ('refused' in outcome) return json(400, { error: outcome.refused, fields: { slot: outcome.refused } });
  if ('none' in outcome) return json(409, { error: DIARY_MESSAGES.noBooking });
  return detail(c);
});
leads.all('/:id/booking', () => methodNotAllowed('POST'));

leads.post('/:id/job-done', async (c) => {
  const job = await readBody(c.req.raw, jobDoneSchema);
  if (job instanceof Response) return job;
  const id = c.req.param('id');
  const lead = await storeFor(c.env).find(id);
  if (!lead) return gone();
  if (lead.status !== 'won') return json(409, { error: JOB_MESSAGES.notWon });
  // The schema takes the form YYYY-MM-DD; a day that is not on the calendar (2026-02-30) is refused here.
  if (!isCalendarDate(job.finishedOn)) return json(400, { error: 'Check the fields', fields: { finishedOn: 'Enter a date' } });
  // An ISO day compares as text; one not yet come (UK) is refused.
  if (job.finishedOn > ukCalendarDate(new Date())) return json(400, { error: JOB_MESSAGES.future, fields: { finishedOn: JOB_MESSAGES.future } });
  const done = await createReviewInviteStore(c.env.DB).markDone(id, job, inviteDueAt(job.finishedOn, reviewInviteDays(c.env.REVIEW_INVITE_DAYS)), c.get('actor'));
  return done ? detail(c) : json(409, { error: JOB_MESSAGES.notWon });
});
leads.all('/:id/job-done', () => methodNotAllowed('POST'));

leads.post('/:id/job-undone', async (c) => {
  const change = await readBody(c.req.raw, jobUndoneSchema);
  if (change instanceof Response) return change;
  const id = c.req.param('id');
  if (await createReviewInviteStore(c.env.DB).markUndone(id, change.reason.trim(), c.get('actor'))) return detail(c);
  return (await storeFor(c.env).find(id)) ? json(409, { error: JOB_MESSAGES.notDone }) : gone();
});
leads.all('/:id/job-undone', () => methodNotAllowed('POST'));

/** The list's view as CSV, with each lead's history: mounted at /leads.csv. */
export const leadsCsv = new Hono<Inbox>();

leadsCsv.get('/', async (c) => {
  const query = listQuery(c);
  if (typeof query === 'string') return json(400, { error: query });
  const { leads: found, history } = await createInboxStore(c.env.DB).allWithHistory(query, MAX_CSV_LEADS);
  const day = ukCalendarDate(new Date());
  return new Response(toCsv(found.map((lead) => exportRecord(lead, originOf(c), history.get(lead.id) ?? []))), {
    headers: { ...API_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"` },
  });
});
leadsCsv.all('/', () => methodNotAllowed('GET'));
