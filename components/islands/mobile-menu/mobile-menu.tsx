'use client';

/**
 * The tablet and phone menu: a "Menu" button that slides in a modal panel holding the
 * server-rendered navigation (children). Focus stays inside while it is open, Escape or the close
 * button closes it, and focus returns to the "Menu" button.
 */
import { useId, useState, type ReactNode } from 'react';
import { DialogShell } from '@/components/ui/dialog-shell';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

export function MobileMenu({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border-2 border-brand-800 px-2.5 font-semibold text-brand-900 hover:bg-brand-50"
      >
        <MenuIcon />
        Menu
      </button>
      <DialogShell id={panelId} open={open} onClose={() => setOpen(false)} labelledBy={headingId} placement="left">
        <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
            aria-label="Close menu"
          >
            <CloseIcon />
          </button>
        </div>
        {/* Following a link closes the menu (the header stays mounted across client navigations). */}
        <div
          className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
        </div>
      </DialogShell>
    </>
  );
}
