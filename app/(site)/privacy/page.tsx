import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

/** /privacy/ shows the same page as its canonical path (docs/product.md §2.1 alias). */
export const metadata = contentPageMetadata('privacy-policy', '/privacy/');

export default function PrivacyPage() {
  return <ContentPage slug="privacy-policy" />;
}
