'use client';

/**
 * The one React island of the chrome: the callback dialog and the exit-intent prize draw. It
 * renders nothing until asked (the Get Help panel, a "Request a callback" button, the exit-intent
 * behaviour send a cancelable window event, lib/browser/ui-events.ts), then downloads that dialog's code
 * and opens it. Once hydrated it says so, so a request made earlier can wait for it.
 *
 * The code is imported before the dialog is rendered, not through React.lazy: a lazy component
 * suspends, and React holds back what a Suspense boundary reveals by up to 300 ms, which the
 * visitor would wait for on every first open.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { CallbackDialogProps } from '@/components/islands/callback-dialog/callback-dialog';
import type { ExitIntentModalProps } from '@/components/islands/exit-intent/exit-intent-modal';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { OPEN_CALLBACK_EVENT, OPEN_EXIT_INTENT_EVENT, announceIslandsReady, type OpenCallbackDetail } from '@/lib/browser/ui-events';

interface DialogComponents {
  callback: ComponentType<CallbackDialogProps>;
  'exit-intent': ComponentType<ExitIntentModalProps>;
}

type Dialog = keyof DialogComponents;

const importDialog: { [D in Dialog]: () => Promise<DialogComponents[D]> } = {
  callback: () => import('@/components/islands/callback-dialog/callback-dialog').then((module) => module.default),
  'exit-intent': () => import('@/components/islands/exit-intent/exit-intent-modal').then((module) => module.default),
};

export interface LeadDialogsProps {
  phone: string;
  phoneHref: string;
  termsHref: string;
  offersHref: string;
  /** False on the sales funnels: no prize draw there. */
  exitIntent: boolean;
}

export function LeadDialogs({ phone, phoneHref, termsHref, offersHref, exitIntent }: LeadDialogsProps) {
  /** Dialogs asked for at least once (their code is loaded and they stay mounted, keeping what was typed). */
  const [loaded, setLoaded] = useState<Partial<DialogComponents>>({});
  const [open, setOpen] = useState<Dialog | null>(null);
  /** The quote the latest callback request came with (the results page), sent with the callback. */
  const [callbackQuote, setCallbackQuote] = useState<QuoteLead | undefined>();

  useEffect(() => {
    const listen = (name: string, dialog: Dialog) => {
      const onRequest = (event: Event) => {
        event.preventDefault();
        if (dialog === 'callback') setCallbackQuote((event as CustomEvent<OpenCallbackDetail | undefined>).detail?.quote);
        importDialog[dialog]().then(
          (component) => {
            setLoaded((current) => (current[dialog] ? current : { ...current, [dialog]: component }));
            setOpen(dialog);
          },
          (error: unknown) => {
            console.warn('Could not load the dialog', error);
            // The visitor asked to be called back: the phone call is the way that still works.
            if (dialog === 'callback') window.location.assign(phoneHref);
          },
        );
      };
      window.addEventListener(name, onRequest);
      return () => window.removeEventListener(name, onRequest);
    };
    const stops = [listen(OPEN_CALLBACK_EVENT, 'callback'), ...(exitIntent ? [listen(OPEN_EXIT_INTENT_EVENT, 'exit-intent')] : [])];
    announceIslandsReady();
    return () => stops.forEach((stop) => stop());
  }, [exitIntent, phoneHref]);

  const close = () => setOpen(null);
  const { callback: CallbackDialog, 'exit-intent': ExitIntentModal } = loaded;
  return (
    <>
      {CallbackDialog ? <CallbackDialog open={open === 'callback'} onClose={close} phone={phone} phoneHref={phoneHref} quote={callbackQuote} /> : null}
      {ExitIntentModal ? (
        <ExitIntentModal open={open === 'exit-intent'} onClose={close} phone={phone} phoneHref={phoneHref} termsHref={termsHref} offersHref={offersHref} />
      ) : null}
    </>
  );
}
