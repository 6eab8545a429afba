import type { Metadata } from 'next';
import { REQUEST_TOKEN_SCRIPT } from '@/components/islands/your-request/request-token';
import { YourRequest } from '@/components/islands/your-request/your-request';
import { NeedsScript } from '@/components/sections/needs-script';
import { PageHeader } from '@/components/sections/page-header';
import { site } from '@/lib/content';
import { PAGES } from '@/lib/shared/pages';
import { telHref } from '@/lib/shared/forms/phone';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { OFFICE_HOURS, REQUEST_MESSAGES } from '@/lib/shared/contracts/your-request';

export const metadata: Metadata = pageMetadata({
  title: PAGES.yourRequest.label,
  description: 'Your own request: where it stands, your quote and your photos, opened from the link in our email.',
  path: routes.yourRequest,
  noindex: true,
  nofollow: true,
});

/**
 * A visitor's own request (lib/shared/contracts/your-request.ts): the token is in the address's fragment, which
 * only the browser sees, so this page's HTML is the same for everyone and the request itself comes
 * from the Worker to the island. In the private pages' layout (app/(private)): no marketing chrome,
 * no script of another site.
 */
export default function YourRequestPage() {
  return (
    <>
      {/* As the page is parsed, before the behaviours and the framework load: the token out of
          the address, kept for the tab (request-token.ts). */}
      <script dangerouslySetInnerHTML={{ __html: REQUEST_TOKEN_SCRIPT }} />
      <PageHeader trail={[{ label: PAGES.yourRequest.label, href: routes.yourRequest }]} title="Your request" lead={REQUEST_MESSAGES.about} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <p className="text-slate-800">
          Questions about it? Call us on{' '}
          <a href={telHref(site.phone)} className="font-semibold underline">
            {site.phone}
          </a>
          : {OFFICE_HOURS}.
        </p>
        <div className="mt-6">
          <NeedsScript what="Your request">
            <YourRequest phone={site.phone} phoneHref={telHref(site.phone)} officeHours={OFFICE_HOURS} />
          </NeedsScript>
        </div>
      </div>
    </>
  );
}
