import { contentPageMetadata } from '@/components/sections/content-page';
import { BookingPage } from '@/components/sections/booking-page';

export const metadata = contentPageMetadata('book-a-boiler-service');

export default function BookABoilerServicePage() {
  return <BookingPage slug="book-a-boiler-service" />;
}
