/**
 * The email the business gets for every lead, read in an office or on a phone in a van: what the
 * visitor asked for, then who they are and how to reach them, in the order someone calls back
 * (name, phone, email, postcode, when), then the quote, their message, their photos, the campaign
 * that brought them, and the lead's id. A plain-text part and an HTML part say the same; every
 * value the visitor typed is escaped in the HTML. Pure (Web APIs only): it runs in the Worker. The
 * visitor's own emails (worker/delivery/visitor-email.ts) and the notices are written with the same
 * blocks (Section, toText, toHtml), so all look alike.
 */
import { MONTHS, formatGbp } from '@/content/format';
import { CAMPAIGN_FIELD_LABELS, campaignSummary } from '@/lib/shared/forms/campaign';
import { calendarNoon, formatLongDate, isCalendarDate, shortDay } from '@/lib/shared/time/dates';
import { formatPence } from '@/lib/shared/format/money';
import { displayUkPhone, mailtoHref, telHref } from '@/lib/shared/forms/phone';
import { PHOTO_KIND_NAMES } from '@/lib/shared/forms/photos';
import { PAGES } from '@/lib/shared/pages';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { installationDateOf, quoteOfLead } from '@/lib/shared/forms/stored-lead';
import { escapeHtml } from '@/lib/shared/format/html';
import { ukWallClock } from '@/lib/shared/time/uk-time';
import { TIME_WINDOWS } from '@/content/booking-forms';
import { BOOKING_MESSAGES, DIARY_NAMES, slotText, type BookedSlot } from '@/lib/shared/survey/booking';
import { HUMAN_CHECK_WORDS, NOT_VERIFIED, NOT_VERIFIED_MEANS, isVerified } from '@/lib/shared/forms/human-check';
import type { StoredLead } from '../lead/model';
import { photoUrl } from '../lead/record';
import { surveyWhere } from './survey-calendar';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's email, so replying reaches them; null when they gave none. */
  replyTo: string | null;
  /** A calendar invitation it carries (a booked survey: worker/delivery/survey-calendar.ts), shown as one and attached as invite.ics. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string };
  /** Headers of its own (a review email's List-Unsubscribe and List-Unsubscribe-Post: worker/delivery/review-email.ts). */
  headers?: Record<string, string>;
}

/** Said beside the photo links: a photo opens only to someone signed in to the lead inbox (or with the export token). */
const photoNote = (count: number) => `${count === 1 ? 'It opens' : 'They open'} when you are signed in to the lead inbox (or with the export token).`;

/** The lead's own page in the inbox, where it is worked. */
export const inboxLeadUrl = (origin: string, id: string) => `${origin}${PAGES.leadInbox.path}?lead=${encodeURIComponent(id)}`;


/** Inline styles, one place each: email clients ignore style sheets. */
const STYLE = {
  body: "max-width:600px;margin:0 auto;padding:16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;",
  h1: 'font-size:22px;line-height:1.3;margin:0 0 12px;',
  h2: 'font-size:18px;line-height:1.3;margin:24px 0 8px;',
  table: 'width:100%;border-collapse:collapse;',
  th: 'text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:600;white-space:nowrap;',
  td: 'vertical-align:top;padding:4px 0;overflow-wrap:anywhere;',
  warning: 'margin:0 0 12px;padding:8px 12px;background:#fff4e5;border-left:4px solid #b45309;',
  link: 'color:#0b57d0;',
  list: 'margin:0 0 8px;padding-left:20px;',
  footer: 'margin-top:24px;padding-top:12px;border-top:1px solid #dddddd;font-size:14px;color:#555555;',
} as const;

/** One line of the email: a label, its value, and where the value links to. */
export interface Row {
  label: string;
  value: string;
  href?: string;
}

/** A block of the email. */
export interface Section {
  heading?: string;
  warnings?: { title: string; details: string[] }[];
  note?: string;
  rows?: Row[];
  /** Text kept as typed, line breaks and all. */
  body?: string;
  /** Items in a bulleted list. */
  list?: readonly string[];
  footer?: boolean;
}


/** A value fit for a subject line: one line, single spaces. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** "2026-11-30" → "Monday 30 November 2026" (anything else as given). */
export const longDate = (value: string) => (isCalendarDate(value) ? formatLongDate(value) : value);

