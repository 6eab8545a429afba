/**
 * Spam protection without puzzles: a hidden "website" field that people never see or fill, and a
 * minimum time between the form appearing and being sent (bots submit instantly).
 */
import { useRef, useState } from 'react';
import { MIN_FILL_MS } from '@/lib/leads';

export function useSpamGuard() {
  const [shownAt] = useState(() => Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  return {
    /** True when the submission looks automated: it is then not sent. */
    isLikelySpam: () => Boolean(honeypot.current?.value) || Date.now() - shownAt < MIN_FILL_MS,
    honeypot: (
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    ),
  };
}
