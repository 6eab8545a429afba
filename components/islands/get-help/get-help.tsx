'use client';

/**
 * The floating "Get Help?" button and its side panel (spec §2.4): nine ways to reach us.
 * Links are plain links; "Live chat" and "Report an issue" ask the chat loader, "Request a
 * callback" asks the callback dialog. Whatever cannot be handled on this page falls back: chat to
 * the callback dialog, the callback dialog to a phone call, so no entry is ever a dead end.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { DialogShell } from '@/components/ui/dialog-shell';
import { CloseIcon, HelpIcon } from '@/components/ui/icons';
import { requestCallback, requestChat } from '@/lib/ui-events';

export type HelpAction = 'live-chat' | 'callback' | 'report-issue';

export type HelpEntry =
  | { kind: 'link'; label: string; description: string; href: string; external?: boolean; icon: ReactNode }
  | { kind: 'action'; action: HelpAction; label: string; description: string; icon: ReactNode };

export function GetHelp({ entries, phoneHref }: { entries: HelpEntry[]; phoneHref: string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const pending = useRef<HelpAction | null>(null);

  function run(action: HelpAction) {
    const chatOpened = action !== 'callback' && requestChat({ reason: action });
    if (chatOpened) return;
    if (requestCallback()) return;
    window.location.assign(phoneHref);
  }

  function choose(action: HelpAction) {
    // Close the panel first; the action runs once focus is back on the "Get Help?" button.
    pending.current = action;
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="get-help-fab fixed right-4 bottom-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-800 px-5 font-semibold text-white shadow-lg hover:bg-brand-900 print:hidden"
      >
        <HelpIcon />
        Get Help?
      </button>
      <DialogShell
        open={open}
        onClose={() => {
          setOpen(false);
          const action = pending.current;
          pending.current = null;
          if (action) run(action);
        }}
        labelledBy={headingId}
        placement="right"
      >
        <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            How can we help?
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
            aria-label="Close help panel"
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4">
          {entries.map((entry) => {
            const body = (
              <>
                <span className="mt-0.5 text-accent-700">{entry.icon}</span>
                <span>
                  <span className="block font-semibold text-brand-900">{entry.label}</span>
                  <span className="block text-sm text-slate-700">{entry.description}</span>
                </span>
              </>
            );
            const itemClass =
              'flex w-full items-start gap-3 rounded-lg border border-brand-100 p-3 text-left hover:border-brand-300 hover:bg-brand-50';
            return (
              <li key={entry.label}>
                {entry.kind === 'link' ? (
                  <a
                    href={entry.href}
                    className={itemClass}
                    onClick={() => setOpen(false)}
                    {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {body}
                    {entry.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </a>
                ) : (
                  <button type="button" className={itemClass} onClick={() => choose(entry.action)}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </DialogShell>
    </>
  );
}
