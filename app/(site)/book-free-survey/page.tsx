import { BookingPage, bookingPageMetadata } from '@/components/sections/booking-page';

export const metadata = bookingPageMetadata('bookFreeSurvey');

export default function BookFreeSurveyPage() {
  return <BookingPage page="bookFreeSurvey" />;
}
