import { contentPageMetadata } from '@/components/sections/content-page';
import { BookingPage } from '@/components/sections/booking-page';

export const metadata = contentPageMetadata('book-free-survey');

export default function BookFreeSurveyPage() {
  return <BookingPage slug="book-free-survey" />;
}
