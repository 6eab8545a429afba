/**
 * The customers' reviews (lib/shared/contracts/reviews.ts), newest first: each with its stars,
 * words, job and name as published, whether it is published or removed (why, by whom, when), our
 * answer under it, and the two things staff may do: answer it (an empty answer takes it away), or
 * remove it for one of the published policy's reasons only. Staff cannot write, change, hide or
 * pick reviews otherwise: every review a customer writes is published, whatever its stars.
 */
import { useId, useState } from 'react';
import { REMOVAL_REASONS, REMOVAL_REASON_TEXT, REVIEW_ANSWER_MAX, type RemovalReason, type StaffReview, jobServiceName, jobTownName } from '@/lib/shared/contracts/reviews';
import { formatMonthYear } from '@/lib/shared/time/dates';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { inboxApi, type Outcome } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { formatWhen, plural } from '../inbox-format';
import { BackLink, LoadFailed, SaidRegion, ViewHeading, type Said } from '../inbox-ui';
import { useLoad } from '../use-load';


/** One review, with its answer and removal forms. */
function ReviewItem({ review, onChanged }: { review: StaffReview; onChanged: (review: StaffReview) => void }) {
  const id = useId();
  const { csrf, signedOut } = useInbox();
  const [answer, setAnswer] = useState(review.answer?.text ?? '');
  const [reason, setReason] = useState<RemovalReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  async function change(send: () => Promise<Outcome<StaffReview>>, done: string) {
    setBusy(true);
    setSaid(null);
    const outcome = await send();
    setBusy(false);
    if (outcome.ok) {
      onChanged(outcome.data);
      setSaid({ tone: 'success', text: done });
    } else if (outcome.failure === 'signed-out') signedOut();
    else setSaid({ tone: 'error', text: outcome.message });
  }

  function remove() {
    if (!reason) return setSaid({ tone: 'error', text: 'Choose the policy reason it is removed for.' });
    void change(() => inboxApi.removeReview(review.id, { reason, note: note.trim() || undefined }, csrf), 'Removed: it is no longer published.');
  }

  return (
    <li className="rounded-lg border-2 border-brand-100 bg-white p-4">
      <article aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          <span aria-label={`${review.stars} of 5 stars`}>{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span> {review.displayName}
        </h3>
        <p className="text-sm text-slate-700">
          {jobServiceName(review.service)} in {jobTownName(review.town)}, job finished {formatMonthYear(`${review.jobMonth}-01`)}; written {formatWhen(review.submittedAt, { withYear: true })}
          {review.updatedAt !== review.submittedAt ? `, changed ${formatWhen(review.updatedAt, { withYear: true })}` : ''}
        </p>
        <p className="mt-2 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{review.text}</p>
        {review.removed ? (
          <p className="mt-2 font-semibold text-red-800">
            Removed {formatWhen(review.removed.at, { withYear: true })} by {review.removed.by}: {REMOVAL_REASON_TEXT[review.removed.reason]}
            {review.removed.note ? ` (${review.removed.note})` : ''}. Not published.
          </p>
        ) : (
          <p className="mt-2 text-sm font-semibold text-emerald-800">Published</p>
        )}
        {review.answer ? (
          <p className="mt-2 border-l-4 border-brand-200 pl-3 text-slate-800">
            Our answer ({formatWhen(review.answer.at, { withYear: true })}{review.answeredBy ? `, ${review.answeredBy}` : ''}): {review.answer.text}
          </p>
        ) : null}
      </article>
      {review.removed ? null : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void change(() => inboxApi.answerReview(review.id, { text: answer }, csrf), answer.trim() ? 'Answer saved: it shows under the review.' : 'Answer taken away.');
            }}
          >
            <label htmlFor={`${id}-answer`} className="block font-semibold text-brand-900">
              Our answer
            </label>
            <textarea id={`${id}-answer`} rows={3} maxLength={REVIEW_ANSWER_MAX} className={`${inputClass} py-2`} value={answer} onChange={(event) => setAnswer(event.target.value)} />
            <button type="submit" disabled={busy} className={buttonClass('outline', 'sm', 'mt-2')}>
              Save answer
            </button>
          </form>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              remove();
            }}
          >
            <label htmlFor={`${id}-reason`} className="block font-semibold text-brand-900">
              Remove it, for the policy&apos;s reason
            </label>
            <select id={`${id}-reason`} className={inputClass} value={reason} onChange={(event) => setReason(event.target.value as RemovalReason | '')}>
              <option value="">Choose a reason</option>
              {REMOVAL_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REMOVAL_REASON_TEXT[value]}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-note`} className="mt-2 block text-sm font-semibold text-brand-900">
              Note for the record (optional)
            </label>
            <input id={`${id}-note`} className={inputClass} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
            <button type="submit" disabled={busy} className={buttonClass('danger', 'sm', 'mt-2')}>
              Remove review
            </button>
          </form>
        </div>
      )}
      <SaidRegion said={said} />
    </li>
  );
}

export default function ReviewsView() {
  const id = useId();
  const { outcome, retry, replace } = useLoad('reviews', (signal) => inboxApi.reviews(signal));
  const reviews = outcome?.ok ? outcome.data : undefined;
  const published = reviews?.filter((review) => !review.removed).length ?? 0;
  return (
    <section aria-labelledby={id}>
      <BackLink route={{ view: 'list', filters: {} }} />
      <ViewHeading id={id}>Reviews</ViewHeading>
      <p className="mt-2 text-slate-800">Every review a customer writes is published at once, whatever its stars. Answer any; remove one only for a reason of the reviews policy.</p>
      <p role="status" className="mt-3 min-h-6 text-slate-700">
        {!outcome ? 'Loading the reviews…' : reviews ? `${plural(published, 'review')} published, ${plural(reviews.length - published, 'removed', 'removed')}.` : ''}
      </p>
      {outcome && !outcome.ok ? <LoadFailed message={outcome.message} onRetry={retry} /> : null}
      {reviews?.length ? (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} onChanged={(changed) => replace(reviews.map((item) => (item.id === changed.id ? changed : item)))} />
          ))}
        </ul>
      ) : reviews ? (
        <p className="mt-4 text-slate-700">No reviews yet.</p>
      ) : null}
    </section>
  );
}
