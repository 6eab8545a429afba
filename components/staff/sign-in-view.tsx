/**
 * Signing in with the staff key (not the export token the CRM uses). Shown whenever the Worker says there is no session: on
 * opening the page, or when any call answers 401 (then it says the session ended first). A
 * refused key or too many tries is said in a message that takes focus, tied to the field.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signInSchema, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { buttonClass } from '@/components/ui/button';
import { TextField, describedBy } from '@/components/ui/form-field';
import { inboxApi } from './inbox-api';
import { MessageBox, ViewHeading } from './inbox-ui';

/** Why the form is showing: first visit, the session ended under a call, or staff signed out. */
export type SignedOutWhy = 'none' | 'ended' | 'signed-out';

const WHY: Record<Exclude<SignedOutWhy, 'none'>, string> = {
  ended: 'Your session has ended. Sign in again to carry on.',
  'signed-out': 'You have signed out.',
};

export function SignInView({ why, onSignedIn }: { why: SignedOutWhy; onSignedIn: (session: SessionInfo) => void }) {
  const id = useId();
  const fieldId = `${id}-key`;
  const messageId = `${id}-message`;
  const [key, setKey] = useState('');
  const [fieldError, setFieldError] = useState('');
  /** The Worker's refusal, counted so the same message said twice takes focus again. */
  const [refusal, setRefusal] = useState({ text: '', count: 0 });
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const whyRef = useRef<HTMLDivElement>(null);

  // Staff who were working when the session ended hear why the form is here.
  useEffect(() => {
    if (why !== 'none') whyRef.current?.focus();
  }, [why]);

  // A refusal takes focus once drawn, so it is read at once.
  useEffect(() => {
    if (refusal.count > 0) message.current?.focus();
  }, [refusal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = signInSchema.safeParse({ key });
    if (!parsed.success) {
      setRefusal((current) => ({ text: '', count: current.count }));
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the key');
      input.current?.focus();
      return;
    }
    setFieldError('');
    setBusy(true);
    const outcome = await inboxApi.signIn(parsed.data.key);
    setBusy(false);
    if (outcome.ok) {
      onSignedIn(outcome.data);
      return;
    }
    setRefusal((current) => ({ text: outcome.message, count: current.count + 1 }));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-md">
      <ViewHeading id={`${id}-heading`}>Sign in</ViewHeading>
      {why !== 'none' ? (
        <div ref={whyRef} tabIndex={-1} className="mt-4">
          <MessageBox tone="info">{WHY[why]}</MessageBox>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div aria-live="assertive">
          {refusal.text ? (
            <p ref={message} id={messageId} tabIndex={-1} className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900">
              {refusal.text}
            </p>
          ) : null}
        </div>
        <TextField
          ref={input}
          id={fieldId}
          name="key"
          type="password"
          label="Staff key"
          hint="The inbox's staff key, from whoever runs the website."
          autoComplete="current-password"
          spellCheck={false}
          value={key}
          error={fieldError}
          aria-invalid={fieldError || refusal.text ? true : undefined}
          aria-describedby={[describedBy(fieldId, true, fieldError), refusal.text ? messageId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        <button type="submit" className={buttonClass('secondary', 'tall', 'w-full sm:w-auto')} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
