import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewsPage } from '@/components/sections/reviews-page';
import { getLocation, getLocations, placeName } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { reviewsInTownPath } from '@/lib/shared/review-pages';

/** The reviews from one town: a filter of the reviews page that works without JavaScript, filled at the edge as it is. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getLocations().map((location) => ({ town: location.slug }));
}

type Props = { params: Promise<{ town: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const location = getLocation((await params).town);
  if (!location) return {};
  return pageMetadata({ title: `Reviews from ${location.name}`, description: `Every published review from our customers in ${placeName(location)}.`, path: reviewsInTownPath(location.slug) });
}

export default async function TownReviewsPage({ params }: Props) {
  const location = getLocation((await params).town);
  if (!location) notFound();
  const path = reviewsInTownPath(location.slug);
  return (
    <ReviewsPage
      slot={{ kind: 'reviews-town', town: location.slug }}
      trail={[
        { label: 'Reviews', href: routes.reviews },
        { label: location.name, href: path },
      ]}
      title={`Reviews from ${location.name}`}
      lead={`Reviews from the customers in ${placeName(location)} whose jobs we finished.`}
      none={`We have not published any reviews from ${placeName(location)} yet.`}
      path={path}
    />
  );
}
