/**
 * Working a lead: its status (a reason is needed for "lost"), a note, the price of a survey booked
 * from a quote (confirmed, or changed with a reason), and erasing it. Each change is checked with
 * the contract's own schema before it is sent, goes with the session's CSRF token, and the lead is
 * drawn again from what the Worker answers. Results are said in a live region beside the form; a
 * lead erased meanwhile (404) is said by the view.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  LOST_REASONS,
  MAX_NOTE_LENGTH,
  MAX_PRICE_REASON_LENGTH,
  STATUS_LABELS,
  noteChangeSchema,
  priceChangeSchema,
  statusChangeSchema,
  type LeadDetail,
  type LeadStatus,
  type PriceChange,
} from '@/lib/shared/contracts/inbox';
import { parsePounds } from '@/lib/shared/format/money';
import { formatWhole } from '@/content/format';
import { buttonClass } from '@/components/ui/button';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { cn } from '@/components/ui/styles';
import { inboxApi, type Outcome } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { ConfirmStep, MessageBox, SaidRegion, StatusOptions, type Tone } from '../inbox-ui';
import { PRICE_NOT_POUNDS, priceAmount } from '../inbox-format';

export interface LeadChanges {
  /** The lead as the Worker now has it. */
  onSaved: (detail: LeadDetail) => void;
  /** The lead was erased meanwhile. */
  onGone: () => void;
}

export type Said = { tone: Tone; text: string } | null;

/** What a change's failure means for the view: a 401 signs out, a 404 is a lead erased elsewhere, the rest is said. */
export function useOutcome({ onGone }: Pick<LeadChanges, 'onGone'>) {
  const { signedOut } = useInbox();
  return (outcome: Outcome<unknown>, say: (said: Said) => void): boolean => {
    if (outcome.ok) return true;
    if (outcome.failure === 'signed-out') signedOut();
    else if (outcome.failure === 'gone') onGone();
    else if (outcome.failure !== 'aborted') say({ tone: 'error', text: outcome.message });
    return false;
  };
}

/** A form's live region: always in the page, so what it says is announced. */
export function Said({ said }: { said: Said }) {
  return <div aria-live="polite">{said ? <MessageBox tone={said.tone} className="mt-3">{said.text}</MessageBox> : null}</div>;
}

export function StatusForm({ detail, onSaved, onGone }: { detail: LeadDetail } & LeadChanges) {
  const id = useId();
  const { csrf } = useInbox();
  const handle = useOutcome({ onGone });
  const [status, setStatus] = useState<LeadStatus>(detail.status);
  const [reason, setReason] = useState(detail.lostReason ?? '');
  const [reasonError, setReasonError] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLSelectElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = statusChangeSchema.safeParse(status === 'lost' && reason ? { status, reason } : { status });
    if (!parsed.success) {
      setReasonError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? 'Choose why the lead was lost');
      setSaid(null);
      reasonField.current?.focus();
      return;
    }
    setReasonError('');
    setSaid(null);
    setBusy(true);
    const outcome = await inboxApi.changeStatus(detail.lead.id, parsed.data, csrf);
    setBusy(false);
    if (!handle(outcome, setSaid) || !outcome.ok) return;
    onSaved(outcome.data);
    const saved = outcome.data;
    setSaid({ tone: 'success', text: `Status saved: ${STATUS_LABELS[saved.status]}${saved.status === 'lost' && saved.lostReason ? ` (${saved.lostReason})` : ''}.` });
  }

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-status`} label="Status">
          <select id={`${id}-status`} className={inputClass} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            <StatusOptions />
          </select>
        </FormField>
        {status === 'lost' ? (
          <FormField id={`${id}-reason`} label="Why was it lost?" error={reasonError}>
            <select
              ref={reasonField}
              id={`${id}-reason`}
              className={inputClass}
              value={reason}
              required
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy(`${id}-reason`, undefined, reasonError)}
              onChange={(event) => setReason(event.target.value)}
            >
              <option value="">Choose a reason</option>
              {LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {value[0]?.toUpperCase()}
                  {value.slice(1)}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </div>
      <button type="submit" className={buttonClass('secondary', 'md', 'mt-3 w-full sm:w-auto')} disabled={busy}>
        {busy ? 'Saving…' : 'Save status'}
      </button>
      <Said said={said} />
    </form>
  );
}

export function NoteForm({ detail, onSaved, onGone }: { detail: LeadDetail } & LeadChanges) {
  const id = useId();
  const { csrf } = useInbox();
  const handle = useOutcome({ onGone });
  const [note, setNote] = useState(detail.note);
  const [error, setError] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const hint = `Up to ${formatWhole(MAX_NOTE_LENGTH)} characters; saving replaces the note. ${formatWhole(MAX_NOTE_LENGTH - note.length)} left.`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = noteChangeSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? `A note holds at most ${MAX_NOTE_LENGTH} characters`);
      setSaid(null);
      field.current?.focus();
      return;
    }
    setError('');
    setSaid(null);
    setBusy(true);
    const outcome = await inboxApi.changeNote(detail.lead.id, parsed.data, csrf);
    setBusy(false);
    if (!handle(outcome, setSaid) || !outcome.ok) return;
    onSaved(outcome.data);
    setSaid({ tone: 'success', text: 'Note saved.' });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5">
      <FormField id={`${id}-note`} label="Note" hint={hint} error={error}>
        <textarea
          ref={field}
          id={`${id}-note`}
          className={cn(inputClass, 'min-h-28 py-2')}
          rows={4}
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-note`, hint, error)}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <button type="submit" className={buttonClass('secondary', 'md', 'mt-3 w-full sm:w-auto')} disabled={busy}>
        {busy ? 'Saving…' : 'Save note'}
      </button>
      <Said said={said} />
    </form>
  );
}

