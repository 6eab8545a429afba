'use client';

/**
 * A desktop mega menu: a disclosure button and a server-rendered panel passed in as children.
 * Enter or Space opens (it is a real button), Escape closes and returns focus to the button,
 * and it closes when focus or a click goes elsewhere or a link inside is followed.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

export function MegaMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={wrapper}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50 xl:px-3 xl:text-base"
      >
        {label}
        <ChevronDownIcon size={16} className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Following a link (by click or keyboard, both fire click) closes the panel. */}
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className="absolute inset-x-0 top-full z-40 border-t border-brand-100 bg-white shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}
