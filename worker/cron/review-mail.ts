/**
 * The review invitations and their one reminder (lib/shared/contracts/reviews.ts), made by the
 * 5-minute sweep (so a missed run catches up on the next) during the day only, from REVIEW_HOURS'
 * start to its end (UK clock; REVIEW_EMAIL_HOURS moves them): each finished job's invitation once it is due (the day finished plus
 * REVIEW_INVITE_DAYS, at its start hour), and a reminder REVIEW_REMINDER_DAYS after an invitation
 * no review answered. Each is marked in D1 and given its job in one transaction, once
 * (worker/store/review-invites.ts); the job's sender checks again as it sends
 * (worker/delivery/review-jobs.ts). The clock is passed in.
 */
import { REVIEW_REMINDER_DAYS } from '@/lib/shared/contracts/reviews';
import { ukWallClock } from '@/lib/shared/time/uk-time';
import type { WorkerEnv } from '../env';
import { canEmailVisitor } from '../delivery/jobs';
import { enqueue } from '../delivery/enqueue';
import { reviewLink } from '../review-link';
import { createReviewInviteStore, reviewHours } from '../store/review-invites';

/** Most invitations (and as many reminders) one sweep makes: a queue batch. */
const REVIEW_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function reviewMail(env: WorkerEnv, now: Date): Promise<{ invited: number; reminded: number }> {
  const { hour } = ukWallClock(now);
  const hours = reviewHours(env.REVIEW_EMAIL_HOURS);
  if (hour < hours.from || hour >= hours.to || !canEmailVisitor(env)) return { invited: 0, reminded: 0 };
  const invites = createReviewInviteStore(env.DB, { now: () => now });
  const origin = env.PUBLIC_ORIGIN?.trim() || null;
  const invited = await invites.invite(origin, async (leadId, from) => (await reviewLink(env, from, leadId))?.hash ?? null, REVIEW_BATCH);
  const reminded = await invites.remind(new Date(now.getTime() - REVIEW_REMINDER_DAYS * DAY_MS).toISOString(), origin, REVIEW_BATCH);
  await enqueue(env.LEAD_JOBS, [...invited.map((leadId) => ({ leadId, kind: 'review-invite' as const })), ...reminded.map((leadId) => ({ leadId, kind: 'review-reminder' as const }))], `${invited.length} review invitations and ${reminded.length} reminders`);
  return { invited: invited.length, reminded: reminded.length };
}