/** "2026-11-30" → "Mon 30 Nov", for the subject. */
function shortDate(value: string): string {
  if (!isCalendarDate(value)) return value;
  const date = calendarNoon(value);
  return shortDay(date.getUTCDay(), date.getUTCDate(), date.getUTCMonth() + 1);
}

/** An instant as a UK clock read it: "25 November 2026, 09:14". */
export function ukDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const clock = ukWallClock(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${clock.day} ${MONTHS[clock.month - 1] ?? ''} ${clock.year}, ${two(clock.hour)}:${two(clock.minute)}`;
}

/** A quote's two prices, as the mismatch warning compares them. */
const figures = (quote: Pick<QuoteLead, 'price' | 'offer'>) => `${formatPence(quote.offer.pricePence)} with the offer (${formatGbp(quote.price)} before it)`;

/** What and who: `<what>: <who>`, who being what the business needs to place the lead at a glance. */
function subjectOf(stored: StoredLead, what: string): string {
  const { lead, source, contact } = stored;
  const quote = quoteOfLead(lead);
  // The day it is booked for, else the day they asked for.
  const preferred = stored.booking && !stored.booking.cancelledAt ? stored.booking.date : (lead.preferredDate ?? '');
  const [head, who, tail] =
    source === 'callback'
      ? [`${what}${quote ? ` about quote ${quote.reference}` : ''}`, [contact.name ?? '', contact.phone ? displayUkPhone(contact.phone) : ''], '']
      : source === 'quote-email'
        ? [what, [contact.email ?? '', contact.postcode ?? ''], quote ? ` (${quote.reference})` : '']
        : [what, [contact.name ?? '', contact.postcode ?? '', preferred && shortDate(preferred)], ''];
  const names = who.map(oneLine).filter(Boolean).join(', ');
  return `${isVerified(stored.humanCheck) ? '' : `${NOT_VERIFIED}: `}${head}${names ? `: ${names}` : ''}${tail}`;
}

/** The quote, with a warning first when it no longer holds today (lead.quoteCheck). */
function quoteSection(stored: StoredLead): Section | null {
  const quote = quoteOfLead(stored.lead);
  const installationDate = installationDateOf(stored.lead);
  const check = stored.quoteCheck;
  if (!quote && !check && !installationDate) return null;
  const warnings: NonNullable<Section['warnings']> = [];
  if (check?.changed.includes('figures')) {
    const today = check.today ? `Today's prices give ${figures(check.today)}${quote && check.today.boiler.name !== quote.boiler.name ? `, for the ${check.today.boiler.name}` : ''}.` : "Today's prices give no quote for these answers.";
    warnings.push({ title: "This quote no longer matches today's prices.", details: [...(quote ? [`Quoted ${figures(quote)}.`] : []), today] });
  }
  if (check?.changed.includes('installationDate')) {
    warnings.push({ title: 'The installation date is no longer one we offer.', details: installationDate ? [`The visitor chose ${longDate(installationDate)}.`] : [] });
  }
  const rows: Row[] = [];
  if (quote) {
    const { breakdown } = quote;
    rows.push(
      { label: 'Reference', value: quote.reference },
      { label: 'Boiler', value: `${quote.boiler.name} (${quote.option} option)` },
      { label: 'Price before the offer', value: formatGbp(quote.price) },
      { label: 'Offer', value: `${quote.offer.percent}% off: ${formatPence(quote.offer.pricePence)}` },
      { label: 'Breakdown', value: `boiler ${formatGbp(breakdown.boiler)}, labour ${formatGbp(breakdown.labour)}, moving the boiler ${formatGbp(breakdown.location)}, flue ${formatGbp(breakdown.flue)}` },
      { label: 'Valid until', value: longDate(quote.validUntil) },
    );
  }
  if (installationDate) rows.push({ label: 'Installation date', value: longDate(installationDate) });
  return { heading: 'Quote', warnings, rows };
}

/**
 * What the business does about "Email me this quote": nothing when the Worker emails the quote to
 * the visitor itself (a visitor job, worker/delivery/visitor-email.ts); else send it by hand.
 */
function quoteEmailNote(stored: StoredLead): string {
  const to = stored.contact.email || 'them';
  return stored.visitor.status === 'off'
    ? `The visitor asked for this quote by email: send it to ${to}.`
    : `The visitor asked for this quote by email: we have emailed it to ${to} automatically, with the links to reopen it and to book its survey. Follow it up if you wish.`;
}

