import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('lpg-boilers');

export default function LpgBoilerInstallationPage() {
  return <ContentPage slug="lpg-boilers" />;
}
