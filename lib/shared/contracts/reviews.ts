/**
 * Genuine reviews from the business's own finished jobs (issue 43): one contract for the inbox
 * (staff mark a job done, answer or remove a review), the Worker (invitations, the review link,
 * publishing), the review form's island, the pages that show reviews and the tests. Runtime-free:
 * the Worker imports it. Tables: migrations/0012_reviews.sql.
 *
 * The life of a review:
 * 1. Staff mark a won lead's job done ("Job done": the day it was finished, the installation date by
 *    default, what was done and in which town), kept in its history with who; undone with a reason.
 * 2. REVIEW_INVITE_DAYS after the day finished the customer gets one email (none without an email
 *    address; never a text) with a private link to the review form; one reminder REVIEW_REMINDER_DAYS
 *    later only if they have not answered. Every finished job is invited (no choosing whom to ask, no
 *    gating by how the job went) unless the customer said "no more": every email carries a one-click
 *    List-Unsubscribe (RFC 8058) and a link.
 * 3. A review submitted through its link is published at once, whatever its stars; one per job; its
 *    author can change or delete it from the same link; erasing the lead erases it.
 * 4. Staff can answer a review (shown under it with the date) and remove one only for a reason of
 *    the published policy (REMOVAL_REASONS), recorded with who and why; the pages say how many were
 *    removed and why.
 *
 * The link carries its token in the fragment, `#<lead id>.<secret>` (as the request page's link does: it
 * never reaches a server log or a Referer); the secret is an HMAC of the lead's id under
 * REQUEST_LINK_KEY ("review-link:<id>"), its SHA-256 kept in review_invites.link_hash.
 *   GET    /api/review                     X-Review-Token → 200 ReviewInvitation | 404 | 429
 *   PUT    /api/review                     JSON { token, review: ReviewInput } → 200 ReviewInvitation (published) | 400 | 404 | 429
 *   DELETE /api/review                     X-Review-Token → 200 { deleted: true } | 404 | 429
 *   GET    /api/review/unsubscribe?t=<u>   → 200 a small page with one button (a GET never unsubscribes: mail scanners follow links)
 *   POST   /api/review/unsubscribe?t=<u>   body "List-Unsubscribe=One-Click" (RFC 8058) or the page's form → 200; no more invitations or reminders
 *   GET    /api/reviews/published          → 200 PublishedReviews (public, cached; what the pages show)
 * Staff (signed in, CSRF as the rest of the inbox, lib/shared/contracts/inbox.ts):
 *   POST   /api/leads/inbox/leads/<id>/job-done     JobDone → 200 LeadDetail (a won lead only: 409 otherwise)
 *   POST   /api/leads/inbox/leads/<id>/job-undone   JobUndone → 200 LeadDetail
 *   GET    /api/leads/inbox/reviews                 → 200 StaffReview[] (published and removed, newest first)
 *   POST   /api/leads/inbox/reviews/<id>/answer     ReviewAnswer → 200 StaffReview
 *   POST   /api/leads/inbox/reviews/<id>/remove     ReviewRemoval → 200 StaffReview
 * A wrong, expired or unknown review token is answered 404 (REVIEW_MESSAGES.notFound) whichever it is;
 * the tenth wrong token from one address in a minute, 429.
 */
import * as z from 'zod/mini';
import { services } from '@/content/services';
import { locations } from '@/content/locations';

/** Days after the day a job was finished that its customer is asked for a review: long enough to have lived with the work (REVIEW_INVITE_DAYS in the Worker's settings overrides it). */
export const REVIEW_INVITE_DAYS = 7;

/** Days after the invitation that the one reminder goes, if the customer has not answered: once, never more. */
export const REVIEW_REMINDER_DAYS = 7;

/** How long a review link opens its form: as long as a review is kept (REVIEW_KEEP_YEARS), so its author can always change or delete it. */
export const REVIEW_LINK_DAYS = 3 * 365;

/** How long a published review is kept before it is deleted, as the policy says. */
export const REVIEW_KEEP_YEARS = 3;

