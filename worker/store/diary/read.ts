/**
 * Reading the survey diaries (migrations/0009): what staff set for each (places per weekday and
 * window, days off and blocked windows, bank holidays opened) as the slot rules read it, the
 * bookings each holds, the diary as the inbox shows it, the free windows a visitor may book, and
 * the day's list for the business's morning email.
 */
import { SLOT_DAYS, SLOT_WINDOWS, freeWindows, placesOn, strandedBookings, type DiaryRules, type FreeWindow, type HeldBooking, type SlotWindow, type WeeklyCapacity } from '@/lib/shared/survey/slots';
import { DIARIES, DIARY_NAMES, type BookedSlot, type Diary, type DiaryBooking, type DiaryDay, type DiarySettings, type DiaryView } from '@/lib/shared/survey/booking';
import { addDays } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { BANK_HOLIDAYS } from '@/content/bank-holidays';
import { windowSpan } from '../booking-row';

interface SettingsRow {
  diary: Diary;
  weekly: string;
  opened_holidays: string;
}

interface BlockRow {
  diary: Diary;
  date: string;
  time_window: SlotWindow | '';
  reason: string | null;
}

/** A booking held, with who it is for. */
export interface HeldRow {
  lead_id: string;
  diary: Diary;
  date: string;
  time_window: SlotWindow;
  address_line: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_postcode: string | null;
  what: string;
  /** The site's origin the lead was stored on (its first job's), for the links a later email carries. */
  origin: string | null;
}

/** A diary's settings as the slot rules read them, its blocks with their reasons. */
export interface DiaryState {
  rules: DiaryRules;
  settings: DiarySettings;
  /** False until staff first save its weekly places: its forms ask for a preferred date instead. */
  setUp: boolean;
}

const parseWeekly = (text: string): WeeklyCapacity => JSON.parse(text) as WeeklyCapacity;

