/**
 * What staff set for one diary, in a few taps (lib/shared/survey/booking.ts): the places each weekday and
 * window takes (a small grid of numbers, saved at once), days off and blocked windows with a reason
 * (and lifting them), and the bank holidays of the next 14 days opened or closed again. Every
 * change answers with the diary as it now is, and any booking it leaves without a place.
 */
import { useId, useReducer, type Dispatch, type FormEvent } from 'react';
import { DIARY_MESSAGES, dayText, windowHours, type Diary } from '@/lib/shared/survey/text';
import type { DiaryChanged, DiaryDay, DiarySettings } from '@/lib/shared/survey/booking';
import { SLOT_WINDOWS, type SlotWindow } from '@/lib/shared/survey/slots';
import { TIME_WINDOWS } from '@/content/booking-forms';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { TableScroll } from '@/components/ui/table-scroll';
import { inboxApi, type Outcome } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { SaidRegion } from '../inbox-ui';
import { DIARY_SETTINGS_ERRORS, WEEKDAYS, blockOf, diarySettingsReducer, initialDiarySettings, placesOf, weeklyOf, type DiarySettingsAction, type DiarySettingsState } from './diary-settings-state';

const windowName = (window: SlotWindow) => TIME_WINDOWS.find((entry) => entry.value === window)?.label.replace(/ \(.*\)$/, '') ?? window;

/** What each part of the form is given: the form's state and how to change it. */
interface PartProps {
  state: DiarySettingsState;
  dispatch: Dispatch<DiarySettingsAction>;
}

/** Sends one change to the diary, saying `done` once it is made. */
type Change = (send: () => Promise<Outcome<DiaryChanged>>, done: string, options?: { blocked?: boolean }) => Promise<void>;

export function DiarySettingsForm({ diary, settings, days, onChanged }: { diary: Diary; settings: DiarySettings; days: DiaryDay[]; onChanged: (changed: DiaryChanged) => void }) {
  const id = useId();
  const { csrf, signedOut } = useInbox();
  const [state, dispatch] = useReducer(diarySettingsReducer, settings, initialDiarySettings);

  /** Sends a change: its answer shown (the diary, and what was said), or its failure said. */
  const change: Change = async (send, done, options) => {
    dispatch({ type: 'sending' });
    const outcome = await send();
    if (!outcome.ok) {
      if (outcome.failure === 'signed-out') signedOut();
      dispatch({ type: 'answered', said: outcome.failure === 'signed-out' || outcome.failure === 'aborted' ? null : { tone: 'error', text: outcome.message } });
      return;
    }
    onChanged(outcome.data);
    dispatch({ type: 'answered', said: { tone: 'success', text: done }, blocked: options?.blocked });
  };

  function saveWeekly(event: FormEvent) {
    event.preventDefault();
    const weekly = weeklyOf(state.grid);
    dispatch({ type: 'refused', form: 'places', error: weekly ? '' : DIARY_SETTINGS_ERRORS.places });
    if (weekly) void change(() => inboxApi.setWeekly(diary, weekly, csrf), DIARY_MESSAGES.placesSaved);
  }

  function block(event: FormEvent) {
    event.preventDefault();
    const blocked = blockOf(state);
    dispatch({ type: 'refused', form: 'block', error: blocked ? '' : DIARY_SETTINGS_ERRORS.date });
    if (blocked) void change(() => inboxApi.block(diary, blocked, csrf), DIARY_MESSAGES.blocked, { blocked: true });
  }

  const holidays = days.filter((day) => day.holiday);
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-brand-100 pt-6">
      <h3 id={id} className="text-xl font-bold text-brand-900">
        Set up this diary
      </h3>
      <SaidRegion said={state.said} />
      <WeeklyPlaces state={state} dispatch={dispatch} onSave={saveWeekly} />
      <BlockForm id={id} state={state} dispatch={dispatch} onBlock={block} />
      {settings.blocks.length ? <BlockList blocks={settings.blocks} busy={state.busy} onLift={(entry) => void change(() => inboxApi.lift(diary, entry, csrf), DIARY_MESSAGES.lifted)} /> : null}
      {holidays.length ? (
        <BankHolidays holidays={holidays} opened={settings.openedHolidays} busy={state.busy} onToggle={(date, open) => void change(() => inboxApi.setHoliday(diary, { date, open }, csrf), open ? DIARY_MESSAGES.holidayOpened : DIARY_MESSAGES.holidayClosed)} />
      ) : null}
    </section>
  );
}

const cellClass = 'border-b border-brand-100 px-1 py-1 text-left text-sm sm:px-2 sm:text-base';

