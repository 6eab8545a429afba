import type { Metadata } from 'next';
import { LeadInbox } from '@/components/staff/lead-inbox';
import { StaticSignIn } from '@/components/staff/sign-in-view';
import { JsonLd } from '@/components/ui/json-ld';
import { PAGES, pageLink } from '@/lib/shared/pages';
import { routes } from '@/lib/routes';
import { breadcrumbListJsonLd, pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: PAGES.leadInbox.label,
  description: "For our team: the website's leads, to read, work and answer, with the campaign report and each person's data.",
  path: routes.leadInbox,
  noindex: true,
});

/** The element that holds the inbox island. */
const INBOX_ISLAND = 'inbox';

/**
 * The staff lead inbox: its data comes only from the Worker's inbox API, after sign-in, never in this page's HTML.
 * The HTML draws the sign-in form, so the page shows it at once (and, with scripts off, says they
 * are needed); the island stays hidden until it has drawn a view of its own (a heading or a
 * button: the form, the inbox, or why it cannot open), which the static form then gives way to.
 */
export default function LeadInboxPage() {
  return (
    <div className="group/inbox mx-auto max-w-5xl px-4 py-6">
      {/* The header's logo and title stand for the trail; every page carries its BreadcrumbList. */}
      <JsonLd data={breadcrumbListJsonLd([pageLink(PAGES.home), pageLink(PAGES.leadInbox)])} />
      <div className="group-has-[#inbox_:is(h2,button)]/inbox:hidden">
        <StaticSignIn island={INBOX_ISLAND} />
      </div>
      <div id={INBOX_ISLAND} className="js-only not-has-[h2,button]:hidden" data-hydrate="load">
        <LeadInbox path={routes.leadInbox} />
      </div>
    </div>
  );
}
