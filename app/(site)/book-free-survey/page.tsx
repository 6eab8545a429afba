import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('book-free-survey');

export default function BookFreeSurveyPage() {
  return <ContentPage slug="book-free-survey" />;
}
