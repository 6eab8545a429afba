/**
 * The emails the visitor gets about their own request, from the lead queue (worker/delivery/jobs.ts)
 * through the VISITOR_EMAIL binding: the confirmation of every lead that carries an email address
 * (or, for "Email me this quote", the quote itself, with the links that reopen it and book its
 * survey; a survey booked into the diary says when and carries its calendar entry); the price
 * staff confirmed or changed; their survey moved or cancelled (by them or by staff) and the
 * reminder the evening before, each with the calendar entry that replaces the last
 * (worker/delivery/survey-calendar.ts); and the last email after they cancelled. Each
 * says in plain words what they asked for and when, the reference, the quote, what happens next
 * and by when, the business's phone and hours, and the link to their own page. Service messages
 * only (PECR): no marketing, no images, nothing to unsubscribe from. Nothing the visitor typed
 * freely is ever in them (forVisitor): whoever can type an address into a form can have the
 * business's sender write to it, so no message, no address line, and the name only where it reads
 * as a name; they go only for a verified lead, within a daily cap per address (worker/http/intake.ts).
 * Written with the business
 * email's blocks (worker/delivery/lead-email.ts), so a plain-text part and an HTML part say the
 * same and every value the visitor typed is escaped. Pure (Web APIs only): it runs in the Worker.
 */
import { business } from '@/content/business';
import { formatGbp } from '@/content/format';
import { PRIZE_DRAW_DAY, PRIZE_WINNERS_PER_MONTH } from '@/content/pricing';
import { QUOTE_INCLUDES } from '@/content/quote-includes';
import { TIME_WINDOWS } from '@/content/booking-forms';
import { PAGES } from '@/lib/shared/pages';
import { displayUkPhone, telHref } from '@/lib/shared/forms/phone';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { installationDateOf, quoteOfLead } from '@/lib/shared/forms/stored-lead';
import { encodeShareParam } from '@/lib/shared/quote/share-link';
import { OFFICE_HOURS, callBackBy, holdsUntilText, priceAmount, priceHeadline } from '@/lib/shared/contracts/your-request';
import { BOOKING_MESSAGES, bookedText, slotText, windowHours } from '@/lib/shared/survey/booking';
import { requestReference, takesPhotos, visitorWhatOf } from '../lead/contact';
import type { StoredBooking, StoredLead } from '../lead/model';
import { longDate, lostSlot, tagged, toHtml, toText, ukDateTime, type LeadEmail, type Row, type Section } from './lead-email';
import { changeHow, surveyCalendar, surveyWhat, surveyWhere } from './survey-calendar';

/** What the visitor's last email says, kept in its job until it is sent (their lead is gone by then: worker/delivery/erase.ts). */
export interface FarewellPayload {
  /** Their email address. */
  to: string;
  /** What they had asked for (visitorWhatOf: "Your free home survey request"). */
  what: string;
  /** The quote's reference, when the request had a quote. */
  reference: string | null;
  /** When they had asked (ISO). */
  receivedAt: string;
}

/**
 * A name as a visitor email may show it: letters of any alphabet, spaces, hyphens and apostrophes
 * (and a full stop after an initial), at most 40 characters, no digits, and no full stop followed
 * by a letter (so never a web address). "Microsoft Security" still reads as a name; it is all the
 * visitor typed that such an email carries.
 */
