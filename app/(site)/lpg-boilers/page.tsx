import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /lpg-boilers/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('lpg-boilers', '/lpg-boilers/');

export default function LpgBoilersPage() {
  return <ContentPage slug="lpg-boilers" />;
}
