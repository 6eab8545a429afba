import type { Metadata } from 'next';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHeader } from '@/components/sections/page-header';
import { ReviewCard } from '@/components/sections/review-card';
import { FIVE_STAR_REVIEWS, HAPPY_CUSTOMERS_TEXT } from '@/content/pricing';
import { getReviews } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Customer Reviews',
  description: `What home owners say about our boiler installations, repairs and servicing. ${HAPPY_CUSTOMERS_TEXT} happy customers and over ${FIVE_STAR_REVIEWS} five-star reviews.`,
  path: routes.reviews,
});

export default function ReviewsPage() {
  const reviews = getReviews();
  const samples = reviews.some((review) => review.sample);
  return (
    <>
      <PageHeader
        trail={[{ label: 'Reviews', href: routes.reviews }]}
        title="Customer reviews"
        lead={`${HAPPY_CUSTOMERS_TEXT} home owners have trusted us with their heating, and over ${FIVE_STAR_REVIEWS} have left us five-star reviews.`}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {samples ? (
          <p className="mb-6 max-w-3xl rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
            The reviews below marked <strong>Sample review</strong> are examples written by us to show the kind of work we do. They are
            not customers&apos; words; we will replace them with real reviews, published with our customers&apos; permission.
          </p>
        ) : null}
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.text}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      <CtaBand />
    </>
  );
}
