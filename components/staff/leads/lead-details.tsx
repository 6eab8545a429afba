/**
 * A lead as staff read it, in the order of a call back: who and how to reach them, the quote as
 * the visitor saw it (with a warning first when it no longer matches today's prices), their
 * message, their photos (those they added later marked so), the campaign that brought them,
 * whether the business email, the CRM forward and the visitor's own email went, and what has
 * happened to it since.
 */
import { NOT_VERIFIED_MEANS } from '@/lib/shared/forms/human-check';
import { useRef, useState, type ReactNode } from 'react';
import { formatGbp } from '@/content/format';
import { formatLongDate, isCalendarDate } from '@/lib/shared/time/dates';
import type { HistoryEntry, LeadDetail, RetryKind } from '@/lib/shared/contracts/inbox';
import { buttonClass } from '@/components/ui/button';
import { formatPence } from '@/lib/shared/format/money';
import { displayUkPhone, mailtoHref, telHref } from '@/lib/shared/forms/phone';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { textLinkClass } from '@/components/ui/styles';
import { inboxApi, personUrl } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { SaidRegion, type Said } from '../inbox-ui';
import { quoteFiguresOf, type QuoteFigures } from '@/lib/shared/quote/lead-shape';
import { campaignSummary } from '@/lib/shared/forms/campaign';
import { QUOTE_EMAIL_SOURCE } from '@/lib/shared/forms/quote-email';
import {
  addedLaterText,
  campaignRows,
  confirmedPriceText,
  deliveryText,
  formatWhen,
  isOwnPath,
  personKey,
  photoAlt,
  plural,
  quotedPriceText,
  retriedText,
  visitorEmailText,
  type Contact,
} from '../inbox-format';

type Lead = LeadDetail['lead'];

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-brand-100 pt-4">
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Label and value pairs, stacked on a phone and side by side from 640 px. */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A calendar date spelt out ("Monday 30 November 2026"), anything else as given. */
const longDate = (value: string) => (isCalendarDate(value) ? formatLongDate(value) : value);

export function ContactSection({ contact }: { contact: Contact }) {
  const rows: [string, ReactNode][] = [];
  if (contact.name) rows.push(['Name', contact.name]);
  if (contact.phone)
    rows.push([
      'Phone',
      <a key="phone" href={telHref(contact.phone)} className={textLinkClass('action')}>
        {displayUkPhone(contact.phone)}
      </a>,
    ]);
  if (contact.email)
    rows.push([
      'Email',
      <a key="email" href={mailtoHref(contact.email)} className={textLinkClass('action', '[overflow-wrap:anywhere]')}>
        {contact.email}
      </a>,
    ]);
  if (contact.postcode) rows.push(['Postcode', contact.postcode]);
  if (contact.preferredDate !== null) rows.push(['Preferred date', contact.preferredDate ? longDate(contact.preferredDate) : 'Not given']);
  if (contact.timeWindow) rows.push(['Time', contact.timeWindow]);
  const person = personKey(contact);
  return (
    <Section title="Contact">
      <Facts rows={rows} />
      {person ? (
        <p className="mt-2">
          <a href={personUrl(person)} className={textLinkClass('action')} download>
            Download this person&apos;s data
          </a>
        </p>
      ) : null}
    </Section>
  );
}

/** A quote's price with and without the offer, as the lead's email compares them. */
const figures = (quote: QuoteFigures) => `${formatPence(quote.offer.pricePence)} with the offer (${formatGbp(quote.price)} before it)`;

