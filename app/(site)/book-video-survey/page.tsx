import { BookingPage, bookingPageMetadata } from '@/components/sections/booking-page';

export const metadata = bookingPageMetadata('bookVideoSurvey');

export default function BookVideoSurveyPage() {
  return <BookingPage page="bookVideoSurvey" />;
}
