'use client';

/**
 * The callback request dialog (spec §2.6, §4.3, §5): loaded the first time it is opened. States:
 * open, submitting (one request only), closed on success. On failure the typed values stay, the
 * request is kept to be sent again automatically, and the visitor is given the phone number.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogShell } from '@/components/ui/dialog-shell';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { CloseIcon } from '@/components/ui/icons';
import { messages } from '@/content/messages';
import { siteConfig } from '@/lib/config';
import { MAX_LENGTH } from '@/lib/validations/fields';
import { callbackSchema, type CallbackInput } from '@/lib/validations/callback';
import { PhoneInput } from '@/components/islands/lead-forms/phone-input';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';
import { showToast } from '@/components/islands/toasts/show-toast';

export interface CallbackDialogProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  phoneHref: string;
}

export default function CallbackDialog({ open, onClose, phone, phoneHref }: CallbackDialogProps) {
  const id = useId();
  const [slowDown, setSlowDown] = useState(false);
  const { submitting, send, honeypot } = useLeadSubmission(siteConfig.callbackWebhookUrl, 'callback request');
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CallbackInput>({ resolver: zodResolver(callbackSchema), defaultValues: { firstName: '', phoneNumber: '' } });

  async function submit(values: CallbackInput) {
    const outcome = await send({ firstName: values.firstName, phoneNumber: values.phoneNumber });
    setSlowDown(outcome === 'slow-down');
    if (outcome === 'sent') {
      showToast('success', messages.callbackSuccess);
      reset();
      onClose();
    } else if (outcome === 'failed') {
      showToast('error', messages.callbackFailure, {
        description: `We have kept your request and will send it again automatically. If it is urgent, call us on ${phone}.`,
        duration: 10000,
      });
    }
  }


  const headingId = `${id}-heading`;
  const nameId = `${id}-first-name`;
  const phoneId = `${id}-phone`;

  return (
    <DialogShell open={open} onClose={onClose} labelledBy={headingId} placement="center">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="relative p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-950">
            Request a callback
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50">
            <CloseIcon />
          </button>
        </div>
        <p className="mt-2 text-slate-700">Leave your number and one of our team will call you back during opening hours.</p>
        {honeypot}
        <div className="mt-5 space-y-4">
          <FormField id={nameId} label="First name" optional error={errors.firstName?.message}>
            <input
              id={nameId}
              autoComplete="given-name"
              maxLength={MAX_LENGTH.name}
              className={inputClass}
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={describedBy(nameId, undefined, errors.firstName?.message)}
              {...register('firstName')}
            />
          </FormField>
          <FormField id={phoneId} label="Phone number" hint="A UK mobile or landline" error={errors.phoneNumber?.message}>
            <Controller
              control={control}
              name="phoneNumber"
              render={({ field }) => (
                <PhoneInput
                  id={phoneId}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  aria-invalid={errors.phoneNumber ? true : undefined}
                  aria-describedby={describedBy(phoneId, 'hint', errors.phoneNumber?.message)}
                  aria-required="true"
                />
              )}
            />
          </FormField>
        </div>
        {slowDown ? (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            Please check your number and press the button again.
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 disabled:cursor-wait disabled:bg-slate-500"
        >
          {submitting ? 'Sending…' : 'Request my callback'}
        </button>
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
