import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('repair');

export default function RepairPage() {
  return <ContentPage slug="repair" />;
}
