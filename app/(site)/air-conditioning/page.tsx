import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /air-conditioning/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('air-conditioning', '/air-conditioning/');

export default function AirConditioningPage() {
  return <ContentPage slug="air-conditioning" />;
}
