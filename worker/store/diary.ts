/**
 * The survey diaries as SQL (migrations/0009): one facade over its parts in worker/store/diary/,
 * each a job of its own:
 *   read.ts       the diaries' settings as the slot rules read them, the bookings held, the
 *                 diary as the inbox shows it, the free windows, the day's list
 *   settings.ts   what staff set: weekly places, bank holidays opened, days and windows blocked
 *   bookings.ts   a place taken (with its lead, in one transaction), moved or cancelled
 *   reminders.ts  the visitor's reminder the evening before
 */
import { createBookingChanges } from './diary/bookings';
import { createDiaryReader } from './diary/read';
import { createReminders } from './diary/reminders';
import { createDiarySettings } from './diary/settings';

export function createDiaryStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const reader = createDiaryReader(db, { now });
  return {
    ...reader,
    ...createDiarySettings(db, { now, state: reader.state }),
    ...createBookingChanges(db, { now }),
    ...createReminders(db, { now }),
  };
}

export type DiaryStore = ReturnType<typeof createDiaryStore>;
export const diaryFor = (env: { DB: D1Database }): DiaryStore => createDiaryStore(env.DB);
