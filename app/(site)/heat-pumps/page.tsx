import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /heat-pumps/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('heat-pumps', '/heat-pumps/');

export default function HeatPumpsPage() {
  return <ContentPage slug="heat-pumps" />;
}