const READABLE_NAME = /^(?!.*\.\p{L})\p{L}[\p{L}\p{M} '’.-]{0,39}$/u;

/** The name if it reads as a name, else null (the email then greets nobody). */
export const readableName = (name: string | null): string | null => (name && READABLE_NAME.test(name.trim()) ? name.trim() : null);

/**
 * The lead as its visitor's emails may show it: its name only if it reads as one, and none of the
 * free text they typed (their message; their address line, which a home survey's emails and
 * calendar entry call "Your home" beside the postcode).
 */
export function forVisitor(lead: StoredLead): StoredLead {
  const said = { ...lead.lead, message: undefined, addressLine: undefined };
  const booking = lead.booking ? { ...lead.booking, addressLine: lead.booking.diary === 'video' ? null : BOOKING_MESSAGES.atYourHome } : null;
  return { ...lead, contact: { ...lead.contact, name: readableName(lead.contact.name) }, lead: said, booking };
}

/** Said at the foot of every visitor email: why it was sent, and that nothing else will be (PECR). */
export const SERVICE_NOTE = `This is a service email about your request to ${business.tradingName}. We will not send you marketing.`;

export { holdsUntilText, priceAmount };

/** The address that reopens a quote on the results page: the answers and the ticket, as its share link carries them. */
export const quoteUrl = (origin: string, quote: QuoteLead): string =>
  `${origin}${PAGES.boilerResults.path}?q=${encodeShareParam(quote.answers, { reference: quote.reference, issuedOn: quote.issuedOn })}`;

/** The address that books a quote's free survey, with the option chosen (as the results page's "Book a free survey" link is). */
export const bookSurveyUrl = (origin: string, quote: QuoteLead): string =>
  `${origin}${PAGES.bookFreeSurvey.path}?q=${encodeShareParam(quote.answers, { reference: quote.reference, issuedOn: quote.issuedOn })}&option=${quote.option}`;

/** The business's phone, as a row that rings it. */
const phoneRow = (): Row => ({ label: 'Phone', value: displayUkPhone(business.phone), href: telHref(business.phone) });

/** "Standard option" / "Premium option". */
const optionName = (quote: QuoteLead) => `${quote.option === 'premium' ? 'Premium' : 'Standard'} option`;

/** The quote's rows: reference, boiler, the price with the offer and before it, and how long it holds. */
function quoteRows(quote: QuoteLead): Row[] {
  return [
    { label: 'Reference', value: quote.reference },
    { label: 'Boiler', value: `${quote.boiler.name} (${optionName(quote)})` },
    { label: 'Price with the offer', value: `${priceAmount(quote.offer.pricePence)}, ${quote.offer.percent}% off, VAT included` },
    { label: 'Price before the offer', value: formatGbp(quote.price) },
    { label: 'Valid until', value: longDate(quote.validUntil) },
  ];
}

/** What every fixed-price installation includes: the results page's own list. */
const includesSection = (): Section => ({ heading: 'What the price includes', list: QUOTE_INCLUDES });

/** The link to the visitor's own page, or what to do without one; `survey`: it holds a booked survey they may change there. */
function pageSection(link: string | null, photos: boolean, survey = false): Section {
  if (!link) return { heading: 'Your request', note: `To change or cancel your ${survey ? 'survey or your ' : ''}request, call us on ${displayUkPhone(business.phone)} or reply to this email.` };
  return {
    heading: 'Your request online',
    note: `See where your request stands${survey ? ', change or cancel your survey' : ''}${photos ? ', add photos' : ''}, or cancel it and have your details deleted. The link is yours alone: keep this email, and do not pass it on.`,
    rows: [{ label: 'Your request', value: 'Open your request', href: link }],
  };
}

/** How to reach the business. */
const contactSection = (): Section => ({
  heading: 'Questions?',
  note: 'Call us, or reply to this email.',
  rows: [phoneRow(), { label: 'Hours', value: OFFICE_HOURS }],
});

/** The foot of every visitor email. */
const footer = (): Section => ({ footer: true, note: SERVICE_NOTE, rows: [{ label: 'From', value: business.legalName }] });

/** Said with every repair or problem, as the site's repair pages say it. */
const GAS_EMERGENCY = 'If you smell gas, do not wait for us: call the National Gas Emergency Service free on 0800 111 999.';

/** A booking still held (not cancelled), or null. */
export const heldBooking = (lead: Pick<StoredLead, 'booking'>): StoredBooking | null => (lead.booking && !lead.booking.cancelledAt ? lead.booking : null);

/** Said to a visitor whose survey was booked from a quote. */
const SURVEYOR_CHECKS = 'The surveyor checks everything the price depends on before any work is booked.';

/**
 * What happens next for a request from `source` made at `receivedAt`, and by when: for a survey
 * booked into the diary, when it is and what happens at it; cancelled, how to book again; a window
 * picked but taken before the request arrived, that we call to agree another.
 */
export function nextStep(lead: StoredLead, quote: QuoteLead | null): string {
  const by = callBackBy(new Date(lead.receivedAt));
  const checks = quote ? ` ${SURVEYOR_CHECKS}` : '';
  const booking = heldBooking(lead);
  if (booking) return `${bookedText(booking)} ${surveyWhat(booking)}${checks}`;
  if (lead.booking) return BOOKING_MESSAGES.cancelledNext(displayUkPhone(business.phone));
  const lost = lostSlot(lead);
  if (lost) return `${BOOKING_MESSAGES.slotLost(slotText(lost), by)}${checks}`;
  switch (lead.source) {
    case 'callback':
      return `We will call you back by ${by}.`;
    case 'exit-intent-modal':
      return `Your entry is in the draw for this month. ${PRIZE_WINNERS_PER_MONTH} winner a month is drawn at random on ${PRIZE_DRAW_DAY}, and we contact the winner by phone or email within 7 days of the draw.`;
    case 'book-free-survey':
    case 'book-video-survey':
      return `We will call you by ${by} to agree the day and time of your survey.${checks}`;
    case 'book-a-boiler-service':
      return `We will call you by ${by} to agree the day and time of your boiler service.`;
    case 'book-a-repair':
      return `We will call you by ${by} to agree the day and time of the repair visit. ${GAS_EMERGENCY}`;
    case 'report-issue':
      return `We will call you by ${by} about the problem you reported. ${GAS_EMERGENCY}`;
    default:
      return `We will call you by ${by}.`;
  }
}

/** A booked survey's rows: when (or that it is cancelled) and where. */
function surveyRows(lead: StoredLead, booking: StoredBooking): Row[] {
  return [
    { label: 'Your survey', value: booking.cancelledAt ? `Cancelled (it was ${slotText(booking)})` : slotText(booking) },
    { label: booking.diary === 'video' ? 'How' : 'Where', value: surveyWhere(booking, lead.contact.postcode) },
  ];
}

/** The date and time window the visitor asked for. */
function preferredRows(lead: StoredLead): Row[] {
  const rows: Row[] = [];
  // A form that asks for a date sends one ('' for none); the others send no such field.
  const { preferredDate, timeWindow: window } = lead.lead;
  if (preferredDate !== undefined) rows.push({ label: 'Date you asked for', value: preferredDate ? longDate(preferredDate) : 'No date given: we will agree one when we call' });
  if (window) rows.push({ label: 'Time', value: TIME_WINDOWS.find((entry) => entry.value === window)?.label ?? window });
  return rows;
}

/** The survey booked, or the date, time and installation date the visitor asked for, and the photos we have. */
function askedForRows(lead: StoredLead): Row[] {
  // A booking says when: the preferred date and window the form sent with it would only repeat it.
  const rows: Row[] = lead.booking ? surveyRows(lead, lead.booking) : preferredRows(lead);
  const installationDate = installationDateOf(lead.lead);
  if (installationDate) rows.push({ label: 'Installation date you chose', value: longDate(installationDate) });
  if (takesPhotos(lead) || lead.photos.length) {
    const count = lead.photos.length;
    rows.push({ label: 'Photos', value: count ? `We have ${count} photo${count === 1 ? '' : 's'}` : 'None yet' });
  }
  return rows;
}

/** The details the visitor gave, so a mistake can be put right. */
function detailsRows(lead: StoredLead): Row[] {
  const { name, phone, email, postcode } = lead.contact;
  const rows: Row[] = [];
  if (name) rows.push({ label: 'Name', value: name });
  if (phone) rows.push({ label: 'Phone', value: displayUkPhone(phone) });
  if (email) rows.push({ label: 'Email', value: email });
  if (postcode) rows.push({ label: 'Postcode', value: postcode });
  return rows;
}

function mail(subject: string, blocks: Section[], tag?: string, calendar?: LeadEmail['calendar']): LeadEmail {
  const full = tagged(subject, tag);
  return { subject: full, text: toText(blocks), html: toHtml(blocks, full), replyTo: business.email, ...(calendar ? { calendar } : {}) };
}

/** The calendar invitation for the lead's booking. */
const invitation = (lead: StoredLead, options: { origin: string; link: string | null }, method: 'REQUEST' | 'CANCEL'): LeadEmail['calendar'] => ({
  method,
  ics: surveyCalendar(lead, { origin: options.origin, link: options.link, method }),
});

/** The quote itself, for "Email me this quote": the quote, what it includes, and the links that reopen it and book its survey. */
function quoteEmail(lead: StoredLead, quote: QuoteLead, options: { origin: string; link: string | null; tag?: string }): LeadEmail {
  const blocks: Section[] = [
    {
      heading: `Your boiler quote ${quote.reference}`,
      note: `Here is the quote you asked us to email you on ${ukDateTime(lead.receivedAt)} (UK time). The price is fixed: it includes VAT, and holds until ${longDate(quote.validUntil)}.`,
      rows: quoteRows(quote),
    },
    includesSection(),
    {
      heading: 'Your quote online',
      note: 'Open your quote again, or book the free survey that confirms it. A surveyor checks everything the price depends on before any work is booked.',
      rows: [
        { label: 'Your quote', value: 'Open your quote', href: quoteUrl(options.origin, quote) },
        { label: 'Free survey', value: 'Book a free survey', href: bookSurveyUrl(options.origin, quote) },
      ],
    },
    ...(options.link ? [pageSection(options.link, false)] : []),
    contactSection(),
    footer(),
  ];
  return mail(`Your quote ${quote.reference} from ${business.tradingName}`, blocks, options.tag);
}

/**
 * The visitor's email about a request just stored: for "Email me this quote", the quote; for any
 * other form, the confirmation. `link` is the link to their own page (worker/request-link.ts), or
 * null when the site makes none; `tag` (e.g. "[Preview]") starts the subject.
 */
export function visitorEmail(stored: StoredLead, options: { origin: string; link: string | null; tag?: string }): LeadEmail {
  const lead = forVisitor(stored);
  const quote = quoteOfLead(lead.lead);
  if (lead.source === 'quote-email' && quote) return quoteEmail(lead, quote, options);
  const what = visitorWhatOf(lead.source);
  const reference = requestReference(lead);
  const blocks: Section[] = [
    {
      heading: what,
      note: `Thank you${lead.contact.name ? `, ${lead.contact.name}` : ''}: we received it on ${ukDateTime(lead.receivedAt)} (UK time).`,
      rows: [{ label: 'Reference', value: reference }, ...askedForRows(lead)],
    },
    { heading: 'What happens next', note: nextStep(lead, quote) },
    ...(quote ? [{ heading: 'Your quote', rows: quoteRows(quote) }, includesSection()] : []),
    { heading: 'The details you gave us', note: 'If anything here is wrong, reply to this email or call us.', rows: detailsRows(lead) },
    pageSection(options.link, takesPhotos(lead), heldBooking(lead) !== null),
    contactSection(),
    footer(),
  ];
  // A survey booked carries its calendar entry, to add with one tap.
  return mail(`${what}: ${reference}`, blocks, options.tag, heldBooking(lead) ? invitation(lead, options, 'REQUEST') : undefined);
}

/** Who changed a booking, as the job that emails it records. */
export type BookingChangedBy = 'visitor' | 'staff';

/** The survey's when, where and reference, for the emails about a booking. */
const bookingSection = (lead: StoredLead, booking: StoredBooking, heading: string, note: string): Section => ({
  heading,
  note,
  rows: [...surveyRows(lead, booking), { label: 'Reference', value: requestReference(lead) }],
});

/**
 * The visitor's email after their survey was moved or cancelled, by them (their page) or by staff
 * (the inbox): what changed and who changed it, with the calendar entry that replaces the last
 * (the same UID, the booking's higher SEQUENCE; METHOD:CANCEL for a cancel). Null when there is
 * nothing to tell: no booking, or one never changed.
 */
export function bookingChangeEmail(stored: StoredLead, options: { origin: string; link: string | null; tag?: string; by: BookingChangedBy }): LeadEmail | null {
  const lead = forVisitor(stored);
  const booking = lead.booking;
  if (!booking) return null;
  const phone = displayUkPhone(business.phone);
  const slot = slotText(booking);
  if (booking.cancelledAt) {
    const subject = BOOKING_MESSAGES.cancelledSubject;
    const note = options.by === 'visitor' ? BOOKING_MESSAGES.cancelledByVisitor(slot) : BOOKING_MESSAGES.cancelledByStaff(slot, phone);
    return mail(subject, [bookingSection(lead, booking, subject, note), pageSection(options.link, false), contactSection(), footer()], options.tag, invitation(lead, options, 'CANCEL'));
  }
  if (booking.sequence === 0) return null;
  const subject = BOOKING_MESSAGES.movedSubject(slot);
  const note = options.by === 'visitor' ? BOOKING_MESSAGES.movedByVisitor(slot) : BOOKING_MESSAGES.movedByStaff(slot, phone);
  const blocks: Section[] = [
    bookingSection(lead, booking, subject, note),
    { heading: 'What happens', note: surveyWhat(booking) },
    pageSection(options.link, false, true),
    contactSection(),
    footer(),
  ];
  return mail(subject, blocks, options.tag, invitation(lead, options, 'REQUEST'));
}

/**
 * The visitor's reminder at 18:00 UK time the evening before their survey: when and where, what to
 * have ready, how to change it, and the calendar entry again (the same SEQUENCE: it changes
 * nothing in a calendar that has it). Null when no booking is held.
 */
export function reminderEmail(stored: StoredLead, options: { origin: string; link: string | null; tag?: string }): LeadEmail | null {
  const lead = forVisitor(stored);
  const booking = heldBooking(lead);
  if (!booking) return null;
  const subject = BOOKING_MESSAGES.reminderSubject(windowHours(booking.window));
  const blocks: Section[] = [
    bookingSection(lead, booking, subject, `${BOOKING_MESSAGES.reminderLead(slotText(booking))} ${surveyWhat(booking)}`),
    { heading: BOOKING_MESSAGES.readyHeading, list: booking.diary === 'video' ? BOOKING_MESSAGES.readyVideo : BOOKING_MESSAGES.readyHome },
    { heading: 'To change or cancel it', note: changeHow(options.link), rows: [...(options.link ? [{ label: 'Your request', value: 'Open your request', href: options.link }] : []), phoneRow()] },
    footer(),
  ];
  return mail(subject, blocks, options.tag, invitation(lead, options, 'REQUEST'));
}

/**
 * The visitor's email when staff confirmed or changed the price of their quote (lead.price): the
 * subject says the price and how long it holds (priceHeadline); a change says why. Null when the
 * lead has no price or no quote to price (nothing to tell).
 */
export function priceEmail(stored: StoredLead, options: { origin: string; link: string | null; tag?: string }): LeadEmail | null {
  const lead = forVisitor(stored);
  const quote = quoteOfLead(lead.lead);
  const price = lead.price;
  if (!quote || !price) return null;
  const amount = priceAmount(price.pence);
  const holds = holdsUntilText(quote.validUntil);
  const headline = priceHeadline(price, amount, holds);
  const checked = lead.photos.length ? 'the details and photos you sent' : 'the details you sent';
  const said =
    price.state === 'confirmed'
      ? `We have checked your quote ${quote.reference} against ${checked}, and confirmed its fixed price: ${amount}, VAT included.`
      : `We have checked your quote ${quote.reference} against ${checked}, and changed its fixed price from ${priceAmount(quote.offer.pricePence)} to ${amount}, VAT included.`;
  const blocks: Section[] = [
    { heading: headline, note: `${said} This price holds until ${holds}.` },
    ...(price.state === 'changed' && price.reason ? [{ heading: 'Why the price changed', body: price.reason }] : []),
    {
      heading: 'Your quote',
      rows: [
        { label: 'Reference', value: quote.reference },
        { label: 'Boiler', value: `${quote.boiler.name} (${optionName(quote)})` },
        { label: 'Your fixed price', value: `${amount}, VAT included` },
        ...(price.state === 'changed' ? [{ label: 'Quoted price', value: priceAmount(quote.offer.pricePence) }] : []),
        { label: 'Holds until', value: holds },
      ],
    },
    pageSection(options.link, false),
    contactSection(),
    footer(),
  ];
  return mail(headline, blocks, options.tag);
}

/**
 * The visitor's last email, after they cancelled their request from their page: it is cancelled
 * and their details deleted. `leadId` gives the short reference when the request had no quote.
 */
export function farewellEmail(payload: FarewellPayload, options: { tag?: string; leadId?: string } = {}): LeadEmail {
  const subject = 'Your request is cancelled and your details deleted';
  const reference = payload.reference ?? (options.leadId ? requestReference({ id: options.leadId, lead: {} }) : null);
  const blocks: Section[] = [
    {
      heading: subject,
      note: 'As you asked, we have cancelled your request and deleted your details, your photos and its history from our records. The link to your request no longer opens it.',
      rows: [{ label: 'What you asked for', value: payload.what }, ...(reference ? [{ label: 'Reference', value: reference }] : []), { label: 'Asked on', value: `${ukDateTime(payload.receivedAt)} (UK time)` }],
    },
    {
      heading: 'If you did not ask for this',
      note: `Call us on ${displayUkPhone(business.phone)} and we will help you send your request again. The emails we sent you stay in your mailbox: delete them there if you wish.`,
      rows: [phoneRow(), { label: 'Hours', value: OFFICE_HOURS }],
    },
    footer(),
  ];
  return mail(subject, blocks, options.tag);
}
