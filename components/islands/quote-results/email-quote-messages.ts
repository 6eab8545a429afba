/**
 * The words of "Email me this quote" (issue 34): what the email is, and that nothing else is sent
 * (a service message: no marketing, PECR), before the form opens and in its hint; and the thank-you
 * once the lead has reached us, whose Worker emails the quote to the visitor at once. A module of
 * its own, so the results show the first without loading the form.
 */
export const EMAIL_QUOTE_MESSAGES = {
  /** What the email holds, and that it is the only one. */
  whatWeSend: (reference: string) =>
    `We email you quote ${reference} with its prices, what is included and a link back to it. Nothing else: no newsletters, no offers.`,
  /** Once the lead has reached us. */
  sent: (reference: string, email: string) =>
    `Thank you. Quote ${reference} is on its way to ${email}: it should arrive within a few minutes. Check your spam folder if it does not.`,
} as const;
