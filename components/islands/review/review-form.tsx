'use client';

/**
 * The review form (lib/shared/contracts/reviews.ts reviewSchema, the one schema the Worker reads it
 * with): stars (a radio group, "1 star" to "5 stars"), what was done (prefilled from the job), their
 * words, how their name shows, and consent to publish. Loaded when the job is there. Whatever goes
 * wrong (a field, the link, the connection), the form stays as it was typed and says what to do.
 */
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useZodForm } from '@/components/islands/lead-forms/use-zod-form';
import { buttonClass } from '@/components/ui/button';
import { FormField, describedBy, inputClass } from '@/components/ui/form-field';
import { services } from '@/content/services';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, reviewSchema, type ReviewInput, type ReviewInvitation, jobTownName, starsLabel } from '@/lib/shared/contracts/reviews';
import { putReview } from './review-api';
import { REVIEW_PAGE_WORDS } from './review-words';

export interface ReviewFormProps {
  invitation: ReviewInvitation;
  token: string;
  onSaved: (invitation: ReviewInvitation) => void;
  /** Closes the form over a published review, changing nothing. */
  onCancel?: () => void;
}

const FIELDS = ['stars', 'service', 'text', 'nameStyle', 'consent'] as const;

export default function ReviewForm({ invitation, token, onSaved, onCancel }: ReviewFormProps) {
  const { review, job, initialName } = invitation;
  const town = jobTownName(job.town);
  const { control, register, handleSubmit, setError, errors, formState } = useZodForm<ReviewInput>(reviewSchema, {
    stars: review?.stars,
    service: review?.service ?? job.service,
    text: review?.text ?? '',
    nameStyle: review?.nameStyle ?? 'initial',
    consent: review ? true : undefined,
  });
  const [problem, setProblem] = useState<string | null>(null);

  const send = handleSubmit(async (values) => {
    setProblem(null);
    const result = await putReview(token, values);
    if (result.status === 'ok') return onSaved(result.invitation);
    if (result.status === 'invalid') {
      for (const field of FIELDS) if (result.fields[field]) setError(field, { message: result.fields[field] }, { shouldFocus: true });
    }
    if ('error' in result) setProblem(result.error);
    else setProblem(result.status === 'not-found' ? REVIEW_MESSAGES.notFound : result.status === 'too-many' ? REVIEW_MESSAGES.tooMany : REVIEW_PAGE_WORDS.notSent);
  });

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-labelledby="review-form-heading" className="space-y-5 rounded-lg border-2 border-brand-100 bg-white p-4">
      <h2 id="review-form-heading" className="text-xl font-bold text-brand-950">
        {review ? REVIEW_PAGE_WORDS.change : 'Your review'}
      </h2>
      <p className="text-slate-800">{REVIEW_PAGE_WORDS.noIncentive}</p>

      <fieldset aria-describedby={errors.stars ? 'review-stars-error' : undefined}>
        <legend className="font-semibold text-brand-900">How many stars?</legend>
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <div className="mt-1 flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label key={stars} className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-slate-400 px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input type="radio" name={field.name} value={stars} checked={field.value === stars} onChange={() => field.onChange(stars)} onBlur={field.onBlur} ref={stars === 1 ? field.ref : undefined} />
                  {starsLabel(stars)}
                </label>
              ))}
            </div>
          )}
        />
        {errors.stars ? (
          <p id="review-stars-error" className="mt-1 font-semibold text-red-700">
            {errors.stars.message}
          </p>
        ) : null}
      </fieldset>

      <FormField id="review-service" label="What we did" error={errors.service?.message}>
        <select id="review-service" className={inputClass} aria-invalid={errors.service ? true : undefined} aria-describedby={describedBy('review-service', undefined, errors.service?.message)} {...register('service')}>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
        </select>
      </FormField>

      <FormField id="review-text" label="How did it go?" hint={`In your own words, up to ${REVIEW_TEXT_MAX} characters. Please leave out anyone's address or phone number.`} error={errors.text?.message}>
        <textarea id="review-text" rows={6} className={`${inputClass} py-2`} aria-required aria-invalid={errors.text ? true : undefined} aria-describedby={describedBy('review-text', 'hint', errors.text?.message)} {...register('text')} />
      </FormField>

      <fieldset>
        <legend className="font-semibold text-brand-900">Show my name as</legend>
        <div className="mt-1 space-y-1">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="initial" {...register('nameStyle')} />
            {initialName}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="town" {...register('nameStyle')} />a customer in {town}
          </label>
        </div>
      </fieldset>

      <div>
        <label className="flex min-h-11 items-start gap-2">
          <input type="checkbox" className="mt-1" aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? 'review-consent-error' : undefined} {...register('consent')} />
          <span>I agree to my review being published on this website, with my name as chosen above.</span>
        </label>
        {errors.consent ? (
          <p id="review-consent-error" className="mt-1 font-semibold text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>

      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass('primary', 'md')}>
          {formState.isSubmitting ? REVIEW_PAGE_WORDS.sending : review ? REVIEW_PAGE_WORDS.save : REVIEW_PAGE_WORDS.send}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass('outline', 'md')}>
            {REVIEW_PAGE_WORDS.keepAsIs}
          </button>
        ) : null}
      </div>
    </form>
  );
}
