import { contentPageMetadata } from '@/components/sections/content-page';
import { BookingPage } from '@/components/sections/booking-page';

export const metadata = contentPageMetadata('report-issue');

export default function ReportIssuePage() {
  return <BookingPage slug="report-issue" />;
}
