import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { cn } from './styles';

/**
 * A side panel as server HTML: a native modal `<dialog>` with a heading and a Close button. Its
 * opener is a button with `commandfor={id} command="show-modal"`, so it opens, makes the page
 * behind it inert, closes with Escape or the Close button and returns focus with no script; the
 * modal behaviour (components/behaviours/modal.ts) adds a Tab loop, backdrop clicks and
 * `aria-expanded`, and stands in for invoker commands where a browser lacks them.
 */
export function SideSheet({
  id,
  title,
  closeLabel,
  side,
  modules = [],
  data = {},
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  side: 'left' | 'right';
  /** Behaviours besides `modal` that this panel needs. */
  modules?: string[];
  /** `data-*` attributes for those behaviours. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <dialog id={id} aria-labelledby={headingId} data-module={['modal', ...modules].join(' ')} className={cn('dialog-sheet', `dialog-sheet-${side}`)} {...data}>
      <div className="dialog-body">
        <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            commandfor={id}
            command="close"
            aria-label={closeLabel}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
