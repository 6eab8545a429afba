'use client';

/**
 * The results once a quote is read (QuoteResults in quote-results.tsx loads this module with the
 * reader of saved quotes, only when there is one to read): both boilers, the full breakdown, any
 * restriction, what is included, the finance example, the next steps, the share link and "Email
 * me this quote". Kept out of the page's first script, so the page starts with its static states
 * and nothing here runs before a quote is found.
 */
import { useDeferredValue, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { QuoteCallbackButton } from '@/components/islands/callback-dialog/quote-callback-button';
import { FinanceCalculator } from '@/components/islands/finance-calculator/finance-calculator';
import { SmartImg } from '@/components/ui/smart-img';
import { OFFER_DISCOUNT_PERCENT } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { nextOfferDeadline } from '@/lib/countdown';
import { formatPence } from '@/lib/shared/format/money';
import { calculateQuote, totalWith } from '@/lib/shared/quote/calculate';
import type { Boiler, QuoteData } from '@/lib/shared/quote/types';
import type { QuoteLead, QuoteOption } from '@/lib/shared/quote/lead';
import { issueQuote, quoteValidUntil, type QuoteTicket } from '@/lib/shared/quote/reference';
import { browserStorage, writeQuote } from '@/lib/browser/quote/storage';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { formatLongDate } from '@/lib/shared/time/dates';
import { BOILER_TYPE_LABELS } from '@/content/boiler-types';
import type { EmailQuoteFormProps } from './email-quote-form';
import { EMAIL_QUOTE_MESSAGES } from './email-quote-messages';
import { chosenQuote, initialQuoteView, quoteViewReducer, type ChosenQuote, type ReadyQuote } from './quote-view-state';
import type { BoilerInfo, QuoteResultsProps } from './results-props';
import { buttonClass } from '@/components/ui/button';
import { cn, textLinkClass } from '@/components/ui/styles';
import { copyLink } from '@/lib/browser/clipboard';

/**
 * Prices a quote found at `now` and keeps it as this browser's saved quote: null when its answers
 * no longer make a price. A quote without a current reference (finished before references
 * existed, shared by an old link, or past its validity) gets a new one: the prices are today's in
 * any case.
 */
export function priceQuote(found: { data: QuoteData; ticket: QuoteTicket | null }, now: Date): ReadyQuote | null {
  const calculation = calculateQuote(found.data);
  if (!calculation) return null;
  const ticket = found.ticket ?? issueQuote(now);
  writeQuote(browserStorage, found.data, ticket);
  // The offer runs to the midnight that starts its reset day: the UK date of the moment before it.
  const offerEnds = formatLongDate(ukCalendarDate(new Date(nextOfferDeadline(now).getTime() - 1)));
  return { data: found.data, calculation, ticket, offerEnds };
}

/**
 * "Email me this quote": a button that loads the form when pressed (its validation and sending
 * code is not downloaded for visitors who never use it), then the form, focused.
 */
function EmailQuote(props: Omit<EmailQuoteFormProps, 'labelledBy'>) {
  const [Form, setForm] = useState<ComponentType<EmailQuoteFormProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const open = () =>
    import('./email-quote-form').then(
      (module) => setForm(() => module.EmailQuoteForm),
      () => setFailed(true),
    );
  return (
    <div className="mt-6">
      <h3 id="email-quote" className="text-lg font-bold text-brand-950">
        Email me this quote
      </h3>
      {Form ? (
        <Form {...props} labelledBy="email-quote" />
      ) : (
        <>
          <p className="mt-1 text-slate-700">{EMAIL_QUOTE_MESSAGES.whatWeSend(props.lead.reference)}</p>
          <button type="button" onClick={() => void open()} className={buttonClass('outline', 'md', 'mt-3')}>
            Enter my email address
          </button>
          {failed ? (
            <p role="alert" className="mt-2 text-red-800">
              Sorry, that did not load. Try again, or call us on{' '}
              <a href={props.phoneHref} className="font-semibold underline">
                {props.phone}
              </a>
              .
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * Below the boilers, the browser lays a part out only once it nears the screen (its height kept
 * as an estimate until then, then as measured): the results then paint in one short frame
 * instead of laying out the whole page at once.
 */
const LAID_OUT_NEAR_SCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem]';

/** A titled part of the results page. */
function ResultsPart({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-extrabold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The results of a quote that was found. */
export function QuoteView({ quote, boilerInfo, included, imageFailedText, phone, phoneHref, links, financeRepresentative }: QuoteResultsProps & { quote: ReadyQuote }) {
  const [{ option, copied }, dispatch] = useReducer(quoteViewReducer, initialQuoteView);
  // The boilers come first; the parts below them in a render of their own a moment later (out of
  // sight, they move nothing), so neither render holds the page up for long.
  const below = useDeferredValue(true, false);
  const { calculation, ticket, offerEnds } = quote;
  const shown = chosenQuote(quote, option, window.location);
  const { standard, premium, offer, shareUrl, lead } = shown;
  const card = (boiler: Boiler, label: string, picked: boolean, priority: boolean) => (
    <BoilerCard boiler={boiler} label={label} highlight={picked} info={boilerInfo[boiler.id]} total={totalWith(calculation, boiler)} imageFailedText={imageFailedText} priority={priority} />
  );

  return (
    <div className="space-y-10">
      {calculation.restrictions.length ? (
        <div role="note" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950">
          <h2 className="font-bold">Please read</h2>
          <ul className="mt-1 list-disc pl-5">
            {calculation.restrictions.map((restriction) => (
              <li key={restriction}>{restriction}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <ResultsPart id="your-boilers" title="Your recommended boilers">
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          {card(standard, 'Standard', option === 'standard', true)}
          {card(premium, 'Premium', option === 'premium', false)}
        </div>
        <BoilerChoice option={option} standard={standard} premium={premium} onChoose={(picked) => dispatch({ type: 'choose', option: picked })} />
        <p className="mt-4 text-slate-800">
          Quote reference <strong data-testid="quote-reference">{ticket.reference}</strong>. This price holds until{' '}
          <strong data-testid="quote-valid-until">{formatLongDate(quoteValidUntil(ticket.issuedOn))}</strong>.
        </p>
      </ResultsPart>

      {below ? (
        <>
          <PriceBreakdown shown={shown} option={option} offerEnds={offerEnds} />
          <ResultsPart id="included" title="What is included" className={LAID_OUT_NEAR_SCREEN}>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {included.map((item) => (
                <li key={item} className="flex gap-2 text-slate-800">
                  <span aria-hidden="true" className="font-bold text-emerald-700">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </ResultsPart>
          <ResultsPart id="finance" title="Spread the cost" className={cn(LAID_OUT_NEAR_SCREEN, 'print:hidden')}>
            <FinanceCalculator cashPrice={offer.price} idPrefix="results-finance" representative={financeRepresentative} />
          </ResultsPart>
          <NextSteps links={links} bookingQuery={shown.bookingQuery} lead={lead} phone={phone} phoneHref={phoneHref} />
          <ShareQuote shareUrl={shareUrl} copied={copied} onCopy={async () => dispatch({ type: 'copied', said: await copyLink(shareUrl) })} changeAnswers={links.quote} lead={lead} phone={phone} phoneHref={phoneHref} />
        </>
      ) : null}
    </div>
  );
}

/** One recommended boiler: its picture, facts and fitted price; the one picked is outlined. */
function BoilerCard({ boiler, label, highlight, info, total, imageFailedText, priority }: { boiler: Boiler; label: string; highlight: boolean; info: BoilerInfo | undefined; total: number; imageFailedText: string; priority: boolean }) {
  return (
    <article aria-labelledby={`boiler-${boiler.id}`} className={cn('flex flex-col rounded-2xl border-2 bg-white p-6 shadow-sm', highlight ? 'border-accent-700' : 'border-brand-100')}>
      <div className="flex items-start gap-4">
        {info ? (
          <figure className="w-24 shrink-0">
            <SmartImg attributes={info.image} alt={`Illustration of a white wall-hung ${BOILER_TYPE_LABELS[boiler.type].toLowerCase()} boiler`} errorText={imageFailedText} priority={priority} className="rounded-lg" />
            <figcaption className="mt-1 text-center text-xs text-slate-700">Illustration</figcaption>
          </figure>
        ) : null}
        <div>
          <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">{label}</p>
          <h3 id={`boiler-${boiler.id}`} className="mt-1 text-xl font-extrabold text-brand-950">
            {boiler.name}
          </h3>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-slate-800">
        <dt className="text-slate-700">Brand</dt>
        <dd className="font-semibold">{info?.brand ?? 'See survey'}</dd>
        <dt className="text-slate-700">Type</dt>
        <dd className="font-semibold">{BOILER_TYPE_LABELS[boiler.type]}</dd>
        <dt className="text-slate-700">Output</dt>
        <dd className="font-semibold">{boiler.kw} kW</dd>
        <dt className="text-slate-700">Warranty</dt>
        <dd className="font-semibold">{info ? `${info.warrantyYears} years` : 'See survey'}</dd>
      </dl>
      <p className="mt-5 text-slate-700">Fixed price, fitted, including VAT</p>
      <p className="text-4xl font-extrabold text-brand-950">{formatGbp(total)}</p>
    </article>
  );
}

/** Which of the two boilers the visitor wants: the breakdown, the offer and the links on follow it. */
function BoilerChoice({ option, standard, premium, onChoose }: { option: QuoteOption; standard: Boiler; premium: Boiler; onChoose: (option: QuoteOption) => void }) {
  return (
    <fieldset className="mt-5">
      <legend className="text-lg font-bold text-brand-950">Which boiler would you like?</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {(['standard', 'premium'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-brand-100 bg-white px-4 font-semibold text-brand-950 has-[:checked]:border-accent-700">
            <input type="radio" name="quote-option" value={value} checked={option === value} onChange={() => onChoose(value)} className="size-5 accent-accent-700" />
            {value === 'premium' ? `Premium, ${premium.name}` : `Standard, ${standard.name}`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen boiler's price, line by line, with this week's offer taken off. */
function PriceBreakdown({ shown, option, offerEnds }: { shown: ChosenQuote; option: QuoteOption; offerEnds: string }) {
  const { lines, total, offer, standard, premium } = shown;
  return (
    <ResultsPart id="breakdown" title="Price breakdown" className={LAID_OUT_NEAR_SCREEN}>
      <table className="mt-4 w-full max-w-2xl border-collapse text-left text-lg">
        <caption className="sr-only">How the {option} boiler price is made up</caption>
        <tbody>
          {lines.map(([label, amount]) => (
            <tr key={label} className="border-b border-brand-100">
              <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                {label}
              </th>
              <td className="py-2 text-right font-semibold">{amount}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-3 pr-4 font-bold text-brand-950">
              Total, including VAT
            </th>
            <td className="py-3 text-right text-2xl font-extrabold text-brand-950" data-testid="quote-total">
              {formatGbp(total)}
            </td>
          </tr>
          <tr className="border-t border-brand-100">
            <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
              {OFFER_DISCOUNT_PERCENT}% off boiler installation, this week&apos;s offer (ends midnight at the end of {offerEnds}, UK time)
            </th>
            <td className="py-2 text-right font-semibold text-emerald-800" data-testid="offer-saving">
              −{formatPence(offer.saving)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-3 pr-4 font-bold text-brand-950">
              Your price with the offer, including VAT
            </th>
            <td className="py-3 text-right text-2xl font-extrabold text-brand-950" data-testid="offer-price">
              {formatPence(offer.price)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-slate-700">
        The premium boiler adds {formatGbp(premium.price - standard.price)} for the {premium.name}. Your surveyor confirms the details; if
        anything differs from your answers we tell you before any work is booked.
      </p>
    </ResultsPart>
  );
}

/** The ways on: a survey at home or by video (carrying the quote and the boiler picked), a callback, finance, a call. */
function NextSteps({ links, bookingQuery, lead, phone, phoneHref }: Pick<QuoteResultsProps, 'links' | 'phone' | 'phoneHref'> & { bookingQuery: string; lead: QuoteLead | null }) {
  return (
    <ResultsPart id="next-steps" title="Your next step" className={cn(LAID_OUT_NEAR_SCREEN, 'rounded-2xl bg-brand-50 p-6 print:hidden')}>
      <p className="mt-2 text-slate-700">Confirm your price with a survey, and pick an installation date. No payment is taken online.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={`${links.freeSurvey}${bookingQuery}`} className={buttonClass('primary', 'tall')}>
          Book a free survey
        </a>
        <a href={`${links.videoSurvey}${bookingQuery}`} className={buttonClass('outline', 'tall')}>
          Book a video survey
        </a>
        <QuoteCallbackButton phoneHref={phoneHref} quote={lead ?? undefined} className={buttonClass('outline', 'tall')}>
          Request a callback
        </QuoteCallbackButton>
        <a href={links.finance} className={textLinkClass('action', 'px-3')}>
          Spread the cost with finance
        </a>
      </div>
      <p className="mt-4 text-slate-700">
        Or call us on{' '}
        <a href={phoneHref} className="font-semibold text-brand-800 underline">
          {phone}
        </a>
        .
      </p>
    </ResultsPart>
  );
}

/** The share link to copy or print, the way back to the answers, and "Email me this quote". */
function ShareQuote({ shareUrl, copied, onCopy, changeAnswers, lead, phone, phoneHref }: { shareUrl: string; copied: string; onCopy: () => void; changeAnswers: string; lead: QuoteLead | null; phone: string; phoneHref: string }) {
  return (
    <section aria-labelledby="share" className={cn(LAID_OUT_NEAR_SCREEN, 'print:hidden')}>
      <h2 id="share" className="text-xl font-bold text-brand-950">
        Keep or share this quote
      </h2>
      <label htmlFor="share-link" className="mt-3 block text-slate-700">
        Open this link on another device to see the same quote:
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id="share-link" readOnly value={shareUrl} onFocus={(event) => event.target.select()} className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 font-mono text-sm" />
        <button type="button" onClick={onCopy} className={buttonClass('secondary')}>
          Copy link
        </button>
        <button type="button" onClick={() => window.print()} className={buttonClass('outline')}>
          Print
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-slate-700">
        {copied}
      </p>
      <a href={changeAnswers} className={textLinkClass('action')}>
        Change your answers
      </a>
      {lead ? <EmailQuote lead={lead} phone={phone} phoneHref={phoneHref} /> : null}
    </section>
  );
}
