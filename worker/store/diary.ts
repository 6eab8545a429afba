/**
 * The survey diaries as SQL (migrations/0009): what staff set for each (places per weekday and
 * window, days off and blocked windows, bank holidays opened), the bookings each holds, and the
 * statements that book, move and cancel a place. A place is taken by one statement that counts
 * the window's held bookings as it inserts (or moves) the booking, so two requests racing for the
 * last place never both get it: D1 runs one statement at a time, and the count and the write are
 * one statement. Booking a new lead's place goes in the same transaction that stores the lead
 * (worker/store/leads.ts uses `bookStatement`).
 */
import { SLOT_DAYS, SLOT_WINDOWS, freeWindows, placesOn, strandedBookings, type DiaryRules, type FreeWindow, type HeldBooking, type SlotWindow, type WeeklyCapacity } from '@/lib/shared/survey/slots';
import { DIARIES, DIARY_NAMES, slotText, type BookedSlot, type Diary, type DiaryBooking, type DiaryDay, type DiarySettings, type DiaryView } from '@/lib/shared/survey/booking';
import { addDays } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { BANK_HOLIDAYS } from '@/content/bank-holidays';
import { BOOKING_NOTICE_GAP_MS } from '../limits';
import { windowSpan } from './booking-row';
import { knownKind, type NoticeMessage } from './jobs';

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

