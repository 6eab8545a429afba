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
import { DAY_LIST_PREFIX, createJobStore } from '../store/jobs';

export { DAY_LIST_PREFIX };

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
    if (ids.length) await env.LEAD_JOBS.sendBatch(ids.map((leadId) => ({ body: { leadId, kind: 'reminder' as const } }))).catch((error: unknown) => console.error(`Could not queue ${ids.length} reminders (the sweep will)`, error));
    reminded = ids.length;
  }
  let dayList = false;
  if (hour >= DAY_LIST_HOUR && hour < REMINDER_HOUR && jobsFor(env).includes('email')) {
    const booked = await diaries.onDay(today);
    if (isWorkingDay(today) || booked.length) {
      const key = `${DAY_LIST_PREFIX}${today}`;
      // Made once a day (the key names it); the list itself is read as it is sent.
      if (await createJobStore(env.DB).addNotice(key, now, env.PUBLIC_ORIGIN?.trim() || booked[0]?.origin || '', { day: today })) {
        await env.LEAD_JOBS.send({ leadId: key, kind: 'notice' }).catch((error: unknown) => console.error(`Could not queue the notice ${key} (the sweep will)`, error));
        dayList = true;
      }
    }
  }
  return { reminded, dayList };
}
