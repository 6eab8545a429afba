/**
 * What each kind of job sends: the Worker's half of the table of kinds (the rest of each kind,
 * whether it is the lead's own, what the CRM hears, whether staff retry it and in what words, is
 * lib/shared/contracts/job-kinds.ts). The runner (worker/delivery/jobs.ts) works a job through
 * its kind's entry here.
 */
import type { JobKind } from '@/lib/shared/contracts/job-kinds';
import type { JobSender } from './attempt';
import * as business from './business-jobs';
import * as crm from './crm-jobs';
import * as review from './review-jobs';
import * as visitor from './visitor-jobs';

/** Each kind's sender: TypeScript asks for one for every kind in the table of kinds. */
export const JOB_SENDERS: Record<JobKind, JobSender> = {
  email: business.email,
  forward: crm.forward,
  deleted: crm.deleted,
  visitor: visitor.visitor,
  price: visitor.price,
  updated: crm.updated,
  booking: visitor.booking,
  reminder: visitor.reminder,
  'review-invite': review.reviewInvite,
  'review-reminder': review.reviewReminder,
  farewell: visitor.farewell,
  notice: business.notice,
};
