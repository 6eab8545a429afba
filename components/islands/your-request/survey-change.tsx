'use client';

/**
 * The visitor moves or cancels their booked survey from their page (lib/shared/survey/booking.ts): "Change
 * the time" reads the windows free in its diary and offers them (the same picker as the booking
 * form); "Cancel my survey" asks first. A window taken meanwhile is said, with the windows still
 * free. Focus moves here when it opens. Loaded only when the visitor first asks.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { BOOKING_MESSAGES, type SlotAt } from '@/lib/shared/survey/text';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import type { RequestView } from '@/lib/shared/contracts/your-request';
import { SlotPicker, windowKey } from '@/components/ui/slot-picker';
import { changeSurvey, fetchSlots } from './request-api';

export interface SurveyChangeProps {
  token: string;
  mode: 'move' | 'cancel';
  /** The window it holds now (not offered again). */
  current: SlotAt;
  phone: string;
  phoneHref: string;
  onDone: (view: RequestView) => void;
  onKeep: () => void;
}

export default function SurveyChange({ token, mode, current, phone, phoneHref, onDone, onKeep }: SurveyChangeProps) {
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const [windows, setWindows] = useState<FreeWindow[] | null>(null);
  const [picked, setPicked] = useState<FreeWindow | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ kind: 'taken' } | { kind: 'failed'; message: string | null } | null>(null);

  useEffect(() => region.current?.focus(), []);
  useEffect(() => {
    if (mode !== 'move') return;
    let live = true;
    void fetchSlots(token).then((found) => {
      if (!live) return;
      if (found) setWindows(found.filter((window) => windowKey(window) !== windowKey(current)));
      else setProblem({ kind: 'failed', message: null });
    });
    return () => {
      live = false;
    };
  }, [mode, token, current]);

  async function change() {
    if (mode === 'move' && !picked) return;
    setBusy(true);
    setProblem(null);
    const result = await changeSurvey(token, mode === 'move' && picked ? { action: 'move', slot: { date: picked.date, window: picked.window } } : { action: 'cancel' });
    setBusy(false);
    if (result.status === 'changed') onDone(result.view);
    else if (result.status === 'taken') {
      setPicked(null);
      setWindows(result.windows.filter((window) => windowKey(window) !== windowKey(current)));
      setProblem({ kind: 'taken' });
    } else setProblem({ kind: 'failed', message: result.message });
  }

  const heading = mode === 'move' ? BOOKING_MESSAGES.changeTime : `${BOOKING_MESSAGES.cancelSurvey}?`;
  return (
    <section ref={region} tabIndex={-1} aria-labelledby={`${id}-heading`} className={mode === 'move' ? 'mt-4 rounded-lg border-2 border-brand-200 p-4' : 'mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950'}>
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {heading}
      </h3>
      {mode === 'cancel' ? <p className="mt-1">{BOOKING_MESSAGES.cancelSurveyExplain}</p> : null}
      {problem?.kind === 'taken' ? (
        <p role="alert" className="mt-3 font-semibold">
          {BOOKING_MESSAGES.slotTaken}
        </p>
      ) : null}
      {problem?.kind === 'failed' ? (
        <p role="alert" className="mt-3 font-semibold">
          {problem.message ? `${problem.message} ` : ''}
          {BOOKING_MESSAGES.changeFailed}{' '}
          <a href={phoneHref} className="underline">
            {phone}
          </a>
          .
        </p>
      ) : null}
      {mode === 'move' && !windows && !problem ? (
        <p role="status" className="mt-3 text-slate-700">
          {BOOKING_MESSAGES.finding}
        </p>
      ) : null}
      {mode === 'move' && windows && !windows.length ? <p className="mt-3">{BOOKING_MESSAGES.noOtherTimes}</p> : null}
      {mode === 'move' && windows?.length ? (
        <div className="mt-3 grid">
          <SlotPicker idPrefix={`${id}-slots`} legend="Choose a new time" windows={windows} value={picked ? windowKey(picked) : ''} onChange={setPicked} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {mode === 'move' ? (
          <button type="button" disabled={busy || !picked} onClick={() => void change()} className={buttonClass('primary', 'md')}>
            {busy ? 'Moving…' : BOOKING_MESSAGES.moveSurvey}
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => void change()} className={buttonClass('danger', 'md')}>
            {busy ? 'Cancelling…' : BOOKING_MESSAGES.cancelSurveyYes}
          </button>
        )}
        <button type="button" disabled={busy} onClick={onKeep} className={buttonClass('outline', 'md')}>
          {BOOKING_MESSAGES.keepSurvey}
        </button>
      </div>
    </section>
  );
}
