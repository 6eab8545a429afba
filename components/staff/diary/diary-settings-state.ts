/**
 * The diary settings form's state: the weekly places as typed (a box per weekday and window), the
 * block being written (date, window, reason), what each form refused, what the last change said,
 * and whether one is on its way. What the boxes send (checked whole numbers) and what a block
 * sends are worked out here too. Pure, tested without React.
 */
import { MAX_PLACES, type BlockChange, type DiarySettings, type WeeklyChange } from '@/lib/shared/survey/booking';
import { SLOT_WINDOWS, type SlotWindow } from '@/lib/shared/survey/slots';
import type { Said } from '../inbox-ui';

/** The days that take surveys, Monday (1) to Saturday (6) as the diary counts them: Sundays are always closed (lib/shared/survey/slots.ts), so they have no row. */
export const WEEKDAYS: [day: Weekday, name: string][] = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
];

export type Weekday = '1' | '2' | '3' | '4' | '5' | '6';

/** The weekly places as typed: weekday → window → the box's text. */
export type Grid = Record<string, Record<SlotWindow, string>>;

/** The form's refusals, said beside the form refused. */
export const DIARY_SETTINGS_ERRORS = {
  places: `Enter a whole number of places from 0 to ${MAX_PLACES} in every box.`,
  date: 'Choose the date to block',
};

export interface DiarySettingsState {
  grid: Grid;
  gridError: string;
  date: string;
  blockWindow: SlotWindow | '';
  reason: string;
  dateError: string;
  said: Said;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
}

export type DiarySettingsAction =
  | { type: 'places'; day: Weekday; window: SlotWindow; text: string }
  | { type: 'block'; field: 'date' | 'reason'; value: string }
  | { type: 'blockWindow'; window: SlotWindow | '' }
  /** A form refused before sending: what it said ('' once it passes). */
  | { type: 'refused'; form: 'places' | 'block'; error: string }
  | { type: 'sending' }
  /** A change answered: what to say (null when nothing is: the session ended, or the call was dropped); `blocked` clears the block form. */
  | { type: 'answered'; said: Said; blocked?: boolean };

/** The boxes as the settings give them: every weekday and window, 0 where none is set. */
export const gridOf = (settings: DiarySettings): Grid =>
  Object.fromEntries(WEEKDAYS.map(([day]) => [day, Object.fromEntries(SLOT_WINDOWS.map((window) => [window, String(settings.weekly[Number(day) as 0]?.[window] ?? 0)]))])) as Grid;

export const initialDiarySettings = (settings: DiarySettings): DiarySettingsState => ({ grid: gridOf(settings), gridError: '', date: '', blockWindow: '', reason: '', dateError: '', said: null, busy: false });

export function diarySettingsReducer(state: DiarySettingsState, action: DiarySettingsAction): DiarySettingsState {
  switch (action.type) {
    case 'places':
      return { ...state, grid: { ...state.grid, [action.day]: { ...(state.grid[action.day] as Record<SlotWindow, string>), [action.window]: action.text } } };
    case 'block':
      return { ...state, [action.field]: action.value };
    case 'blockWindow':
      return { ...state, blockWindow: action.window };
    case 'refused':
      return action.form === 'places' ? { ...state, gridError: action.error } : { ...state, dateError: action.error };
    case 'sending':
      return { ...state, busy: true, said: null };
    case 'answered':
      return { ...state, busy: false, said: action.said, ...(action.blocked ? { date: '', blockWindow: '', reason: '' } : {}) };
  }
}

/** A whole number of places from 0 to MAX_PLACES (an empty box is 0), or null. */
export function placesOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const places = Number(trimmed);
  return places <= MAX_PLACES ? places : null;
}

/** The weekly places the boxes send (only the windows with places), or null when a box holds no whole number of them. */
export function weeklyOf(grid: Grid): WeeklyChange | null {
  const weekly: WeeklyChange['weekly'] = {};
  for (const [day] of WEEKDAYS) {
    for (const window of SLOT_WINDOWS) {
      const places = placesOf(grid[day]?.[window] ?? '');
      if (places === null) return null;
      if (places > 0) weekly[day] = { ...weekly[day], [window]: places };
    }
  }
  return { weekly };
}

/** The block the form sends (a whole day without a window; the reason only when given), or null without a date. */
export function blockOf({ date, blockWindow, reason }: Pick<DiarySettingsState, 'date' | 'blockWindow' | 'reason'>): BlockChange | null {
  if (!date) return null;
  return { date, ...(blockWindow ? { window: blockWindow } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) };
}
