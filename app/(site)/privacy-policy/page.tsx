import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('privacy-policy');

export default function PrivacyPolicyPage() {
  return <ContentPage slug="privacy-policy" />;
}
