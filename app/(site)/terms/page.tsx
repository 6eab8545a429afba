import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('terms');

export default function TermsPage() {
  return <ContentPage slug="terms" />;
}
