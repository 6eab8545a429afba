/**
 * What staff set for one diary, in a few taps (lib/shared/survey/booking.ts): the places each weekday and
 * window takes (a small grid of numbers, saved at once), days off and blocked windows with a reason
 * (and lifting them), and the bank holidays of the next 14 days opened or closed again. Every
 * change answers with the diary as it now is, and any booking it leaves without a place.
 */
import { useId, useState, type FormEvent } from 'react';
import { DIARY_MESSAGES, dayText, windowHours, type Diary } from '@/lib/shared/survey/text';
import { MAX_PLACES, type DiaryChanged, type DiaryDay, type DiarySettings, type WeeklyChange } from '@/lib/shared/survey/booking';
import { SLOT_WINDOWS, type SlotWindow } from '@/lib/shared/survey/slots';
import { TIME_WINDOWS } from '@/content/booking-forms';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { TableScroll } from '@/components/ui/table-scroll';
import { inboxApi, type Outcome } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { SaidRegion, type Said } from '../inbox-ui';

/** The days that take surveys, Monday (1) to Saturday (6) as the diary counts them: Sundays are always closed (lib/survey-slots.ts), so they have no row. */
const WEEKDAYS: [day: '1' | '2' | '3' | '4' | '5' | '6', name: string][] = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
];

const windowName = (window: SlotWindow) => TIME_WINDOWS.find((entry) => entry.value === window)?.label.replace(/ \(.*\)$/, '') ?? window;

type Grid = Record<string, Record<SlotWindow, string>>;

const gridOf = (settings: DiarySettings): Grid =>
  Object.fromEntries(WEEKDAYS.map(([day]) => [day, Object.fromEntries(SLOT_WINDOWS.map((window) => [window, String(settings.weekly[Number(day) as 0]?.[window] ?? 0)]))])) as Grid;

/** A whole number of places from 0 to MAX_PLACES, or null. */
function placesOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const places = Number(trimmed);
  return places <= MAX_PLACES ? places : null;
}

export function DiarySettingsForm({ diary, settings, days, onChanged }: { diary: Diary; settings: DiarySettings; days: DiaryDay[]; onChanged: (changed: DiaryChanged) => void }) {
  const id = useId();
  const { csrf, signedOut } = useInbox();
  const [grid, setGrid] = useState<Grid>(() => gridOf(settings));
  const [gridError, setGridError] = useState('');
  const [date, setDate] = useState('');
  const [blockWindow, setBlockWindow] = useState<SlotWindow | ''>('');
  const [reason, setReason] = useState('');
  const [dateError, setDateError] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);

  /** Sends a change: its answer shown (the diary, and what was said), or its failure said. */
  async function change(send: () => Promise<Outcome<DiaryChanged>>, done: string): Promise<boolean> {
    setBusy(true);
    setSaid(null);
    const outcome = await send();
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.failure === 'signed-out') signedOut();
      else if (outcome.failure !== 'aborted') setSaid({ tone: 'error', text: outcome.message });
      return false;
    }
    onChanged(outcome.data);
    setSaid({ tone: 'success', text: done });
    return true;
  }

  async function saveWeekly(event: FormEvent) {
    event.preventDefault();
    const weekly: WeeklyChange['weekly'] = {};
    for (const [day] of WEEKDAYS) {
      for (const slot of SLOT_WINDOWS) {
        const places = placesOf(grid[day]?.[slot] ?? '');
        if (places === null) {
          setGridError(`Enter a whole number of places from 0 to ${MAX_PLACES} in every box.`);
          return;
        }
        if (places > 0) weekly[day] = { ...weekly[day], [slot]: places };
      }
    }
    setGridError('');
    await change(() => inboxApi.setWeekly(diary, { weekly }, csrf), DIARY_MESSAGES.placesSaved);
  }

  async function block(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setDateError('Choose the date to block');
      return;
    }
    setDateError('');
    const blocked = { date, ...(blockWindow ? { window: blockWindow } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) };
    if (await change(() => inboxApi.block(diary, blocked, csrf), DIARY_MESSAGES.blocked)) {
      setDate('');
      setBlockWindow('');
      setReason('');
    }
  }

  const holidays = days.filter((day) => day.holiday);
  const cellClass = 'border-b border-brand-100 px-1 py-1 text-left text-sm sm:px-2 sm:text-base';
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-brand-100 pt-6">
      <h3 id={id} className="text-xl font-bold text-brand-900">
        Set up this diary
      </h3>
      <SaidRegion said={said} />

      <form onSubmit={(event) => void saveWeekly(event)} className="mt-4" noValidate>
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
                        onChange={(event) => setGrid((current) => ({ ...current, [day]: { ...(current[day] as Record<SlotWindow, string>), [slot]: event.target.value } }))}
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

      <form onSubmit={(event) => void block(event)} className="mt-8" noValidate>
        <h4 className="text-lg font-bold text-brand-900">Day off or blocked window</h4>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-date`} className="block font-semibold text-brand-900">
              Date
            </label>
            <input id={`${id}-date`} type="date" className={inputClass} value={date} onChange={(event) => setDate(event.target.value)} aria-invalid={dateError ? true : undefined} aria-describedby={dateError ? `${id}-date-error` : undefined} />
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
            <select id={`${id}-window`} className={inputClass} value={blockWindow} onChange={(event) => setBlockWindow(event.target.value as SlotWindow | '')}>
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
            <input id={`${id}-reason`} className={inputClass} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
        </div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'mt-3')}>
          Block
        </button>
      </form>

      {settings.blocks.length ? (
        <ul className="mt-4 space-y-2" aria-label="Blocked">
          {settings.blocks.map((entry) => (
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
                onClick={() => void change(() => inboxApi.lift(diary, { date: entry.date, ...(entry.window ? { window: entry.window } : {}) }, csrf), DIARY_MESSAGES.lifted)}
              >
                Lift
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {holidays.length ? (
        <div className="mt-8">
          <h4 className="text-lg font-bold text-brand-900">Bank holidays</h4>
          <ul className="mt-2 space-y-2">
            {holidays.map((day) => {
              const opened = settings.openedHolidays.includes(day.date);
              return (
                <li key={day.date} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span>
                    {day.holiday}, {dayText(day.date)}: {opened ? 'open for surveys' : 'closed'}
                  </span>
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonClass('outline', 'sm')}
                    onClick={() => void change(() => inboxApi.setHoliday(diary, { date: day.date, open: !opened }, csrf), opened ? DIARY_MESSAGES.holidayClosed : DIARY_MESSAGES.holidayOpened)}
                  >
                    {opened ? `Close ${day.holiday} again` : `Open ${day.holiday} for surveys`}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
