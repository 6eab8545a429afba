/**
 * What the finance page adds to its copy: the representative example as plain HTML first, and
 * the calculator below it, which starts when it scrolls into view.
 */
import { FinanceCalculator } from '@/components/islands/finance-calculator/finance-calculator';
import { BrokerStatement, FinanceExampleList } from '@/components/islands/finance-calculator/finance-example';
import { IslandRoot } from '@/components/islands/runtime/island-root';
import { FINANCE_REPRESENTATIVE } from '@/content/pricing';
import { representativeExample } from '@/lib/finance';
import { pence } from '@/lib/shared/format/money';

const representative = representativeExample();

export function FinanceSection() {
  return (
    <>
      <section aria-labelledby="representative">
        <h2 id="representative" className="text-2xl font-extrabold text-brand-950">
          What finance costs: a representative example
        </h2>
        <div className="mt-4">
          <FinanceExampleList example={representative} />
        </div>
        <BrokerStatement />
      </section>
      <section aria-labelledby="calculator" className="mt-10">
        <h2 id="calculator" className="text-2xl font-extrabold text-brand-950">
          Work out your payments
        </h2>
        <p className="mt-2 text-slate-700">Enter the price from your quote, choose a plan length and a deposit, and see every figure before you apply.</p>
        <IslandRoot
          name="finance-calculator"
          component={FinanceCalculator}
          props={{ cashPrice: pence(FINANCE_REPRESENTATIVE.cashPrice), idPrefix: 'finance-page', initialMonths: FINANCE_REPRESENTATIVE.months, initialDeposit: String(FINANCE_REPRESENTATIVE.deposit), priceEditable: true }}
          hydrate="visible"
        />
      </section>
    </>
  );
}
