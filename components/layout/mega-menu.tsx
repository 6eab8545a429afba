import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * A desktop mega menu as server HTML: a button and a native popover panel (`popovertarget`), so
 * it opens with Enter, Space or a click, closes with Escape (focus back on the button) or a click
 * outside, and is next in the Tab order after its button, all with no script. The browser
 * exposes whether it is open; the menu behaviour (components/behaviours/menu-popover.ts) also
 * keeps `aria-expanded` on the button and closes the panel when a link in it is followed or
 * focus leaves it. The panel sits under the sticky header (CSS anchor positioning).
 */
export function MegaMenu({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        data-module="menu-popover"
        className="group inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50 xl:px-3 xl:text-base"
      >
        {label}
        <ChevronDownIcon size={16} className="transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <div id={id} popover="auto" className="mega-panel border-t border-brand-100 bg-white shadow-xl">
        {children}
      </div>
    </>
  );
}
