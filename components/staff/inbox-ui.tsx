/**
 * The inbox's small shared parts: a view's heading (where focus goes when the view changes), a
 * link to another view that stays a real link (open in a new tab works) but moves within the
 * page, a lead's status badge, a message box, and the confirm step before anything is erased.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from '@/lib/shared/contracts/inbox';
import { buttonClass } from '@/components/ui/button';
import { cn, textLinkClass } from '@/components/ui/styles';
import type { InboxRoute } from './inbox-route';
import { useInbox } from './inbox-context';
import { inboxHref } from './use-address';

/** Marks the heading the island focuses when the view changes, so a screen reader hears where it is. */
export const VIEW_HEADING = 'data-inbox-heading';

export function ViewHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} {...{ [VIEW_HEADING]: '' }} tabIndex={-1} className="text-2xl font-bold text-brand-900">
      {children}
    </h2>
  );
}

/** A plain click moves within the page; a click asking for a new tab or window is left to the browser. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function InboxLink({ route, className, children, ...rest }: { route: InboxRoute; className?: string; children: ReactNode; 'aria-current'?: 'page' | undefined }) {
  const { go, path } = useInbox();
  return (
    <a
      href={inboxHref(path, route)}
      className={className ?? textLinkClass('action')}
      onClick={(event) => {
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        go(route);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** "Back to the list", with the list's filters. */
export function BackLink({ route }: { route: InboxRoute }) {
  return (
    <InboxLink route={route}>
      <span aria-hidden="true">←</span> Back to the list
    </InboxLink>
  );
}

const BADGE: Record<LeadStatus, string> = {
  new: 'bg-accent-100 text-accent-900',
  contacted: 'bg-brand-100 text-brand-900',
  'survey-booked': 'bg-brand-200 text-brand-950',
  won: 'bg-brand-800 text-white',
  lost: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={cn('inline-block shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap', BADGE[status])}>{STATUS_LABELS[status]}</span>;
}

export type Tone = 'success' | 'error' | 'info';

const TONES: Record<Tone, string> = {
  success: 'border-brand-700 bg-brand-50 text-brand-950',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-accent-700 bg-accent-50 text-brand-950',
};

/** A message in a box: the results of what staff did, and errors. Put it inside a live region that is always there. */
export function MessageBox({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return <p className={cn('rounded-lg border-l-4 px-4 py-3 font-semibold', TONES[tone], className)}>{children}</p>;
}

/** What an action said, or nothing yet. */
export type Said = { tone: Tone; text: string } | null;

/**
 * What an action said, in a live region that is always in the page (so it is announced); focus can
 * be moved to it when the control that acted is gone (a Retry whose failure was mended).
 */
export function SaidRegion({ said, ref }: { said: Said; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite" className="rounded-lg">
      {said ? (
        <MessageBox tone={said.tone} className="mt-3">
          {said.text}
        </MessageBox>
      ) : null}
    </div>
  );
}

/**
 * The step between "Erase" and erasing: what goes and that it cannot be undone, then a clear
 * yes or no. Inline rather than a dialog, so it reads the same on a phone; the warning takes
 * focus when it opens, and Cancel gives it back to whatever opened it (the caller's job).
 */
export function ConfirmStep({
  title,
  warning,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  warning: ReactNode;
  confirmLabel: string;
  /** The way back without doing it ("Cancel"; "Keep it" where the action itself is a cancel). */
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div role="group" aria-label={title} className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4">
      <p ref={titleRef} tabIndex={-1} className="text-lg font-bold text-red-900">
        {title}
      </p>
      <p className="mt-1 text-slate-900">{warning}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('danger')} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={buttonClass('outline')} disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

/** A failure to load, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mt-4 space-y-3">
      <MessageBox tone="error">{message}</MessageBox>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The statuses as a select's options, in their working order. */
export function StatusOptions() {
  return (
    <>
      {LEAD_STATUSES.map((value) => (
        <option key={value} value={value}>
          {STATUS_LABELS[value]}
        </option>
      ))}
    </>
  );
}
