'use client';

/**
 * The cookie choice (UK PECR): shown on a first visit with "Accept" and "Reject" of equal weight,
 * remembered, and shown again from the footer's "Cookie settings". On phones it sits at the top of
 * the page, covering nothing; on larger screens along the bottom, with room added below the page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CONSENT_CHANGED_EVENT, OPEN_COOKIE_SETTINGS_EVENT, readConsent, writeConsent, type ConsentChoice } from '@/lib/consent';

export function ConsentBanner({ privacyHref }: { privacyHref: string }) {
  const [visible, setVisible] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    let choice: ConsentChoice | null = null;
    try {
      choice = readConsent(window.localStorage);
    } catch {
      choice = null;
    }
    // The stored choice is only readable in the browser; the head script already hid the banner.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (choice) setVisible(false);
    const reopen = () => {
      document.documentElement.removeAttribute('data-consent');
      setVisible(true);
      window.requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  function choose(choice: ConsentChoice) {
    writeConsent(window.localStorage, choice, new Date());
    document.documentElement.setAttribute('data-consent', choice);
    setVisible(false);
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { choice } }));
  }

  if (!visible) return null;
  const buttonClass =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border-2 border-white px-5 font-semibold text-brand-950 bg-white hover:bg-brand-50 sm:flex-none';
  return (
    <section aria-labelledby={headingId} className="consent-banner z-50 border-b-4 border-accent-700 bg-brand-950 text-white sm:fixed sm:inset-x-0 sm:bottom-0 sm:border-t-4 sm:border-b-0 sm:shadow-2xl print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm sm:text-base">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-bold">
            Cookies and live chat
          </h2>
          <p className="text-brand-100">
            Our site uses no tracking cookies. If you accept, our live chat (Intercom) loads and sets cookies to keep your conversation
            going.{' '}
            <a href={privacyHref} className="font-semibold text-white underline">
              Privacy policy
            </a>
          </p>
        </div>
        <div className="flex gap-3">
          <button type="button" className={buttonClass} onClick={() => choose('accepted')}>
            Accept
          </button>
          <button type="button" className={buttonClass} onClick={() => choose('rejected')}>
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
