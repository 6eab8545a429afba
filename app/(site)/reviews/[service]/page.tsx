import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewsPage } from '@/components/sections/reviews-page';
import { getService, getServices } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { reviewsOfServicePath } from '@/lib/shared/review-pages';

/** The reviews of one service: a filter of the reviews page that works without JavaScript, filled at the edge as it is. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getServices().map((service) => ({ service: service.slug }));
}

type Props = { params: Promise<{ service: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).service);
  if (!service) return {};
  return pageMetadata({ title: `${service.name} Reviews`, description: `Every published review of our ${service.name.toLowerCase()} jobs, from the customers whose work we finished.`, path: reviewsOfServicePath(service.slug) });
}

export default async function ServiceReviewsPage({ params }: Props) {
  const service = getService((await params).service);
  if (!service) notFound();
  const path = reviewsOfServicePath(service.slug);
  return (
    <ReviewsPage
      slot={{ kind: 'reviews-service', service: service.slug }}
      trail={[
        { label: 'Reviews', href: routes.reviews },
        { label: service.name, href: path },
      ]}
      title={`${service.name} reviews`}
      lead={`Reviews from the customers whose ${service.name.toLowerCase()} we finished.`}
      none={`We have not published any reviews of ${service.name.toLowerCase()} yet.`}
      path={path}
    />
  );
}
