/**
 * The business's emails about the site itself, beside each lead's own: a daily ceiling reached
 * (worker/store/usage.ts), once a day per ceiling, and once a day a list of every delivery that
 * stands failed (an email, a forward, an erasure notice, a visitor's email or price email, a
 * lead.updated), so no failure waits for someone to look; and, once each, a cancelled request's
 * last email to its visitor that could not be sent (their address is gone, so it cannot be retried);
 * and the day's surveys at 07:00 (dayListEmail).
 * Each is a job of kind 'notice' in `lead_jobs` (its `notice` column says which, its lead_id what
 * it is about), sent through the same send_email binding and retried like a lead's email
 * (worker/delivery/business-jobs.ts): when email itself is what fails, the notice goes once it
 * works again.
 */
import { MONTHS, formatWhole } from '@/content/format';
import { DELIVERY_GIVE_UP_HOURS } from '@/lib/shared/contracts/inbox';
import { retryWords, type RetryKind } from '@/lib/shared/contracts/job-kinds';
import { PAGES } from '@/lib/shared/pages';
import { displayUkPhone, telHref } from '@/lib/shared/forms/phone';
import { BOOKING_MESSAGES, mapsUrl, surveyPlace, windowHours, type Diary } from '@/lib/shared/survey/booking';
import type { SlotWindow } from '@/lib/shared/survey/slots';
import type { JobMessage } from '../env';
import { noticeMessage, type FailedJob, type JobStore, type NoticeMessage } from '../store/jobs';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, usageDay, type Ceiling } from '../limits';
import { enqueue } from './enqueue';
import { inboxLeadUrl, longDate, tagged, toHtml, toText, ukDateTime, type LeadEmail, type Row, type Section } from './lead-email';

/** The daily email listing the deliveries that gave up (one row, made due again each day there are any). */
export const FAILURES_NOTICE = noticeMessage('failures');
/** A ceiling's notice on a day (UTC): made once, so the business is told once. */
export const ceilingNotice = (ceiling: Ceiling, day: string) => noticeMessage(`ceiling-${ceiling}`, day);
/** A notice's row is kept a week: a ceiling's must outlive its day, or a later post that day would make it again. */
const NOTICES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Most failed deliveries one email lists (each a few lines); the rest are counted, and all are in the inbox. */
export const MAX_LISTED_FAILURES = 200;

/** What a ceiling's notice records when it is made. */
export interface CeilingPayload {
  ceiling: Ceiling;
  /** The counting day (UTC), YYYY-MM-DD. */
  day: string;
  /** The ceiling: leads, or megabytes of photos. */
  limit: number;
  /** When the first post was turned away (ISO). */
  at: string;
}

/** How many deliveries stand failed, of every kind staff can retry. */
export const totalFailed = (counts: Record<RetryKind, number>): number => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The counting day (UTC) before the one `at` falls in: what the daily email, sent early each morning, reports held back. */
export const yesterdayOf = (at: Date): string => usageDay(new Date(at.getTime() - 24 * 60 * 60 * 1000));

/** What to do when a ceiling is reached by a script. */
const SPAM_ADVICE = 'A script is sending them: the website\'s docs/deploying.md ("If spam gets through") says how to add a WAF rate-limiting rule or make the Turnstile widget stricter.';

