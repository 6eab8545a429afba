import type { ReactNode } from 'react';
import { CardIcon, ShieldIcon, StarIcon, WrenchIcon, CalendarIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/styles';
import { ReviewSource } from '@/components/sections/review-source';
import { FINANCE_APR, WARRANTY_SELECTED_YEARS } from '@/content/pricing';
import type { ExternalReviews } from '@/content/schemas';

/**
 * The headline claims of docs/product.md §1 in one strip, and the review figures of the business's
 * public source when it has named one (none otherwise: no rating or count of our own making).
 */
export function TrustBar({ reviews }: { reviews: ExternalReviews | null }) {
  const items: { key: string; icon: ReactNode; text: ReactNode; className?: string }[] = [
    { key: 'gas-safe', icon: <ShieldIcon />, text: 'Gas Safe registered engineers' },
    { key: 'warranty', icon: <WrenchIcon />, text: `Up to ${WARRANTY_SELECTED_YEARS} year warranty on selected boilers` },
    { key: 'next-day', icon: <CalendarIcon />, text: 'Next day installation available' },
    { key: 'fixed-price', icon: <CardIcon />, text: `Fixed price, ${FINANCE_APR} available` },
  ];
  // Last and the full width of a phone's two columns, so an odd fifth item leaves no gap.
  if (reviews) items.push({ key: 'reviews', icon: <StarIcon />, text: <ReviewSource source={reviews} />, className: 'col-span-2 lg:col-span-1' });
  return (
    <section aria-label="Why home owners trust us" className="border-y border-brand-100 bg-white">
      <ul className={cn('mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-3 px-4 py-5 text-sm font-semibold text-brand-900', reviews ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}>
        {items.map((item) => (
          <li key={item.key} className={cn('flex items-center gap-2', item.className)}>
            <span className="shrink-0 text-accent-700">{item.icon}</span>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
