/**
 * The list's filters, applied together on "Show leads" (not on every keystroke: one request, and
 * one history entry, per question asked). The search box is always there; status, kind and dates
 * fold away on a phone until wanted, and stay open while any of them is set.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, type LeadStatus, type ListQuery } from '@/lib/shared/contracts/inbox';
import { buttonClass } from '@/components/ui/button';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { cn } from '@/components/ui/styles';
import { KIND_OPTIONS } from '../inbox-route';
import { isCalendarDate } from '@/lib/shared/time/dates';
import { StatusOptions } from '../inbox-ui';
import { NOT_VERIFIED } from '@/lib/shared/forms/human-check';

/** Said when the dates are the wrong way round. */
const DATES_REVERSED = 'The "to" date is before the "from" date';

export function ListFilters({ filters, onApply }: { filters: ListQuery; onApply: (filters: ListQuery) => void }) {
  const id = useId();
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [kind, setKind] = useState(filters.kind ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [q, setQ] = useState(filters.q ?? '');
  const [check, setCheck] = useState<string>(filters.check ?? '');
  const [toError, setToError] = useState('');
  const narrowed = Boolean(filters.status || filters.kind || filters.from || filters.to || filters.check);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (from && to && isCalendarDate(from) && isCalendarDate(to) && to < from) {
      setToError(DATES_REVERSED);
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    setToError('');
    const next: ListQuery = {};
    if (status) next.status = status as LeadStatus;
    if (kind) next.kind = kind;
    if (isCalendarDate(from)) next.from = from;
    if (isCalendarDate(to)) next.to = to;
    if (q.trim()) next.q = q.trim().slice(0, MAX_SEARCH_LENGTH);
    if (check === 'unverified') next.check = 'unverified';
    // A new question starts at its first page.
    onApply(next);
  }

  const selectClass = cn(inputClass, 'pr-8');
  return (
    <form role="search" aria-label="Filter leads" noValidate onSubmit={submit} className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <FormField id={`${id}-q`} label="Name, phone, email or postcode">
            <input
              id={`${id}-q`}
              type="search"
              className={inputClass}
              value={q}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setQ(event.target.value)}
            />
          </FormField>
        </div>
        <button type="submit" className={buttonClass('secondary', 'tall', 'w-full sm:w-auto')}>
          Show leads
        </button>
      </div>
      <details open={narrowed || undefined} className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">More filters: status, kind, dates, human check</summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FormField id={`${id}-status`} label="Status">
            <select id={`${id}-status`} className={selectClass} value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">All</option>
              <StatusOptions />
            </select>
          </FormField>
          <FormField id={`${id}-kind`} label="Kind">
            <select id={`${id}-kind`} className={selectClass} value={kind} onChange={(event) => setKind(event.target.value)}>
              {KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-check`} label="Human check">
            <select id={`${id}-check`} className={selectClass} value={check} onChange={(event) => setCheck(event.target.value)}>
              <option value="">All</option>
              <option value="unverified">{NOT_VERIFIED}</option>
            </select>
          </FormField>
          <FormField id={`${id}-from`} label="From">
            <input id={`${id}-from`} type="date" className={inputClass} value={from} onChange={(event) => setFrom(event.target.value)} />
          </FormField>
          <FormField id={`${id}-to`} label="To" error={toError}>
            <input
              id={`${id}-to`}
              type="date"
              className={inputClass}
              value={to}
              min={isCalendarDate(from) ? from : undefined}
              aria-invalid={toError ? true : undefined}
              aria-describedby={describedBy(`${id}-to`, undefined, toError)}
              onChange={(event) => setTo(event.target.value)}
            />
          </FormField>
        </div>
      </details>
    </form>
  );
}
