import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /boiler-repair/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('repair', '/boiler-repair/');

export default function BoilerRepairPage() {
  return <ContentPage slug="repair" />;
}
