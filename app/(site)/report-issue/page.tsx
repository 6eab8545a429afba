import { BookingPage, bookingPageMetadata } from '@/components/sections/booking-page';

export const metadata = bookingPageMetadata('reportIssue');

export default function ReportIssuePage() {
  return <BookingPage page="reportIssue" />;
}
