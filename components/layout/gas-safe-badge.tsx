import { site } from '@/lib/content';
import { THEME_COLOURS } from '@/lib/theme';

/**
 * "Gas Safe registered" with our registration number. Our own badge design: the official Gas Safe
 * logo may only be used under the register's licence terms, so we do not copy it.
 */
export function GasSafeBadge() {
  return (
    <div className="inline-flex items-center gap-3 rounded-lg border-2 border-amber-400 bg-white px-3 py-2 text-brand-950">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="6" fill="#facc15" />
        <path d="M18 6 8 10v7c0 6.5 4.3 11.3 10 13 5.7-1.7 10-6.5 10-13v-7z" fill={THEME_COLOURS.brand[800]} />
        <path d="m13.5 18 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="text-sm leading-tight">
        <strong className="block">Gas Safe registered</strong>
        Registration no. {site.gasSafeNumber}
      </p>
    </div>
  );
}
