import type { Metadata } from 'next';
import { BookingForm } from '@/components/islands/booking-form/booking-form';
import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';
import { NeedsScript } from '@/components/sections/needs-script';
import { BOOKING_FORMS, type BookingFormSlug } from '@/content/booking-forms';
import { site } from '@/lib/content';
import { PAGES } from '@/lib/shared/pages';
import { telHref } from '@/lib/shared/forms/phone';

/** The booking pages of the pages table: each has a folder of its own under app/ naming its key. */
export type BookingPageKey = { [K in keyof typeof PAGES]: (typeof PAGES)[K] extends { kind: 'booking'; copy: BookingFormSlug } ? K : never }[keyof typeof PAGES];

export function bookingPageMetadata(page: BookingPageKey): Metadata {
  return contentPageMetadata(PAGES[page].copy);
}

/** A booking page: its copy from content/pages and the booking form above it. */
export function BookingPage({ page }: { page: BookingPageKey }) {
  const slug = PAGES[page].copy;
  return (
    <ContentPage slug={slug}>
      <NeedsScript what="This booking form">
        <BookingForm source={slug} {...BOOKING_FORMS[slug]} phone={site.phone} phoneHref={telHref(site.phone)} />
      </NeedsScript>
    </ContentPage>
  );
}