/** The places each weekday and window takes: a small grid of numbers, saved at once. */
function WeeklyPlaces({ state, dispatch, onSave }: PartProps & { onSave: (event: FormEvent) => void }) {
  const { grid, gridError, busy } = state;
  return (
    <form onSubmit={onSave} className="mt-4" noValidate>
      <h4 className="text-lg font-bold text-brand-900">Places each week</h4>
      <p className="text-slate-700">How many surveys each window can take. 0 for none. Sundays are always closed.</p>
      <TableScroll label="Places each week">
        <table className="mt-2 border-collapse">
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                <span className="sr-only">Day</span>
              </th>
              {SLOT_WINDOWS.map((slot) => (
                <th key={slot} scope="col" className={cellClass}>
                  {windowName(slot)}
                  <span className="block text-xs font-normal text-slate-700">{windowHours(slot)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map(([day, name]) => (
              <tr key={day}>
                <th scope="row" className={cellClass}>
                  {name}
                </th>
                {SLOT_WINDOWS.map((slot) => (
                  <td key={slot} className={cellClass}>
                    <input
                      type="text"
                      inputMode="numeric"
                      aria-label={`${name} ${windowName(slot).toLowerCase()} places`}
                      className="min-h-11 w-12 rounded-lg border-2 border-slate-400 px-2 text-base"
                      value={grid[day]?.[slot] ?? ''}
                      aria-invalid={gridError && placesOf(grid[day]?.[slot] ?? '') === null ? true : undefined}
                      onChange={(event) => dispatch({ type: 'places', day, window: slot, text: event.target.value })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {gridError ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {gridError}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'mt-3')}>
        Save places
      </button>
    </form>
  );
}

/** A day off or one window blocked, on a date, with a reason for the other staff. */
function BlockForm({ id, state, dispatch, onBlock }: PartProps & { id: string; onBlock: (event: FormEvent) => void }) {
  const { date, blockWindow, reason, dateError, busy } = state;
  return (
    <form onSubmit={onBlock} className="mt-8" noValidate>
      <h4 className="text-lg font-bold text-brand-900">Day off or blocked window</h4>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-date`} className="block font-semibold text-brand-900">
            Date
          </label>
          <input id={`${id}-date`} type="date" className={inputClass} value={date} onChange={(event) => dispatch({ type: 'block', field: 'date', value: event.target.value })} aria-invalid={dateError ? true : undefined} aria-describedby={dateError ? `${id}-date-error` : undefined} />
          {dateError ? (
            <p id={`${id}-date-error`} className="mt-1 font-semibold text-red-700">
              {dateError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-window`} className="block font-semibold text-brand-900">
            Window
          </label>
          <select id={`${id}-window`} className={inputClass} value={blockWindow} onChange={(event) => dispatch({ type: 'blockWindow', window: event.target.value as SlotWindow | '' })}>
            <option value="">The whole day</option>
            {SLOT_WINDOWS.map((slot) => (
              <option key={slot} value={slot}>
                {windowName(slot)} ({windowHours(slot)})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="block font-semibold text-brand-900">
            Reason <span className="font-normal text-slate-700">(optional)</span>
          </label>
          <input id={`${id}-reason`} className={inputClass} maxLength={200} value={reason} onChange={(event) => dispatch({ type: 'block', field: 'reason', value: event.target.value })} />
        </div>
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'mt-3')}>
        Block
      </button>
    </form>
  );
}

/** The days off and blocked windows set, each to lift. */
function BlockList({ blocks, busy, onLift }: { blocks: DiarySettings['blocks']; busy: boolean; onLift: (block: { date: string; window?: SlotWindow }) => void }) {
  return (
    <ul className="mt-4 space-y-2" aria-label="Blocked">
      {blocks.map((entry) => (
        <li key={`${entry.date} ${entry.window ?? ''}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {dayText(entry.date)}, {entry.window ? windowHours(entry.window) : 'the whole day'}
            {entry.reason ? `: ${entry.reason}` : ''}
          </span>
          <button
            type="button"
            disabled={busy}
            className={buttonClass('outline', 'sm')}
            aria-label={`Lift the block on ${dayText(entry.date)}${entry.window ? `, ${windowHours(entry.window)}` : ''}`}
            onClick={() => onLift({ date: entry.date, ...(entry.window ? { window: entry.window } : {}) })}
          >
            Lift
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The bank holidays of the days shown, each opened for surveys or closed again. */
function BankHolidays({ holidays, opened, busy, onToggle }: { holidays: DiaryDay[]; opened: string[]; busy: boolean; onToggle: (date: string, open: boolean) => void }) {
  return (
    <div className="mt-8">
      <h4 className="text-lg font-bold text-brand-900">Bank holidays</h4>
      <ul className="mt-2 space-y-2">
        {holidays.map((day) => {
          const isOpen = opened.includes(day.date);
          return (
            <li key={day.date} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                {day.holiday}, {dayText(day.date)}: {isOpen ? 'open for surveys' : 'closed'}
              </span>
              <button type="button" disabled={busy} className={buttonClass('outline', 'sm')} onClick={() => onToggle(day.date, !isOpen)}>
                {isOpen ? `Close ${day.holiday} again` : `Open ${day.holiday} for surveys`}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
