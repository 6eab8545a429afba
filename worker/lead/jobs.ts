/**
 * The jobs a lead starts, by kind, and the message on the lead queue that names one: below the
 * stores and the runner (worker/store/jobs.ts writes them, worker/delivery/jobs.ts works them), so
 * the Worker's environment (worker/env.ts, whose queue carries these messages) needs neither.
 * The kinds themselves, and all that is known of each, are one table: lib/shared/contracts/job-kinds.ts.
 */
import type { JobKind } from '@/lib/shared/contracts/job-kinds';
import type { Ceiling } from '../limits';

export type { JobKind };
/** The jobs a stored lead starts: its email to the business, its forward to the CRM, and the visitor's own email. */
export type LeadJobKind = Extract<JobKind, 'email' | 'forward' | 'visitor'>;
/** The jobs a price confirmed or changed makes due again: the visitor's price email, and the CRM's lead.updated. */
export type PriceJobKind = Extract<JobKind, 'price' | 'updated'>;
/** The visitor's emails about a booked survey: moved or cancelled (made due again at each change), and the reminder the evening before (worker/store/diary/reminders.ts). */
export type BookingJobKind = Extract<JobKind, 'booking' | 'reminder'>;

/**
 * Which notice a job of kind 'notice' is (its `notice` column; its lead_id says what it is about):
 * the daily list of failed deliveries (about nothing: ''), a daily ceiling reached (about the UTC
 * day), a visitor's survey changes (about their lead), the day's surveys (about the UK date), and a
 * farewell given up (about the erased lead). Every other kind's `notice` is ''.
 */
export type NoticeName = 'failures' | `ceiling-${Ceiling}` | 'booking' | 'day-list' | 'farewell-lost';

/** A job on the lead queue: one lead's email, forward, visitor email, price email, update or erasure notice, a farewell, or a notice to the business (worker/delivery/jobs.ts works it). */
export interface JobMessage {
  /** The lead's id; for a notice, what it is about (NoticeName). */
  leadId: string;
  kind: JobKind;
  /** Which notice (kind 'notice' only). */
  notice?: NoticeName;
}

/** A notice's message: which notice, and what it is about (a lead's id, a day, or nothing). */
export type NoticeMessage = JobMessage & { kind: 'notice'; notice: NoticeName };
/** The message (and the row's address) of notice `notice` about `about`. */
export const noticeMessage = (notice: NoticeName, about = ''): NoticeMessage => ({ leadId: about, kind: 'notice', notice });