/** "26 November 2026" from a UTC day. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}

function mail(subject: string, blocks: Section[], tag?: string): LeadEmail {
  const full = tagged(subject, tag);
  return { subject: full, text: toText(blocks), html: toHtml(blocks, full), replyTo: null };
}

/** The email telling the business a daily ceiling was reached. */
export function ceilingEmail(payload: CeilingPayload, tag?: string): LeadEmail {
  const since = `${ukDateTime(payload.at)} (UK time)`;
  const day = `${dayText(payload.day)}, counted from midnight UTC`;
  const limit = formatWhole(payload.limit);
  if (payload.ceiling === 'leads') {
    return mail(
      `The website reached its daily limit of ${limit} new leads`,
      [
        {
          heading: `The website reached its daily limit of ${limit} new leads`,
          note: `It has stored ${limit} new leads today (${day}), as many as LEADS_PER_DAY_LIMIT allows. Since ${since} it has asked the browser of each visitor sending another to send it again later: the browser keeps it and sends it again after midnight UTC while the visitor is on the site, or when they next visit. Leads stored before then are emailed and forwarded as usual.`,
          rows: [
            { label: 'If these are real leads', value: 'Raise LEADS_PER_DAY_LIMIT in wrangler.toml and deploy: the website\'s docs/leads.md ("Limits") says how.' },
            { label: 'If they are not', value: SPAM_ADVICE },
          ],
        },
      ],
      tag,
    );
  }
  return mail(
    `The website reached its daily limit of ${limit} MB of photos`,
    [
      {
        heading: `The website reached its daily limit of ${limit} MB of photos`,
        note: `It has stored ${limit} MB of photos today (${day}), as much as PHOTO_MB_PER_DAY_LIMIT allows. Since ${since} it has refused the photos of each booking sent with them: the visitor's browser sends the booking again at once without them, so the lead arrives, but not its photos. Ask the visitor for them if you need them.`,
        rows: [
          { label: 'If these are real photos', value: 'Raise PHOTO_MB_PER_DAY_LIMIT in wrangler.toml and deploy: the website\'s docs/leads.md ("Limits") says how.' },
          { label: 'If they are not', value: SPAM_ADVICE },
        ],
      },
    ],
    tag,
  );
}

/** What a given-up farewell's notice keeps (worker/store/jobs.ts farewellLost): never the visitor's address. */
export interface FarewellLostPayload {
  leadId: string;
  what: string | null;
  reference: string | null;
  receivedAt: string | null;
  detail: string;
}

/**
 * The email telling the business that a visitor who cancelled their request could not be sent the
 * last email saying it is done: their details are deleted, so nothing can send it again, but
 * whoever answers the phone to them can say so.
 */
export function farewellLostEmail(payload: FarewellLostPayload, tag?: string): LeadEmail {
  const subject = 'A visitor who cancelled their request could not be emailed that it is done';
  return mail(
    subject,
    [
      {
        heading: subject,
        note: `A visitor cancelled their request from its own page and their details were deleted, as they asked. The email confirming it was tried for ${DELIVERY_GIVE_UP_HOURS} hours and then given up. Their address went with their details, so it cannot be sent again: if they call or write, tell them their request was cancelled and their details deleted.`,
        rows: [
          ...(payload.what ? [{ label: 'What they had asked for', value: payload.what }] : []),
          ...(payload.reference ? [{ label: 'Reference', value: payload.reference }] : []),
          ...(payload.receivedAt ? [{ label: 'Asked', value: `${ukDateTime(payload.receivedAt)} (UK time)` }] : []),
          { label: 'Last error', value: payload.detail },
          { label: 'Request', value: payload.leadId },
        ],
      },
    ],
    tag,
  );
}

/** Confirmations of new requests not sent on a day because an address had had its CONFIRMATIONS_PER_ADDRESS_PER_DAY (or a network its share). */
export interface HeldConfirmations {
  /** The counting day (UTC), YYYY-MM-DD. */
  day: string;
  count: number;
}

/** What the daily email says of confirmations held back: how many, that day, and why. */
function heldSection(held: HeldConfirmations): Section {
  return {
    heading: `${held.count} confirmation ${held.count === 1 ? 'email was' : 'emails were'} not sent on ${dayText(held.day)}`,
    note: `Each was for a new request from an email address that had already had ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} that day (or from a network that had used its share of the day's emails). The requests themselves were stored and emailed to you as usual. A person rarely sends that many: more often someone is using the forms to send our emails to an address that is not theirs, which the cap stops. Nothing to retry.`,
  };
}

