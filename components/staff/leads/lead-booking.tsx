/**
 * A lead's booked survey (LeadDetail.booking): when and where, and staff's two changes, each
 * emailed to the visitor with the calendar entry that replaces the last: "Move" to another free
 * window of its diary (the choices read from the diary, as the visitor's own page offers them) and
 * "Cancel survey" (asked first). A window taken meanwhile is said, and the choices read again.
 */
import { useEffect, useRef, useState } from 'react';
import type { LeadDetail } from '@/lib/shared/contracts/inbox';
import { BOOKING_MESSAGES, DIARY_MESSAGES, DIARY_NAMES, slotText } from '@/lib/shared/survey/text';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import { buttonClass } from '@/components/ui/button';
import { SlotPicker, windowKey } from '@/components/ui/slot-picker';
import { inboxApi } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { ConfirmStep, SaidRegion, type Said } from '../inbox-ui';

interface Changes {
  onSaved: (detail: LeadDetail) => void;
  onGone: () => void;
}

export default function BookingActions({ detail, onSaved, onGone }: { detail: LeadDetail } & Changes) {
  const { csrf, signedOut } = useInbox();
  const booking = detail.booking;
  const [step, setStep] = useState<'move' | 'cancel' | null>(null);
  const [choices, setChoices] = useState<FreeWindow[] | null>(null);
  const [picked, setPicked] = useState<FreeWindow | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  const moveButton = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLDivElement>(null);

  // The free windows of its diary after today, read when Move opens (and again after a window was taken).
  useEffect(() => {
    if (step !== 'move' || !booking) return;
    const controller = new AbortController();
    void inboxApi.diary(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (!outcome.ok) {
        if (outcome.failure === 'signed-out') signedOut();
        else if (outcome.failure !== 'aborted') setSaid({ tone: 'error', text: outcome.message });
        return;
      }
      const days = outcome.data.diaries.find((entry) => entry.diary === booking.diary)?.days ?? [];
      setChoices(
        days
          .filter((day) => day.date > outcome.data.today)
          .flatMap((day) => day.windows.filter((window) => window.free > 0 && !window.blocked).map((window) => ({ date: day.date, window: window.window, start: window.start, end: window.end, free: window.free })))
          .filter((window) => windowKey(window) !== windowKey(booking)),
      );
    });
    return () => controller.abort();
  }, [step, booking, reload, signedOut]);

  if (!booking) return null;

  async function send(change: Parameters<typeof inboxApi.changeBooking>[1]) {
    setBusy(true);
    setSaid(null);
    const outcome = await inboxApi.changeBooking(detail.lead.id, change, csrf);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.failure === 'signed-out') signedOut();
      else if (outcome.failure === 'gone') onGone();
      else if (outcome.failure !== 'aborted') {
        setSaid({ tone: 'error', text: outcome.message });
        setPicked(null);
        setReload((count) => count + 1);
      }
      return;
    }
    onSaved(outcome.data);
    setStep(null);
    setChoices(null);
    setPicked(null);
    const now = outcome.data.booking;
    setSaid({ tone: 'success', text: now?.cancelled ? DIARY_MESSAGES.cancelled : DIARY_MESSAGES.moved(now ? slotText(now) : '') });
    requestAnimationFrame(() => message.current?.focus());
  }

  return (
    <div>
      <p className="text-slate-900">
        <span className="font-semibold">{booking.cancelled ? 'Cancelled: ' : ''}</span>
        {booking.text} ({DIARY_NAMES[booking.diary]})
      </p>
      {booking.addressLine ? <p className="text-slate-800">{booking.addressLine}</p> : null}
      <SaidRegion said={said} ref={message} />
      {!booking.cancelled && !step ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <button ref={moveButton} type="button" className={buttonClass('outline', 'md')} onClick={() => setStep('move')}>
            Move
          </button>
          <button type="button" className={buttonClass('outline', 'md')} onClick={() => setStep('cancel')}>
            Cancel survey
          </button>
        </div>
      ) : null}
      {step === 'move' ? (
        <div className="mt-3">
          {choices === null ? (
            <p role="status" className="text-slate-700">
              {BOOKING_MESSAGES.finding}
            </p>
          ) : choices.length ? (
            <div className="grid">
              <SlotPicker idPrefix={`${detail.lead.id}-move`} legend="Move the survey to" windows={choices} value={picked ? windowKey(picked) : ''} onChange={setPicked} />
            </div>
          ) : (
            <p>{DIARY_MESSAGES.noFreeWindows}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={buttonClass('primary', 'md')} disabled={busy || !picked} onClick={() => picked && void send({ action: 'move', slot: { date: picked.date, window: picked.window } })}>
              Move survey
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'md')}
              disabled={busy}
              onClick={() => {
                setStep(null);
                setChoices(null);
                requestAnimationFrame(() => moveButton.current?.focus());
              }}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : null}
      {step === 'cancel' ? (
        <ConfirmStep
          title="Cancel this survey?"
          warning="The place is freed and the visitor is emailed that it is cancelled."
          confirmLabel="Yes, cancel the survey"
          cancelLabel="Keep it"
          busy={busy}
          onConfirm={() => void send({ action: 'cancel' })}
          onCancel={() => {
            setStep(null);
            requestAnimationFrame(() => moveButton.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
