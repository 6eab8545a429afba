import { BRAND_FLAME_PATH, BRAND_ICON_BACKGROUND, BRAND_ICON_UNITS } from '@/lib/brand-icon';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { cn } from '@/components/ui/styles';

/**
 * Our own flame mark and wordmark; links home. In Inter the wordmark fits the phone header on one
 * line at every width, with some 8 px to spare: a step smaller from 375 px, where the call button
 * joins the Menu button, and large again from 410 px. It may wrap between its words: on a first
 * visit it is drawn in a fallback font (`font-display: optional`), which can be wider than Inter
 * (DejaVu Sans where Arial is missing), and then it takes two lines rather than pushing the Menu
 * button off the screen. Its longest word stays its narrowest, so it never runs under the buttons.
 */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a
      href={routes.home}
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-md font-extrabold tracking-tight', inverse ? 'text-white' : 'text-brand-900')}
    >
      <svg className="shrink-0" width={BRAND_ICON_UNITS} height={BRAND_ICON_UNITS} viewBox={`0 0 ${BRAND_ICON_UNITS} ${BRAND_ICON_UNITS}`} aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={BRAND_ICON_BACKGROUND} />
        <path d={BRAND_FLAME_PATH} fill="#fff" />
      </svg>
      <span className="text-sm leading-none min-[360px]:text-base min-[375px]:text-[15px] min-[410px]:text-lg lg:text-base xl:text-xl">{site.tradingName}</span>
    </a>
  );
}
