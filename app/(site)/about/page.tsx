import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('about');

export default function AboutPage() {
  return <ContentPage slug="about" />;
}
