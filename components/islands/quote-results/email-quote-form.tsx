/**
 * "Email me this quote" on the results: the visitor gives an email address and the quote goes to
 * the business as a lead of its own type (`source: 'quote-email'`), whose Worker emails the quote
 * to the visitor at once (the business keeps the lead, to follow it up). It goes through the
 * outbox like every lead, so a failed send is kept and sent again. Loaded only when the visitor
 * asks for it (EmailQuote in quote-results.tsx): the form code stays off the page.
 */
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { siteConfig } from '@/lib/config';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';
import { QUOTE_EMAIL_SOURCE, quoteEmailSchema } from '@/lib/shared/forms/quote-email';
import { KeptForRetryAlert, NotKeptAlert, RefusedAlert, SlowDownAlert, SubmitButton } from '@/components/islands/lead-forms/form-parts';
import { useLeadSubmission } from '@/components/islands/lead-forms/use-lead-submission';
import { EMAIL_QUOTE_MESSAGES } from './email-quote-messages';

type Outcome = { kind: 'idle' } | { kind: 'sent'; email: string } | { kind: 'failed' } | { kind: 'lost' } | { kind: 'refused' } | { kind: 'slow-down' };

export interface EmailQuoteFormProps {
  lead: QuoteLead;
  phone: string;
  phoneHref: string;
  /** The heading the form is named by. */
  labelledBy: string;
}

export function EmailQuoteForm({ lead, phone, phoneHref, labelledBy }: EmailQuoteFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { submitting, send, honeypot, refusal } = useLeadSubmission(siteConfig.leadWebhookUrl, 'quote by email');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = quoteEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const result = await send({ email: parsed.data.email, quote: lead }, { source: QUOTE_EMAIL_SOURCE, timestamp: new Date().toISOString() });
    if (result === 'busy') return;
    if (result === 'sent') {
      setOutcome({ kind: 'sent', email: parsed.data.email });
      setEmail('');
    } else setOutcome({ kind: result });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="relative mt-3 max-w-xl" aria-labelledby={labelledBy}>
      {honeypot}
      <TextField
        id={`${id}-email`}
        label="Your email address"
        hint={EMAIL_QUOTE_MESSAGES.whatWeSend(lead.reference)}
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        // Shown because the visitor just asked for it: their next keystroke goes here.
        autoFocus
      />
      {outcome.kind === 'sent' ? (
        <p role="alert" className="mt-4 font-semibold text-emerald-800">
          {EMAIL_QUOTE_MESSAGES.sent(lead.reference, outcome.email)}
        </p>
      ) : null}
      {outcome.kind === 'failed' ? (
        <KeptForRetryAlert
          kept="We have kept it and will send it again automatically, so there is no need to ask again."
          call="Or call us on"
          phone={phone}
          phoneHref={phoneHref}
        />
      ) : null}
      {outcome.kind === 'lost' ? <NotKeptAlert phone={phone} phoneHref={phoneHref} /> : null}
      {outcome.kind === 'refused' && refusal ? <RefusedAlert refusal={refusal} phone={phone} phoneHref={phoneHref} /> : null}
      {outcome.kind === 'slow-down' ? <SlowDownAlert what="details" /> : null}
      <SubmitButton submitting={submitting}>Email me this quote</SubmitButton>
    </form>
  );
}
