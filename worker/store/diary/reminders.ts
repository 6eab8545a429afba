/**
 * The visitor's reminder the evening before their survey: the bookings of a day not yet reminded
 * are marked reminded and given a 'reminder' job (made due) in one transaction, so two runs of the
 * Cron Trigger never remind anyone twice.
 */
import { renewJobIf } from './bookings';

export function createReminders(db: D1Database, options: { now: () => Date }) {
  const { now } = options;

  /**
   * Marks these bookings reminded and makes each one's reminder due, in one transaction: each
   * booking by its own statement, and its reminder only if that statement changed its row
   * (`changes()`: the statement just before it in the transaction). A second run that read the
   * same bookings before this one marked them (two Cron Triggers for the same minute, with the
   * same clock) finds them marked and renews no reminder already sent. Returns those it marked.
   */
  async function markReminded(bookings: readonly { leadId: string; origin: string }[]): Promise<string[]> {
    if (!bookings.length) return [];
    const at = now().toISOString();
    const batch = await db.batch(
      bookings.flatMap((booking) => [
        db.prepare('UPDATE survey_bookings SET reminded_at = ? WHERE lead_id = ? AND reminded_at IS NULL AND cancelled_at IS NULL').bind(at, booking.leadId),
        renewJobIf(db, { leadId: booking.leadId, kind: 'reminder', at, origin: booking.origin }, 'changes() = 1', []),
      ]),
    );
    return bookings.filter((_, index) => (batch[index * 2]?.meta.changes ?? 0) === 1).map((booking) => booking.leadId);
  }

  return {
    /**
     * The bookings held on `date` not yet reminded, whose leads have an email address: each marked
     * reminded and given a 'reminder' job (made due), in one transaction. `origin` is the site's
     * (PUBLIC_ORIGIN), else the one each lead was stored on. Returns their lead ids.
     */
    async remind(date: string, origin: string | null): Promise<string[]> {
      const { results } = await db
        .prepare(
          `SELECT b.lead_id, (SELECT j.origin FROM lead_jobs j WHERE j.lead_id = b.lead_id ORDER BY j.created_at LIMIT 1) AS origin
           FROM survey_bookings b JOIN leads l ON l.id = b.lead_id
           WHERE b.date = ? AND b.cancelled_at IS NULL AND b.reminded_at IS NULL AND l.contact_email IS NOT NULL`,
        )
        .bind(date)
        .all<{ lead_id: string; origin: string | null }>();
      return markReminded(results.map((row) => ({ leadId: row.lead_id, origin: origin ?? row.origin ?? '' })));
    },

    markReminded,
  };
}
