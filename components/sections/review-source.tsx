import { formatWhole } from '@/content/format';
import { textLinkClass } from '@/components/ui/styles';
import type { ExternalReviews } from '@/content/schemas';
import { formatMonthYear } from '@/lib/shared/time/dates';

/**
 * Review figures from the public source the business named (`externalReviews` in content/business.ts):
 * the count, the average when given, the source as a link to where anyone can read the reviews, and
 * the month they were read. No other review figure is shown anywhere (DMCC Act 2024 Sch 20).
 */
export function ReviewSource({ source }: { source: ExternalReviews }) {
  const count = `${formatWhole(source.reviewCount)} ${source.reviewCount === 1 ? 'review' : 'reviews'}`;
  const average = source.averageRating === undefined ? '' : `, averaging ${source.averageRating} out of 5`;
  return (
    <span>
      {count} on{' '}
      <a href={source.url} className={textLinkClass('inline')} rel="noopener noreferrer">
        {source.name}
      </a>
      {`${average}, as of ${formatMonthYear(source.checkedOn)}`}
    </span>
  );
}
