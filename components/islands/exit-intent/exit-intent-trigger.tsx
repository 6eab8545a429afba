'use client';

/**
 * The exit-intent prize draw (spec §4.2): when the pointer leaves through the top of the window,
 * at most once per browser session, never on touch-only devices and never over another open
 * dialog. The modal itself is a separate download, fetched only when it is about to show.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ExitIntentModal = lazy(() => import('./exit-intent-modal'));

/** sessionStorage flag, set when the modal shows, so it shows once per browser session. */
export const EXIT_INTENT_FLAG = 'exitIntentShown';

export function ExitIntentTrigger(props: { phone: string; phoneHref: string; termsHref: string; offersHref: string }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    // Touch-only devices have no pointer to leave the window with.
    if (window.matchMedia('(hover: none)').matches) return;
    const alreadyShown = () => {
      try {
        return window.sessionStorage.getItem(EXIT_INTENT_FLAG) === '1';
      } catch {
        return true;
      }
    };
    if (alreadyShown()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      if (document.querySelector('dialog[open]') || alreadyShown()) return;
      try {
        window.sessionStorage.setItem(EXIT_INTENT_FLAG, '1');
      } catch {
        return;
      }
      setShown(true);
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [shown]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentModal open={open} onClose={() => setOpen(false)} {...props} />
    </Suspense>
  );
}
