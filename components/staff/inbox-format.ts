/**
 * How the inbox writes what the API gives it: times as a UK clock reads them, a lead's contact
 * details and what its form asked, photo descriptions, how an email or
 * forward went, a quote's price and what staff confirmed it as. Pure, so each rule is tested on
 * its own; the views only lay them out.
 */
import { shortDay } from '@/lib/shared/time/dates';
import { CAMPAIGN_FIELD_LABELS } from '@/lib/shared/forms/campaign';
import { retryWords } from '@/lib/shared/contracts/job-kinds';
import { DELIVERY_GIVE_UP_HOURS, RETRY_KINDS, type LeadDetail, type LeadSummary, type PersonLeads, type RetryKind, type SharedContact } from '@/lib/shared/contracts/inbox';
import { PHOTO_KIND_NAMES } from '@/lib/shared/forms/photos';
import { ukWallClock } from '@/lib/shared/time/uk-time';
import { QUOTE_EMAIL_SOURCE } from '@/lib/shared/forms/quote-email';
import { holdsUntilText, priceAmount } from '@/lib/shared/contracts/your-request';
import { TIME_WINDOWS } from '@/content/booking-forms';

const two = (n: number) => String(n).padStart(2, '0');

/** A table's own entry for a key from the API, never one the object inherits ("toString"). */
function own(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * An instant as a UK clock reads it, short enough for a card on a phone: "Wed 25 Nov, 09:14"
 * (with `withYear`, "Wed 25 Nov 2026, 09:14"). Arithmetic, not Intl (see lib/shared/time/uk-time.ts).
 */
export function formatWhen(iso: string, { withYear = false }: { withYear?: boolean } = {}): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const clock = ukWallClock(at);
  const day = shortDay(clock.weekday, clock.day, clock.month);
  return `${day}${withYear ? ` ${clock.year}` : ''}, ${two(clock.hour)}:${two(clock.minute)}`;
}

/** The list's heading: how many leads came in today. */
export function newTodayText(count: number): string {
  return count === 0 ? 'No new leads today' : `${count} new today`;
}

/**
 * Said after every erasure, from a lead's page or a person's data: the emails sent for the leads
 * are the business's own copies, which the Worker cannot reach.
 */
export const MAILBOX_COPIES_NOTE = "Copies in the business's mailbox (the email sent for each lead) are not erased by this: delete them there.";

/** "1 lead", "3 leads": a count with its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Pages a list of `total` leads fills, at least one (an empty list is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A photo's text alternative: what it shows, or its place in the lead when the visitor did not say. */
export function photoAlt(kind: string | null, index: number): string {
  return (kind !== null && own(PHOTO_KIND_NAMES, kind)) || `Photo ${index + 1}`;
}

/** Only our own addresses are shown as photos or links: never a `javascript:` or another site's URL. */
export function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** A field the form sent, as trimmed text ('' when absent or not text). */
function text(fields: Record<string, unknown>, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value.trim() : '';
}

export interface Contact {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  /** YYYY-MM-DD, '' when not given; null when the form has no date (callbacks, issue reports). */
  preferredDate: string | null;
  /** The time window as the form offered it ("Morning (8am to 12pm)"), '' when none. */
  timeWindow: string;
  message: string;
  /** The installation date picked on the quote, YYYY-MM-DD or ''. */
  installationDate: string;
}

/** Who the lead is from (as the Worker worked it out when it was stored) and when they want us (from the fields its form sent). */
export function contactOf(lead: Pick<LeadDetail['lead'], 'contact' | 'fields'>): Contact {
  const { contact, fields } = lead;
  const timeWindow = text(fields, 'timeWindow');
  return {
    name: contact.name ?? '',
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    postcode: contact.postcode ?? '',
    preferredDate: 'preferredDate' in fields ? text(fields, 'preferredDate') : null,
    timeWindow: TIME_WINDOWS.find((option) => option.value === timeWindow)?.label ?? timeWindow,
    // The message as typed, line breaks kept; only blank edges go.
    message: typeof fields.message === 'string' ? fields.message.replace(/^\s*\n|\s+$/g, '') : '',
    installationDate: text(fields, 'installationDate'),
  };
}

/** What "Download this person's data" looks them up by: their email, else their phone; '' when they gave neither. */
export function personKey(contact: Pick<Contact, 'email' | 'phone'>): string {
  return contact.email || contact.phone;
}

/** How an email or a forward stands, as staff read it (the receiver's statuses, worker/lead/record.ts). */
const DELIVERY_STATUS: Record<string, string> = {
  off: 'Not set up',
  pending: 'Waiting to go',
  sent: 'Sent',
  forwarded: 'Forwarded',
  failed: 'Failed',
};

/** "Sent after 1 attempt, Wed 25 Nov 2026, 09:14": how one delivery went. */
export function deliveryText(delivery: { status: string; attempts: number; at: string | null }): string {
  const status = own(DELIVERY_STATUS, delivery.status) ?? delivery.status;
  const attempts = delivery.attempts > 0 ? ` after ${plural(delivery.attempts, 'attempt')}` : '';
  return `${status}${attempts}${delivery.at ? `, ${formatWhen(delivery.at, { withYear: true })}` : ''}`;
}

/**
 * How the visitor's own email about a lead stands. For "Email me this quote" it is said plainly as
 * the quote's, so staff know they need not send it by hand (and when they must); a lead with no
 * email address has nothing to send.
 */
