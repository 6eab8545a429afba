import { BookingForm } from '@/components/islands/booking-form/booking-form';
import { ContentPage } from '@/components/sections/content-page';
import { NeedsScript } from '@/components/sections/needs-script';
import { BOOKING_FORMS, type BookingFormSlug } from '@/content/booking-forms';
import { site } from '@/lib/content';
import { telHref } from '@/lib/phone';

/** A booking page: its copy from content/pages and the booking form above it. */
export function BookingPage({ slug }: { slug: BookingFormSlug }) {
  return (
    <ContentPage slug={slug}>
      <NeedsScript what="This booking form">
        <BookingForm source={slug} {...BOOKING_FORMS[slug]} phone={site.phone} phoneHref={telHref(site.phone)} />
      </NeedsScript>
    </ContentPage>
  );
}
