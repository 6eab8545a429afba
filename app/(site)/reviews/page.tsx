import type { Metadata } from 'next';
import { ReviewsPage } from '@/components/sections/reviews-page';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Customer Reviews',
  description: 'Reviews from the customers whose boiler installations, repairs and services we finish, every one of them asked the same way.',
  path: routes.reviews,
});

/**
 * Every published review of our finished jobs, newest first, with their figures and how many were
 * removed and why, filled in at the edge (worker/http/pages.ts). Until there are some it says so,
 * with no review, rating or count; a public source the business has named (content/business.ts) shows with its link.
 */
export default function ReviewsIndexPage() {
  return (
    <ReviewsPage
      slot={{ kind: 'reviews' }}
      trail={[{ label: 'Reviews', href: routes.reviews }]}
      title="Customer reviews"
      lead="Reviews from the customers whose jobs we have finished, every one we have been sent."
      none="We have not published any reviews yet."
      path={routes.reviews}
    />
  );
}