/**
 * The daily email listing every delivery that stands failed (`failed`, at most MAX_LISTED_FAILURES
 * of `total`) and the confirmations held back the day before (`held`); null when there is neither.
 */
export function failuresEmail(failed: FailedJob[], total: number, options: { origin: string; tag?: string; held?: HeldConfirmations | null }): LeadEmail | null {
  const held = options.held && options.held.count > 0 ? options.held : null;
  if (!failed.length && !held) return null;
  const { origin } = options;
  const inbox = { label: 'The lead inbox', value: `${origin}${PAGES.leadInbox.path}`, href: `${origin}${PAGES.leadInbox.path}` };
  if (!failed.length && held) {
    const subject = heldSection(held).heading ?? '';
    return mail(subject, [{ ...heldSection(held), rows: [inbox] }], options.tag);
  }
  const subject = `${total} ${total === 1 ? 'delivery' : 'deliveries'} from the website failed: retry in the lead inbox`;
  const blocks: Section[] = [
    {
      heading: subject,
      note: `Each was tried for ${DELIVERY_GIVE_UP_HOURS} hours and then given up. None is tried again until someone mends the cause (the last error says what went wrong) and presses Retry in the lead inbox: at the top of the list, or on the lead's page.${total > failed.length ? ` The first ${failed.length} are listed here; the inbox shows them all.` : ''}`,
      rows: [inbox],
    },
    ...(held ? [heldSection(held)] : []),
  ];
  for (const job of failed) {
    const rows = [
      { label: 'What failed', value: retryWords(job.kind).what },
      { label: 'Attempts', value: String(job.attempts) },
      { label: 'Last error', value: job.detail ?? 'none recorded' },
      ...(job.done_at ? [{ label: 'Given up', value: `${ukDateTime(job.done_at)} (UK time)` }] : []),
    ];
    if (job.kind === 'deleted' || !job.what) blocks.push({ heading: `${job.kind === 'deleted' ? 'Erased lead' : 'Lead'} ${job.lead_id}`, rows });
    else {
      blocks.push({
        heading: `${job.what}: ${job.contact_name ?? 'no name given'}`,
        rows: [...rows, ...(job.received_at ? [{ label: 'Received', value: `${ukDateTime(job.received_at)} (UK time)` }] : []), { label: 'In the lead inbox', value: 'Open this lead', href: inboxLeadUrl(origin, job.lead_id) }],
      });
    }
  }
  return mail(subject, blocks, options.tag);
}

/** The business's list of a day's surveys (07:00 UK time each working day), per diary, as the job that sends it records it. */
export interface DayListPayload {
  /** The UK date, YYYY-MM-DD. */
  day: string;
  diaries: {
    diary: Diary;
    /** "Grimsby" ... "Video surveys" (DIARY_NAMES). */
    name: string;
    bookings: DayListBooking[];
  }[];
  /** The site's origin, for the inbox links. */
  origin: string;
}

/** One survey in the day's list. */
export interface DayListBooking {
  window: SlotWindow;
  /** When its window starts (ISO). */
  start: string;
  name: string | null;
  phone: string | null;
  addressLine: string | null;
  postcode: string | null;
  /** What the lead asked for ("Survey booked"). */
  what: string;
  leadId: string;
}

/** One survey of the day: which diary and window, who, how to ring them, where (a map), what, and the lead. */
function dayListBooking(diary: string, booking: DayListBooking, origin: string): Section {
  // A home survey's address (a video survey has none: the postcode alone is no place to go).
  const place = surveyPlace(booking);
  const rows: Row[] = [
    ...(booking.phone ? [{ label: 'Phone', value: displayUkPhone(booking.phone), href: telHref(booking.phone) }] : []),
    ...(place ? [{ label: 'Address', value: place, href: mapsUrl(place) }] : []),
    { label: 'What', value: booking.what },
    { label: 'In the lead inbox', value: 'Open this lead', href: inboxLeadUrl(origin, booking.leadId) },
  ];
  return { heading: `${diary}, ${windowHours(booking.window)}: ${booking.name ?? 'no name given'}`, rows };
}

