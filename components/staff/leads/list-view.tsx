/**
 * The list: how many leads came in today, any deliveries that failed (with Retry), the filters,
 * then the leads newest first, 50 a page, each a card that reads at 390 px and is one link to the
 * lead (the filters travel with it, so "Back to the list" returns here), marked when its email or
 * forward failed. The same leads download as a CSV.
 */
import { NOT_VERIFIED } from '@/lib/shared/forms/human-check';
import { useId, useRef, useState } from 'react';
import type { LeadList, LeadSummary, ListQuery, RetryKind } from '@/lib/shared/contracts/inbox';
import { buttonClass } from '@/components/ui/button';
import { cardClass, textLinkClass } from '@/components/ui/styles';
import { csvUrl, inboxApi } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { FAILED_DELIVERIES_HELP, deliveryProblems, failureLines, formatWhen, newTodayText, pageCount, plural, retriedText } from '../inbox-format';
import { filtersToParams, hasFilters } from '../inbox-route';
import { InboxLink, LoadFailed, SaidRegion, StatusBadge, ViewHeading, type Said } from '../inbox-ui';
import { ListFilters } from './list-filters';
import { useLoad } from '../use-load';

/**
 * The deliveries that gave up, one line per kind with its Retry, and what Retry did. Retry sends
 * each again for another day of attempts; the list is then drawn again from the Worker, and focus
 * goes to what was said (the button may be gone).
 */
function FailedDeliveries({ failed, onRetried }: { failed: LeadList['failed']; onRetried: () => Promise<void> }) {
  const id = useId();
  const { csrf, signedOut } = useInbox();
  const [busy, setBusy] = useState<RetryKind | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const message = useRef<HTMLDivElement>(null);
  const lines = failureLines(failed);

  async function retry(kind: RetryKind) {
    if (busy) return;
    setBusy(kind);
    setSaid(null);
    const outcome = await inboxApi.retry({ kind }, csrf);
    if (!outcome.ok && outcome.failure === 'signed-out') return signedOut();
    if (outcome.ok) await onRetried();
    setBusy(null);
    setSaid(outcome.ok ? { tone: 'success', text: retriedText(kind, outcome.data.retried) } : { tone: 'error', text: outcome.message });
    requestAnimationFrame(() => message.current?.focus());
  }

  return (
    <>
      {lines.length ? (
        <section aria-labelledby={`${id}-failed`} className="mt-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
          <h3 id={`${id}-failed`} className="text-lg font-bold">
            Deliveries that failed
          </h3>
          <ul className="mt-2 grid gap-2">
            {lines.map((line) => (
              <li key={line.kind} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <span className="font-semibold">{line.text}</span>
                <button type="button" className={buttonClass('outline', 'sm')} disabled={busy !== null} aria-label={`Retry: ${line.text}`} onClick={() => void retry(line.kind)}>
                  {busy === line.kind ? 'Retrying…' : 'Retry'}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-800">{FAILED_DELIVERIES_HELP}</p>
        </section>
      ) : null}
      <SaidRegion said={said} ref={message} />
    </>
  );
}

export function LeadCard({ lead, filters }: { lead: LeadSummary; filters: ListQuery }) {
  const details = [lead.photoCount > 0 ? plural(lead.photoCount, 'photo') : '', lead.campaign].filter(Boolean);
  return (
    <li>
      <InboxLink route={{ view: 'lead', id: lead.id, filters }} className={cardClass({ padding: 'none', interactive: true }, 'block p-4 text-slate-900 no-underline')}>
        <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <span className="font-bold text-brand-900">{lead.what}</span>
          <StatusBadge status={lead.status} />
        </span>
        <span className="mt-1 block [overflow-wrap:anywhere]">
          {lead.who}
          {lead.postcode ? <span className="whitespace-nowrap">, {lead.postcode}</span> : null}
        </span>
        <span className="mt-1 block text-sm text-slate-700">
          <time dateTime={lead.receivedAt}>{formatWhen(lead.receivedAt)}</time>
          {details.map((detail) => (
            <span key={detail}>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {detail}
            </span>
          ))}
        </span>
        {lead.quoteChanged ? <span className="mt-1 block text-sm font-semibold text-accent-800">Its quote no longer matches today&apos;s prices</span> : null}
        {lead.verified ? null : <span className="mt-1 block text-sm font-semibold text-accent-800">{NOT_VERIFIED}</span>}
        {deliveryProblems(lead).map((problem) => (
          <span key={problem} className="mt-1 block text-sm font-semibold text-red-800">
            {problem}
          </span>
        ))}
      </InboxLink>
    </li>
  );
}

export function ListView({ filters }: { filters: ListQuery }) {
  const id = useId();
  const { go } = useInbox();
  const key = filtersToParams(filters).toString();
  const { outcome, retry, replace } = useLoad(key, (signal) => inboxApi.leads(filters, signal));
  const list = outcome?.ok ? outcome.data : undefined;
  const page = list?.page ?? filters.page ?? 1;
  const pages = list ? pageCount(list.total, list.pageSize) : 1;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <ViewHeading id={`${id}-heading`}>{list ? newTodayText(list.newToday) : 'Inbox'}</ViewHeading>
        <nav aria-label="Reports" className="flex flex-wrap gap-x-4">
          <InboxLink route={{ view: 'campaigns', days: 30 }}>Campaign report</InboxLink>
          <InboxLink route={{ view: 'person' }}>Find or erase a person&apos;s data</InboxLink>
          <InboxLink route={{ view: 'diary', diary: 'grimsby' }}>Survey diary</InboxLink>
          <InboxLink route={{ view: 'reviews' }}>Reviews</InboxLink>
        </nav>
      </div>

      {list ? (
        <FailedDeliveries
          failed={list.failed}
          onRetried={async () => {
            // Drawn again in place (no "Loading"), so the list does not jump under the keyboard.
            const next = await inboxApi.leads(filters);
            if (next.ok) replace(next.data);
          }}
        />
      ) : null}

      <ListFilters filters={filters} onApply={(next) => go({ view: 'list', filters: next })} />

      <p role="status" className="mt-4 min-h-6 text-slate-700">
        {!outcome
          ? 'Loading leads…'
          : list
            ? list.total === 0
              ? hasFilters(filters)
                ? 'No leads match these filters.'
                : 'No leads yet.'
              : `${plural(list.total, 'lead')}${hasFilters(filters) ? ' match' : ''}, newest first. Page ${page} of ${pages}.`
            : ''}
      </p>
      {outcome && !outcome.ok ? <LoadFailed message={outcome.message} onRetry={retry} /> : null}

      {list && list.leads.length > 0 ? (
        <ul className="mt-2 grid gap-3" aria-label="Leads">
          {list.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} filters={filters} />
          ))}
        </ul>
      ) : null}

      {list && pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <InboxLink route={{ view: 'list', filters: { ...filters, page: page - 1 } }} className={buttonClass('outline', 'sm')}>
              <span aria-hidden="true">←</span> Previous
            </InboxLink>
          ) : (
            <span />
          )}
          <span className="font-semibold text-slate-800">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <InboxLink route={{ view: 'list', filters: { ...filters, page: page + 1 } }} className={buttonClass('outline', 'sm')}>
              Next <span aria-hidden="true">→</span>
            </InboxLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      {list && list.total > 0 ? (
        <p className="mt-4">
          <a href={csvUrl(filters)} className={textLinkClass('action')} download>
            Download these as CSV
          </a>
          <span className="text-sm text-slate-700"> (every page, {plural(list.total, 'lead')})</span>
        </p>
      ) : null}
    </section>
  );
}
