/**
 * A booked survey moved or cancelled, by the visitor from their page (worker/http/your-request.ts)
 * or by staff from the lead (worker/http/inbox.ts): the same rules for both. A move is judged as a
 * new booking is (worker/diary/slot-rules.ts) in the booking's own diary, and takes its new place
 * in one statement that releases the old; a cancel frees the place at once. Either way the visitor
 * is emailed (with the calendar entry that replaces the last) when they gave an address and the
 * site can email visitors; the history says who did it; and a visitor's own change is emailed to
 * the business (worker/delivery/booking-notice.ts).
 */
import { isVerified } from '@/lib/shared/forms/human-check';
import { installationDateOf } from '@/lib/shared/forms/stored-lead';
import { BOOKING_MESSAGES, type BookingChange, type SlotTaken } from '@/lib/shared/survey/booking';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import type { WorkerEnv } from '../env';
import { jobsFor } from '../delivery/jobs';
import { VISITOR_ACTOR, type StoredLead } from '../lead/model';
export { VISITOR_ACTOR };
import { createDiaryStore } from '../store/diary';
import { storeFor } from '../store/leads';
import { bookingNotice, type BookingNoticePayload } from '../delivery/booking-notice';
import { enqueue } from '../delivery/enqueue';
import { judgeSlotIn } from './slot-rules';

/** What a change came to: the lead as it now is; the window taken meanwhile (with those still free); refused with a reason; or nothing to change. */
export type ChangeOutcome = { changed: StoredLead } | { taken: SlotTaken } | { refused: string } | { none: true };

export async function changeBooking(env: WorkerEnv, lead: StoredLead, change: BookingChange, options: { by: string; origin: string; now?: Date }): Promise<ChangeOutcome> {
  const now = options.now ?? new Date();
  const booking = lead.booking;
  if (!booking || booking.cancelledAt) return { none: true };
  const diaries = createDiaryStore(env.DB, { now: () => now });
  // Only a verified lead holds a booking; its visitor is emailed as any verified lead's is.
  const emailVisitor = jobsFor(env, lead.contact).includes('visitor') && isVerified(lead.humanCheck);
  // A visitor's own change is told to the business (staff know their own), in the change's own transaction.
  const canNotify = options.by === VISITOR_ACTOR && jobsFor(env).includes('email');
  const notice = (to: BookingNoticePayload['to']) =>
    canNotify
      ? () => {
          const payload: BookingNoticePayload = { leadId: lead.id, change: to ? 'moved' : 'cancelled', diary: booking.diary, name: lead.contact.name, phone: lead.contact.phone, from: { date: booking.date, window: booking.window }, to };
          return { notice: bookingNotice(lead.id), payload: JSON.stringify(payload) };
        }
      : undefined;
  const after = async (): Promise<ChangeOutcome> => {
    const found = await storeFor(env).find(lead.id);
    // A notice waiting out its gap after the last one is not due yet: the sweep queues it when it is.
    await enqueue(env.LEAD_JOBS, [...(emailVisitor ? [{ leadId: lead.id, kind: 'booking' as const }] : []), ...(canNotify ? [bookingNotice(lead.id)] : [])], `lead ${lead.id}'s booking emails`);
    return found ? { changed: found } : { none: true };
  };
  if (change.action === 'cancel') {
    const cancelled = await diaries.cancel(lead.id, { by: options.by, origin: options.origin, emailVisitor, notice: notice(null) });
    return 'changed' in cancelled ? after() : { none: true };
  }
  if (change.slot.date === booking.date && change.slot.window === booking.window) return { refused: BOOKING_MESSAGES.sameSlot };
  const judged = await judgeSlotIn(diaries, booking.diary, change.slot, now, installationDateOf(lead.lead));
  if ('refused' in judged) return judged;
  const moved = await diaries.move(lead.id, change.slot, judged.places, { by: options.by, origin: options.origin, emailVisitor, notice: notice({ date: change.slot.date, window: change.slot.window }) });
  if ('changed' in moved) return after();
  if ('none' in moved) return { none: true };
  const windows: FreeWindow[] = (await diaries.free(booking.diary, installationDateOf(lead.lead))).windows;
  return { taken: { error: BOOKING_MESSAGES.slotTaken, slotTaken: true, windows } };
}