/** The longest review text: a few paragraphs. */
export const REVIEW_TEXT_MAX = 2000;

/** The longest staff answer. */
export const REVIEW_ANSWER_MAX = 1000;

/** The fewest finished jobs of a service in a town before a page shows the count: fewer could point at one household. */
export const JOB_EVIDENCE_MIN = 3;

/** The period, in months, the pages count finished jobs over. */
export const JOB_EVIDENCE_MONTHS = 12;

/** The header the review form sends its token in. */
export const REVIEW_TOKEN_HEADER = 'X-Review-Token';

/** The sessionStorage key the review page keeps its token under, once it has taken it out of the address. */
export const REVIEW_TOKEN_KEY = 'reviewToken';

/** Who a review is shown as: the first name and the initial of the last ("Ada L."), or "a customer in <town>". */
export const NAME_STYLES = ['initial', 'town'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

/** The reasons the published policy allows a review to be removed; no other. */
export const REMOVAL_REASONS = ['unlawful', 'abusive', 'personal-details', 'not-about-us', 'fake'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/** Each reason as the policy, the inbox and the reviews page say it. */
export const REMOVAL_REASON_TEXT: Record<RemovalReason, string> = {
  unlawful: 'It broke the law (for example, it was defamatory)',
  abusive: 'It was abusive, hateful or obscene',
  'personal-details': "It gave someone else's personal details",
  'not-about-us': 'It was not about our work',
  fake: 'It was shown to be fake',
};

/** The nine services a job can be (content/services.ts): what a review and the job counts are filed under. */
export const JOB_SERVICES = services.map((service) => service.slug) as [string, ...string[]];

/** Every town a job can be in (content/locations.ts). */
export const JOB_TOWNS = locations.map((location) => location.slug) as [string, ...string[]];

/** The words the review form and the Worker answer with. */
export const REVIEW_MESSAGES = {
  notFound: 'This review link does not work. It may have been mistyped or be too old. Please call us if you would like to leave a review.',
  tooMany: 'Too many tries. Please wait a minute and try again.',
  starsRequired: 'Choose from 1 to 5 stars',
  textRequired: 'Tell us how it went',
  textTooLong: `Keep your review to ${REVIEW_TEXT_MAX} characters`,
  consentRequired: 'Tick the box to let us publish your review',
  published: 'Thank you. Your review is published.',
  updated: 'Your review has been changed.',
  deleted: 'Your review has been deleted.',
  unsubscribed: 'You will get no more emails asking for a review.',
  removed: 'This review was removed under our reviews policy, so it cannot be changed. Please call us if you think that was wrong.',
} as const;

const slugIn = (list: [string, ...string[]]) => z.string().check(z.refine((value) => list.includes(value), { message: 'Choose one from the list' }));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'));

/** What the customer sends from the review form. */
export const reviewSchema = z.object({
  stars: z.int(REVIEW_MESSAGES.starsRequired).check(z.gte(1, REVIEW_MESSAGES.starsRequired), z.lte(5, REVIEW_MESSAGES.starsRequired)),
  service: slugIn(JOB_SERVICES),
  text: z.string().check(z.trim(), z.minLength(1, REVIEW_MESSAGES.textRequired), z.maxLength(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)),
  nameStyle: z.enum(NAME_STYLES),
  consent: z.literal(true, REVIEW_MESSAGES.consentRequired),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** Staff mark a won lead's job done. */
export const jobDoneSchema = z.object({ finishedOn: isoDay, service: slugIn(JOB_SERVICES), town: slugIn(JOB_TOWNS) });
export type JobDone = z.infer<typeof jobDoneSchema>;

/** Staff undo "Job done", saying why. */
export const jobUndoneSchema = z.object({ reason: z.string().check(z.trim(), z.minLength(1, 'Say why the job is not done'), z.maxLength(500)) });
export type JobUndone = z.infer<typeof jobUndoneSchema>;

/** Staff answer a review (an empty answer takes it away). */
export const reviewAnswerSchema = z.object({ text: z.string().check(z.trim(), z.maxLength(REVIEW_ANSWER_MAX)) });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** Staff remove a review, for one of the policy's reasons only. */
export const reviewRemovalSchema = z.object({ reason: z.enum(REMOVAL_REASONS), note: z.optional(z.string().check(z.trim(), z.maxLength(500))) });
export type ReviewRemoval = z.infer<typeof reviewRemovalSchema>;

/** A review as everyone may read it. */
export interface PublishedReview {
  id: string;
  stars: number;
  /** A service's slug (JOB_SERVICES). */
  service: string;
  /** A location's slug (JOB_TOWNS). */
  town: string;
  /** The month the job was finished, YYYY-MM. */
  jobMonth: string;
  text: string;
  /** As the author chose (NAME_STYLES). */
  displayName: string;
  /** When it was submitted (ISO), and changed if it was. */
  submittedAt: string;
  updatedAt: string;
  /** What was offered for it; null: nothing was. */
  incentive: string | null;
  answer: { text: string; at: string } | null;
}

/** What the pages show: every published review, the removals by reason, and the finished jobs counted by town and service. */
export interface PublishedReviews {
  /** Newest first. */
  reviews: PublishedReview[];
  /** How many were removed, by reason (every reason listed, 0 where none). */
  removed: Record<RemovalReason, number>;
  /** Finished jobs in the last JOB_EVIDENCE_MONTHS months: per town, per service, the count and the most recent month (YYYY-MM). Counts below JOB_EVIDENCE_MIN are left out here, never only hidden on a page. */
  jobs: Record<string, Record<string, { count: number; lastMonth: string }>>;
  /** When this was read (ISO). */
  at: string;
}

/** What the review form shows: the job, and the review if one was written. */
export interface ReviewInvitation {
  job: { service: string; town: string; month: string };
  /** The customer's first name and last initial as the lead has them ("Ada L."), for the name choice. */
  initialName: string;
  review: (PublishedReview & { nameStyle: NameStyle }) | null;
}

/** A review as staff see it: published or removed. */
export interface StaffReview extends PublishedReview {
  leadId: string;
  removed: { reason: RemovalReason; note: string | null; at: string; by: string } | null;
  answeredBy: string | null;
}

/** A job's service by its name ("Gas Boiler Installation"), from its slug; `short`: as a sentence says it ("boiler repair"). */
export function jobServiceName(slug: string, { short = false }: { short?: boolean } = {}): string {
  const service = services.find((each) => each.slug === slug);
  return (short ? service?.shortName : service?.name) ?? slug;
}

/** A job's town by its name ("Grimsby"), from its slug. */
export const jobTownName = (slug: string): string => locations.find((location) => location.slug === slug)?.name ?? slug;

/** A rating as a radio of the form says it: "1 star", "4 stars". */
export const starsLabel = (stars: number): string => `${stars} star${stars === 1 ? '' : 's'}`;

/** A rating as a published review says it (and its figures): "4 out of 5 stars". */
export const starsText = (stars: number): string => `${stars} out of 5 stars`;

/** The counts and spread the pages show, from the published reviews only: nothing at all when there are none. */
export function reviewFigures(reviews: readonly Pick<PublishedReview, 'stars' | 'submittedAt'>[]): { count: number; average: number; spread: Record<1 | 2 | 3 | 4 | 5, number>; from: string; to: string } | null {
  if (!reviews.length) return null;
  const spread = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  let total = 0;
  for (const review of reviews) {
    spread[review.stars as 1 | 2 | 3 | 4 | 5] += 1;
    total += review.stars;
  }
  const days = reviews.map((review) => review.submittedAt.slice(0, 10)).sort();
  return { count: reviews.length, average: Math.round((total / reviews.length) * 10) / 10, spread, from: days[0] ?? '', to: days[days.length - 1] ?? '' };
}

/** The name a review shows under: "Ada L." from the lead's name, or "a customer in <town name>". */
export function displayNameOf(style: NameStyle, fullName: string, town: string): string {
  if (style === 'town') return `a customer in ${jobTownName(town)}`;
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest[rest.length - 1];
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
