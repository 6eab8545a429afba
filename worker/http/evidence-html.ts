/**
 * The HTML the Worker puts into the pages' evidence slots (lib/shared/review-pages.ts): reviews with
 * their schema.org `Review` JSON-LD, the figures from the published reviews (reviewFigures), the
 * removals by the policy's reasons, and a town's finished jobs. Plain strings, every value escaped;
 * no script runs (JSON-LD is data). Pure: worker/http/pages.ts streams it into the pages.
 */
import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { JOB_EVIDENCE_MONTHS, REMOVAL_REASONS, REMOVAL_REASON_TEXT, jobServiceName, jobTownName, reviewFigures, starsText, type PublishedReview, type PublishedReviews } from '@/lib/shared/contracts/reviews';
import { formatMonthYear } from '@/lib/shared/time/dates';
import { escapeHtml } from '@/lib/shared/format/html';
import { PAGES } from '@/lib/shared/pages';
import { reviewsInTownPath, type EvidenceSlot } from '@/lib/shared/review-pages';

/** The most reviews a town's section lists before linking to all of them: the newest, enough to read on a service page. */
export const TOWN_REVIEWS_SHOWN = 6;

const location = (slug: string) => locations.find((each) => each.slug === slug);

/** "2026-03" → "March 2026". */
const monthText = (month: string): string => formatMonthYear(`${month}-01`);
/** "2026-03-05…" → "5 March 2026" (spelt out, no Intl). */
const dayText = (iso: string): string => `${Number(iso.slice(8, 10))} ${formatMonthYear(iso.slice(0, 10))}`;

/** JSON for a `<script type="application/ld+json">`: no `<` can end the element early. */
const jsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** One review's schema.org `Review`: who, when, the rating and what it reviews (the business, by its JSON-LD @id). */
export function reviewJsonLd(review: PublishedReview, about: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    author: { '@type': 'Person', name: review.displayName },
    datePublished: review.submittedAt.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    reviewBody: review.text,
    itemReviewed: { '@id': about },
  };
}

