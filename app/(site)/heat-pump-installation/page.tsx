import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('heat-pumps');

export default function HeatPumpInstallationPage() {
  return <ContentPage slug="heat-pumps" />;
}
