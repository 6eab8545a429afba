/**
 * One person's data, for their requests under UK GDPR: by the email address or phone number they
 * gave, download every lead of theirs as a file (a subject access request), or erase them all
 * (the right to erasure), after a confirm step, saying how many went. The contact never goes
 * into the address: it would stay in the browser's history.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { eraseContactSchema } from '@/lib/inbox';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { inboxApi, personUrl } from './inbox-api';
import { useInbox } from './inbox-context';
import { plural } from './inbox-format';
import { BackLink, ConfirmStep, MessageBox, ViewHeading, type Tone } from './inbox-ui';

export function PersonView() {
  const id = useId();
  const { csrf, signedOut } = useInbox();
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: Tone; text: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Cancel gives focus back to the button that asked.
  useEffect(() => {
    if (wasConfirming.current && !confirming) eraseButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  /** The contact, checked with the contract's schema; null (and the field says why) when empty. */
  function checked(): string | null {
    const parsed = eraseContactSchema.safeParse({ contact: contact.trim() });
    if (parsed.success) {
      setError('');
      return parsed.data.contact;
    }
    setError(parsed.error.issues[0]?.message ?? 'Enter an email address or a phone number');
    setSaid(null);
    field.current?.focus();
    return null;
  }

  async function erase() {
    const value = checked();
    if (!value) return setConfirming(false);
    setBusy(true);
    setSaid(null);
    const outcome = await inboxApi.eraseContact(value, csrf);
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) {
      const count = outcome.data.erased.length;
      setSaid(count ? { tone: 'success', text: `Erased ${plural(count, 'lead')} of ${value}.` } : { tone: 'info', text: `No leads of ${value} were found: nothing was erased.` });
    } else if (outcome.failure === 'signed-out') signedOut();
    else if (outcome.failure !== 'aborted') setSaid({ tone: 'error', text: outcome.message });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-2xl">
      <BackLink route={{ view: 'list', filters: {} }} />
      <ViewHeading id={`${id}-heading`}>A person&apos;s data</ViewHeading>
      <p className="mt-2 text-slate-800">
        When someone asks what we hold about them, or asks us to delete it: find every lead they sent by the email address or phone number they gave.
      </p>
      <div className="mt-4">
        <TextField
          ref={field}
          id={`${id}-contact`}
          label="Email or phone"
          hint="As they gave it, for example pat@example.co.uk or 07700 900123."
          autoComplete="off"
          spellCheck={false}
          value={contact}
          error={error}
          onChange={(event) => {
            setContact(event.target.value);
            setConfirming(false);
          }}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={personUrl(contact)}
          download
          className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}
          onClick={(event) => {
            if (!checked()) event.preventDefault();
          }}
        >
          Download their data
        </a>
        {!confirming ? (
          <button
            ref={eraseButton}
            type="button"
            className={buttonClass('danger', 'md', 'w-full sm:w-auto')}
            onClick={() => {
              if (checked()) setConfirming(true);
            }}
          >
            Erase all their leads
          </button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmStep
          title={`Erase every lead of ${contact.trim()}?`}
          warning="Each of their leads goes, with its photos, note and history, and cannot be brought back. A CRM that has them is told to delete them too."
          confirmLabel="Yes, erase all their leads"
          busy={busy}
          onConfirm={() => void erase()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <div aria-live="polite" className="mt-4">
        {said ? <MessageBox tone={said.tone}>{said.text}</MessageBox> : null}
      </div>
    </section>
  );
}
