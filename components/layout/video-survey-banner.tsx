import { VideoIcon } from '@/components/ui/icons';
import { VIDEO_SURVEY_MINUTES_TEXT } from '@/content/pricing';
import { routes } from '@/lib/routes';

/** The video survey call to action at the bottom of both mega menus (docs/product.md §2.4). */
export function VideoSurveyBanner() {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-6 py-3">
        <p className="flex items-center gap-3">
          <VideoIcon className="shrink-0" />
          <span>
            <strong>No time for a home visit?</strong> A {VIDEO_SURVEY_MINUTES_TEXT} minute video
            survey on your phone, with your quote the same day.
          </span>
        </p>
        <a
          href={routes.bookVideoSurvey}
          className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Book a video survey
        </a>
      </div>
    </div>
  );
}
