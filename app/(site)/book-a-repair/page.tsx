import { contentPageMetadata } from '@/components/sections/content-page';
import { BookingPage } from '@/components/sections/booking-page';

export const metadata = contentPageMetadata('book-a-repair');

export default function BookARepairPage() {
  return <BookingPage slug="book-a-repair" />;
}
