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
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#c2410c" />
        <path
          d="M16 6c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5z"
          fill="#fff"
        />
      </svg>
      <span className="text-sm leading-none whitespace-nowrap min-[360px]:text-base min-[400px]:text-lg lg:text-base xl:text-xl">{site.tradingName}</span>
    </a>
  );
}
