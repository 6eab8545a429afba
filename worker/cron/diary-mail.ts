/**
 * The diary's timed emails, run by the 5-minute sweep (so a missed run catches up on the next):
 * from REMINDER_HOUR UK time, each visitor with a survey booked for tomorrow gets a reminder (once
 * per booking and window: a moved booking is reminded again); from DAY_LIST_HOUR on a working day
 * (or any day with surveys booked), the business gets that day's list, once. The clock is passed in.
 */
import { addDays } from '@/lib/shared/time/dates';
import { ukCalendarDate, ukWallClock } from '@/lib/shared/time/uk-time';
import { isWorkingDay } from '@/lib/shared/time/working-days';
import type { WorkerEnv } from '../env';
import { canEmailVisitor, jobsFor } from '../delivery/jobs';
import { createDiaryStore } from '../store/diary';
import { createJobStore, noticeMessage } from '../store/jobs';
import { enqueue } from '../delivery/enqueue';

/** The business's list of the surveys of a day (the UK date): one notice a day. */
export const dayListNotice = (day: string) => noticeMessage('day-list', day);

/** The hour (UK clock) the evening-before reminders go: after the working day, before the evening's plans. */
export const REMINDER_HOUR = 18;
/** The hour (UK clock) the business's list of the day's surveys goes: before the surveyors set off at 8. */
export const DAY_LIST_HOUR = 7;

export async function diaryMail(env: WorkerEnv, now: Date): Promise<{ reminded: number; dayList: boolean }> {
  const { hour } = ukWallClock(now);
  const today = ukCalendarDate(now);
  const diaries = createDiaryStore(env.DB, { now: () => now });
  let reminded = 0;
  if (hour >= REMINDER_HOUR && canEmailVisitor(env)) {
    const ids = await diaries.remind(addDays(today, 1), env.PUBLIC_ORIGIN?.trim() || null);
    await enqueue(env.LEAD_JOBS, ids.map((leadId) => ({ leadId, kind: 'reminder' as const })), `${ids.length} reminders`);
    reminded = ids.length;
  }
  let dayList = false;
  if (hour >= DAY_LIST_HOUR && hour < REMINDER_HOUR && jobsFor(env).includes('email')) {
    const booked = await diaries.onDay(today);
    if (isWorkingDay(today) || booked.length) {
      const notice = dayListNotice(today);
      // Made once a day (it is about the day); the list itself is read as it is sent.
      if (await createJobStore(env.DB).addNotice(notice, now, env.PUBLIC_ORIGIN?.trim() || booked[0]?.origin || '', { day: today })) {
        await enqueue(env.LEAD_JOBS, [notice], `the list of the surveys of ${today}`);
        dayList = true;
      }
    }
  }
  return { reminded, dayList };
}
