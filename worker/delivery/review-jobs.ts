/**
 * The jobs that ask a customer for a review (lib/shared/contracts/reviews.ts), made by the sweep
 * (worker/cron/review-mail.ts): the invitation ('review-invite') and the one reminder
 * ('review-reminder'), sent through the VISITOR_EMAIL binding to the lead's one address. Each
 * checks again as it is sent: nothing goes if the lead was erased, its job undone, its customer
 * said "no more", or (a reminder) a review was written meanwhile. The emails: worker/delivery/review-email.ts.
 */
import { reviewLink, unsubscribeLink } from '../review-link';
import { createReviewInviteStore } from '../store/review-invites';
import type { JobSender } from './attempt';
import { reviewInviteEmail, reviewReminderEmail, type ReviewEmailInput } from './review-email';
import type { LeadEmail } from './lead-email';

function reviewSender(kind: 'invite' | 'reminder', build: (input: ReviewEmailInput) => LeadEmail): JobSender {
  return {
    async send(job, at, { env, store, mail }) {
      if (!(await store.find(job.lead_id))) return { gone: true };
      const sendable = await createReviewInviteStore(env.DB).sendable(job.lead_id);
      if (!sendable || (kind === 'reminder' && sendable.reviewed)) return { ok: true };
      const [review, unsubscribe] = await Promise.all([reviewLink(env, job.origin, job.lead_id), unsubscribeLink(env, job.origin, job.lead_id)]);
      if (!review || !unsubscribe) return { ok: false, detail: 'no REQUEST_LINK_KEY to make the review link with' };
      const built = build({ name: sendable.name, service: sendable.service, town: sendable.town, reviewUrl: review.url, unsubscribeUrl: unsubscribe, origin: job.origin, tag: env.LEAD_NOTIFY_TAG });
      return mail.toVisitor(job, at, built, sendable.email, `review-${kind}-${job.lead_id}`);
    },
  };
}

/** The invitation. */
export const reviewInvite = reviewSender('invite', reviewInviteEmail);

/** The one reminder. */
export const reviewReminder = reviewSender('reminder', reviewReminderEmail);
