/**
 * The desktop mega menus. Each is a native popover opened by its button (`popovertarget`), so it
 * opens, closes with Escape or an outside click, and returns focus with no script at all. This
 * adds what the platform does not: `aria-expanded` on the button kept true to the panel, and the
 * panel closing when one of its links is followed (so it is not open on "back") or when focus
 * moves on past it.
 */
import { isPopoverOpen } from '@/lib/browser/popover';

export function initMenuPopover(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) return;
  const sync = () => button.setAttribute('aria-expanded', String(isPopoverOpen(panel)));
  sync();
  panel.addEventListener('toggle', sync);
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) panel.hidePopover();
  });
  panel.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    // Focus left for somewhere else on the page (not back to the button, not out of the window).
    if (next instanceof Node && next !== button && !panel.contains(next) && isPopoverOpen(panel)) panel.hidePopover();
  });
}
