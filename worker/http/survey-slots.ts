/**
 * The survey diary on the public side (the contract is lib/shared/survey/booking.ts):
 *   GET /api/survey-slots?survey=home|video&postcode=<postcode>[&before=YYYY-MM-DD]
 * answers the free windows of the diary that serves a postcode (a base's, or the office's for a
 * video survey), and `slotFor` judges the window a booking asks for before the lead is stored:
 * the diary it goes in and how many places the window has, or why it cannot be booked. The place
 * itself is taken with the lead, in one transaction (worker/store/leads.ts, diary.ts).
 */
import { BOOKING_MESSAGES, DIARY_NAMES, SLOT_SOURCES, diaryOfBase, type BookedSlot, type Diary, type SlotList, type SurveyKind } from '@/lib/shared/survey/booking';
import { SLOT_DAYS, freeWindows, placesOn, type FreeWindow } from '@/lib/shared/survey/slots';
import { baseForPostcode } from '@/lib/shared/survey/base';
import { isCalendarDate } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import type { WorkerEnv } from '../env';
import { diaryFor, type DiaryStore } from '../store/diary';
import { clientKey } from './abuse';
import { RATE_LIMIT_RETRY_AFTER_SECONDS } from '../limits';
import { json } from './respond';

/** The diary a survey for `postcode` goes in: the office's for a video survey, else the base serving it; null outside every area. */
export function diaryServing(survey: SurveyKind, postcode: string): Diary | null {
  const base = baseForPostcode(postcode);
  if (!base) return null;
  return survey === 'video' ? 'video' : diaryOfBase(base);
}

/** GET /api/survey-slots (CORS for the pages allowed to post leads: `cors` are their headers). */
export async function slotList(request: Request, env: WorkerEnv, cors: Record<string, string>): Promise<Response> {
  const limited = (await env.SLOTS_RATE_LIMIT?.limit({ key: clientKey(request) })) ?? { success: true };
  if (!limited.success) return json(429, { error: 'Too many requests from this address: try again in a minute' }, { ...cors, 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS) });
  const params = new URL(request.url).searchParams;
  const survey = params.get('survey');
  const postcode = params.get('postcode') ?? '';
  const before = params.get('before') ?? '';
  if (survey !== 'home' && survey !== 'video') return json(400, { error: 'Say which survey: home or video' }, cors);
  if (before && !isCalendarDate(before)) return json(400, { error: 'The installation date is not a date' }, cors);
  if (!postcode.trim() || postcode.length > 10) return json(400, { error: 'Enter a postcode' }, cors);
  const diary = diaryServing(survey, postcode);
  if (!diary) return json(200, { outside: true }, cors);
  const { setUp, windows } = await diaryFor(env).free(diary, before || undefined);
  if (!setUp) return json(200, { notSetUp: true }, cors);
  const list: SlotList = { diary, name: DIARY_NAMES[diary], windows };
  return json(200, list, cors);
}

/** The window a booking asks for, judged: where and with how many places, or why not (the form's field message). */
export type SlotJudgement = { diary: Diary; places: number } | { refused: string };

/**
 * Judges the window a booking asks for in `diary` at `now`: the diary must be set up and the window
 * one it offers (from tomorrow, within the next SLOT_DAYS open days, open and not blocked, before
 * the installation date). Whether a place is left is for the transaction that takes it.
 */
export async function judgeSlotIn(diaries: DiaryStore, diary: Diary, slot: BookedSlot, now: Date, installationDate?: string): Promise<SlotJudgement> {
  const { setUp, rules } = await diaries.state(diary);
  if (!setUp) return { refused: BOOKING_MESSAGES.slotNotOffered };
  if (slot.date <= ukCalendarDate(now)) return { refused: BOOKING_MESSAGES.slotPast };
  if (installationDate && slot.date >= installationDate) return { refused: BOOKING_MESSAGES.slotAfterInstallation };
  const places = placesOn(slot.date, slot.window, rules);
  if (places <= 0) return { refused: BOOKING_MESSAGES.slotClosed };
  // Within the days offered: the window is among those the diary would offer if it were empty.
  const offered = freeWindows(rules, [], now, { days: SLOT_DAYS });
  if (!offered.some((window) => window.date === slot.date && window.window === slot.window)) return { refused: BOOKING_MESSAGES.slotNotOffered };
  return { diary, places };
}

/** judgeSlotIn for a new booking: in the diary serving its postcode (outside every area, refused). */
export async function judgeSlot(diaries: DiaryStore, survey: SurveyKind, postcode: string, slot: BookedSlot, now: Date, installationDate?: string): Promise<SlotJudgement> {
  const diary = diaryServing(survey, postcode);
  return diary ? judgeSlotIn(diaries, diary, slot, now, installationDate) : { refused: BOOKING_MESSAGES.outside };
}

/** The survey a booking page books, or null for a page that books no window. */
export const surveyOf = (source: unknown): SurveyKind | null => (typeof source === 'string' && source in SLOT_SOURCES ? SLOT_SOURCES[source as keyof typeof SLOT_SOURCES] : null);

/** The windows still free, for the 409 that asks the visitor to pick again. */
export async function stillFree(diaries: DiaryStore, diary: Diary, before?: string): Promise<FreeWindow[]> {
  return (await diaries.free(diary, before)).windows;
}
