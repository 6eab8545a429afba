import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('combi-boiler');

export default function CombiBoilerPage() {
  return <ContentPage slug="combi-boiler" />;
}
