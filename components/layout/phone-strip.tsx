import { CallLink } from '@/components/ui/call-link';
import { openingHoursText, site } from '@/lib/content';

/** The phone strip under the offer banner (docs/product.md §2.4). */
export function PhoneStrip() {
  return (
    <div className="bg-brand-950 text-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-1 text-sm md:justify-end xl:justify-between">
        <p className="hidden xl:block">Gas Safe registered engineers in Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire</p>
        <p className="flex items-center gap-2">
          <span className="hidden md:inline">{openingHoursText}</span>
          <CallLink phone={site.phone} iconSize={16} className="inline-flex min-h-8 items-center gap-1.5 font-bold underline-offset-2 hover:underline" />
        </p>
      </div>
    </div>
  );
}
