import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('annual-boiler-service');

export default function AnnualBoilerServicePage() {
  return <ContentPage slug="annual-boiler-service" />;
}
