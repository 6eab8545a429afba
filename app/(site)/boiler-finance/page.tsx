import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('boiler-finance');

export default function BoilerFinancePage() {
  return <ContentPage slug="boiler-finance" />;
}