/** "2 surveys" / "none booked". */
const surveysCount = (count: number) => (count ? `${count} survey${count === 1 ? '' : 's'}` : 'none booked');

/**
 * The business's 07:00 email of the day's surveys: how many each diary has, then each survey,
 * diary by diary (each base's, then the video surveys) and earliest first, with the address as a
 * map link and the phone as a call link, so the surveyor works the day from a phone. A day with
 * none says so.
 */
export function dayListEmail(payload: DayListPayload, tag?: string): LeadEmail {
  const total = payload.diaries.reduce((sum, diary) => sum + diary.bookings.length, 0);
  const day = longDate(payload.day);
  const inbox = `${payload.origin}${PAGES.leadInbox.path}`;
  const subject = total ? `Surveys today, ${day}: ${total} booked` : `${BOOKING_MESSAGES.noSurveysToday}, ${day}`;
  const blocks: Section[] = [
    {
      heading: subject,
      note: total ? 'Earliest first for each diary. An address opens in Google Maps; a phone number rings it.' : `${BOOKING_MESSAGES.noSurveysToday}.`,
      rows: [...(total ? payload.diaries.map((diary) => ({ label: diary.name, value: surveysCount(diary.bookings.length) })) : []), { label: 'The lead inbox', value: inbox, href: inbox }],
    },
  ];
  for (const diary of payload.diaries) {
    const inOrder = [...diary.bookings].sort((a, b) => a.start.localeCompare(b.start));
    blocks.push(...inOrder.map((booking) => dayListBooking(diary.name, booking, payload.origin)));
  }
  return mail(subject, blocks, tag);
}

/** Makes the notices and queues them; a site that cannot email (no address, sender or binding) logs instead. `held`: the confirmations held back on a day. */
export function createNotices(deps: { jobs: JobStore; queue: Queue<JobMessage>; canEmail: boolean; now?: () => Date; held?: (day: string) => Promise<number>; origin?: string }) {
  const { jobs, queue, canEmail } = deps;
  const now = deps.now ?? (() => new Date());
  const send = (notice: NoticeMessage) => enqueue(queue, [notice], `the notice ${notice.notice}${notice.leadId ? ` of ${notice.leadId}` : ''}`);

  return {
    /** A post was turned away by a ceiling: the business is told, once that day. */
    async ceilingReached(payload: CeilingPayload, origin: string): Promise<void> {
      const notice = ceilingNotice(payload.ceiling, payload.day);
      if (!canEmail) {
        console.warn(`The daily ceiling of ${payload.ceiling} was reached on ${payload.day}; nobody can be told by email (no LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM or EMAIL binding)`);
        return;
      }
      if (await jobs.addNotice(notice, now(), origin, payload)) await send(notice);
    },

    /**
     * The daily cron: when any delivery stands failed, the failure email is due (one, however many
     * days it has waited to go); when none does, an unsent one is dropped. Old notices go.
     */
    async daily(): Promise<{ failed: number; held: number }> {
      const at = now();
      const counts = await jobs.failedCounts();
      const failed = totalFailed(counts);
      const held = (await deps.held?.(yesterdayOf(at))) ?? 0;
      if ((failed || held) && canEmail) {
        if (await jobs.renewNotice(FAILURES_NOTICE, at, deps.origin ?? '')) await send(FAILURES_NOTICE);
      } else {
        await jobs.dropPendingNotice(FAILURES_NOTICE, at);
        if (failed) console.warn(`${failed} deliveries stand failed; nobody can be told by email (no LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM or EMAIL binding)`);
      }
      await jobs.dropNoticesBefore(new Date(at.getTime() - NOTICES_KEPT_MS).toISOString(), at);
      return { failed, held };
    },
  };
}
