/**
 * Spam protection without puzzles: a hidden "website" field that people never see or fill, and a
 * minimum time between the form appearing and being sent (bots submit instantly). The browser
 * holds back what fails either; the readings also travel with the lead (`guard`), and the lead
 * receiver checks them again, since a bot need not run this code at all. With them, unless a form
 * asks not to (the visitor's own page), the human check (./use-human-check.tsx): its container goes
 * where the hidden field goes, and `humanCheck` gives each send a fresh token.
 */
import { useRef, useState } from 'react';
import { MIN_FILL_MS } from '@/lib/browser/outbox/outbox';
import type { Guard } from '@/lib/shared/forms/lead-extras';
import { useHumanCheck } from './use-human-check';

/** The longest hidden-field value sent: the receiver's schema takes no more. */
const MAX_WEBSITE_CHARS = 500;

export function useSpamGuard({ humanCheck = true }: { humanCheck?: boolean } = {}) {
  const [shownAt] = useState(() => Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const check = useHumanCheck(humanCheck);
  return {
    /** A fresh human-check token for one send, or null. */
    humanCheck: check.token,
    /** True when the submission looks automated: it is then not sent. */
    isLikelySpam: () => Boolean(honeypot.current?.value) || Date.now() - shownAt < MIN_FILL_MS,
    /** What the guard saw: the hidden field's value and how long the form took, in whole ms. */
    readings: (): Guard => ({ website: (honeypot.current?.value ?? '').slice(0, MAX_WEBSITE_CHARS), fillMs: Math.max(0, Math.round(Date.now() - shownAt)) }),
    honeypot: (
      <>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {check.element}
      </>
    ),
  };
}
