/**
 * What staff set for each survey diary (migrations/0009): its weekly places, its opened bank
 * holidays (one settings row, made on the first save), and its blocked days and windows.
 */
import type { SlotWindow, WeeklyCapacity } from '@/lib/shared/survey/slots';
import type { Diary } from '@/lib/shared/survey/booking';
import type { DiaryReader } from './read';

export function createDiarySettings(db: D1Database, options: { now: () => Date; state: DiaryReader['state'] }) {
  const { now, state } = options;

  /** Saves a diary's settings row (weekly places, opened holidays), creating it on the first save. */
  async function saveSettings(diary: Diary, change: { weekly?: WeeklyCapacity; openedHolidays?: string[] }, by: string): Promise<void> {
    const current = await state(diary);
    const weekly = change.weekly ?? current.settings.weekly;
    const opened = change.openedHolidays ?? current.settings.openedHolidays;
    await db
      .prepare(
        `INSERT INTO diary_settings (diary, weekly, opened_holidays, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (diary) DO UPDATE SET weekly = excluded.weekly, opened_holidays = excluded.opened_holidays, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .bind(diary, JSON.stringify(weekly), JSON.stringify([...new Set(opened)].sort()), now().toISOString(), by)
      .run();
  }

  return {
    setWeekly: (diary: Diary, weekly: WeeklyCapacity, by: string) => saveSettings(diary, { weekly }, by),

    async setHoliday(diary: Diary, date: string, open: boolean, by: string): Promise<void> {
      const { settings } = await state(diary);
      const opened = open ? [...settings.openedHolidays, date] : settings.openedHolidays.filter((entry) => entry !== date);
      await saveSettings(diary, { openedHolidays: opened }, by);
    },

    async block(diary: Diary, block: { date: string; window?: SlotWindow; reason?: string }, by: string): Promise<void> {
      await db
        .prepare('INSERT INTO diary_blocks (diary, date, time_window, reason, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (diary, date, time_window) DO UPDATE SET reason = excluded.reason')
        .bind(diary, block.date, block.window ?? '', block.reason?.trim() || null, now().toISOString(), by)
        .run();
    },

    async lift(diary: Diary, block: { date: string; window?: SlotWindow }): Promise<void> {
      await db.prepare('DELETE FROM diary_blocks WHERE diary = ? AND date = ? AND time_window = ?').bind(diary, block.date, block.window ?? '').run();
    },
  };
}
