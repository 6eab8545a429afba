import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('oil-boiler');

export default function OilBoilerInstallationPage() {
  return <ContentPage slug="oil-boiler" />;
}