export function createDiaryReader(db: D1Database, options: { now: () => Date }) {
  const { now } = options;

  /** Every diary's settings and blocks from `from` on (one read each table). */
  async function states(from: string): Promise<Map<Diary, DiaryState>> {
    const [settings, blocks] = await db.batch([
      db.prepare('SELECT diary, weekly, opened_holidays FROM diary_settings'),
      db.prepare('SELECT diary, date, time_window, reason FROM diary_blocks WHERE date >= ? ORDER BY date, time_window').bind(from),
    ]);
    const found = new Map<Diary, DiaryState>();
    for (const diary of DIARIES) {
      const row = (settings?.results as SettingsRow[]).find((entry) => entry.diary === diary);
      const own = (blocks?.results as BlockRow[]).filter((entry) => entry.diary === diary);
      const weekly = row ? parseWeekly(row.weekly) : {};
      const openedHolidays = row ? (JSON.parse(row.opened_holidays) as string[]) : [];
      const blockList = own.map((block) => ({ date: block.date, window: block.time_window || null, reason: block.reason }));
      found.set(diary, {
        rules: { weekly, blocks: blockList.map((block) => (block.window ? { date: block.date, window: block.window } : { date: block.date })), openedHolidays },
        settings: { weekly, blocks: blockList, openedHolidays },
        setUp: Boolean(row),
      });
    }
    return found;
  }

  /** One diary's state. */
  async function state(diary: Diary): Promise<DiaryState> {
    return (await states(ukCalendarDate(now()))).get(diary) as DiaryState;
  }

  /** The bookings held from `from` (a UK date) on, in one diary or every one, with who each is for. */
  async function held(from: string, diary?: Diary, to?: string): Promise<HeldRow[]> {
    const { results } = await db
      .prepare(
        `SELECT b.lead_id, b.diary, b.date, b.time_window, b.address_line, l.contact_name, l.contact_phone, l.contact_postcode, l.what,
           (SELECT j.origin FROM lead_jobs j WHERE j.lead_id = b.lead_id ORDER BY j.created_at LIMIT 1) AS origin
         FROM survey_bookings b JOIN leads l ON l.id = b.lead_id
         WHERE b.cancelled_at IS NULL AND b.date >= ?1 AND (?2 IS NULL OR b.diary = ?2) AND (?3 IS NULL OR b.date <= ?3)
         ORDER BY b.date, CASE b.time_window WHEN 'morning' THEN 0 WHEN 'afternoon' THEN 1 ELSE 2 END, b.booked_at`,
      )
      .bind(from, diary ?? null, to ?? null)
      .all<HeldRow>();
    return results;
  }

  const heldBooking = (row: HeldRow): HeldBooking => ({ date: row.date, window: row.time_window });
  const diaryBooking = (row: HeldRow): DiaryBooking => ({ leadId: row.lead_id, name: row.contact_name, phone: row.contact_phone, postcode: row.contact_postcode, addressLine: row.address_line, what: row.what });

  /** The diary as the inbox shows it: SLOT_DAYS days from today for every diary. */
  async function view(): Promise<DiaryView> {
    const today = ukCalendarDate(now());
    const last = addDays(today, SLOT_DAYS - 1);
    const [all, bookings] = await Promise.all([states(today), held(today, undefined, last)]);
    const dates = Array.from({ length: SLOT_DAYS }, (_, index) => addDays(today, index));
    return {
      today,
      diaries: DIARIES.map((diary) => {
        const { rules, settings } = all.get(diary) as DiaryState;
        const own = bookings.filter((row) => row.diary === diary);
        const days: DiaryDay[] = dates.map((date) => {
          const dayBlock = settings.blocks.find((block) => block.date === date && block.window === null);
          const holiday = BANK_HOLIDAYS[date] ?? null;
          const windows = SLOT_WINDOWS.map((window) => {
            const places = placesOn(date, window, rules);
            const inWindow = own.filter((row) => row.date === date && row.time_window === window);
            return {
              window,
              ...windowSpan(date, window),
              places,
              free: Math.max(0, places - inWindow.length),
              blocked: settings.blocks.some((block) => block.date === date && (block.window === null || block.window === window)),
              bookings: inWindow.map(diaryBooking),
            };
          });
          return { date, open: windows.some((entry) => entry.places > 0), holiday, blocked: dayBlock ? (dayBlock.reason ?? '') : null, windows };
        });
        return { diary, name: DIARY_NAMES[diary], settings, days };
      }),
    };
  }

  /** The bookings from today on that the diary's rules now leave without a place (they stay booked): in each window, the last booked beyond its places. */
  async function stranded(diary: Diary) {
    const today = ukCalendarDate(now());
    const [{ rules }, rows] = await Promise.all([state(diary), held(today, diary)]);
    return strandedBookings(rules, rows.map((row) => ({ ...diaryBooking(row), date: row.date, window: row.time_window })));
  }

  return {
    state,
    view,
    stranded,

    /** The free windows of a diary from tomorrow (only before `before`, when given), with whether it is set up. */
    async free(diary: Diary, before?: string): Promise<{ setUp: boolean; windows: FreeWindow[] }> {
      const at = now();
      const [{ rules, setUp }, rows] = await Promise.all([state(diary), held(ukCalendarDate(at), diary)]);
      return { setUp, windows: setUp ? freeWindows(rules, rows.map(heldBooking), at, { before }) : [] };
    },

    /** The survey a phone number or email address holds from `today` (a UK date) on, the earliest; null when none. */
    async heldFor(contact: { phone: string | null; email: string | null }, today: string): Promise<BookedSlot | null> {
      if (!contact.phone && !contact.email) return null;
      const row = await db
        .prepare(
          `SELECT b.date, b.time_window FROM survey_bookings b JOIN leads l ON l.id = b.lead_id
           WHERE b.cancelled_at IS NULL AND b.date >= ?3 AND ((?1 IS NOT NULL AND l.contact_phone = ?1) OR (?2 IS NOT NULL AND l.contact_email = ?2))
           ORDER BY b.date, CASE b.time_window WHEN 'morning' THEN 0 WHEN 'afternoon' THEN 1 ELSE 2 END LIMIT 1`,
        )
        .bind(contact.phone, contact.email, today)
        .first<{ date: string; time_window: SlotWindow }>();
      return row ? { date: row.date, window: row.time_window } : null;
    },

    /** The bookings held on one UK date in every diary, in order (the business's morning list). */
    onDay(date: string): Promise<HeldRow[]> {
      return held(date, undefined, date);
    },

    /** The day's surveys as the business's morning list shows them: each diary, its bookings in order, with when each starts. */
    async dayList(date: string): Promise<{ diary: Diary; name: string; bookings: (DiaryBooking & { window: SlotWindow; start: string })[] }[]> {
      const rows = await held(date, undefined, date);
      return DIARIES.map((diary) => ({
        diary,
        name: DIARY_NAMES[diary],
        bookings: rows.filter((row) => row.diary === diary).map((row) => ({ ...diaryBooking(row), window: row.time_window, start: windowSpan(row.date, row.time_window).start })),
      }));
    },
  };
}

export type DiaryReader = ReturnType<typeof createDiaryReader>;
