'use client';

/**
 * The quote a booking was started from (read from the address by `quoteFromAddress` in
 * lib/browser/quote/reader.ts): a summary the visitor can check, with the choice of standard or premium.
 */
import { OFFER_DISCOUNT_PERCENT } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { formatPence } from '@/lib/shared/format/money';
import { QUOTE_OPTIONS, type QuoteLead, type QuoteOption } from '@/lib/shared/quote/lead';
import { formatLongDate } from '@/lib/shared/time/dates';


export function QuoteSummary({ lead, other, onOption, idPrefix }: { lead: QuoteLead; other: QuoteLead; onOption: (option: QuoteOption) => void; idPrefix: string }) {
  const byOption = { [lead.option]: lead, [other.option]: other } as Record<QuoteOption, QuoteLead>;
  return (
    <section aria-labelledby={`${idPrefix}-quote`} className="mb-6 rounded-xl border-2 border-accent-700 bg-brand-50 p-5">
      <h3 id={`${idPrefix}-quote`} className="text-xl font-bold text-brand-950">
        Your quote {lead.reference}
      </h3>
      <fieldset className="mt-3">
        <legend className="font-semibold text-brand-950">The boiler you would like</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {QUOTE_OPTIONS.map((option) => (
            <label key={option} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-brand-100 bg-white px-3 has-[:checked]:border-accent-700">
              <input type="radio" name={`${idPrefix}-option`} value={option} checked={lead.option === option} onChange={() => onOption(option)} className="size-5 accent-accent-700" />
              <span>
                <span className="font-semibold capitalize">{option}</span>: {byOption[option].boiler.name}, {formatGbp(byOption[option].price)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-slate-900">
        <dt>Fixed price, fitted, including VAT</dt>
        <dd className="font-semibold">{formatGbp(lead.price)}</dd>
        <dt>{OFFER_DISCOUNT_PERCENT}% off this week</dt>
        <dd className="font-semibold">−{formatPence(lead.offer.savingPence)}</dd>
        <dt>Your price with the offer</dt>
        <dd className="font-bold" data-testid="booking-quote-price">
          {formatPence(lead.offer.pricePence)}
        </dd>
        <dt>Price holds until</dt>
        <dd>{formatLongDate(lead.validUntil)}</dd>
      </dl>
      <p className="mt-2 text-slate-700">The survey confirms the details. No payment is taken online.</p>
    </section>
  );
}
