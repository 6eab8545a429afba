/**
 * The free survey windows as one group of radio buttons, a day at a time (the day a group's name,
 * each window its hours): one tap or click picks one, and arrow keys move between them as in any
 * radio group. The first few days show at first, the rest behind "Show more days". Shared by the
 * booking form, the visitor's page (moving a booked survey) and the staff inbox (booking a lead's
 * survey). Plain markup: its parent owns the windows and the choice.
 */
import { useState } from 'react';
import { TIME_WINDOWS } from '@/content/booking-forms';
import { dayText } from '@/lib/shared/survey/text';
import type { FreeWindow } from '@/lib/shared/survey/slots';

/** Days shown before "Show more days": a working week fits a phone's screen. */
export const FIRST_DAYS_SHOWN = 5;

export interface SlotPickerProps {
  idPrefix: string;
  legend: string;
  windows: readonly FreeWindow[];
  /** The window picked, as `<date> <window>`, or ''. */
  value: string;
  onChange: (window: FreeWindow) => void;
  error?: string;
}

/** A window's value in the group. */
export const windowKey = (window: Pick<FreeWindow, 'date' | 'window'>) => `${window.date} ${window.window}`;

export function SlotPicker({ idPrefix, legend, windows, value, onChange, error }: SlotPickerProps) {
  const [all, setAll] = useState(false);
  const days = [...new Set(windows.map((window) => window.date))];
  // A window picked among the later days keeps them shown.
  const pickedDay = windows.find((window) => windowKey(window) === value)?.date;
  const shown = all || (pickedDay !== undefined && days.indexOf(pickedDay) >= FIRST_DAYS_SHOWN) ? days : days.slice(0, FIRST_DAYS_SHOWN);
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-brand-900">{legend}</legend>
      {error ? (
        <p id={errorId} className="mt-1 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 grid gap-3">
        {shown.map((date) => {
          const dayId = `${idPrefix}-${date}`;
          return (
            <div key={date} role="group" aria-labelledby={dayId}>
              <p id={dayId} className="font-semibold text-slate-900">
                {dayText(date)}
              </p>
              <div className="mt-1 grid gap-2 sm:grid-cols-3">
                {windows
                  .filter((window) => window.date === date)
                  .map((window) => {
                    const key = windowKey(window);
                    const id = `${idPrefix}-${key.replace(' ', '-')}`;
                    return (
                      <label key={key} htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-400 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
                        <input id={id} type="radio" name={`${idPrefix}-slot`} value={key} checked={value === key} onChange={() => onChange(window)} className="size-5 accent-brand-700" />
                        <span>{TIME_WINDOWS.find((entry) => entry.value === window.window)?.label ?? window.window}</span>
                      </label>
                    );
                  })}
              </div>
            </div>
          );
        })}
      </div>
      {shown.length < days.length ? (
        <button type="button" onClick={() => setAll(true)} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Show more days
        </button>
      ) : null}
    </fieldset>
  );
}