/**
 * When: the survey booked into the diary (its window and diary, and the address the surveyor goes
 * to), else the date and window the visitor asked for.
 */
function whenRows(stored: StoredLead): Row[] {
  const { lead, booking } = stored;
  if (booking) {
    const slot = `${slotText(booking)} (${DIARY_NAMES[booking.diary]})`;
    const where = booking.diary === 'video' ? '' : surveyWhere(booking, stored.contact.postcode);
    return [{ label: 'Survey booked', value: booking.cancelledAt ? `Cancelled (it was ${slot})` : slot }, ...(where ? [{ label: 'Address', value: where }] : [])];
  }
  const rows: Row[] = [];
  // A form that asks for a date sends one ('' for none); the others send no such field.
  if (lead.preferredDate !== undefined) rows.push({ label: 'Preferred date', value: lead.preferredDate ? longDate(lead.preferredDate) : 'not given' });
  const { timeWindow } = lead;
  if (timeWindow) rows.push({ label: 'Time', value: TIME_WINDOWS.find((window) => window.value === timeWindow)?.label ?? timeWindow });
  return rows;
}

/** The window a lead picked but did not get (the outbox's resend found it taken: `slotFallback`; stored unbooked), or null. */
export function lostSlot(lead: Pick<StoredLead, 'booking' | 'lead'>): BookedSlot | null {
  return lead.booking || lead.lead.slotFallback !== true ? null : (lead.lead.slot ?? null);
}

/** The window a lead asked for that was not held (not verified, or its network's daily share), or null. */
function notHeldSlot(lead: Pick<StoredLead, 'booking' | 'lead' | 'slotNotHeld'>): BookedSlot | null {
  return lead.booking || !lead.slotNotHeld ? null : (lead.lead.slot ?? null);
}

/**
 * Said first: a lead whose human check did not pass (stored and sent as any other, but nothing
 * went to the address it names and it holds no survey place: it may be a script's, and it may be a
 * person whose browser blocked the check), and a window picked but not held, or taken before the
 * lead arrived: someone must call to agree a time.
 */
function warningsOf(stored: StoredLead): Section['warnings'] {
  const warnings: NonNullable<Section['warnings']> = [];
  if (!isVerified(stored.humanCheck)) warnings.push({ title: NOT_VERIFIED, details: [HUMAN_CHECK_WORDS[stored.humanCheck], NOT_VERIFIED_MEANS] });
  const lost = lostSlot(stored);
  if (lost) warnings.push({ title: BOOKING_MESSAGES.slotFallback(slotText(lost)), details: [] });
  const notHeld = notHeldSlot(stored);
  if (notHeld) warnings.push({ title: BOOKING_MESSAGES.notHeldForBusiness(slotText(notHeld)), details: [] });
  return warnings;
}

/** The email's blocks, in the order someone calling back reads them. */
function sections(stored: StoredLead, what: string, origin: string): Section[] {
  const { lead } = stored;
  const { name, phone, email, postcode } = stored.contact;
  const contact: Row[] = [];
  if (name) contact.push({ label: 'Name', value: name });
  if (phone) contact.push({ label: 'Phone', value: displayUkPhone(phone), href: telHref(phone) });
  if (email) contact.push({ label: 'Email', value: email, href: mailtoHref(email) });
  if (postcode) contact.push({ label: 'Postcode', value: postcode });
  contact.push(...whenRows(stored));

  const out: Section[] = [{ heading: what, note: stored.source === 'quote-email' ? quoteEmailNote(stored) : undefined, warnings: warningsOf(stored), rows: contact }];
  const quoteBlock = quoteSection(stored);
  if (quoteBlock) out.push(quoteBlock);
  const message = lead.message?.trim();
  if (message) out.push({ heading: 'Message', body: message });
  if (stored.photos.length) {
    const count = stored.photos.length;
    const rows = stored.photos.map((photo, index) => ({ label: photo.kind ? PHOTO_KIND_NAMES[photo.kind] : `Photo ${index + 1}`, value: `Open photo ${index + 1}`, href: photoUrl(origin, stored.id, index + 1) }));
    out.push({ heading: `${count} photo${count === 1 ? '' : 's'}`, note: photoNote(count), rows });
  }
  // What brought them, in the words of the inbox and its campaign report, then each part kept.
  const campaign = stored.campaign;
  const campaignRows = campaign ? CAMPAIGN_FIELD_LABELS.flatMap(([key, label]) => (campaign[key] ? [{ label, value: campaign[key] ?? '' }] : [])) : [];
  out.push({ heading: 'Campaign', note: campaignSummary(campaign).text, rows: campaignRows });
  out.push({
    footer: true,
    rows: [
      { label: 'In the lead inbox', value: 'Open this lead', href: inboxLeadUrl(origin, stored.id) },
      { label: 'Lead', value: stored.id },
      { label: 'Received', value: `${ukDateTime(stored.receivedAt)} (UK time)` },
      { label: 'Form', value: stored.source },
    ],
  });
  return out;
}