function QuoteWarnings({ lead, quote }: { lead: Lead; quote: QuoteLead | null }) {
  const check = lead.quoteCheck;
  if (!check) return null;
  const today = quoteFiguresOf(check.today);
  const installationDate = typeof lead.fields.installationDate === 'string' ? lead.fields.installationDate : '';
  // Whatever changed, staff must know the quote is not today's: "figures" is the usual case.
  const figuresChanged = check.changed.includes('figures') || !check.changed.includes('installationDate');
  return (
    <div role="note" className="mb-3 rounded-lg border-l-4 border-accent-700 bg-accent-50 px-4 py-3 text-brand-950">
      {figuresChanged ? (
        <>
          <p className="font-bold">This quote no longer matches today&apos;s prices.</p>
          {quote ? <p>Quoted {figures(quote)}.</p> : null}
          <p>
            {today
              ? `Today's prices give ${figures(today)}${quote && today.boiler.name !== quote.boiler.name ? `, for the ${today.boiler.name}` : ''}.`
              : "Today's prices give no quote for these answers."}
          </p>
          {today ? (
            <p className="text-sm">
              Today&apos;s breakdown: boiler {formatGbp(today.breakdown.boiler)}, labour {formatGbp(today.breakdown.labour)}, moving the boiler {formatGbp(today.breakdown.location)}, flue{' '}
              {formatGbp(today.breakdown.flue)}.
            </p>
          ) : null}
        </>
      ) : null}
      {check.changed.includes('installationDate') ? (
        <p className={figuresChanged ? 'mt-2 font-bold' : 'font-bold'}>
          The installation date is no longer one we offer.{installationDate ? ` The visitor chose ${longDate(installationDate)}.` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function QuoteSection({ lead, quote, installationDate }: { lead: Lead; quote: QuoteLead | null; installationDate: string }) {
  if (!quote && !lead.quoteCheck && !installationDate) return null;
  const rows: [string, ReactNode][] = [];
  if (quote) {
    rows.push(
      ['Reference', quote.reference],
      ['Boiler', `${quote.boiler.name} (${quote.option} option)`],
      [
        'Breakdown',
        <span key="breakdown" className="block">
          Boiler {formatGbp(quote.breakdown.boiler)}, labour {formatGbp(quote.breakdown.labour)}, moving the boiler {formatGbp(quote.breakdown.location)}, flue {formatGbp(quote.breakdown.flue)}
        </span>,
      ],
      ['Price', formatGbp(quote.price)],
      ['Offer', `${quote.offer.percent}% off: ${formatPence(quote.offer.pricePence)} (saving ${formatPence(quote.offer.savingPence)})`],
    );
  }
  if (installationDate) rows.push(['Installation date', longDate(installationDate)]);
  if (quote) rows.push(['Valid until', longDate(quote.validUntil)]);
  return (
    <Section title="Quote">
      {/* "Email me this quote": whether the Worker emailed it, first, as staff once had to send it by hand. */}
      {lead.source === QUOTE_EMAIL_SOURCE ? <p className="mb-3 font-semibold text-slate-900">{visitorEmailText(lead)}.</p> : null}
      <QuoteWarnings lead={lead} quote={quote} />
      <Facts rows={rows} />
    </Section>
  );
}

export function MessageSection({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Section title="Message">
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message}</p>
    </Section>
  );
}

/** Thumbnails' box, in CSS px: width and height keep the layout still while they load. */
const THUMB = { width: 160, height: 120 } as const;

/** The lead's photos as thumbnails that open full size; those the visitor added later from their page say so, and when. */
export function PhotosSection({ photos }: { photos: Lead['photos'] }) {
  const shown = photos.filter((photo) => isOwnPath(photo.url));
  if (!shown.length) return null;
  const later = shown.filter((photo) => photo.addedAt).length;
  return (
    <Section title={`Photos (${shown.length})`}>
      {later ? <p className="mb-2 text-slate-800">{`${plural(later, 'photo')} added later by the visitor, from their request's page.`}</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {shown.map((photo, index) => {
          const alt = photoAlt(photo.kind, index);
          return (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer" className="group block rounded-lg">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private photo, served to the session by the Worker: nothing to optimise at build time */}
                <img src={photo.url} alt={alt} loading="lazy" decoding="async" width={THUMB.width} height={THUMB.height} className="aspect-[4/3] h-auto w-full rounded-lg border border-brand-100 bg-brand-50 object-cover" />
                <span aria-hidden="true" className="mt-1 block text-sm font-semibold text-brand-800 group-hover:underline">
                  {alt}
                </span>
                <span className="sr-only"> (opens full size in a new tab)</span>
              </a>
              {photo.addedAt ? (
                <p className="mt-1 text-sm text-slate-700">
                  <time dateTime={photo.addedAt}>{addedLaterText(photo.addedAt)}</time>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** What brought them, in the words of the list, the email and the report, then every part of it kept. */
export function CampaignSection({ campaign }: { campaign: Lead['campaign'] }) {
  const rows = campaignRows(campaign);
  return (
    <Section title="Campaign">
      <p className="mb-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">{campaignSummary(campaign).text}</p>
      {rows.length ? <Facts rows={rows.map((row) => [row.label, row.value])} /> : null}
    </Section>
  );
}

/**
 * How the email, the forward and the visitor's own email (their confirmation, or the quote they
 * asked for) went, with what went wrong; one that gave up has a Retry, which
 * sends it again for another day of attempts, draws the lead again from the Worker and says so
 * (focus goes to what was said, as the button is gone).
 */
export function DeliverySection({ lead, onSaved, onGone }: { lead: Lead; onSaved: (detail: LeadDetail) => void; onGone: () => void }) {
  const { csrf, signedOut } = useInbox();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const message = useRef<HTMLDivElement>(null);

  async function retry(kind: RetryKind) {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    const outcome = await inboxApi.retry({ kind, leadId: lead.id }, csrf);
    const fresh = outcome.ok ? await inboxApi.lead(lead.id) : outcome;
    setBusy(false);
    if (!fresh.ok && fresh.failure === 'signed-out') return signedOut();
    if (!fresh.ok && fresh.failure === 'gone') return onGone();
    if (fresh.ok) onSaved(fresh.data);
    setSaid(outcome.ok ? { tone: 'success', text: retriedText(kind, outcome.data.retried) } : { tone: 'error', text: fresh.ok ? '' : fresh.message });
    requestAnimationFrame(() => message.current?.focus());
  }

  const line = (delivery: Lead['email'], kind: RetryKind, what: string, text = deliveryText(delivery)) => (
    <>
      {text}
      {delivery.detail ? <span className="block text-sm text-slate-700">{delivery.detail}</span> : null}
      {delivery.status === 'failed' ? (
        <button type="button" className={buttonClass('outline', 'sm', 'mt-2')} disabled={busy} aria-label={`Retry: ${what}`} onClick={() => void retry(kind)}>
          {busy ? 'Retrying…' : 'Retry'}
        </button>
      ) : null}
    </>
  );
  return (
    <Section title="Email and CRM">
      <Facts
        rows={[
          ['Email to the business', line(lead.email, 'email', 'the email to the business')],
          ['Forward to the CRM', line(lead.forwarding, 'forward', 'the forward to the CRM')],
          ['Email to the visitor', line(lead.visitorEmail, 'visitor', lead.source === QUOTE_EMAIL_SOURCE ? 'the quote emailed to the visitor' : 'the email to the visitor', visitorEmailText(lead))],
          ['Human check', lead.verified ? lead.humanCheck : <strong className="text-accent-800">{lead.humanCheck}. {NOT_VERIFIED_MEANS}</strong>],
        ]}
      />
      <SaidRegion said={said} ref={message} />
    </Section>
  );
}

/**
 * The price of a survey booked from a quote: what was quoted and until when it holds, then what
 * staff confirmed or changed it to (the reason as the visitor reads it). The actions are beside it.
 */
export function PriceFacts({ price }: { price: NonNullable<LeadDetail['price']> }) {
  const { confirmed } = price;
  return (
    <div className="space-y-1">
      <p className="text-slate-900">{quotedPriceText(price)}.</p>
      {confirmed ? (
        <>
          <p className="font-bold text-brand-900 [overflow-wrap:anywhere]">{confirmedPriceText(price)}</p>
          {confirmed.reason ? <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">Reason given to the visitor: {confirmed.reason}</p> : null}
        </>
      ) : (
        <p className="text-slate-800">Not confirmed yet: confirm it from the photos, or change it with a reason the visitor will read.</p>
      )}
    </div>
  );
}

export function HistorySection({ history }: { history: HistoryEntry[] }) {
  return (
    <Section title="History">
      {history.length ? (
        <ol className="space-y-1">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="[overflow-wrap:anywhere]">
              <time dateTime={entry.at} className="font-semibold text-slate-700">
                {formatWhen(entry.at, { withYear: true })}
              </time>
              : {entry.text}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">Nothing yet.</p>
      )}
    </Section>
  );
}
