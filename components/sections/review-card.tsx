import { StarIcon } from '@/components/ui/icons';
import type { Review } from '@/content/schemas';
import { cardClass } from '@/components/ui/styles';

/** A review. Sample copy is labelled "Sample review" so it is never passed off as a customer's words. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className={cardClass({ padding: 'lg' }, 'flex h-full flex-col')}>
      <div className="flex items-center justify-between gap-2">
        <p className="flex text-amber-600" role="img" aria-label={`${review.rating} out of 5 stars`}>
          {Array.from({ length: review.rating }, (_, i) => (
            <StarIcon key={i} size={18} fill="currentColor" />
          ))}
        </p>
        {review.sample ? (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Sample review</span>
        ) : null}
      </div>
      <blockquote className="mt-3 flex-1 text-slate-800">“{review.text}”</blockquote>
      <figcaption className="mt-4 text-sm text-slate-700">
        <span className="font-semibold text-brand-900">{review.author}</span>, {review.town} · {review.service}
      </figcaption>
    </figure>
  );
}
