/**
 * The pieces every lead form shares: its phone field, its submit button, what it says when a
 * request is refused as too quick, cannot be sent (kept to send again, or not even kept), or is
 * refused by the receiver, and the progress of photos going up. The forms own their state; these
 * only show it.
 */
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, describedBy } from '@/components/ui/form-field';
import { PhoneInput } from './phone-input';
import { cn } from '@/components/ui/styles';
import { buttonClass } from '@/components/ui/button';
import { OUTBOX_MESSAGES } from '@/lib/browser/outbox/outbox';
import type { Refusal, SendProgress } from './use-lead-submission';

/** The phone number field: tidied into +44 form as the visitor types (see `PhoneInput`). */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  id,
  hint,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  hint?: string;
  error?: string;
}) {
  return (
    <FormField id={id} label="Phone number" hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            id={id}
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
          />
        )}
      />
    </FormField>
  );
}

export function SubmitButton({ submitting, fullWidth, children }: { submitting: boolean; fullWidth?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={buttonClass('primary', 'tall', cn('mt-6', fullWidth && 'w-full'))}
    >
      {submitting ? 'Sending…' : children}
    </button>
  );
}

/** Shown when the spam checks refused a submission that came too fast (`SendOutcome` 'slow-down'). */
export function SlowDownAlert({ what }: { what: 'number' | 'details' }) {
  return (
    <p role="alert" className="mt-4 font-semibold text-red-700">
      Please check your {what} and press the button again.
    </p>
  );
}

/** What a form says when its request could not be sent (the prize draw says the product's own words instead). */
export const NOT_SENT_TITLE = 'Sorry, we could not send your request just now.';

/** A form's alert: what went wrong, then what the visitor can do, ending with the phone number as a link (and `after` it, anything more). */
function CallUsAlert({ title, before, after, phone, phoneHref }: { title: string; before: string; after?: string; phone: string; phoneHref: string }) {
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">
        {before}{' '}
        <a href={phoneHref} className="font-semibold underline">
          {phone}
        </a>
        .{after ? ` ${after}` : ''}
      </p>
    </div>
  );
}

/** Shown when a request could not be sent: it is kept and sent again, and the phone is offered. */
export function KeptForRetryAlert({
  title = NOT_SENT_TITLE,
  kept,
  call = OUTBOX_MESSAGES.urgent,
  phone,
  phoneHref,
}: {
  title?: string;
  kept: string;
  call?: string;
  phone: string;
  phoneHref: string;
}) {
  return <CallUsAlert title={title} before={`${kept} ${call}`} phone={phone} phoneHref={phoneHref} />;
}

/**
 * Shown when a request could not be sent and the browser would not let us keep it either
 * (`SendOutcome` 'lost'): nothing will send it later, so the visitor is asked to call, and told
 * their details are still in the form to try again.
 */
export function NotKeptAlert({ title = NOT_SENT_TITLE, phone, phoneHref }: { title?: string; phone: string; phoneHref: string }) {
  return <CallUsAlert title={title} before={OUTBOX_MESSAGES.notKept} after={OUTBOX_MESSAGES.notKeptAgain} phone={phone} phoneHref={phoneHref} />;
}

/**
 * Shown when the receiver refused a request (`SendOutcome` 'refused'): why, whether the details
 * are kept on this device (the outbox, until sent again or discarded), and the phone number.
 */
export function RefusedAlert({ refusal, phone, phoneHref }: { refusal: Refusal; phone: string; phoneHref: string }) {
  return <CallUsAlert title={OUTBOX_MESSAGES.refusedTitle(refusal.message)} before={refusal.kept ? OUTBOX_MESSAGES.refusedKept : OUTBOX_MESSAGES.refusedNotKept} phone={phone} phoneHref={phoneHref} />;
}

/** How much of a send with photos has gone up: a labelled bar, and the figures in a polite live region. */
export function UploadProgress({ progress }: { progress: SendProgress | null }) {
  const id = useId();
  return (
    <div className={progress ? 'mt-4' : undefined}>
      {progress ? (
        <>
          <label htmlFor={id} className="block font-semibold text-brand-950">
            {OUTBOX_MESSAGES.progressLabel}
          </label>
          <progress id={id} max={progress.total || 1} value={progress.sent} className="mt-1 h-3 w-full accent-brand-700" />
        </>
      ) : null}
      <p aria-live="polite" className="text-sm text-slate-700">
        {progress ? OUTBOX_MESSAGES.progressText(progress.sent, progress.total) : ''}
      </p>
    </div>
  );
}
