import type { Metadata } from 'next';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { ReviewSource } from '@/components/sections/review-source';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Customer Reviews',
  description: 'Reviews from the customers whose boiler installations, repairs and services we finish, every one of them asked the same way.',
  path: routes.reviews,
});

/**
 * Where the reviews of our finished jobs will be published. Until there are some it says so, with no
 * review, rating or count; a public source the business has named (content/business.ts) shows with its link.
 */
export default function ReviewsPage() {
  const elsewhere = site.externalReviews;
  return (
    <>
      <HeaderedPage
        crumb={{ label: 'Reviews', href: routes.reviews }}
        title="Customer reviews"
        lead="Reviews from the customers whose jobs we have finished will be published on this page."
      >
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>
            When we finish a job, whether a new boiler, a repair or a service, we will ask the customer how it went. Every customer is asked
            the same way, whatever the job and however it went: we do not choose whom to ask.
          </p>
          <p>We have not published any reviews yet.</p>
          {elsewhere ? (
            <p>
              Reviews of us elsewhere: <ReviewSource source={elsewhere} />.
            </p>
          ) : null}
        </div>
      </HeaderedPage>
      <CtaBand />
    </>
  );
}
