import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /gas-boilers/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('gas-boilers', '/gas-boilers/');

export default function GasBoilersPage() {
  return <ContentPage slug="gas-boilers" />;
}