export function visitorEmailText(lead: Pick<LeadDetail['lead'], 'source' | 'visitorEmail' | 'contact'>): string {
  const delivery = lead.visitorEmail;
  if (delivery.status === 'off' && !lead.contact.email) return 'No email address given';
  if (lead.source !== QUOTE_EMAIL_SOURCE) return deliveryText(delivery);
  const when = delivery.at ? `, ${formatWhen(delivery.at, { withYear: true })}` : '';
  if (delivery.status === 'sent' || delivery.status === 'done') return `Quote emailed to the visitor${when}`;
  if (delivery.status === 'pending') return `Quote on its way to the visitor${delivery.attempts > 0 ? ` (${plural(delivery.attempts, 'attempt')} so far)` : ''}`;
  if (delivery.status === 'failed') return `Quote not emailed to the visitor: failed after ${plural(delivery.attempts, 'attempt')}${when}`;
  if (delivery.status === 'off') return 'Quote not emailed: emails to visitors are not set up, so send it to them yourself';
  return deliveryText(delivery);
}

/** Prices and dates as the visitor's emails and page say them (one rule, lib/shared/contracts/your-request.ts). */
export { holdsUntilText, priceAmount };

type Price = NonNullable<LeadDetail['price']>;

/** "Quoted £2,168.10 with the offer, holds until 23 December 2026": the price before staff confirm it. */
export function quotedPriceText(price: Pick<Price, 'quotedPence' | 'holdsUntil'>): string {
  return `Quoted ${priceAmount(price.quotedPence)} with the offer, holds until ${holdsUntilText(price.holdsUntil)}`;
}

/** "Price confirmed: £1,620, holds until 26 December 2026 — by pat@business.co.uk, Wed 25 Nov 2026, 10:10", or "Price changed to …"; '' before either. */
export function confirmedPriceText(price: Pick<Price, 'confirmed' | 'holdsUntil'>): string {
  const { confirmed } = price;
  if (!confirmed) return '';
  const what = confirmed.state === 'confirmed' ? 'Price confirmed:' : 'Price changed to';
  return `${what} ${priceAmount(confirmed.pence)}, holds until ${holdsUntilText(price.holdsUntil)} — by ${confirmed.by}, ${formatWhen(confirmed.at, { withYear: true })}`;
}

/** Said when the new price typed is not an amount of money (what the schema checks comes after). */
export const PRICE_NOT_POUNDS = 'Enter the price in pounds, such as 1620 or 1620.50';

/** Marks a photo the visitor sent from their request's page after the lead: "Added later by the visitor, Thu 26 Nov 2026, 10:02". */
export function addedLaterText(addedAt: string): string {
  return `Added later by the visitor, ${formatWhen(addedAt, { withYear: true })}`;
}

/** The campaign's labels by field (lib/shared/forms/campaign.ts: the same names the lead's email uses). */
const CAMPAIGN_LABELS: Readonly<Record<string, string>> = Object.fromEntries(CAMPAIGN_FIELD_LABELS);

/** A lead's campaign as labelled rows, in the business's order, then anything else it holds. */
export function campaignRows(campaign: Record<string, string> | null): { label: string; value: string }[] {
  if (!campaign) return [];
  const known = CAMPAIGN_FIELD_LABELS.map(([key]) => key).filter((key) => campaign[key]);
  const others = Object.keys(campaign).filter((key) => !Object.hasOwn(CAMPAIGN_LABELS, key) && campaign[key]);
  return [...known, ...others].map((key) => ({ label: own(CAMPAIGN_LABELS, key) ?? key, value: campaign[key] ?? '' }));
}

/** One line for each kind of delivery that has failed, in the order of the kinds. */
export function failureLines(failed: Record<RetryKind, number>): { kind: RetryKind; text: string }[] {
  return RETRY_KINDS.filter((kind) => failed[kind] > 0).map((kind) => ({ kind, text: plural(failed[kind], ...retryWords(kind).failed) }));
}

/** What a lead's card says when its email or forward has failed. */
export function deliveryProblems(lead: Pick<LeadSummary, 'email' | 'forward'>): string[] {
  return [lead.email === 'failed' ? 'Email to the business failed' : '', lead.forward === 'failed' ? 'Not passed to the CRM' : ''].filter(Boolean);
}

/** Below the failed deliveries: what Retry does, and where to find what went wrong (an erasure notice has no lead page left). */
export const FAILED_DELIVERIES_HELP = `Each was tried for ${DELIVERY_GIVE_UP_HOURS} hours and then given up. Mend the cause first: a lead's page, and the daily email about failed deliveries, say what went wrong. Retry tries each for another ${DELIVERY_GIVE_UP_HOURS} hours.`;

/** What staff are told once Retry has been pressed: how many go again, and for how long they are tried. */
export function retriedText(kind: RetryKind, count: number): string {
  if (count === 0) return 'Nothing was waiting to be sent again: it may have been retried already.';
  return `${plural(count, ...retryWords(kind).retried)} ${count === 1 ? 'is' : 'are'} being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`;
}

/** "the phone 07700 900123 shares" or "… share", for `count` leads. */
const sharing = (count: number, shared: Pick<SharedContact, 'kind' | 'display'>) => `${count === 1 ? 'shares' : 'share'} the ${shared.kind} ${shared.display}`;

/** "2 more leads share the phone 07700 900123". */
export function sharedText(shared: Pick<SharedContact, 'kind' | 'display' | 'leads'>): string {
  return `${plural(shared.leads.length, 'more lead')} ${sharing(shared.leads.length, shared)}`;
}

/** What an erasure of the chosen leads takes, in words: "The 3 leads of pat@example.co.uk and the 2 that share the phone 07700 900123". */
export function chosenText(found: Pick<PersonLeads, 'leads' | 'display'>, chosen: readonly Pick<SharedContact, 'kind' | 'display' | 'leads'>[]): string {
  const parts = [`The ${plural(found.leads.length, 'lead')} of ${found.display}`, ...chosen.map((shared) => `the ${shared.leads.length} that ${sharing(shared.leads.length, shared)}`)];
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}
