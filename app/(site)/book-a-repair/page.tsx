import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('book-a-repair');

export default function BookARepairPage() {
  return <ContentPage slug="book-a-repair" />;
}
