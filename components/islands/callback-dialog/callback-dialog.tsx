'use client';

/**
 * The callback request dialog (docs/product.md §2.6, §4.3, §5): loaded the first time it is opened. States:
 * open, submitting (one request only), closed on success. On failure the typed values stay, the
 * request is kept to be sent again automatically, and the visitor is given the phone number (where
 * the browser will not keep it, the dialog says so and asks them to call); a request the receiver
 * refuses says why in the dialog, kept on the device to correct and send again.
 */
import { useId, useState } from 'react';
import { DialogHeader } from '@/components/ui/dialog-header';
import { DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/form-field';
import { messages } from '@/content/messages';
import { formatGbp } from '@/content/format';
import { TOAST_DURATION_LONG_MS } from '@/lib/ui-config';
import { siteConfig } from '@/lib/config';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';
import { callbackSchema, type CallbackInput } from '@/lib/shared/forms/callback';
import { NotKeptAlert, PhoneField, RefusedAlert, SlowDownAlert, SubmitButton } from '@/components/islands/lead-forms/form-parts';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';
import { showToast } from '@/lib/browser/toasts';
import { OUTBOX_MESSAGES } from '@/lib/browser/outbox/outbox';
import { useZodForm } from '@/components/islands/lead-forms/use-zod-form';

export interface CallbackDialogProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  phoneHref: string;
  /** Asked for from the results: the quote goes with the request, so we call knowing it. */
  quote?: QuoteLead;
}

export default function CallbackDialog({ open, onClose, phone, phoneHref, quote }: CallbackDialogProps) {
  const id = useId();
  const [shown, setShown] = useState<'slow-down' | 'refused' | 'lost' | null>(null);
  const { submitting, send, honeypot, refusal } = useLeadSubmission(siteConfig.callbackWebhookUrl, 'callback request');
  const { control, register, handleSubmit, reset, errors } = useZodForm<CallbackInput>(callbackSchema, { firstName: '', phoneNumber: '' });

  async function submit(values: CallbackInput) {
    const outcome = await send({ firstName: values.firstName, phoneNumber: values.phoneNumber, ...(quote ? { quote } : {}) });
    if (outcome !== 'busy') setShown(outcome === 'slow-down' || outcome === 'refused' || outcome === 'lost' ? outcome : null);
    if (outcome === 'sent') {
      showToast('success', messages.callbackSuccess);
      reset();
      onClose();
    } else if (outcome === 'failed') {
      showToast('error', messages.callbackFailure, {
        description: `${OUTBOX_MESSAGES.keptToast} ${OUTBOX_MESSAGES.urgent} ${phone}.`,
        duration: TOAST_DURATION_LONG_MS,
      });
    }
  }


  const headingId = `${id}-heading`;
  const nameId = `${id}-first-name`;
  const phoneId = `${id}-phone`;

  return (
    <DialogShell open={open} onClose={onClose} labelledBy={headingId} placement="center">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="relative p-6">
        <DialogHeader id={headingId} title="Request a callback" onClose={onClose} />
        <p className="mt-2 text-slate-700">Leave your number and one of our team will call you back during opening hours.</p>
        {quote ? (
          <p className="mt-2 font-semibold text-brand-950">
            We will have your quote {quote.reference} in front of us: the {quote.boiler.name}, {formatGbp(quote.price)}.
          </p>
        ) : null}
        {honeypot}
        <div className="mt-5 space-y-4">
          <TextField id={nameId} label="First name" optional autoComplete="given-name" maxLength={MAX_LENGTH.name} error={errors.firstName?.message} {...register('firstName')} />
          <PhoneField control={control} name="phoneNumber" id={phoneId} hint="A UK mobile or landline" error={errors.phoneNumber?.message} />
        </div>
        {shown === 'slow-down' ? <SlowDownAlert what="number" /> : null}
        {shown === 'lost' ? <NotKeptAlert title={messages.callbackFailure} phone={phone} phoneHref={phoneHref} /> : null}
        {shown === 'refused' && refusal ? <RefusedAlert refusal={refusal} phone={phone} phoneHref={phoneHref} /> : null}
        <SubmitButton submitting={submitting} fullWidth>
          Request my callback
        </SubmitButton>
        <p className="mt-4 text-sm text-slate-700">
          Prefer to call? Ring{' '}
          <a href={phoneHref} className="font-semibold text-brand-800 underline">
            {phone}
          </a>
          . We use your number only to call you back about your enquiry; see our privacy policy.
        </p>
      </form>
    </DialogShell>
  );
}
