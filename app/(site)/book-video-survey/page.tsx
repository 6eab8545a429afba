import { ContentPage, contentPageMetadata } from '@/components/sections/content-page';

export const metadata = contentPageMetadata('book-video-survey');

export default function BookVideoSurveyPage() {
  return <ContentPage slug="book-video-survey" />;
}
