import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('report-issue');

export default function ReportIssuePage() {
  return <ContentPage slug="report-issue" />;
}
