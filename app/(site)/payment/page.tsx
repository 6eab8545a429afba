import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('payment');

export default function PaymentPage() {
  return <ContentPage slug="payment" />;
}
