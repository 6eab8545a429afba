import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('boiler-cover');

export default function BoilerCoverPage() {
  return <ContentPage slug="boiler-cover" />;
}