export function EraseLead({ detail, onErased, onGone }: { detail: LeadDetail; onErased: () => void; onGone: () => void }) {
  const { csrf } = useInbox();
  const handle = useOutcome({ onGone });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Cancel gives focus back to the button that asked.
  useEffect(() => {
    if (wasConfirming.current && !confirming) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function erase() {
    setBusy(true);
    setSaid(null);
    const outcome = await inboxApi.eraseLead(detail.lead.id, csrf);
    setBusy(false);
    if (handle(outcome, setSaid)) onErased();
  }

  return (
    <div>
      <p className="text-slate-800">Erasing deletes the lead, its photos and its history for good, here and in the exports.</p>
      {confirming ? (
        <ConfirmStep
          title="Erase this lead?"
          warning="Its details, photos, note and history are deleted and cannot be brought back. A CRM that has it is told to delete it too."
          confirmLabel="Yes, erase this lead"
          busy={busy}
          onConfirm={() => void erase()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button ref={opener} type="button" className={buttonClass('danger', 'md', 'mt-3 w-full sm:w-auto')} onClick={() => setConfirming(true)}>
          Erase this lead
        </button>
      )}
      <Said said={said} />
    </div>
  );
}

/** The change form's errors, by field. */
interface PriceErrors {
  pounds?: string;
  reason?: string;
}

/**
 * "Confirm this price" (one tap: the quoted price, as it stands) and "Change the price" (a small
 * form: the new price in pounds, VAT included, and a reason the visitor reads). A second change
 * is allowed once one is made. The form keeps what was typed through every error; it takes focus
 * when it opens, gives it back to "Change the price" on Cancel, and once a change is saved focus
 * goes to what was said (the form is gone).
 */
export function PriceActions({ detail, onSaved, onGone }: { detail: LeadDetail } & LeadChanges) {
  const id = useId();
  const { csrf } = useInbox();
  const handle = useOutcome({ onGone });
  const [changing, setChanging] = useState(false);
  const [pounds, setPounds] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<PriceErrors>({});
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const poundsField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLDivElement>(null);
  /** Where focus goes once the form closes: back to its opener (Cancel) or to what was said (saved). */
  const focusAfterClose = useRef<'opener' | 'said' | null>(null);
  const price = detail.price;

  useEffect(() => {
    if (changing) poundsField.current?.focus();
    else if (focusAfterClose.current === 'opener') opener.current?.focus();
    else if (focusAfterClose.current === 'said') message.current?.focus();
    focusAfterClose.current = null;
  }, [changing]);

  if (!price) return null;
  const confirmed = price.confirmed;

  async function send(change: PriceChange): Promise<boolean> {
    setSaid(null);
    setBusy(true);
    const outcome = await inboxApi.changePrice(detail.lead.id, change, csrf);
    setBusy(false);
    if (!handle(outcome, setSaid) || !outcome.ok) return false;
    onSaved(outcome.data);
    const now = outcome.data.price?.confirmed;
    setSaid({ tone: 'success', text: now?.state === 'changed' ? `Price changed to ${priceAmount(now.pence)}.` : 'Price confirmed.' });
    return true;
  }

  async function confirm() {
    if (busy) return;
    // The Confirm button is gone once the price is confirmed: focus goes to what was said.
    if (await send({ action: 'confirm' })) requestAnimationFrame(() => message.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const pence = parsePounds(pounds);
    const parsed = priceChangeSchema.safeParse({ action: 'change', pounds: (pence ?? 0) / 100, reason });
    const found: PriceErrors = {};
    if (pence === null) found.pounds = PRICE_NOT_POUNDS;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'pounds' || field === 'reason') && !found[field]) found[field] = issue.message;
      }
    }
    setErrors(found);
    if (found.pounds || found.reason || !parsed.success) {
      setSaid(null);
      (found.pounds ? poundsField : reasonField).current?.focus();
      return;
    }
    if (await send(parsed.data)) {
      setPounds('');
      setReason('');
      focusAfterClose.current = 'said';
      setChanging(false);
    }
  }

  function open() {
    setSaid(null);
    setChanging(true);
  }

  function cancel() {
    setErrors({});
    focusAfterClose.current = 'opener';
    setChanging(false);
  }

  const poundsHint = `What the visitor pays, VAT included. The quote said ${priceAmount(price.quotedPence)} with the offer.`;
  const reasonHint = `The visitor reads this in their email and on their page. Up to ${formatWhole(MAX_PRICE_REASON_LENGTH)} characters.`;
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-800">The visitor sees it on their request&apos;s page and, where emails to visitors are set up, by email.</p>
      {changing ? (
        <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-3 rounded-lg border-2 border-brand-200 p-4">
          <p id={`${id}-title`} className="text-lg font-bold text-brand-900">
            Change the price
          </p>
          <div className="mt-3 space-y-4">
            <FormField id={`${id}-pounds`} label="New price in pounds" hint={poundsHint} error={errors.pounds}>
              <input
                ref={poundsField}
                id={`${id}-pounds`}
                className={cn(inputClass, 'sm:max-w-48')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={pounds}
                required
                aria-required
                aria-invalid={errors.pounds ? true : undefined}
                aria-describedby={describedBy(`${id}-pounds`, poundsHint, errors.pounds)}
                onChange={(event) => setPounds(event.target.value)}
              />
            </FormField>
            <FormField id={`${id}-reason`} label="Why it changed" hint={reasonHint} error={errors.reason}>
              <textarea
                ref={reasonField}
                id={`${id}-reason`}
                className={cn(inputClass, 'min-h-24 py-2')}
                rows={3}
                value={reason}
                maxLength={MAX_PRICE_REASON_LENGTH}
                required
                aria-required
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={describedBy(`${id}-reason`, reasonHint, errors.reason)}
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')} disabled={busy}>
              {busy ? 'Saving…' : 'Save the new price'}
            </button>
            <button type="button" className={buttonClass('outline', 'md', 'w-full sm:w-auto')} disabled={busy} onClick={cancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {confirmed ? null : (
            <button type="button" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')} disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Confirming…' : 'Confirm this price'}
            </button>
          )}
          <button ref={opener} type="button" className={buttonClass('outline', 'md', 'w-full sm:w-auto')} disabled={busy} onClick={open}>
            Change the price
          </button>
        </div>
      )}
      <SaidRegion said={said} ref={message} />
    </div>
  );
}
