import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('conventional-boiler');

export default function ConventionalBoilerPage() {
  return <ContentPage slug="conventional-boiler" />;
}
