/**
 * Working a lead: its status (a reason is needed for "lost"), a note, and erasing it. Each change
 * is checked with the contract's own schema before it is sent, goes with the session's CSRF
 * token, and the lead is drawn again from what the Worker answers. Results are said in a live
 * region beside the form; a lead erased meanwhile (404) is said by the view.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LOST_REASONS, MAX_NOTE_LENGTH, STATUS_LABELS, noteChangeSchema, statusChangeSchema, type LeadDetail, type LeadStatus } from '@/lib/inbox';
import { formatWhole } from '@/content/format';
import { buttonClass } from '@/components/ui/button';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { cn } from '@/components/ui/styles';
import { inboxApi, type Outcome } from './inbox-api';
import { useInbox } from './inbox-context';
import { ConfirmStep, MessageBox, StatusOptions, type Tone } from './inbox-ui';

export interface LeadChanges {
  /** The lead as the Worker now has it. */
  onSaved: (detail: LeadDetail) => void;
  /** The lead was erased meanwhile. */
  onGone: () => void;
}

type Said = { tone: Tone; text: string } | null;

/** What a change's failure means for the view: a 401 signs out, a 404 is a lead erased elsewhere, the rest is said. */
function useOutcome({ onGone }: Pick<LeadChanges, 'onGone'>) {
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
function Said({ said }: { said: Said }) {
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
