'use client';

/**
 * The survey forms' free windows (lib/shared/survey/booking.ts), loaded with the form's first valid
 * postcode so the booking pages start without it: asks the site's Worker for the free windows of
 * the diary serving the postcode (the office's for a video survey), only before the installation
 * date when one is chosen, and shows them to pick one; a home survey then asks for the first line
 * of the address. Where there are none to show (the diary not set up, the postcode outside our
 * area, none free, or no answer: a static host without the Worker), it tells the form to ask for a
 * preferred date and window as before (`onMode('fallback')`), saying why when the visitor needs to
 * know. A window taken meanwhile (the receiver's 409) comes back as `taken`: the windows still free,
 * with the message, focused; a second booking from a visitor who already holds a survey to come
 * comes back as `alreadyBooked`: when that one is, and how to change it, focused the same way. The
 * form mounts it afresh (its `key`) for each postcode and date.
 */
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { BOOKING_MESSAGES, MAX_ADDRESS_LINE_LENGTH, bookedText, slotText, type BookedSlot, type SlotList, type SurveyKind } from '@/lib/shared/survey/booking';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import { OPEN_CALLBACK_EVENT } from '@/lib/browser/ui-events';
import { SlotPicker, windowKey } from '@/components/ui/slot-picker';
import type { SlotMode } from './booking-state';

export interface SlotSectionProps {
  idPrefix: string;
  survey: SurveyKind;
  /** A valid postcode, as typed. */
  postcode: string;
  /** The installation date chosen with a quote ('' for none): the survey comes before it. */
  before: string;
  /** The lead webhook: the Worker answering it (its origin) keeps the diary. */
  webhookUrl: string;
  slot: BookedSlot | null;
  onSlot: (slot: BookedSlot | null) => void;
  onMode: (mode: SlotMode) => void;
  /** The windows still free, when the last send's window was taken meanwhile. */
  taken: readonly FreeWindow[] | null;
  /** The survey the visitor already holds, when the last send was a second booking. */
  alreadyBooked: BookedSlot | null;
  addressLine: string;
  onAddressLine: (value: string) => void;
  addressError: boolean;
  /** Sent without a window picked. */
  slotError: boolean;
  phone: string;
  phoneHref: string;
}

type Loaded = { kind: 'windows'; windows: FreeWindow[] } | { kind: 'fallback'; say: string | null; offerCallback: boolean };

/** Asks the Worker for the free windows; every way of not getting them is a fallback, with what to say. */
async function loadWindows(url: string, signal: AbortSignal): Promise<Loaded> {
  try {
    const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
    const body = response.ok ? ((await response.json()) as Partial<SlotList> & { outside?: boolean; notSetUp?: boolean }) : null;
    if (body?.notSetUp) return { kind: 'fallback', say: null, offerCallback: false };
    if (body?.outside) return { kind: 'fallback', say: BOOKING_MESSAGES.outside, offerCallback: true };
    if (Array.isArray(body?.windows)) return body.windows.length ? { kind: 'windows', windows: body.windows } : { kind: 'fallback', say: BOOKING_MESSAGES.noWindows, offerCallback: true };
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return { kind: 'fallback', say: BOOKING_MESSAGES.unavailable, offerCallback: false };
}

/** Opens the callback dialog (the chrome's island), or rings us where it cannot. */
function askForCallback(phoneHref: string) {
  const asked = new CustomEvent(OPEN_CALLBACK_EVENT, { cancelable: true });
  if (window.dispatchEvent(asked)) window.location.href = phoneHref;
}

export default function SlotSection(props: SlotSectionProps) {
  const { idPrefix, survey, postcode, before, webhookUrl, slot, onSlot, onMode, taken, alreadyBooked, addressLine, onAddressLine, addressError, slotError, phone, phoneHref } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const takenRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const url = `${new URL(webhookUrl, window.location.href).origin}/api/survey-slots?${new URLSearchParams({ survey, postcode, ...(before ? { before } : {}) })}`;
    loadWindows(url, controller.signal).then(
      (result) => {
        setLoaded(result);
        onMode(result.kind === 'windows' ? 'slots' : 'fallback');
      },
      () => undefined,
    );
    return () => controller.abort();
    // onMode is the form's, made once: the same function every render.
  }, [webhookUrl, survey, postcode, before, onMode]);

  const windows = taken ? [...taken] : loaded?.kind === 'windows' ? loaded.windows : [];
  const picked = slot ? windowKey(slot) : '';
  // A window no longer offered (another postcode, an earlier installation date, taken) is not kept picked.
  useEffect(() => {
    if (slot && (loaded || taken) && !windows.some((window) => windowKey(window) === picked)) onSlot(null);
  });
  useEffect(() => {
    if (taken || alreadyBooked) takenRef.current?.focus();
  }, [taken, alreadyBooked]);

  if (!loaded && !taken) {
    return (
      <p role="status" className="text-slate-700 sm:col-span-2">
        {BOOKING_MESSAGES.finding}
      </p>
    );
  }
  if (loaded?.kind === 'fallback' && !taken) {
    return loaded.say ? (
      <div className="rounded-lg bg-amber-50 p-4 text-slate-900 sm:col-span-2" role="status">
        <p>{loaded.say}</p>
        {loaded.offerCallback ? (
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            <button type="button" onClick={() => askForCallback(phoneHref)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              Ask us to call you
            </button>
            <a href={phoneHref} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              Call {phone}
            </a>
          </p>
        ) : null}
      </div>
    ) : null;
  }
  return (
    <>
      {taken || alreadyBooked ? (
        <p ref={takenRef} tabIndex={-1} role="alert" className="rounded-lg bg-amber-50 p-4 font-semibold text-slate-900 sm:col-span-2">
          {alreadyBooked ? BOOKING_MESSAGES.alreadyBooked(slotText(alreadyBooked), phone) : BOOKING_MESSAGES.slotTaken}
        </p>
      ) : null}
      <SlotPicker
        idPrefix={`${idPrefix}-slots`}
        legend={survey === 'home' ? 'Choose a time for your home survey' : 'Choose a time for your video call'}
        windows={windows}
        value={picked}
        onChange={(window) => onSlot({ date: window.date, window: window.window })}
        error={slotError && !slot ? BOOKING_MESSAGES.chooseSlot : undefined}
      />
      {survey === 'home' && slot ? (
        <div className="sm:col-span-2">
          <TextField
            id={`${idPrefix}-address`}
            name="addressLine"
            label="First line of your address"
            hint="So the surveyor can find you."
            autoComplete="address-line1"
            maxLength={MAX_ADDRESS_LINE_LENGTH}
            value={addressLine}
            onChange={(event) => onAddressLine(event.target.value)}
            error={addressError ? BOOKING_MESSAGES.addressLine : undefined}
          />
        </div>
      ) : null}
    </>
  );
}

/** The thank-you's sentence for a booked survey (this chunk is loaded by then: a window was picked). */
export function BookedLine({ booking }: { booking: BookedSlot }) {
  return <p className="text-lg">{bookedText(booking)}</p>;
}
