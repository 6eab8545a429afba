import { contentPageMetadata } from '@/components/sections/content-page';
import { BookingPage } from '@/components/sections/booking-page';

export const metadata = contentPageMetadata('book-video-survey');

export default function BookVideoSurveyPage() {
  return <BookingPage slug="book-video-survey" />;
}
