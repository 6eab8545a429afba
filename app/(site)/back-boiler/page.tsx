import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('back-boiler');

export default function BackBoilerPage() {
  return <ContentPage slug="back-boiler" />;
}
