'use client';

/**
 * The finance calculator: the visitor picks a plan length and a deposit and sees every figure of
 * the example for that choice (lib/finance.ts), never a monthly payment on its own. A deposit that
 * cannot be priced keeps what was typed and says why. Where the page does not show the
 * representative example already, it comes first, beside the visitor's own (CONC 3.5.5R).
 */
import { useState } from 'react';
import { BrokerStatement, FinanceExampleList } from './finance-example';
import { inputClass } from '@/components/ui/form-field';
import { FINANCE_MAX_DEPOSIT_PERCENT, FINANCE_TERMS } from '@/content/pricing';
import { financeExample, financeProblem, type FinanceExample } from '@/lib/finance';
import { parsePounds } from '@/lib/shared/format/money';

export interface FinanceCalculatorProps {
  /** The cash price, in pence. */
  cashPrice: number;
  /**
   * The start of its elements' ids, unique on the page: not useId, whose ids depend on where the
   * island stands in its tree, which differs where the islands runtime starts it (runtime/mount.ts).
   */
  idPrefix: string;
  /** Starting term and deposit (pounds as typed). */
  initialMonths?: number;
  initialDeposit?: string;
  /** On the finance page the visitor types the price from their quote; on the results it is the quote's. */
  priceEditable?: boolean;
  /**
   * The representative example (lib/finance.ts `representativeExample`, worked out by the server),
   * for a page that does not show it above the calculator as the finance page does.
   */
  representative?: FinanceExample;
}

/** A pounds input with its hint and its error, tied together for screen readers. */
function PoundsField({ id, label, hint, value, error, onChange }: { id: string; label: string; hint?: string; value: string; error: string | null; onChange: (value: string) => void }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-950">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      <input id={id} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FinanceCalculator({ cashPrice: quotedPrice, idPrefix, initialMonths = 60, initialDeposit = '0', priceEditable = false, representative }: FinanceCalculatorProps) {
  const id = idPrefix;
  const [months, setMonths] = useState(initialMonths);
  const [deposit, setDeposit] = useState(initialDeposit);
  const [price, setPrice] = useState(String(quotedPrice / 100));
  const typedPrice = priceEditable ? parsePounds(price) : quotedPrice;
  const priceProblem = typedPrice === null || typedPrice <= 0 ? 'Enter the price in pounds, for example 2306' : null;
  const cashPrice = typedPrice ?? 0;
  const pence = parsePounds(deposit);
  const problem = priceProblem ? null : pence === null ? 'Enter the deposit in pounds, for example 250, or 0 for none' : financeProblem({ cashPrice, deposit: pence, months });
  const example = priceProblem || problem || pence === null ? null : financeExample({ cashPrice, deposit: pence, months });

  return (
    <div className="mt-4 grid gap-5 lg:grid-cols-[18rem_1fr]">
      <div className="grid content-start gap-4">
        {priceEditable ? <PoundsField id={`${id}-price`} label="Price in pounds, including VAT" value={price} error={priceProblem} onChange={setPrice} /> : null}
        <div>
          <label htmlFor={`${id}-months`} className="block font-semibold text-brand-950">
            Plan length
          </label>
          <select id={`${id}-months`} value={months} onChange={(event) => setMonths(Number(event.target.value))} className={inputClass}>
            {FINANCE_TERMS.map((term) => (
              <option key={term} value={term}>
                {term} months ({term / 12} {term === 12 ? 'year' : 'years'})
              </option>
            ))}
          </select>
        </div>
        <PoundsField id={`${id}-deposit`} label="Deposit in pounds" hint={`0 for none, up to ${FINANCE_MAX_DEPOSIT_PERCENT}% of the price`} value={deposit} error={problem} onChange={setDeposit} />
      </div>
      <div className="grid content-start gap-4">
        {representative ? <FinanceExampleList example={representative} /> : null}
        <div aria-live="polite">
          {example ? <FinanceExampleList example={example} title="Your example" /> : <p className="rounded-xl bg-brand-50 p-5 text-slate-800">Correct the {priceProblem ? 'price' : 'deposit'} to see the payments.</p>}
          <BrokerStatement />
        </div>
      </div>
    </div>
  );
}
