'use client';

/**
 * Listens for "open the callback dialog" requests from anywhere on the page (the Get Help panel,
 * callback buttons) and loads the dialog the first time one comes. Until then it costs almost
 * nothing: the form, its validation and the dialog are a separate download.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_CALLBACK_EVENT } from '@/lib/ui-events';

const CallbackDialog = lazy(() => import('./callback-dialog'));

export function CallbackDialogHost({ phone, phoneHref }: { phone: string; phoneHref: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onRequest = (event: Event) => {
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CALLBACK_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_CALLBACK_EVENT, onRequest);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CallbackDialog open={open} onClose={() => setOpen(false)} phone={phone} phoneHref={phoneHref} />
    </Suspense>
  );
}
