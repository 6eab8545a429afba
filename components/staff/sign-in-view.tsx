'use client';

/**
 * Signing in with the staff key (not the export token the CRM uses). Shown whenever the Worker says there is no session: on
 * opening the page, or when any call answers 401 (then it says the session ended first). A
 * refused key or too many tries is said in a message that takes focus, tied to the field.
 * The page's HTML draws the same form before the island has drawn anything (StaticSignIn).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
    <SignInForm
      id={id}
      onSubmit={submit}
      before={
        why !== 'none' ? (
          <div ref={whyRef} tabIndex={-1} className="mt-4">
            <MessageBox tone="info">{WHY[why]}</MessageBox>
          </div>
        ) : null
      }
      refusal={
        refusal.text ? (
          <p ref={message} id={messageId} tabIndex={-1} className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900">
            {refusal.text}
          </p>
        ) : null
      }
      field={
        <TextField
          ref={input}
          id={fieldId}
          name="key"
          type="password"
          label="Staff key"
          hint={KEY_HINT}
          autoComplete="current-password"
          spellCheck={false}
          value={key}
          error={fieldError}
          aria-invalid={fieldError || refusal.text ? true : undefined}
          aria-describedby={[describedBy(fieldId, true, fieldError), refusal.text ? messageId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setKey(event.target.value)}
        />
      }
      busy={busy}
    />
  );
}

const KEY_HINT = "The inbox's staff key, from whoever runs the website.";

/** The form's look, the same live and in the page's HTML (`disabled`: it cannot send there). */
function SignInForm({ id, onSubmit, before, refusal, field, busy = false, disabled = false, after }: { id: string; onSubmit?: (event: FormEvent) => void; before?: ReactNode; refusal?: ReactNode; field: ReactNode; busy?: boolean; disabled?: boolean; after?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-md">
      <ViewHeading id={`${id}-heading`}>Sign in</ViewHeading>
      {before}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <div aria-live="assertive">{refusal}</div>
        <fieldset disabled={disabled} className="space-y-4">
          {field}
          <button type="submit" className={buttonClass('secondary', 'tall', 'w-full sm:w-auto')} disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </fieldset>
      </form>
      {after}
    </section>
  );
}

/** Until it holds a heading or a button, the inbox island is only saying that it is opening (lead-inbox.tsx). */
const ISLAND_DRAWN = 'h2, button';

/**
 * The sign-in form in the page's HTML, so it is painted with the page: it cannot send (signing in
 * needs the island's script, which is said where scripts are off), and gives way once the inbox
 * island, in the element `island` names, has drawn a view of its own (the form again, the inbox,
 * or why it cannot open). The page hides the island until then, and this once it has.
 */
export function StaticSignIn({ island }: { island: string }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const box = document.getElementById(island);
    if (!box) return;
    const check = () => {
      if (!box.querySelector(ISLAND_DRAWN)) return false;
      setDrawn(true);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [island]);
  if (drawn) return null;
  return (
    <SignInForm
      id="sign-in"
      disabled
      field={<TextField id="sign-in-key" name="key" type="password" label="Staff key" hint={KEY_HINT} autoComplete="current-password" spellCheck={false} />}
      after={
        <noscript>
          <p className="mt-4 rounded-lg border-l-4 border-accent-700 bg-accent-50 px-4 py-3 font-semibold text-brand-950">
            Signing in needs JavaScript, which is turned off in your browser. Turn it on for this site to read and work the leads.
          </p>
        </noscript>
      }
    />
  );
}
