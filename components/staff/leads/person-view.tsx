/**
 * One person's data, for their requests under UK GDPR: by the email address or phone number they
 * gave, find every lead of theirs, then download them as a file (a subject access request) or
 * erase them (the right to erasure), after a confirm step, saying how many went and that the
 * emails sent for them stay in the business's mailbox. Leads that share another detail of theirs
 * (looked up by email, the phone on their leads; by phone, the email) are shown apart, each group
 * with its own choice: they are downloaded or erased only when staff tick it, never silently. The
 * contact never goes into the address: it would stay in the browser's history.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { eraseContactSchema, type PersonLeads } from '@/lib/shared/contracts/inbox';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { inboxApi, personUrl } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { MAILBOX_COPIES_NOTE, chosenText, plural, sharedText } from '../inbox-format';
import { BackLink, ConfirmStep, MessageBox, ViewHeading, type Tone } from '../inbox-ui';
import { LeadCard } from './list-view';

function FoundLeads({ label, leads }: { label: string; leads: PersonLeads['leads'] }) {
  return (
    <ul className="mt-2 grid gap-3" aria-label={label}>
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} filters={{}} />
      ))}
    </ul>
  );
}

export function PersonView() {
  const id = useId();
  const { csrf, signedOut } = useInbox();
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<PersonLeads | null>(null);
  /** The shared contacts ticked (their `contact` values). */
  const [also, setAlso] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: Tone; text: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const saidBox = useRef<HTMLDivElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Cancel gives focus back to the button that asked.
  useEffect(() => {
    if (wasConfirming.current && !confirming && found) eraseButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming, found]);

  const chosen = found?.shared.filter((shared) => also.includes(shared.contact)) ?? [];
  const chosenCount = (found?.leads.length ?? 0) + chosen.reduce((sum, shared) => sum + shared.leads.length, 0);

  async function find(event: FormEvent) {
    event.preventDefault();
    if (finding) return;
    const parsed = eraseContactSchema.safeParse({ contact: contact.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter an email address or a phone number');
      setFound(null);
      field.current?.focus();
      return;
    }
    setError('');
    setSaid(null);
    setFinding(true);
    const outcome = await inboxApi.personLeads(parsed.data.contact);
    setFinding(false);
    if (outcome.ok) {
      setFound(outcome.data);
      setAlso([]);
      setConfirming(false);
      // The results' heading takes focus, so a screen reader hears what was found.
      requestAnimationFrame(() => resultsHeading.current?.focus());
    } else if (outcome.failure === 'signed-out') signedOut();
    else if (outcome.failure === 'refused') {
      setError(outcome.message);
      field.current?.focus();
    } else if (outcome.failure !== 'aborted') setSaid({ tone: 'error', text: outcome.message });
  }

  async function erase() {
    if (!found) return;
    setBusy(true);
    setSaid(null);
    const outcome = await inboxApi.eraseContact(found.contact, also, csrf);
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) {
      const count = outcome.data.erased.length;
      setFound(null);
      setSaid(count ? { tone: 'success', text: `Erased ${plural(count, 'lead')}. ${MAILBOX_COPIES_NOTE}` } : { tone: 'info', text: 'They had been erased already: nothing more was erased.' });
      requestAnimationFrame(() => saidBox.current?.focus());
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
      <form noValidate onSubmit={find} className="mt-4">
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
            setFound(null);
            setConfirming(false);
          }}
        />
        <button type="submit" className={buttonClass('primary', 'md', 'mt-3 w-full sm:w-auto')} disabled={finding}>
          {finding ? 'Finding…' : 'Find their leads'}
        </button>
      </form>

      {found ? (
        <section aria-labelledby={`${id}-found`} className="mt-6">
          <h3 id={`${id}-found`} ref={resultsHeading} tabIndex={-1} className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">
            {found.leads.length ? `${plural(found.leads.length, 'lead')} of ${found.display}` : `No leads of ${found.display} were found`}
          </h3>
          {found.leads.length ? <FoundLeads label={`Leads of ${found.display}`} leads={found.leads} /> : null}
          {found.shared.map((shared) => {
            const groupId = `${id}-shared-${shared.contact}`;
            const ticked = also.includes(shared.contact);
            return (
              <div key={shared.contact} role="group" aria-labelledby={`${groupId}-heading`} className="mt-5 rounded-lg border border-accent-700 bg-accent-50 p-4">
                <h4 id={`${groupId}-heading`} className="font-bold text-brand-950 [overflow-wrap:anywhere]">
                  {sharedText(shared)}
                </h4>
                <p className="mt-1 text-sm text-slate-800">They may be the same person, or someone who shares the {shared.kind}: included only if you tick this.</p>
                <FoundLeads label={sharedText(shared)} leads={shared.leads} />
                <p className="mt-3 flex items-start gap-3">
                  <input
                    id={`${groupId}-include`}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                    checked={ticked}
                    onChange={(event) => {
                      setConfirming(false);
                      setAlso((current) => (event.target.checked ? [...current, shared.contact] : current.filter((value) => value !== shared.contact)));
                    }}
                  />
                  <label htmlFor={`${groupId}-include`} className="font-semibold text-slate-900">
                    Include {shared.leads.length === 1 ? 'this lead' : `these ${shared.leads.length} leads`} in the download and the erasure
                  </label>
                </p>
              </div>
            );
          })}
          {chosenCount ? (
            <>
              <div className="mt-5 flex flex-wrap gap-3">
                <a href={personUrl(found.contact, also)} download className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
                  Download their data ({plural(chosenCount, 'lead')})
                </a>
                {!confirming ? (
                  <button ref={eraseButton} type="button" className={buttonClass('danger', 'md', 'w-full sm:w-auto')} onClick={() => setConfirming(true)}>
                    Erase {chosenCount === 1 ? 'this lead' : `these ${chosenCount} leads`}
                  </button>
                ) : null}
              </div>
              {confirming ? (
                <ConfirmStep
                  title={`Erase ${plural(chosenCount, 'lead')}?`}
                  warning={`${chosenText(found, chosen)} go, each with its photos, note and history, and cannot be brought back. A CRM that has them is told to delete them too.`}
                  confirmLabel={`Yes, erase ${plural(chosenCount, 'lead')}`}
                  busy={busy}
                  onConfirm={() => void erase()}
                  onCancel={() => setConfirming(false)}
                />
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
      <div ref={saidBox} tabIndex={-1} aria-live="polite" className="mt-4">
        {said ? <MessageBox tone={said.tone}>{said.text}</MessageBox> : null}
      </div>
    </section>
  );
}
