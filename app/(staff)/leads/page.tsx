import type { Metadata } from 'next';
import { LeadInbox } from '@/components/staff/lead-inbox';
import { NeedsScript } from '@/components/sections/needs-script';
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

/** The staff lead inbox: its data comes only from the Worker's inbox API, after sign-in, never in this page's HTML. */
export default function LeadInboxPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      {/* The header's logo and title stand for the trail; every page carries its BreadcrumbList. */}
      <JsonLd data={breadcrumbListJsonLd([pageLink(PAGES.home), pageLink(PAGES.leadInbox)])} />
      <NeedsScript what="The lead inbox" instead="Turn JavaScript on for this site to read and work the leads.">
        <LeadInbox path={routes.leadInbox} />
      </NeedsScript>
    </div>
  );
}
