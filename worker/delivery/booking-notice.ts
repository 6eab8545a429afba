/**
 * The business told when a visitor moved or cancelled their survey from their own page: the diary
 * already shows it, but whoever planned the surveyor's day, or is about to call them, should not
 * have to look. One 'notice' job per request (worker/store/jobs.ts: notice 'booking', about the lead), made
 * in the change's own transaction and sent like every notice: changes made while it waits are
 * folded into it, and after it is sent the next waits BOOKING_NOTICE_GAP_MS (worker/store/diary.ts),
 * so a burst of changes is one email saying where the survey now stands, never one per change.
 * Staff's own changes are not told back to them. Erasing the request deletes it (it names the person).
 */
import { DIARY_NAMES, slotText, type Diary } from '@/lib/shared/survey/booking';
import type { SlotWindow } from '@/lib/shared/survey/slots';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { noticeMessage } from '../store/jobs';
import { inboxLeadUrl, tagged, toHtml, toText, type LeadEmail, type Section } from './lead-email';

/** A request's notice of the visitor's changes: one per lead. */
export const bookingNotice = (leadId: string) => noticeMessage('booking', leadId);

/** What the notice says, kept with it when the change is made. */
export interface BookingNoticePayload {
  leadId: string;
  change: 'moved' | 'cancelled';
  diary: Diary;
  name: string | null;
  phone: string | null;
  /** The window the business last heard of (when the booking was made, or the last notice), and (moved) the one it holds now. */
  from: { date: string; window: SlotWindow };
  to: { date: string; window: SlotWindow } | null;
}

export function bookingNoticeEmail(payload: BookingNoticePayload, origin: string, tag?: string): LeadEmail {
  const who = payload.name ?? 'A visitor';
  const where = DIARY_NAMES[payload.diary];
  const subject = payload.change === 'moved' && payload.to ? `${who} moved their survey to ${slotText(payload.to)} (${where})` : `${who} cancelled their survey on ${slotText(payload.from)} (${where})`;
  const blocks: Section[] = [
    {
      heading: payload.change === 'moved' ? 'A survey was moved by the visitor' : 'A survey was cancelled by the visitor',
      note: payload.change === 'moved' ? 'They moved it from their own page; the diary shows the new time, and the old place is free again.' : 'They cancelled it from their own page; the place is free again in the diary.',
      rows: [
        { label: 'Who', value: who },
        ...(payload.phone ? [{ label: 'Phone', value: displayUkPhone(payload.phone), href: `tel:${payload.phone}` }] : []),
        { label: 'Diary', value: where },
        { label: payload.change === 'moved' ? 'Was' : 'Cancelled', value: slotText(payload.from) },
        ...(payload.change === 'moved' && payload.to ? [{ label: 'Now', value: slotText(payload.to) }] : []),
        { label: 'The lead', value: 'Open it in the inbox', href: inboxLeadUrl(origin, payload.leadId) },
      ],
    },
  ];
  const full = tagged(subject, tag);
  return { subject: full, text: toText(blocks), html: toHtml(blocks, full), replyTo: null };
}
