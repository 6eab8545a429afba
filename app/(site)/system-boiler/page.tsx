import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('system-boiler');

export default function SystemBoilerPage() {
  return <ContentPage slug="system-boiler" />;
}
