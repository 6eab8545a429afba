/**
 * The review page's own words (the Worker's answers are REVIEW_MESSAGES, lib/shared/contracts/reviews.ts):
 * what the page and its island say around the form, in one place for the page, the island and the tests.
 */
export const REVIEW_PAGE_WORDS = {
  title: 'Review your job',
  about: 'Tell other customers how your job went, in your own words. Every review is published, whatever its stars.',
  loading: 'Loading your job…',
  noToken: 'This page opens from the link in the email we sent you after your job.',
  unreachable: 'We could not load your job just now. Check your connection, then try again.',
  tryAgain: 'Try again',
  /** Said plainly on the form: nothing is offered for a review (if the business ever offers something, the form and every review must say so). */
  noIncentive: 'We offer nothing for a review: no discount, prize or gift, whatever you write.',
  notSent: 'Your review was not sent. Everything you wrote is still here: check your connection, then send it again.',
  send: 'Publish my review',
  save: 'Save my changes',
  sending: 'Sending…',
  change: 'Change my review',
  keepAsIs: 'Keep it as it is',
  delete: 'Delete my review',
  deleteConfirm: 'Delete your review?',
  deleteExplain: 'It will no longer be shown on our website. You can write a new one from the same link.',
  deleteYes: 'Yes, delete it',
  deleteKeep: 'No, keep it',
  deleteFailed: 'Your review was not deleted. Check your connection, then try again.',
} as const;
