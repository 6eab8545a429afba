import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /oil-boiler/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('oil-boiler', '/oil-boiler/');

export default function OilBoilerPage() {
  return <ContentPage slug="oil-boiler" />;
}
