/**
 * The diary's rules for a window a visitor or staff ask for, with no HTTP in them: the diary a
 * survey goes in (a base's, or the office's for a video survey), and whether a window may be booked
 * there (judged before the lead is stored, or before a booking moves): the diary and how many places
 * the window has, or why it cannot be booked. The place itself is taken in one transaction
 * (worker/store/leads/write.ts, worker/store/diary/bookings.ts), which alone knows whether one is left.
 */
import { BOOKING_MESSAGES, SLOT_SOURCES, diaryOfBase, type BookedSlot, type Diary, type SurveyKind } from '@/lib/shared/survey/booking';
import { SLOT_DAYS, freeWindows, placesOn, type FreeWindow } from '@/lib/shared/survey/slots';
import { baseForPostcode } from '@/lib/shared/survey/base';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import type { DiaryStore } from '../store/diary';

/** The diary a survey for `postcode` goes in: the office's for a video survey, else the base serving it; null outside every area. */
export function diaryServing(survey: SurveyKind, postcode: string): Diary | null {
  const base = baseForPostcode(postcode);
  if (!base) return null;
  return survey === 'video' ? 'video' : diaryOfBase(base);
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
export const surveyOf = (source: string): SurveyKind | null => (source in SLOT_SOURCES ? SLOT_SOURCES[source as keyof typeof SLOT_SOURCES] : null);

/** The windows still free, for the 409 that asks the visitor to pick again. */
export async function stillFree(diaries: DiaryStore, diary: Diary, before?: string): Promise<FreeWindow[]> {
  return (await diaries.free(diary, before)).windows;
}
