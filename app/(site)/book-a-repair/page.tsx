import { BookingPage, bookingPageMetadata } from '@/components/sections/booking-page';

export const metadata = bookingPageMetadata('bookRepair');

export default function BookARepairPage() {
  return <BookingPage page="bookRepair" />;
}
