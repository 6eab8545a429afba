import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('heating-installation');

export default function HeatingInstallationPage() {
  return <ContentPage slug="heating-installation" />;
}
