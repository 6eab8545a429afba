/**
 * "Job done" on a won lead (lib/shared/contracts/reviews.ts): a small form, prefilled from the lead
 * (the day finished: its installation date, else today; what was done; the town), and once done,
 * the job as it stands with "Undo", which asks why. Every finished job's customer is asked for a
 * review the same way: there is nothing here to choose whom to ask or skip. Checked with the
 * contract's own schemas before sending; focus goes to the first field in error, to the reason
 * when Undo opens, and back to Undo on Cancel.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { JOB_MESSAGES, type LeadDetail } from '@/lib/shared/contracts/inbox';
import { REVIEW_INVITE_DAYS, jobDoneSchema, jobUndoneSchema, jobServiceName, jobTownName } from '@/lib/shared/contracts/reviews';
import { formatLongDate } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { buttonClass } from '@/components/ui/button';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { inboxApi } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { Said, useOutcome, type LeadChanges, type Said as SaidText } from './lead-actions';

/** What each field of the form is called in the Worker's answer, and here. */
type JobField = 'finishedOn' | 'service' | 'town';

/** The towns, A to Z, for the select. */
const TOWNS = [...locations].sort((a, b) => a.name.localeCompare(b.name));

/** Said beside the form: what marking it done starts. */
export const JOB_INVITE_NOTE = `The customer is emailed ${REVIEW_INVITE_DAYS} days after this day to ask how it went (if they gave an email address), as every finished job's customer is.`;

/** A required select of slugs by name (a service, a town), with its error said and marked. */
function SlugSelect(props: { id: string; label: string; blank: string; choices: readonly { slug: string; name: string }[]; value: string; error?: string; field: RefObject<HTMLSelectElement | null>; onChange: (slug: string) => void }) {
  const { id, label, blank, choices, value, error, field, onChange } = props;
  return (
    <FormField id={id} label={label} error={error}>
      <select ref={field} id={id} className={inputClass} value={value} required aria-required aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{blank}</option>
        {choices.map((each) => (
          <option key={each.slug} value={each.slug}>
            {each.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function JobForm({ detail, onSaved, onGone }: { detail: LeadDetail } & LeadChanges) {
  const id = useId();
  const { csrf } = useInbox();
  const handle = useOutcome({ onGone });
  const [finishedOn, setFinishedOn] = useState(detail.jobPrefill.finishedOn);
  const [service, setService] = useState(detail.jobPrefill.service ?? '');
  const [town, setTown] = useState(detail.jobPrefill.town ?? '');
  const [errors, setErrors] = useState<Partial<Record<JobField, string>>>({});
  const [said, setSaid] = useState<SaidText>(null);
  const [busy, setBusy] = useState(false);
  const finishedOnField = useRef<HTMLInputElement>(null);
  const serviceField = useRef<HTMLSelectElement>(null);
  const townField = useRef<HTMLSelectElement>(null);
  const today = ukCalendarDate(new Date());

  function showErrors(found: Partial<Record<JobField, string>>) {
    setErrors(found);
    setSaid(null);
    const first = (['finishedOn', 'service', 'town'] as const).find((field) => found[field]);
    const fields = { finishedOn: finishedOnField, service: serviceField, town: townField };
    if (first) fields[first].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = jobDoneSchema.safeParse({ finishedOn, service, town });
    if (!parsed.success) return showErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
    if (parsed.data.finishedOn > today) return showErrors({ finishedOn: JOB_MESSAGES.future });
    setErrors({});
    setSaid(null);
    setBusy(true);
    const outcome = await inboxApi.jobDone(detail.lead.id, parsed.data, csrf);
    setBusy(false);
    if (!handle(outcome, setSaid) || !outcome.ok) return;
    onSaved(outcome.data);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Job done">
      <p className="text-slate-800">{JOB_INVITE_NOTE}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-finishedOn`} label="Day finished" error={errors.finishedOn}>
          <input ref={finishedOnField} id={`${id}-finishedOn`} type="date" className={inputClass} value={finishedOn} max={today} required aria-required aria-invalid={errors.finishedOn ? true : undefined} aria-describedby={describedBy(`${id}-finishedOn`, undefined, errors.finishedOn)} onChange={(event) => setFinishedOn(event.target.value)} />
        </FormField>
        <SlugSelect id={`${id}-service`} label="What was done" blank="Choose a service" choices={services} value={service} error={errors.service} field={serviceField} onChange={setService} />
        <SlugSelect id={`${id}-town`} label="Town" blank="Choose a town" choices={TOWNS} value={town} error={errors.town} field={townField} onChange={setTown} />
      </div>
      <button type="submit" className={buttonClass('secondary', 'md', 'mt-3 w-full sm:w-auto')} disabled={busy}>
        {busy ? 'Saving…' : 'Mark job done'}
      </button>
      <Said said={said} />
    </form>
  );
}

function JobState({ detail, onSaved, onGone }: { detail: LeadDetail } & LeadChanges) {
  const id = useId();
  const { csrf } = useInbox();
  const handle = useOutcome({ onGone });
  const [undoing, setUndoing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState<SaidText>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasUndoing = useRef(false);
  const job = detail.job;

  // The reason takes focus as Undo opens; Cancel gives it back to Undo.
  useEffect(() => {
    if (undoing) field.current?.focus();
    else if (wasUndoing.current) opener.current?.focus();
    wasUndoing.current = undoing;
  }, [undoing]);

  async function undo(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = jobUndoneSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why the job is not done');
      field.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const outcome = await inboxApi.jobUndone(detail.lead.id, parsed.data, csrf);
    setBusy(false);
    if (!handle(outcome, setSaid) || !outcome.ok) return;
    onSaved(outcome.data);
  }

  if (!job) return null;
  return (
    <div>
      <p className="text-slate-800">
        Job done on <time dateTime={job.doneOn}>{formatLongDate(job.doneOn)}</time>: {jobServiceName(job.service)} in {jobTownName(job.town)}. Marked by {job.by}.
      </p>
      {undoing ? (
        <form noValidate onSubmit={undo} aria-label="Undo job done" className="mt-3">
          <FormField id={`${id}-reason`} label="Why is the job not done?" error={error}>
            <input ref={field} id={`${id}-reason`} className={inputClass} value={reason} maxLength={500} required aria-required aria-invalid={error ? true : undefined} aria-describedby={describedBy(`${id}-reason`, undefined, error)} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('secondary', 'md')} disabled={busy}>
              {busy ? 'Saving…' : 'Undo job done'}
            </button>
            <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setUndoing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button ref={opener} type="button" className={buttonClass('secondary', 'md', 'mt-3 w-full sm:w-auto')} onClick={() => setUndoing(true)}>
          Undo
        </button>
      )}
      <Said said={said} />
    </div>
  );
}

/** The id of the job's control in the page (the browser test's scoped axe scan reads it). */
export const JOB_CONTROL_ID = 'lead-job';

/** The job's section content: the form on a won lead not yet done, the job once done. */
export function JobActions(props: { detail: LeadDetail } & LeadChanges) {
  return <div id={JOB_CONTROL_ID}>{props.detail.job ? <JobState {...props} /> : <JobForm {...props} />}</div>;
}

export default JobActions;
