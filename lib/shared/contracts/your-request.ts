/**
 * The visitor's own page for each request (`yourRequest` in lib/shared/pages.ts) and the emails the visitor gets: one
 * contract for the page's island (components/islands/your-request/), the Worker that answers it
 * (worker/http/your-request.ts) and writes the emails (worker/delivery/visitor-email.ts), and the
 * tests. Runtime-free: the Worker imports it.
 *
 * The link in the emails carries the request's token in the fragment, `#<lead id>.<secret>`, so it
 * never reaches a server log or a Referer. The page takes it out of the address as it opens (before
 * any other script reads the address) and keeps it for the tab in sessionStorage
 * (REQUEST_TOKEN_KEY), so a reload still shows the request and the secret is not left in the
 * address bar; a link opened again replaces it. The page sends it in a header or a body, never in a URL:
 *   GET  /api/your-request                    X-Request-Token: <token> → 200 RequestView | 404 | 410 | 429
 *   POST /api/your-request/photos             multipart: `lead` = JSON { token, leadId (the upload's
 *                                             own id, so a resend adds nothing twice), guard }, then
 *                                             `photo`/`photoKind` as a booking sends them → 201 RequestView
 *   GET  /api/your-request/photos/<n>         X-Request-Token → the visitor's nth photo
 *   POST /api/your-request/cancel             JSON { token } → 200 { cancelled: true } (the request is erased)
 *   GET  /api/your-request/slots              X-Request-Token → 200 SlotList (where a booked survey may move to)
 *   POST /api/your-request/booking            JSON { token } & BookingChange → 200 RequestView | 409 SlotTaken
 *                                             (lib/shared/survey/booking.ts)
 * A wrong, expired or unknown token is answered 404 (REQUEST_MESSAGES.notFound) whichever it is;
 * a request the visitor or the business erased, 410 (REQUEST_MESSAGES.gone); the tenth wrong
 * token from one address in a minute, 429.
 */
import { business } from '@/content/business';
import { MONTHS, formatGbp } from '@/content/format';
import { formatPence } from '@/lib/shared/format/money';
import { addDays, calendarNoon, formatLongDate, isCalendarDate } from '@/lib/shared/time/dates';
import { PAGES } from '@/lib/shared/pages';
import { MAX_PHOTOS } from '@/lib/shared/forms/photos';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { isWorkingDay } from '@/lib/shared/time/working-days';
import type { Booking } from '@/lib/shared/survey/booking';

/** How long a request's link opens its page after the request: past a quote's validity, a survey and an installation. */
export const REQUEST_LINK_DAYS = 90;

/** The header the page sends its token in. */
export const REQUEST_TOKEN_HEADER = 'X-Request-Token';

/** The sessionStorage key the visitor's page keeps its token under, for the tab, once it has taken it out of the address. */
export const REQUEST_TOKEN_KEY = 'requestToken';

/** A token as the link carries it: the lead's id (a UUID), a dot, the secret (43 characters of base64url). */
export const REQUEST_TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/i;

/** A token's lead id and secret, or null when it cannot be one. */
export function parseRequestToken(token: string): { id: string; secret: string } | null {
  const match = REQUEST_TOKEN_PATTERN.exec(token.trim());
  return match ? { id: (match[1] ?? '').toLowerCase(), secret: match[2] ?? '' } : null;
}

/** The page's address for a request: the token in the fragment. */
export const requestPageUrl = (origin: string, id: string, secret: string) => `${origin}${PAGES.yourRequest.path}#${id}.${secret}`;

