import { BookingForm } from '@/components/islands/booking-form/booking-form';
import { ContentPage } from '@/components/sections/content-page';
import { BOOKING_FORMS, type BookingFormSlug } from '@/content/booking-forms';
import { site } from '@/lib/content';
import { telHref } from '@/lib/routes';

/** A booking page: its copy from content/pages and the booking form above it. */
export function BookingPage({ slug }: { slug: BookingFormSlug }) {
  return (
    <ContentPage slug={slug}>
      <BookingForm source={slug} {...BOOKING_FORMS[slug]} phone={site.phone} phoneHref={telHref(site.phone)} />
    </ContentPage>
  );
}
