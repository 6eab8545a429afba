import { buttonClass } from '@/components/ui/button';
import { site } from '@/lib/content';
import { OUTBOX_MESSAGES, OUTBOX_NOTICE_MESSAGES } from '@/lib/browser/outbox/outbox';
import { telHref } from '@/lib/shared/forms/phone';

/**
 * The outbox notice: on each page after the one a lead was sent from, the leads still kept in this
 * browser (waiting to be sent, refused by our receiver, not sent for a month, or kept by an older
 * version of the site and no longer sendable, with the phone number), until each is
 * delivered or discarded. Server HTML, hidden until the outbox sender
 * (components/behaviours/outbox-sender.ts, loaded only when the outbox holds something) fills the
 * list from the item template and shows it. A panel fixed along the bottom, so it moves nothing
 * when it appears, at most 40% of the screen high and scrolling beyond; it sits above the cookie
 * choice while that shows, and the page gains room below it (globals.css, `.lead-outbox`).
 */
export function LeadOutboxNotice() {
  return (
    <section
      data-module="lead-outbox"
      hidden
      aria-labelledby="lead-outbox-heading"
      className="lead-outbox fixed inset-x-0 bottom-0 z-40 max-h-[40vh] overflow-y-auto border-t-4 border-brand-800 bg-white text-slate-900 shadow-2xl print:hidden"
    >
      <div className="mx-auto max-w-7xl px-4 py-3">
        <h2 id="lead-outbox-heading" tabIndex={-1} className="text-lg font-bold text-brand-950">
          {OUTBOX_NOTICE_MESSAGES.heading}
        </h2>
        <ul data-outbox-list className="divide-y divide-brand-100" />
        <p className="mt-2 text-sm text-slate-700">
          {OUTBOX_NOTICE_MESSAGES.urgent}{' '}
          <a href={telHref(site.phone)} className="font-semibold text-brand-800 underline">
            {site.phone}
          </a>
          .
        </p>
      </div>
      <template data-outbox-item>
        <li className="py-2">
          <p data-outbox-label className="font-semibold text-brand-950" />
          <p data-outbox-state tabIndex={-1} className="text-slate-700" />
          <p data-outbox-call hidden className="text-slate-700">
            {OUTBOX_NOTICE_MESSAGES.outdatedCall}{' '}
            <a href={telHref(site.phone)} className="font-semibold text-brand-800 underline">
              {site.phone}
            </a>
            .
          </p>
          <div data-outbox-progress hidden className="flex flex-wrap items-center gap-3">
            <progress max={100} value={0} aria-label={OUTBOX_MESSAGES.progressLabel} className="h-3 w-48 max-w-full accent-brand-700" />
            <span data-outbox-percent className="text-slate-700" />
          </div>
          <div data-outbox-actions hidden className="mt-2 flex flex-wrap gap-3">
            <button type="button" data-outbox-action="retry" className={buttonClass('secondary', 'sm')}>
              {OUTBOX_NOTICE_MESSAGES.sendAgain}
            </button>
            <button type="button" data-outbox-action="discard" className={buttonClass('outline', 'sm')}>
              {OUTBOX_NOTICE_MESSAGES.discard}
            </button>
          </div>
        </li>
      </template>
    </section>
  );
}
