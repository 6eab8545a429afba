import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /oil-boiler/ shows the same page as its canonical path (spec §2.1 alias). */
export const metadata = contentPageMetadata('oil-boiler', '/oil-boiler/');

export default function OilBoilerPage() {
  return <ContentPage slug="oil-boiler" />;
}
