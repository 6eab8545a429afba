import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('gas-boilers');

export default function GasBoilerInstallationPage() {
  return <ContentPage slug="gas-boilers" />;
}
