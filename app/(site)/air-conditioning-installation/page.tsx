import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('air-conditioning');

export default function AirConditioningInstallationPage() {
  return <ContentPage slug="air-conditioning" />;
}
