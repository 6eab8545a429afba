import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('book-a-boiler-service');

export default function BookABoilerServicePage() {
  return <ContentPage slug="book-a-boiler-service" />;
}
