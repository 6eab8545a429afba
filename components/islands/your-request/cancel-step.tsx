'use client';

/**
 * The visitor's "are you sure" before their request is cancelled and their details deleted (the
 * same erasure staff use, in the Worker): focus moves here when it opens; "Keep my request" closes
 * it. Loaded only when the visitor first asks to cancel.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { REQUEST_MESSAGES } from '@/lib/shared/contracts/your-request';
import { cancelRequest } from './request-api';

export interface CancelStepProps {
  token: string;
  phone: string;
  phoneHref: string;
  onKeep: () => void;
  onCancelled: () => void;
  onGone: (kind: 'gone' | 'not-found') => void;
}

export default function CancelStep({ token, phone, phoneHref, onKeep, onCancelled, onGone }: CancelStepProps) {
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'failed' | 'too-many' | null>(null);

  useEffect(() => region.current?.focus(), []);

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const result = await cancelRequest(token);
    setBusy(false);
    if (result === 'cancelled') onCancelled();
    else if (result === 'gone' || result === 'not-found') onGone(result);
    else setProblem(result);
  }

  return (
    <section ref={region} tabIndex={-1} aria-labelledby={headingId} className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <h3 id={headingId} className="text-lg font-bold">
        {REQUEST_MESSAGES.cancelConfirm}?
      </h3>
      <p className="mt-1">{REQUEST_MESSAGES.cancelExplain}</p>
      {problem === 'failed' ? (
        <p role="alert" className="mt-3 font-semibold">
          {REQUEST_MESSAGES.cancelFailed}{' '}
          <a href={phoneHref} className="underline">
            {phone}
          </a>
          .
        </p>
      ) : null}
      {problem === 'too-many' ? (
        <p role="alert" className="mt-3 font-semibold">
          {REQUEST_MESSAGES.tooMany}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => void cancel()} className={buttonClass('danger', 'md')}>
          {busy ? 'Cancelling…' : REQUEST_MESSAGES.cancelYes}
        </button>
        <button type="button" disabled={busy} onClick={onKeep} className={buttonClass('outline', 'md')}>
          {REQUEST_MESSAGES.cancelKeep}
        </button>
      </div>
    </section>
  );
}
