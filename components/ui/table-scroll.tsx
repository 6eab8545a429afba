import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on a phone instead of widening the page. The box can take
 * focus so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A focusable scroll box (WCAG 2.1.1): keyboard users scroll it with the arrow keys.
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </div>
  );
}
