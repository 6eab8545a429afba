'use client';

/**
 * The prize draw entry form (spec §2.6, §3, §5, §7): name, phone, postcode and email, all
 * required. Posts `{ name, phone, postcode, email, timestamp, source }` to the lead webhook and
 * says plainly whether it worked; a failed entry is kept and sent again automatically.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogShell } from '@/components/ui/dialog-shell';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { CloseIcon } from '@/components/ui/icons';
import { messages } from '@/content/messages';
import { PRIZE_SERVICE_VALUE, PRIZE_WINNERS_PER_MONTH, formatGbp } from '@/content/pricing';
import { siteConfig } from '@/lib/config';
import { normalisePostcode } from '@/lib/postcode';
import { MAX_LENGTH } from '@/lib/validations/fields';
import { EXIT_INTENT_SOURCE, exitIntentSchema, type ExitIntentInput } from '@/lib/validations/exit-intent';
import { PhoneInput } from '@/components/islands/lead-forms/phone-input';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';

export interface ExitIntentModalProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  phoneHref: string;
  termsHref: string;
  offersHref: string;
}

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed' } | { kind: 'slow-down' };

export default function ExitIntentModal({ open, onClose, phone, phoneHref, termsHref, offersHref }: ExitIntentModalProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { submitting, send, honeypot } = useLeadSubmission(siteConfig.leadWebhookUrl, 'prize draw entry');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExitIntentInput>({ resolver: zodResolver(exitIntentSchema), defaultValues: { name: '', phone: '', postcode: '', email: '' } });

  async function submit(values: ExitIntentInput) {
    const entry = { name: values.name, phone: values.phone, postcode: normalisePostcode(values.postcode), email: values.email };
    const result = await send(entry, { timestamp: new Date().toISOString(), source: EXIT_INTENT_SOURCE });
    if (result !== 'busy') setOutcome({ kind: result });
  }


  const headingId = `${id}-heading`;
  const field = (name: keyof ExitIntentInput) => `${id}-${name}`;
  const prize = formatGbp(PRIZE_SERVICE_VALUE);

  return (
    <DialogShell open={open} onClose={onClose} labelledBy={headingId} placement="center">
      <div className="relative p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-950">
            Win a free boiler service
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50">
            <CloseIcon />
          </button>
        </div>
        {outcome.kind === 'sent' ? (
          <div className="mt-4">
            <p role="alert" className="rounded-lg bg-emerald-50 p-4 text-lg font-semibold text-emerald-900">
              {messages.exitIntentSuccess}
            </p>
            <button type="button" onClick={onClose} className="mt-5 inline-flex min-h-12 items-center rounded-lg bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900">
              Close
            </button>
          </div>
        ) : (
          <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
            <p className="mt-2 text-slate-700">
              Before you go: enter our monthly prize draw for an annual boiler service worth {prize}. {PRIZE_WINNERS_PER_MONTH} winner is
              drawn on the last Friday of every month.
            </p>
            {honeypot}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <FormField id={field('name')} label="Name" error={errors.name?.message}>
                <input
                  id={field('name')}
                  autoComplete="name"
                  maxLength={MAX_LENGTH.name}
                  className={inputClass}
                  aria-required="true"
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy(field('name'), undefined, errors.name?.message)}
                  {...register('name')}
                />
              </FormField>
              <FormField id={field('phone')} label="Phone number" error={errors.phone?.message}>
                <Controller
                  control={control}
                  name="phone"
                  render={({ field: f }) => (
                    <PhoneInput
                      id={field('phone')}
                      name={f.name}
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      inputRef={f.ref}
                      aria-required="true"
                      aria-invalid={errors.phone ? true : undefined}
                      aria-describedby={describedBy(field('phone'), undefined, errors.phone?.message)}
                    />
                  )}
                />
              </FormField>
              <FormField id={field('postcode')} label="Postcode" error={errors.postcode?.message}>
                <input
                  id={field('postcode')}
                  autoComplete="postal-code"
                  maxLength={MAX_LENGTH.postcode}
                  className={`${inputClass} uppercase`}
                  aria-required="true"
                  aria-invalid={errors.postcode ? true : undefined}
                  aria-describedby={describedBy(field('postcode'), undefined, errors.postcode?.message)}
                  {...register('postcode')}
                />
              </FormField>
              <FormField id={field('email')} label="Email" error={errors.email?.message}>
                <input
                  id={field('email')}
                  type="email"
                  autoComplete="email"
                  maxLength={MAX_LENGTH.email}
                  className={inputClass}
                  aria-required="true"
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={describedBy(field('email'), undefined, errors.email?.message)}
                  {...register('email')}
                />
              </FormField>
            </div>
            {outcome.kind === 'failed' ? (
              <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
                <p className="font-semibold">{messages.exitIntentFailure}</p>
                <p className="mt-1">
                  We have kept your entry and will send it again automatically. You can also call us on{' '}
                  <a href={phoneHref} className="font-semibold underline">
                    {phone}
                  </a>
                  .
                </p>
              </div>
            ) : null}
            {outcome.kind === 'slow-down' ? (
              <p role="alert" className="mt-4 font-semibold text-red-700">
                Please check your details and press the button again.
              </p>
            ) : null}
            <button
              type="submit"
              disabled={submitting}
              className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 disabled:cursor-wait disabled:bg-slate-500"
            >
              {submitting ? 'Sending…' : 'Enter the prize draw'}
            </button>
            <p className="mt-3 text-sm text-slate-700">
              Free to enter, one entry per household a month, 18+ in the areas we cover. Entering does not sign you up to marketing.{' '}
              <a href={offersHref} className="font-semibold text-brand-800 underline">
                Prize draw details
              </a>{' '}
              and{' '}
              <a href={termsHref} className="font-semibold text-brand-800 underline">
                terms
              </a>
              .
            </p>
          </form>
        )}
      </div>
    </DialogShell>
  );
}
