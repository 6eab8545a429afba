import { BRAND_FLAME_PATH, BRAND_ICON_BACKGROUND, BRAND_ICON_UNITS } from '@/lib/brand-icon';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { cn } from '@/components/ui/styles';

/** Our own flame mark and wordmark; links home. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a
      href={routes.home}
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-md font-extrabold tracking-tight', inverse ? 'text-white' : 'text-brand-900')}
    >
      <svg width={BRAND_ICON_UNITS} height={BRAND_ICON_UNITS} viewBox={`0 0 ${BRAND_ICON_UNITS} ${BRAND_ICON_UNITS}`} aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill={BRAND_ICON_BACKGROUND} />
        <path d={BRAND_FLAME_PATH} fill="#fff" />
      </svg>
      <span className="text-sm leading-none whitespace-nowrap min-[360px]:text-base min-[400px]:text-lg lg:text-base xl:text-xl">{site.tradingName}</span>
    </a>
  );
}