/** Where a request stands, as the visitor reads it (REQUEST_STAGE_TEXT). */
export const REQUEST_STAGES = ['received', 'called', 'survey-booked', 'price-confirmed', 'closed'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

/** Each stage in plain words, the page's heading for it. */
export const REQUEST_STAGE_TEXT: Record<RequestStage, string> = {
  received: 'Received',
  called: 'We have called you',
  'survey-booked': 'Survey booked',
  'price-confirmed': 'Price confirmed',
  closed: 'Closed',
};

/** The price staff confirmed or changed from the visitor's photos. */
export interface ConfirmedPrice {
  state: 'confirmed' | 'changed';
  /** What the visitor pays, in pence (VAT included). */
  pence: number;
  /** What the quote said, in pence (its price with the offer). */
  quotedPence: number;
  /** Why it changed, in the words the visitor reads (a change only). */
  reason: string | null;
  /** When it was confirmed or changed (ISO). */
  at: string;
  /** The last day it holds: the quote's validity (YYYY-MM-DD). */
  holdsUntil: string;
}

/** What the visitor's page shows. */
export interface RequestView {
  id: string;
  /** What they asked for, in the visitor's words ("Your free home survey"). */
  what: string;
  /** When they asked (ISO). */
  receivedAt: string;
  stage: RequestStage;
  /** The stage in a sentence: what happens next and by when. */
  next: string;
  quote: {
    reference: string;
    option: string;
    boiler: string;
    /** Before the offer, in pence; with it, in pence; the offer's percent. */
    pricePence: number;
    offerPricePence: number;
    offerPercent: number;
    validUntil: string;
  } | null;
  price: ConfirmedPrice | null;
  /** The date and time window they asked for, in words ("Wednesday 2 December 2026, 8am to 12pm"), when they gave one. */
  when: string | null;
  installationDate: string | null;
  /** Their photos, in order: what each shows, and whether they added it later from this page. */
  photos: { n: number; label: string; addedLater: boolean }[];
  /** How many more photos they may add (MAX_PHOTOS in all). */
  photosLeft: number;
  /** Whether the page offers photos at all (the forms that take photos). */
  takesPhotos: boolean;
  /**
   * The survey window they booked (lib/shared/survey/booking.ts), in words as well ("Wednesday 2 December,
   * 8am to 12pm"); `cancelled` once they or the business cancelled it. Null when none was booked.
   * `changeable`: it may still be moved or cancelled from the page (it has not started).
   */
  booking: (Booking & { text: string; cancelled: boolean; changeable: boolean }) | null;
}

/** Most photos a request holds, however they came: the booking form's limit. */
export const MAX_REQUEST_PHOTOS = MAX_PHOTOS;

/** What the page and the Worker say, word for word. */
export const REQUEST_MESSAGES = {
  notFound: 'We cannot find this request. Check that you opened the whole link from our email, or call us.',
  gone: 'This request no longer exists: it was cancelled and its details deleted.',
  tooMany: 'Too many tries from this address. Wait a minute, then try again.',
  noToken: 'This page opens from the link in the email we sent you about your request.',
  tooManyPhotos: (left: number) => (left === 0 ? 'You have sent us all the photos we need.' : `You can add ${left} more photo${left === 1 ? '' : 's'}.`),
  noPhotos: 'This request takes no photos. Call us if there is something you would like us to see.',
  cancelConfirm: 'Cancel my request and delete my details',
  cancelled: 'Your request is cancelled and your details are deleted. We have emailed you to confirm.',
  photosAdded: (count: number) => `Thank you: ${count === 1 ? 'your photo has' : `your ${count} photos have`} reached us.`,
  /** The page's line under its heading, in its static HTML. */
  about: 'Where your request stands, your quote and your photos, on a page only the link in our email opens.',
  loading: 'Loading your request…',
  /** No answer from the Worker (offline, or it failed): nothing is lost, the visitor tries again. */
  unreachable: 'We could not load your request just now. Check your connection, then try again.',
  tryAgain: 'Try again',
  /** A thumbnail that did not load: the photo is still with us. */
  photoNotShown: 'This photo cannot be shown just now; we still have it.',
  addedLater: 'Added later',
  addPhotos: 'Add photos',
  sendPhotos: 'Send photos',
  noPhotosChosen: 'Choose at least one photo to send.',
  /** The cancel step: what it does, its two answers, and what it says when the cancel did not go. */
  cancelExplain: 'This deletes your request, your photos and your details from our records, and cannot be undone. We will email you once to confirm.',
  cancelYes: 'Yes, cancel and delete my details',
  cancelKeep: 'Keep my request',
  cancelFailed: 'We could not cancel your request just now, so nothing has changed. Try again, or call us on',
} as const;

/** "Your fixed price is confirmed: £1,620, holds until 26 December 2026." and its changed twin: the email's subject and the page's heading. */
export function priceHeadline(price: Pick<ConfirmedPrice, 'state'>, amount: string, holdsUntil: string): string {
  return price.state === 'confirmed' ? `Your fixed price is confirmed: ${amount}, holds until ${holdsUntil}` : `Your fixed price has changed to ${amount}, holds until ${holdsUntil}`;
}

/** When the office closes on a day it opens (content/business.ts openingHours: weekdays 8am to 6pm, Saturday 9am to 1pm). */
const closesAt = (isoDate: string) => (calendarNoon(isoDate).getUTCDay() === 6 ? '1pm' : '6pm');

/**
 * The latest we promise to call a visitor back about a request made at `receivedAt`: by closing
 * time on the next day the office opens (Monday to Saturday, not a bank holiday) after the UK day
 * it was made. "6pm on Friday 27 November 2026".
 */
export function callBackBy(receivedAt: Date): string {
  let day = addDays(ukCalendarDate(receivedAt), 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return `${closesAt(day)} on ${formatLongDate(day)}`;
}

/** The office's hours in one line, as every email and the page say them: "Monday to Friday 8am to 6pm, Saturday 9am to 1pm". */
export const OFFICE_HOURS = business.openingHours.map((entry) => `${entry.days} ${entry.hours}`).join(', ');

/** A price as the visitor reads it, in their emails and on their page: whole pounds without pence ("£1,620"), else with them ("£2,168.10"); VAT is included in every price. */
export const priceAmount = (pence: number): string => (pence % 100 === 0 ? formatGbp(pence / 100) : formatPence(pence));

/** The last day a price holds, as the visitor reads it: "26 December 2026" (anything else as given). */
export function holdsUntilText(isoDate: string): string {
  if (!isCalendarDate(isoDate)) return isoDate;
  const date = calendarNoon(isoDate);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
