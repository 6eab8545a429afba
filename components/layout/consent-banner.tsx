/**
 * The cookie choice (UK PECR): "Accept" and "Reject" of equal weight, first in the page. Server
 * HTML: CSS hides it once a choice is stored (the head script marks `<html data-consent>` before
 * the first paint) and when scripts are off (nothing could load then anyway); the consent
 * behaviour (components/behaviours/consent.ts) stores the choice and shows it again from the
 * footer's "Cookie settings". On phones it sits at the top of the page, covering nothing; on
 * larger screens along the bottom, with room added below the page.
 */
const choiceClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border-2 border-white bg-white px-5 font-semibold text-brand-950 hover:bg-brand-50 sm:flex-none';

export function ConsentBanner({ privacyHref }: { privacyHref: string }) {
  return (
    <section
      aria-labelledby="consent-heading"
      data-module="consent-banner"
      className="consent-banner z-50 border-b-4 border-accent-700 bg-brand-950 text-white sm:fixed sm:inset-x-0 sm:bottom-0 sm:border-t-4 sm:border-b-0 sm:shadow-2xl print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm sm:text-base">
          <h2 id="consent-heading" tabIndex={-1} className="font-bold">
            Cookies and live chat
          </h2>
          <p className="text-brand-100">
            Our site uses no tracking cookies. If you accept, our live chat (Intercom) loads and sets cookies to keep your conversation
            going, and we note how you found us with any form you send.{' '}
            <a href={privacyHref} className="font-semibold text-white underline">
              Privacy policy
            </a>
          </p>
        </div>
        <div className="flex gap-3">
          <button type="button" data-consent-choice="accepted" className={choiceClass}>
            Accept
          </button>
          <button type="button" data-consent-choice="rejected" className={choiceClass}>
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
