'use client';

/**
 * The finance calculator: the visitor picks a plan length and a deposit and sees every figure of
 * the example for that choice (lib/finance.ts), never a monthly payment on its own. A deposit that
 * cannot be priced keeps what was typed and says why.
 */
import { useId, useState } from 'react';
import { BrokerStatement, FinanceExampleList } from '@/components/sections/finance-example';
import { inputClass } from '@/components/ui/form-field';
import { FINANCE_MAX_DEPOSIT_PERCENT, FINANCE_TERMS } from '@/content/pricing';
import { financeExample, financeProblem } from '@/lib/finance';

export interface FinanceCalculatorProps {
  /** The cash price, in pence. */
  cashPrice: number;
  idPrefix: string;
  /** Starting term and deposit (pounds as typed). */
  initialMonths?: number;
  initialDeposit?: string;
  /** On /boiler-finance the visitor types the price from their quote; on the results it is the quote's. */
  priceEditable?: boolean;
}

/** "240", "£240", "2,400.50" → pence; "" is 0; null for anything else. */
function poundsToPence(typed: string): number | null {
  const cleaned = typed.replace(/[£,\s]/g, '');
  if (cleaned === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : null;
}

export function FinanceCalculator({ cashPrice: quotedPrice, idPrefix, initialMonths = 60, initialDeposit = '0', priceEditable = false }: FinanceCalculatorProps) {
  const id = `${idPrefix}-${useId()}`;
  const [months, setMonths] = useState(initialMonths);
  const [deposit, setDeposit] = useState(initialDeposit);
  const [price, setPrice] = useState(String(quotedPrice / 100));
  const typedPrice = priceEditable ? poundsToPence(price) : quotedPrice;
  const priceProblem = typedPrice === null || typedPrice <= 0 ? 'Enter the price in pounds, for example 2306' : null;
  const cashPrice = typedPrice ?? 0;
  const pence = poundsToPence(deposit);
  const problem = priceProblem ? null : pence === null ? 'Enter the deposit in pounds, for example 250, or 0 for none' : financeProblem({ cashPrice, deposit: pence, months });
  const example = priceProblem || problem || pence === null ? null : financeExample({ cashPrice, deposit: pence, months });
  const errorId = `${id}-deposit-error`;

  return (
    <div className="mt-4 grid gap-5 lg:grid-cols-[18rem_1fr]">
      <div className="grid content-start gap-4">
        {priceEditable ? (
          <div>
            <label htmlFor={`${id}-price`} className="block font-semibold text-brand-950">
              Price in pounds, including VAT
            </label>
            <input
              id={`${id}-price`}
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              aria-invalid={priceProblem ? true : undefined}
              aria-describedby={priceProblem ? `${id}-price-error` : undefined}
              className={inputClass}
            />
            {priceProblem ? (
              <p id={`${id}-price-error`} className="mt-1 font-semibold text-red-800">
                {priceProblem}
              </p>
            ) : null}
          </div>
        ) : null}
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
        <div>
          <label htmlFor={`${id}-deposit`} className="block font-semibold text-brand-950">
            Deposit in pounds
          </label>
          <p id={`${id}-deposit-hint`} className="text-slate-700">
            0 for none, up to {FINANCE_MAX_DEPOSIT_PERCENT}% of the price
          </p>
          <input
            id={`${id}-deposit`}
            inputMode="decimal"
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-deposit-hint ${errorId}` : `${id}-deposit-hint`}
            className={inputClass}
          />
          {problem ? (
            <p id={errorId} className="mt-1 font-semibold text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      <div aria-live="polite">
        {example ? <FinanceExampleList example={example} title="Your example" /> : <p className="rounded-xl bg-brand-50 p-5 text-slate-800">Correct the {priceProblem ? 'price' : 'deposit'} to see the payments.</p>}
        <BrokerStatement />
      </div>
    </div>
  );
}
