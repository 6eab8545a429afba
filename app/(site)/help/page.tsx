import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('help');

export default function HelpPage() {
  return <ContentPage slug="help" />;
}
