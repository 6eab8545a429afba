import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('solar-installations');

export default function SolarInstallationsPage() {
  return <ContentPage slug="solar-installations" />;
}
