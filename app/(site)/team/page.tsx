import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('team');

export default function TeamPage() {
  return <ContentPage slug="team" />;
}
