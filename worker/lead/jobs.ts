/**
 * The jobs a lead starts, by kind, and the message on the lead queue that names one: below the
 * stores and the runner (worker/store/jobs.ts writes them, worker/delivery/jobs.ts works them), so
 * the Worker's environment (worker/env.ts, whose queue carries these messages) needs neither.
 */

/** The jobs a stored lead starts: its email to the business, its forward to the CRM, and the visitor's own email. */
export type LeadJobKind = 'email' | 'forward' | 'visitor';
/** The jobs a price confirmed or changed makes due again: the visitor's price email, and the CRM's lead.updated. */
export type PriceJobKind = 'price' | 'updated';
/**
 * Besides those, 'deleted' (the CRM told that a lead was erased), 'farewell' (the visitor's last
 * email after they cancelled: its payload holds what it says, the lead being gone) and 'notice'
 * (an email to the business about the site).
 */
export type JobKind = LeadJobKind | PriceJobKind | BookingJobKind | 'deleted' | 'farewell' | 'notice';
/** The visitor's emails about a booked survey: moved or cancelled (made due again at each change), and the reminder the evening before (worker/store/diary/reminders.ts). */
export type BookingJobKind = 'booking' | 'reminder';
/** A job on the lead queue: one lead's email, forward, visitor email, price email, update or erasure notice, a farewell, or a notice to the business (worker/delivery/jobs.ts works it). */
export interface JobMessage {
  /** The lead's id; for a notice, its key (worker/delivery/notices.ts). */
  leadId: string;
  kind: JobKind;
}
