'use client';

/**
 * The one React island of the chrome: the callback dialog and the exit-intent prize draw. It
 * renders nothing until asked (the Get Help panel, a "Request a callback" button, the exit-intent
 * behaviour send a cancelable window event, lib/ui-events.ts), then downloads that dialog's code
 * and opens it. Once hydrated it says so, so a request made earlier can wait for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_CALLBACK_EVENT, OPEN_EXIT_INTENT_EVENT, announceIslandsReady } from '@/lib/ui-events';

const CallbackDialog = lazy(() => import('@/components/islands/callback-dialog/callback-dialog'));
const ExitIntentModal = lazy(() => import('@/components/islands/exit-intent/exit-intent-modal'));

export interface LeadDialogsProps {
  phone: string;
  phoneHref: string;
  termsHref: string;
  offersHref: string;
  /** False on the sales funnels: no prize draw there. */
  exitIntent: boolean;
}

type Dialog = 'callback' | 'exit-intent';

export function LeadDialogs({ phone, phoneHref, termsHref, offersHref, exitIntent }: LeadDialogsProps) {
  /** Dialogs asked for at least once (their code is loaded and they stay mounted, keeping what was typed). */
  const [loaded, setLoaded] = useState<Dialog[]>([]);
  const [open, setOpen] = useState<Dialog | null>(null);

  useEffect(() => {
    const listen = (name: string, dialog: Dialog) => {
      const onRequest = (event: Event) => {
        event.preventDefault();
        setLoaded((current) => (current.includes(dialog) ? current : [...current, dialog]));
        setOpen(dialog);
      };
      window.addEventListener(name, onRequest);
      return () => window.removeEventListener(name, onRequest);
    };
    const stops = [listen(OPEN_CALLBACK_EVENT, 'callback'), ...(exitIntent ? [listen(OPEN_EXIT_INTENT_EVENT, 'exit-intent')] : [])];
    announceIslandsReady();
    return () => stops.forEach((stop) => stop());
  }, [exitIntent]);

  const close = () => setOpen(null);
  return (
    <Suspense fallback={null}>
      {loaded.includes('callback') ? <CallbackDialog open={open === 'callback'} onClose={close} phone={phone} phoneHref={phoneHref} /> : null}
      {loaded.includes('exit-intent') ? (
        <ExitIntentModal open={open === 'exit-intent'} onClose={close} phone={phone} phoneHref={phoneHref} termsHref={termsHref} offersHref={offersHref} />
      ) : null}
    </Suspense>
  );
}
