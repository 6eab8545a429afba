import type { Metadata } from 'next';
import { Review } from '@/components/islands/review/review';
import { REVIEW_PAGE_WORDS } from '@/components/islands/review/review-words';
import { NeedsScript } from '@/components/sections/needs-script';
import { PageHeader } from '@/components/sections/page-header';
import { site } from '@/lib/content';
import { linkTokenScript } from '@/lib/browser/link-token';
import { PAGES } from '@/lib/shared/pages';
import { REVIEW_TOKEN_KEY } from '@/lib/shared/contracts/reviews';
import { telHref } from '@/lib/shared/forms/phone';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: PAGES.review.label,
  description: 'Your review of the job we finished for you, opened from the link in our email.',
  path: routes.review,
  noindex: true,
  nofollow: true,
});

/**
 * A finished job's review form (lib/shared/contracts/reviews.ts): the token is in the address's
 * fragment, which only the browser sees, so this page's HTML is the same for everyone and the job
 * comes from the Worker to the island. In the private pages' layout (app/(private)): no marketing
 * chrome, no chat, no countdown, no script of another site.
 */
export default function ReviewPage() {
  return (
    <>
      {/* As the page is parsed, before the behaviours and the framework load: the token out of
          the address, kept for the tab (lib/browser/link-token.ts). */}
      <script dangerouslySetInnerHTML={{ __html: linkTokenScript(REVIEW_TOKEN_KEY) }} />
      <PageHeader trail={[{ label: PAGES.review.label, href: routes.review }]} title={REVIEW_PAGE_WORDS.title} lead={REVIEW_PAGE_WORDS.about} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <NeedsScript what="The review form">
          <Review phone={site.phone} phoneHref={telHref(site.phone)} tokenKey={REVIEW_TOKEN_KEY} />
        </NeedsScript>
      </div>
    </>
  );
}
