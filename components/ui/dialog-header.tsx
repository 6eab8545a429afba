/** Kept apart from dialog-shell so the chrome's dialogs, which have their own headers, do not ship it. */
import { CloseIcon } from './icons';

/** A dialog's heading (give its id to `DialogShell` as `labelledBy`) with the Close button beside it. */
export function DialogHeader({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <h2 id={id} className="text-2xl font-extrabold text-brand-950">
        {title}
      </h2>
      <button type="button" onClick={onClose} aria-label="Close" className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50">
        <CloseIcon />
      </button>
    </div>
  );
}
