/**
 * What a view shows comes from one GET, asked again whenever what it asks for (`key`) changes:
 * the answer to an earlier request is dropped (aborted), a 401 signs out at once, and the view
 * is loading while the answer it holds is for another request. State is only set when an answer
 * arrives, never in the effect itself.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { Outcome } from './inbox-api';
import { useInbox } from './inbox-context';

export interface Load<T> {
  /** The answer to the current request; undefined while it is on its way. */
  outcome: Outcome<T> | undefined;
  retry: () => void;
  /** Puts a newer copy in place (the answer to a change) without asking again. */
  replace: (data: T) => void;
}

export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<Outcome<T>>): Load<T> {
  const { signedOut } = useInbox();
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ request: string; outcome: Outcome<T> }>();
  const request = `${attempt}:${key}`;
  const start = useEffectEvent((signal: AbortSignal) => load(signal));
  const endSession = useEffectEvent(() => signedOut());
  useEffect(() => {
    const controller = new AbortController();
    void start(controller.signal).then((outcome) => {
      if (controller.signal.aborted || (!outcome.ok && outcome.failure === 'aborted')) return;
      if (!outcome.ok && outcome.failure === 'signed-out') endSession();
      else setHeld({ request, outcome });
    });
    return () => controller.abort();
  }, [request]);
  return {
    outcome: held?.request === request ? held.outcome : undefined,
    retry: () => setAttempt((count) => count + 1),
    replace: (data) => setHeld({ request, outcome: { ok: true, data } }),
  };
}
