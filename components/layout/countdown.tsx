import { COUNTDOWN_PLACEHOLDER } from '@/lib/countdown';

/**
 * The offer countdown: a placeholder of the same width that the countdown behaviour
 * (components/behaviours/countdown.ts) fills with the time left to Tuesday midnight in London and
 * ticks once a second. Hidden from screen readers (the text beside it says when the offer ends in
 * words) and, with scripts off, from everyone. The script changes its text, so the text is raw
 * HTML, which React leaves alone when it hydrates the page.
 */
export function Countdown({ testId }: { testId?: string }) {
  return (
    <span
      aria-hidden="true"
      data-module="countdown"
      data-testid={testId}
      className="js-only inline-block min-w-[13ch] text-left font-bold tabular-nums"
      dangerouslySetInnerHTML={{ __html: COUNTDOWN_PLACEHOLDER }}
    />
  );
}
