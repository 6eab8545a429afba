import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('power-flushing');

export default function PowerFlushingPage() {
  return <ContentPage slug="power-flushing" />;
}
