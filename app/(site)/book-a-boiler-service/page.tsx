import { BookingPage, bookingPageMetadata } from '@/components/sections/booking-page';

export const metadata = bookingPageMetadata('bookService');

export default function BookABoilerServicePage() {
  return <BookingPage page="bookService" />;
}
