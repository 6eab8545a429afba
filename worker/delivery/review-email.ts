/**
 * The emails that ask a customer how their finished job went (lib/shared/contracts/reviews.ts): the
 * invitation, REVIEW_INVITE_DAYS after the job, and the one reminder. Each asks the same of every
 * finished job, links to the review form (the private link, worker/review-link.ts), says that nothing
 * is offered for a review and that every review is published, and carries a one-click way to say no
 * more: the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058) and a visible link. A
 * service message about work the customer had done (PECR): no marketing, no offer, no incentive may
 * be added to it (README "Reviews from finished jobs"). Written with the business email's blocks
 * (worker/delivery/lead-email.ts), so the plain-text and HTML parts say the same. Pure.
 */
import { business } from '@/content/business';
import { jobServiceName, jobTownName } from '@/lib/shared/contracts/reviews';
import { PAGES } from '@/lib/shared/pages';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { tagged, toHtml, toText, type LeadEmail, type Section } from './lead-email';
import { readableName } from './visitor-email';

/** Said in every review email: nothing is given for a review, and every one is published whatever it says (no gating). */
export const NO_INCENTIVE = 'We offer nothing in return for a review, and we publish every review we receive, whatever its stars.';
/** Said at the foot of every review email: why it was sent, and that nothing else will be (PECR). */
export const REVIEW_SERVICE_NOTE = `This is a service email about the work ${business.tradingName} did for you. We will not send you marketing.`;
/** The words of the visible "no more emails" link. */
export const NO_MORE_EMAILS = 'No more emails asking for a review';

/** What a review email is built from. */
export interface ReviewEmailInput {
  /** The customer's name as the lead has it (shown only if it reads as a name). */
  name: string | null;
  /** The job's service and town (slugs). */
  service: string;
  town: string;
  /** The review form's address (with its secret) and the one-click "no more emails" address. */
  reviewUrl: string;
  unsubscribeUrl: string;
  /** The site's origin, for the reviews policy's address. */
  origin: string;
  tag?: string;
}


/** The headers that let a mail client offer "unsubscribe" and do it in one click (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

function reviewEmail(input: ReviewEmailInput, reminder: boolean): LeadEmail {
  const name = readableName(input.name);
  const work = jobServiceName(input.service, { short: true });
  const subject = reminder ? `A reminder: how did your ${work} go?` : `How did your ${work} go?`;
  const blocks: Section[] = [
    {
      heading: subject,
      note: `${name ? `Hello ${name}, ` : 'Hello, '}${reminder ? 'a week ago we asked' : 'we recently finished'} ${reminder ? `how your ${work} in ${jobTownName(input.town)} went. If you have a minute, we would still like to know.` : `your ${work} in ${jobTownName(input.town)}. We would like to know how it went, good or bad: it takes a minute or two.`}`,
      rows: [{ label: 'Your review', value: 'Tell us how it went', href: input.reviewUrl }],
    },
    { heading: 'How reviews work', note: `${NO_INCENTIVE} You choose how your name shows, and you can change or delete your review later from the same link. The link is yours alone: do not pass it on.` },
    // Not a way round the review: whatever the customer tells us here, their review is as welcome (no gating).
    { heading: 'Anything still to put right?', note: `Whatever you write in your review, if anything about the work still needs putting right, call us on ${displayUkPhone(business.phone)} or reply to this email.` },
    {
      footer: true,
      note: `${REVIEW_SERVICE_NOTE} ${reminder ? 'This is the only reminder.' : 'We send one reminder at most.'}`,
      rows: [
        { label: 'Reviews policy', value: 'How we collect and publish reviews', href: `${input.origin}${PAGES.reviewsPolicy.path}` },
        { label: 'No more emails', value: NO_MORE_EMAILS, href: input.unsubscribeUrl },
        { label: 'From', value: business.legalName },
      ],
    },
  ];
  const full = tagged(subject, input.tag);
  return { subject: full, text: toText(blocks), html: toHtml(blocks, full), replyTo: business.email, headers: unsubscribeHeaders(input.unsubscribeUrl) };
}

/** The invitation: how did the job go, with the link to the review form. */
export const reviewInviteEmail = (input: ReviewEmailInput): LeadEmail => reviewEmail(input, false);

/** The one reminder, a week after the invitation, while no review was written. */
export const reviewReminderEmail = (input: ReviewEmailInput): LeadEmail => reviewEmail(input, true);