/** A row's value in the text part: links to pages are written out, tel: and mailto: are not needed. */
const textValue = (row: Row) => (row.href && /^https?:/.test(row.href) ? row.href : row.value);

/** The email's plain-text part (the notices to the business are written with it too: worker/delivery/notices.ts). */
export function toText(blocks: Section[]): string {
  return `${blocks
    .map((block) =>
      [
        block.heading,
        ...(block.warnings ?? []).flatMap((warning) => [`WARNING: ${warning.title}`, ...warning.details]),
        block.note,
        ...(block.rows ?? []).map((row) => `${row.label}: ${textValue(row)}`),
        ...(block.list ?? []).map((item) => `- ${item}`),
        block.body,
      ]
        .filter((line) => line !== undefined)
        .join('\n'),
    )
    .join('\n\n')}\n`;
}

/** The email's HTML part: every value escaped, styles inline. */
export function toHtml(blocks: Section[], subject: string): string {
  const cell = (row: Row) => (row.href ? `<a href="${escapeHtml(row.href)}" style="${STYLE.link}">${escapeHtml(row.value)}</a>` : escapeHtml(row.value));
  const block = (section: Section, index: number) => {
    const parts: string[] = [];
    if (section.heading) parts.push(index === 0 ? `<h1 style="${STYLE.h1}">${escapeHtml(section.heading)}</h1>` : `<h2 style="${STYLE.h2}">${escapeHtml(section.heading)}</h2>`);
    for (const warning of section.warnings ?? []) parts.push(`<p style="${STYLE.warning}"><strong>${escapeHtml(warning.title)}</strong>${warning.details.map((detail) => `<br>${escapeHtml(detail)}`).join('')}</p>`);
    if (section.note) parts.push(`<p style="margin:0 0 8px;">${escapeHtml(section.note)}</p>`);
    if (section.rows?.length) {
      const rows = section.rows.map((row) => `<tr><th scope="row" style="${STYLE.th}">${escapeHtml(row.label)}</th><td style="${STYLE.td}">${cell(row)}</td></tr>`);
      parts.push(`<table role="presentation" style="${STYLE.table}">${rows.join('')}</table>`);
    }
    if (section.list?.length) parts.push(`<ul style="${STYLE.list}">${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    if (section.body) parts.push(`<p style="margin:0;">${escapeHtml(section.body).replace(/\r?\n/g, '<br>')}</p>`);
    return section.footer ? `<div style="${STYLE.footer}">${parts.join('\n')}</div>` : parts.join('\n');
  };
  return [
    '<!DOCTYPE html>',
    '<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff;"><div style="${STYLE.body}">`,
    ...blocks.map(block),
    '</div></body></html>',
    '',
  ].join('\n');
}

/** A subject with the environment's tag (e.g. "[Preview]") in front, when there is one. */
export const tagged = (subject: string, tag?: string) => (tag?.trim() ? `${tag.trim()} ${subject}` : subject);

/** The business's email for a stored lead; `origin` is the site's, for the photo links; `tag` (e.g. "[Preview]") starts the subject. */
export function leadEmail(lead: StoredLead, options: { origin: string; tag?: string }): LeadEmail {
  const subject = tagged(subjectOf(lead, lead.what), options.tag);
  const blocks = sections(lead, lead.what, options.origin);
  return { subject, text: toText(blocks), html: toHtml(blocks, subject), replyTo: lead.contact.email };
}
