'use client';

/**
 * The prize draw entry form (docs/product.md §2.6, §3, §5, §7): name, phone, postcode and email, all
 * required. Posts `{ name, phone, postcode, email, timestamp, source }` to the lead webhook and
 * says plainly whether it worked; a failed entry is kept and sent again automatically (where the
 * browser will not keep it, the visitor is asked to call), and one the receiver refuses says why.
 */
import { useId, useState } from 'react';
import { DialogHeader } from '@/components/ui/dialog-header';
import { DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/form-field';
import { messages } from '@/content/messages';
import { PRIZE_DRAW_DAY, PRIZE_SERVICE_VALUE, PRIZE_WINNERS_PER_MONTH } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { siteConfig } from '@/lib/config';
import { normalisePostcode } from '@/lib/shared/forms/postcode';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';
import { EXIT_INTENT_SOURCE, exitIntentSchema, type ExitIntentInput } from '@/lib/shared/forms/exit-intent';
import { KeptForRetryAlert, NotKeptAlert, PhoneField, RefusedAlert, SlowDownAlert, SubmitButton } from '@/components/islands/lead-forms/form-parts';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';
import { buttonClass } from '@/components/ui/button';
import { useZodForm } from '@/components/islands/lead-forms/use-zod-form';

export interface ExitIntentModalProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  phoneHref: string;
  termsHref: string;
  offersHref: string;
}

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed' } | { kind: 'lost' } | { kind: 'refused' } | { kind: 'slow-down' };

export default function ExitIntentModal({ open, onClose, phone, phoneHref, termsHref, offersHref }: ExitIntentModalProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { submitting, send, honeypot, refusal } = useLeadSubmission(siteConfig.leadWebhookUrl, 'prize draw entry');
  const { control, register, handleSubmit, errors } = useZodForm<ExitIntentInput>(exitIntentSchema, { name: '', phone: '', postcode: '', email: '' });

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
        <DialogHeader id={headingId} title="Win a free boiler service" onClose={onClose} />
        {outcome.kind === 'sent' ? (
          <div className="mt-4">
            <p role="alert" className="rounded-lg bg-emerald-50 p-4 text-lg font-semibold text-emerald-900">
              {messages.exitIntentSuccess}
            </p>
            <button type="button" onClick={onClose} className={buttonClass('secondary', 'tall', 'mt-5')}>
              Close
            </button>
          </div>
        ) : (
          <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
            <p className="mt-2 text-slate-700">
              Before you go: enter our monthly prize draw for an annual boiler service worth {prize}. {PRIZE_WINNERS_PER_MONTH} winner a month is
              drawn on {PRIZE_DRAW_DAY}.
            </p>
            {honeypot}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField id={field('name')} label="Name" autoComplete="name" maxLength={MAX_LENGTH.name} error={errors.name?.message} {...register('name')} />
              <PhoneField control={control} name="phone" id={field('phone')} error={errors.phone?.message} />
              <TextField id={field('postcode')} label="Postcode" autoComplete="postal-code" maxLength={MAX_LENGTH.postcode} className="uppercase" error={errors.postcode?.message} {...register('postcode')} />
              <TextField id={field('email')} label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} error={errors.email?.message} {...register('email')} />
            </div>
            {outcome.kind === 'failed' ? (
              <KeptForRetryAlert
                title={messages.exitIntentFailure}
                kept="We have kept your entry and will send it again automatically."
                call="You can also call us on"
                phone={phone}
                phoneHref={phoneHref}
              />
            ) : null}
            {outcome.kind === 'lost' ? <NotKeptAlert title={messages.exitIntentFailure} phone={phone} phoneHref={phoneHref} /> : null}
            {outcome.kind === 'refused' && refusal ? <RefusedAlert refusal={refusal} phone={phone} phoneHref={phoneHref} /> : null}
            {outcome.kind === 'slow-down' ? <SlowDownAlert what="details" /> : null}
            <SubmitButton submitting={submitting} fullWidth>
              Enter the prize draw
            </SubmitButton>
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
