'use client';

/**
 * A finished job and its review, for the token the island (review.tsx) read: asks the Worker for
 * the job (lib/shared/contracts/reviews.ts) and shows it with the form, or the review as published
 * with "Change my review" and "Delete my review", or says plainly why it cannot. Loaded by the
 * island once it has a token, with the contract (its schemas, the services and towns); the form
 * (and its form library) loads only once the job is there.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LoadingLine, Notice, PhoneLine } from '@/components/ui/notice';
import { REVIEW_MESSAGES, jobServiceName, jobTownName, starsText, type ReviewInvitation } from '@/lib/shared/contracts/reviews';
import { formatMonthYear } from '@/lib/shared/time/dates';
import { deleteReview, fetchInvitation, type Refused } from './review-api';
import { REVIEW_PAGE_WORDS } from './review-words';

const ReviewForm = lazy(() => import('./review-form'));

/** The page's phone number as shown and as a tel: link, from the page. */
export interface PhoneProps {
  phone: string;
  phoneHref: string;
}

type State =
  | { kind: 'loading' }
  | { kind: Refused }
  /** The job; `editing`: the form is open over a published review; `said`: what the last change did. */
  | { kind: 'job'; invitation: ReviewInvitation; token: string; editing: boolean; said: string | null };


/** The review as it is published: its stars, words, name and any answer of ours. */
function PublishedReview({ review }: { review: NonNullable<ReviewInvitation['review']> }) {
  return (
    <figure className="rounded-lg border-2 border-brand-100 bg-white p-4">
      <p className="text-xl text-amber-700" aria-label={starsText(review.stars)}>
        <span aria-hidden="true">{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span>
      </p>
      <blockquote className="mt-2 whitespace-pre-line text-slate-900">{review.text}</blockquote>
      <figcaption className="mt-2 text-slate-700">
        {review.displayName}, {jobServiceName(review.service)}
      </figcaption>
      {review.answer ? (
        <div className="mt-3 border-l-4 border-brand-200 pl-3 text-slate-800">
          <p className="font-semibold">Our answer</p>
          <p className="whitespace-pre-line">{review.answer.text}</p>
        </div>
      ) : null}
    </figure>
  );
}

/** "Are you sure" before the review is deleted: focus moves here when it opens. */
function DeleteStep({ token, onKeep, onDeleted, onRefused }: { token: string; onKeep: () => void; onDeleted: () => void; onRefused: (kind: Refused) => void }) {
  const region = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => region.current?.focus(), []);

  async function remove() {
    setBusy(true);
    setFailed(false);
    const result = await deleteReview(token);
    setBusy(false);
    if (result === 'deleted') onDeleted();
    else if (result === 'failed') setFailed(true);
    else onRefused(result);
  }

  return (
    <section ref={region} tabIndex={-1} aria-labelledby="review-delete-heading" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <h3 id="review-delete-heading" className="text-lg font-bold">
        {REVIEW_PAGE_WORDS.deleteConfirm}
      </h3>
      <p className="mt-1">{REVIEW_PAGE_WORDS.deleteExplain}</p>
      {failed ? (
        <p role="alert" className="mt-3 font-semibold">
          {REVIEW_PAGE_WORDS.deleteFailed}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => void remove()} className={buttonClass('danger', 'md')}>
          {REVIEW_PAGE_WORDS.deleteYes}
        </button>
        <button type="button" disabled={busy} onClick={onKeep} className={buttonClass('outline', 'md')}>
          {REVIEW_PAGE_WORDS.deleteKeep}
        </button>
      </div>
    </section>
  );
}

export default function ReviewJob({ token, phone, phoneHref }: PhoneProps & { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const saidRef = useRef<HTMLParagraphElement>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const result = await fetchInvitation(token);
    if (result.status === 'ok') setState({ kind: 'job', invitation: result.invitation, token, editing: false, said: null });
    else setState({ kind: result.status === 'not-found' || result.status === 'too-many' ? result.status : 'unreachable' });
  }, [token]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const said = state.kind === 'job' ? state.said : null;
  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  switch (state.kind) {
    case 'loading':
      return (
        <LoadingLine>{REVIEW_PAGE_WORDS.loading}</LoadingLine>
      );
    case 'not-found':
      return (
        <Notice tone="problem">
          <p className="font-semibold">{REVIEW_MESSAGES.notFound}</p>
          <PhoneLine phone={phone} phoneHref={phoneHref} />
        </Notice>
      );
    case 'too-many':
    case 'unreachable':
      return (
        <Notice tone="problem">
          <p className="font-semibold">{state.kind === 'too-many' ? REVIEW_MESSAGES.tooMany : REVIEW_PAGE_WORDS.unreachable}</p>
          <button type="button" onClick={() => void load()} className={buttonClass('outline', 'md', 'mt-3')}>
            {REVIEW_PAGE_WORDS.tryAgain}
          </button>
        </Notice>
      );
    case 'job': {
      const { invitation, token, editing } = state;
      const { job, review } = invitation;
      const refused = (kind: Refused) => setState({ kind });
      return (
        <div className="space-y-4">
          <p className="text-lg text-slate-900">
            Your job: <strong>{jobServiceName(job.service)}</strong> in {jobTownName(job.town)}, finished in {formatMonthYear(`${job.month}-01`)}.
          </p>
          {state.said ? (
            <p ref={saidRef} tabIndex={-1} role="status" className="rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4 font-semibold text-emerald-950">
              {state.said}
            </p>
          ) : null}
          {review && !editing ? (
            <>
              <PublishedReview review={review} />
              {confirming ? (
                <DeleteStep
                  token={token}
                  onKeep={() => setConfirming(false)}
                  onRefused={refused}
                  onDeleted={() => {
                    setConfirming(false);
                    setState({ ...state, invitation: { ...invitation, review: null }, said: REVIEW_MESSAGES.deleted });
                  }}
                />
              ) : (
                <div className="flex flex-wrap gap-3">
                  <button type="button" onClick={() => setState({ ...state, editing: true, said: null })} className={buttonClass('primary', 'md')}>
                    {REVIEW_PAGE_WORDS.change}
                  </button>
                  <button type="button" onClick={() => setConfirming(true)} className={buttonClass('outline', 'md')}>
                    {REVIEW_PAGE_WORDS.delete}
                  </button>
                </div>
              )}
            </>
          ) : (
            <Suspense fallback={<p className="text-slate-700">{REVIEW_PAGE_WORDS.loading}</p>}>
              <ReviewForm
                invitation={invitation}
                token={token}
                onCancel={review ? () => setState({ ...state, editing: false }) : undefined}
                onSaved={(saved) => setState({ kind: 'job', invitation: saved, token, editing: false, said: review ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.published })}
              />
            </Suspense>
          )}
        </div>
      );
    }
  }
}