const paragraphs = (text: string, className: string): string =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p class="${className}">${escapeHtml(line)}</p>`)
    .join('');

/** One review as a list item: its stars in words and as stars, its words, who, what and when, any incentive, the answer. */
export function reviewHtml(review: PublishedReview, about: string): string {
  const stars = `<span aria-hidden="true" class="text-accent-600">${'★'.repeat(review.stars)}${'☆'.repeat(5 - review.stars)}</span> <span class="font-semibold">${starsText(review.stars)}</span>`;
  const incentive = review.incentive ? `<p class="mt-2 text-sm text-slate-700">Offered for this review: ${escapeHtml(review.incentive)}</p>` : '';
  const answer = review.answer
    ? `<div class="mt-4 border-l-4 border-brand-200 pl-4"><p class="text-sm font-semibold text-brand-950">Our answer, ${dayText(review.answer.at)}</p>${paragraphs(review.answer.text, 'mt-1 text-slate-800')}</div>`
    : '';
  return `<li class="rounded-lg border border-slate-200 bg-white p-5"><article><p>${stars}</p><blockquote class="mt-3">${paragraphs(review.text, 'mt-2 text-slate-800')}</blockquote><p class="mt-3 text-sm text-slate-700">${escapeHtml(review.displayName)}, ${escapeHtml(jobServiceName(review.service))} in ${escapeHtml(jobTownName(review.town))}, job finished ${monthText(review.jobMonth)}</p>${incentive}${answer}<script type="application/ld+json">${jsonLd(reviewJsonLd(review, about))}</script></article></li>`;
}

const reviewList = (reviews: readonly PublishedReview[], about: string): string => `<ul class="mt-6 grid gap-4" data-review-list>${reviews.map((review) => reviewHtml(review, about)).join('')}</ul>`;

/** The count, average, spread and period of the reviews given (all published ones, or a filter's), or '' with none. */
export function figuresHtml(reviews: readonly PublishedReview[]): string {
  const figures = reviewFigures(reviews);
  if (!figures) return '';
  const spread = ([5, 4, 3, 2, 1] as const).map((stars) => `<li>${starsText(stars)}: ${figures.spread[stars]}</li>`).join('');
  return `<div class="mt-4" data-review-figures><p class="text-lg text-slate-800"><span data-figure="count">${figures.count}</span> ${figures.count === 1 ? 'review' : 'reviews'}, on average <span data-figure="average">${figures.average}</span> out of 5 stars, submitted from ${dayText(figures.from)} to ${dayText(figures.to)}.</p><ul class="mt-2 text-slate-800" data-figure="spread">${spread}</ul></div>`;
}

/** How many reviews were removed and why (every reason of the policy with its count). */
export function removalsHtml(removed: PublishedReviews['removed']): string {
  const total = REMOVAL_REASONS.reduce((sum, reason) => sum + removed[reason], 0);
  const reasons = REMOVAL_REASONS.filter((reason) => removed[reason] > 0)
    .map((reason) => `<li>${escapeHtml(REMOVAL_REASON_TEXT[reason])}: ${removed[reason]}</li>`)
    .join('');
  const said = total === 0 ? 'We have removed no review.' : `We have removed ${total} ${total === 1 ? 'review' : 'reviews'}, each for a reason our policy gives:`;
  return `<div class="mt-6" data-review-removals><p class="text-slate-800">${said}</p>${reasons ? `<ul class="mt-2 list-disc pl-6 text-slate-800">${reasons}</ul>` : ''}</div>`;
}

const policyLink = `<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="${PAGES.reviewsPolicy.path}">How we collect, publish and remove reviews</a></p>`;

/** A town's finished jobs by service (counts of at least JOB_EVIDENCE_MIN only: the store leaves out the rest), or ''. */
export function jobsHtml(town: string, jobs: PublishedReviews['jobs']): string {
  const byService = Object.entries(jobs[town] ?? {}).sort(([a], [b]) => services.findIndex((s) => s.slug === a) - services.findIndex((s) => s.slug === b));
  if (!byService.length) return '';
  const items = byService.map(([service, { count, lastMonth }]) => `<li data-job-service="${escapeHtml(service)}">${escapeHtml(jobServiceName(service))}: ${count} finished, the most recent in ${monthText(lastMonth)}</li>`).join('');
  return `<h3 class="mt-8 text-xl font-bold text-brand-950">Work we finished in ${escapeHtml(jobTownName(town))} in the last ${JOB_EVIDENCE_MONTHS} months</h3><ul class="mt-3 list-disc pl-6 text-slate-800" data-town-jobs>${items}</ul>`;
}

/** A town's section: its reviews (else those from around its base, saying so) and its finished jobs; '' when there is neither. */
function townHtml(town: string, published: PublishedReviews, about: string): string {
  const here = published.reviews.filter((review) => review.town === town);
  const base = location(town)?.nearestBase;
  const area = here.length || !base ? [] : published.reviews.filter((review) => location(review.town)?.nearestBase === base);
  const shown = (here.length ? here : area).slice(0, TOWN_REVIEWS_SHOWN);
  let reviews = '';
  if (here.length) {
    const more = here.length > shown.length ? `<p class="mt-4"><a class="font-semibold text-brand-700 underline" href="${reviewsInTownPath(town)}">All ${here.length} reviews from ${escapeHtml(jobTownName(town))}</a></p>` : '';
    reviews = `<h3 class="text-xl font-bold text-brand-950">What customers in ${escapeHtml(jobTownName(town))} said</h3>${reviewList(shown, about)}${more}`;
  } else if (shown.length) {
    reviews = `<h3 class="text-xl font-bold text-brand-950">What customers around our ${escapeHtml(base ?? '')} base said</h3><p class="mt-2 text-slate-800" data-area-fallback>No customer in ${escapeHtml(jobTownName(town))} has reviewed us yet, so these reviews are from the towns our ${escapeHtml(base ?? '')} base serves.</p>${reviewList(shown, about)}`;
  }
  const jobs = jobsHtml(town, published.jobs);
  if (!reviews && !jobs) return '';
  return `<div class="mx-auto max-w-7xl px-4 py-14 md:py-20"><h2 class="max-w-3xl text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">Our work in ${escapeHtml(jobTownName(town))}</h2><div class="mt-8">${reviews}${jobs}${policyLink}</div></div>`;
}

/** A reviews page's list: the figures, the reviews newest first, and on the page of all of them the removals; '' when there is nothing. */
function reviewsHtml(slot: Exclude<EvidenceSlot, { kind: 'town' }>, published: PublishedReviews, about: string): string {
  const reviews = published.reviews.filter((review) => (slot.kind === 'reviews-service' ? review.service === slot.service : slot.kind === 'reviews-town' ? review.town === slot.town : true));
  const removals = slot.kind === 'reviews' && REMOVAL_REASONS.some((reason) => published.removed[reason] > 0) ? removalsHtml(published.removed) : '';
  if (!reviews.length && !removals) return '';
  const list = reviews.length ? `${figuresHtml(reviews)}${reviewList(reviews, about)}` : '';
  return `<h2 class="text-2xl font-bold text-brand-950">Published reviews</h2>${list}${slot.kind === 'reviews' && reviews.length && !removals ? removalsHtml(published.removed) : removals}${policyLink}`;
}

/** What a slot shows from `published`, or '' to leave it hidden. */
export function evidenceHtml(slot: EvidenceSlot, published: PublishedReviews, about: string): string {
  return slot.kind === 'town' ? townHtml(slot.town, published, about) : reviewsHtml(slot, published, about);
}
