/**
 * The exit-intent prize draw's trigger (docs/product.md §4.2): when the pointer leaves through
 * the top of the window, at most once per browser session, never on a touch-only device and
 * never over another open dialog. It sets the session flag at that moment and asks the lead
 * dialogs island to show the modal (whose code downloads only then). Funnel pages leave out the
 * marker element, so the trigger never starts there.
 */
import { EXIT_INTENT_FLAG, requestExitIntent } from '@/lib/ui-events';

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_INTENT_FLAG) === '1';
  } catch {
    return true;
  }
}

export function initExitIntent(): void {
  // Touch-only devices have no pointer to leave the window with.
  if (window.matchMedia('(hover: none)').matches || alreadyShown()) return;
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget !== null || event.clientY > 0) return;
    if (document.querySelector('dialog[open]') || alreadyShown()) return;
    // Not yet shown if the island is still loading: the next exit counts instead.
    if (!requestExitIntent()) return;
    document.removeEventListener('mouseout', onMouseOut);
    try {
      window.sessionStorage.setItem(EXIT_INTENT_FLAG, '1');
    } catch {
      // Storage blocked: it shows once on this page.
    }
  };
  document.addEventListener('mouseout', onMouseOut);
}
