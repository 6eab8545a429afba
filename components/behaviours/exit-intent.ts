/**
 * The exit-intent prize draw's trigger (docs/product.md §4.2): when the pointer leaves through
 * the top of the window, at most once per browser session, never on a touch-only device and
 * never over another open dialog. It asks the lead dialogs island to show the modal (loading the
 * framework and the modal's code only then) and sets the session flag at the moment it shows.
 * Funnel pages leave out the marker element, so the trigger never starts there.
 */
import { sessionStore } from '@/lib/browser/storage';
import { EXIT_INTENT_FLAG, requestExitIntent, whenIslandsReady } from '@/lib/browser/ui-events';

/** Shown this session already; where session storage is blocked, treated as shown (never nag). */
function alreadyShown(): boolean {
  const store = sessionStore();
  return !store.available() || store.read(EXIT_INTENT_FLAG) === '1';
}

export function initExitIntent(): void {
  // Touch-only devices have no pointer to leave the window with.
  if (window.matchMedia('(hover: none)').matches || alreadyShown()) return;
  let waiting = false;
  const show = () => {
    // Not shown (a dialog opened meanwhile, or the island could not load): the next exit counts instead.
    if (document.querySelector('dialog[open]') || alreadyShown() || !requestExitIntent()) return;
    document.removeEventListener('mouseout', onMouseOut);
    // Where storage is blocked it shows once on this page.
    sessionStore().write(EXIT_INTENT_FLAG, '1');
  };
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget !== null || event.clientY > 0 || waiting) return;
    if (document.querySelector('dialog[open]') || alreadyShown()) return;
    waiting = true;
    whenIslandsReady((ready) => {
      waiting = false;
      if (ready) show();
    });
  };
  document.addEventListener('mouseout', onMouseOut);
}
