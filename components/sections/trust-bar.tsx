import { CardIcon, CheckIcon, ShieldIcon, StarIcon, WrenchIcon, CalendarIcon } from '@/components/ui/icons';
import { FINANCE_APR, FIVE_STAR_REVIEWS, HAPPY_CUSTOMERS_TEXT, WARRANTY_SELECTED_YEARS } from '@/content/pricing';

/** The headline claims of docs/product.md §1 in one strip. */
export function TrustBar() {
  const items = [
    { icon: <ShieldIcon />, text: 'Gas Safe registered engineers' },
    { icon: <CheckIcon />, text: `${HAPPY_CUSTOMERS_TEXT} happy customers` },
    { icon: <StarIcon />, text: `Over ${FIVE_STAR_REVIEWS} five-star reviews` },
    { icon: <WrenchIcon />, text: `Up to ${WARRANTY_SELECTED_YEARS} year warranty on selected boilers` },
    { icon: <CalendarIcon />, text: 'Next day installation available' },
    { icon: <CardIcon />, text: `Fixed price, ${FINANCE_APR} available` },
  ];
  return (
    <section aria-label="Why home owners trust us" className="border-y border-brand-100 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-3 px-4 py-5 text-sm font-semibold text-brand-900 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.text} className="flex items-center gap-2">
            <span className="shrink-0 text-accent-700">{item.icon}</span>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