interface HeldRow {
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

/** The SQL count of a window's held places, for a booking other than `?` (the lead being booked or moved). */
const HELD_IN_WINDOW = 'SELECT COUNT(*) FROM survey_bookings WHERE diary = ?1 AND date = ?2 AND time_window = ?3 AND cancelled_at IS NULL AND lead_id != ?4';

/** The SQL test that a phone number (?1) or an email address (?2) holds a survey from a UK date (?3) on. */
const HOLDS_A_SURVEY = `EXISTS (SELECT 1 FROM survey_bookings hb JOIN leads hl ON hl.id = hb.lead_id
  WHERE hb.cancelled_at IS NULL AND hb.date >= ?3 AND ((?1 IS NOT NULL AND hl.contact_phone = ?1) OR (?2 IS NOT NULL AND hl.contact_email = ?2)))`;

/**
 * The booking a new lead takes: inserted only while the window holds fewer than `places`, the
 * person (their phone number or email address) holds no other survey from `today` on, and the
 * lead's id was not erased; all in one statement, so two bookings racing for one place, or one
 * person's two bookings at once, never both hold.
 */
export function bookStatement(
  db: D1Database,
  booking: { leadId: string; diary: Diary; date: string; window: SlotWindow; addressLine: string | null; places: number; at: string; contact: { phone: string | null; email: string | null }; today: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO survey_bookings (lead_id, diary, date, time_window, address_line, booked_at)
       SELECT ?4, ?1, ?2, ?3, ?5, ?6 WHERE (${HELD_IN_WINDOW}) < ?7 AND NOT EXISTS (SELECT 1 FROM erased_leads WHERE id = ?4)
         AND NOT ${HOLDS_A_SURVEY.replaceAll('?1', '?8').replaceAll('?2', '?9').replaceAll('?3', '?10')}`,
    )
    .bind(booking.diary, booking.date, booking.window, booking.leadId, booking.addressLine, booking.at, booking.places, booking.contact.phone, booking.contact.email, booking.today);
}

/** The history line of a booking made, moved or cancelled: `status` booked, moved or cancelled; `note` the window in words. */
export function bookingEvent(db: D1Database, event: { leadId: string; at: string; status: 'booked' | 'moved' | 'cancelled'; slot: BookedSlot; actor: string }): D1PreparedStatement {
  return db
    .prepare("INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'booking', ?, ?, ? FROM leads WHERE id = ?")
    .bind(event.at, event.status, slotText(event.slot), event.actor, event.leadId);
}

const parseWeekly = (text: string): WeeklyCapacity => JSON.parse(text) as WeeklyCapacity;

/** How a move or a cancel went: done, the new window full, or no booking held to change. */
export type BookingChanged = { changed: true } | { full: true } | { none: true };

export function createDiaryStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

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

    /**
     * Moves a lead's held booking to `slot` if that window holds fewer than `places` other
     * bookings, in one statement; then, in the same transaction and only if it moved, its history
     * line and the visitor's email (with the calendar entry that replaces the last) made due.
     */
    async move(leadId: string, slot: BookedSlot, places: number, change: BookingChangeOptions): Promise<BookingChanged> {
      const at = now().toISOString();
      const booking = await db.prepare('SELECT diary, sequence FROM survey_bookings WHERE lead_id = ? AND cancelled_at IS NULL').bind(leadId).first<{ diary: Diary; sequence: number }>();
      if (!booking) return { none: true };
      const sequence = booking.sequence + 1;
      const moved = `EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ? AND sequence = ${sequence} AND changed_at = ?)`;
      const [updated] = await db.batch([
        db
          .prepare(
            `UPDATE survey_bookings SET date = ?2, time_window = ?3, sequence = ?5, changed_at = ?6, changed_by = ?7, reminded_at = NULL
             WHERE lead_id = ?4 AND cancelled_at IS NULL AND sequence = ?8 AND (${HELD_IN_WINDOW}) < ?9`,
          )
          .bind(booking.diary, slot.date, slot.window, leadId, sequence, at, change.by, booking.sequence, places),
        db
          .prepare(`INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'booking', 'moved', ?, ? FROM leads WHERE id = ? AND ${moved}`)
          .bind(at, slotText(slot), change.by, leadId, leadId, at),
        ...(change.emailVisitor ? [renewJobIf(db, { leadId, kind: 'booking', at, origin: change.origin }, moved, [leadId, at])] : []),
        // A reminder already sent was for the old window: the new one gets its own.
        db.prepare(`DELETE FROM lead_jobs WHERE lead_id = ? AND kind = 'reminder' AND ${moved}`).bind(leadId, leadId, at),
        ...noticeIf(db, change, sequence, at, 'EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ?6 AND sequence = ?7 AND changed_at = ?8)', [leadId, sequence, at]),
      ]);
      return (updated?.meta.changes ?? 0) === 1 ? { changed: true } : { full: true };
    },

    /** Cancels a lead's held booking (its place is free at once), with its history line and the visitor's email, in one transaction. */
    async cancel(leadId: string, change: BookingChangeOptions): Promise<BookingChanged> {
      const at = now().toISOString();
      const booking = await db.prepare('SELECT date, time_window, sequence FROM survey_bookings WHERE lead_id = ? AND cancelled_at IS NULL').bind(leadId).first<{ date: string; time_window: SlotWindow; sequence: number }>();
      if (!booking) return { none: true };
      const cancelled = 'EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ? AND cancelled_at = ?)';
      const [updated] = await db.batch([
        db
          .prepare('UPDATE survey_bookings SET cancelled_at = ?, changed_at = ?, changed_by = ?, sequence = sequence + 1 WHERE lead_id = ? AND cancelled_at IS NULL AND sequence = ?')
          .bind(at, at, change.by, leadId, booking.sequence),
        db
          .prepare(`INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'booking', 'cancelled', ?, ? FROM leads WHERE id = ? AND ${cancelled}`)
          .bind(at, slotText({ date: booking.date, window: booking.time_window }), change.by, leadId, leadId, at),
        ...(change.emailVisitor ? [renewJobIf(db, { leadId, kind: 'booking', at, origin: change.origin }, cancelled, [leadId, at])] : []),
        db.prepare(`DELETE FROM lead_jobs WHERE lead_id = ? AND kind = 'reminder' AND status != 'done' AND ${cancelled}`).bind(leadId, leadId, at),
        ...noticeIf(db, change, booking.sequence + 1, at, 'EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ?6 AND cancelled_at = ?7)', [leadId, at]),
      ]);
      return (updated?.meta.changes ?? 0) === 1 ? { changed: true } : { none: true };
    },

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
      return this.markReminded(results.map((row) => ({ leadId: row.lead_id, origin: origin ?? row.origin ?? '' })));
    },

    /**
     * Marks these bookings reminded and makes each one's reminder due, in one transaction: each
     * booking by its own statement, and its reminder only if that statement changed its row
     * (`changes()`: the statement just before it in the transaction). A second run that read the
     * same bookings before this one marked them (two Cron Triggers for the same minute, with the
     * same clock) finds them marked and renews no reminder already sent. Returns those it marked.
     */
    async markReminded(bookings: readonly { leadId: string; origin: string }[]): Promise<string[]> {
      if (!bookings.length) return [];
      const at = now().toISOString();
      const batch = await db.batch(
        bookings.flatMap((booking) => [
          db.prepare('UPDATE survey_bookings SET reminded_at = ? WHERE lead_id = ? AND reminded_at IS NULL AND cancelled_at IS NULL').bind(at, booking.leadId),
          renewJobIf(db, { leadId: booking.leadId, kind: 'reminder', at, origin: booking.origin }, 'changes() = 1', []),
        ]),
      );
      return bookings.filter((_, index) => (batch[index * 2]?.meta.changes ?? 0) === 1).map((booking) => booking.leadId);
    },
  };
}

/** What a move or a cancel is told to: the visitor (their email, when they can be emailed), and the business, of a visitor's own change (`notice`: which notice, and its payload for that sequence). */
export interface BookingChangeOptions {
  by: string;
  origin: string;
  emailVisitor: boolean;
  notice?: (sequence: number) => { notice: NoticeMessage; payload: string };
}

/**
 * The business's notice of a visitor's change, made in the change's own transaction (so it is never
 * lost to a failure after it), only if the change was made. One notice row per request, never one
 * per change: a notice not yet sent takes the new state and keeps its time and the window the
 * business last heard of (`from`); one sent (or being sent, or given up) is made due again no
 * sooner than BOOKING_NOTICE_GAP_MS after the last, from the window it told of.
 */
function noticeIf(db: D1Database, change: BookingChangeOptions, sequence: number, at: string, sql: string, values: (string | number)[]): D1PreparedStatement[] {
  const made = change.notice?.(sequence);
  if (!made) return [];
  const gap = `'+${Math.round(BOOKING_NOTICE_GAP_MS / 1000)} seconds'`;
  const waiting = "status = 'pending' AND (lease_until IS NULL OR lease_until < ?2)";
  return [
    db
      .prepare(
        `INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin, payload) SELECT ?1, 'notice', ?5, 'pending', ?2, ?2, ?2, ?3, ?4 WHERE ${sql}
         ON CONFLICT (lead_id, kind, notice) DO UPDATE SET
           payload = CASE WHEN ${waiting} THEN json_set(excluded.payload, '$.from', json_extract(payload, '$.from')) ELSE excluded.payload END,
           next_at = CASE WHEN ${waiting} THEN next_at
                          WHEN status = 'pending' THEN strftime('%Y-%m-%dT%H:%M:%fZ', ?2, ${gap})
                          ELSE max(?2, strftime('%Y-%m-%dT%H:%M:%fZ', coalesce(done_at, ?2), ${gap})) END,
           started_at = CASE WHEN ${waiting} THEN started_at ELSE ?2 END,
           attempts = CASE WHEN ${waiting} THEN attempts ELSE 0 END,
           status = 'pending', detail = NULL, lease_until = NULL, done_at = NULL, sent_to = '[]', origin = ?3`,
      )
      // The condition's own values are numbered from ?6 (as insertJob's are).
      .bind(made.notice.leadId, at, change.origin, made.payload, made.notice.notice, ...values),
  ];
}

/** renewJob, only where `condition` (SQL over `values`) holds: a job made due in the same transaction as the change it tells of. */
function renewJobIf(db: D1Database, job: { leadId: string; kind: 'booking' | 'reminder'; at: string; origin: string }, condition: string, values: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO lead_jobs (lead_id, kind, status, created_at, started_at, next_at, origin) SELECT ?, ?, 'pending', ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?) AND ${condition}
       ON CONFLICT (lead_id, kind, notice) DO UPDATE SET status = 'pending', attempts = 0, detail = NULL, started_at = excluded.started_at, next_at = excluded.next_at, lease_until = NULL, done_at = NULL, sent_to = '[]', origin = excluded.origin`,
    )
    .bind(job.leadId, knownKind(job.kind), job.at, job.at, job.at, job.origin, job.leadId, ...values);
}

export type { HeldRow };
export type DiaryStore = ReturnType<typeof createDiaryStore>;
export const diaryFor = (env: { DB: D1Database }): DiaryStore => createDiaryStore(env.DB);
