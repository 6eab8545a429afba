/**
 * A finance example as FCA CONC 3.5.5R lists it, with the credit broker statement, our FCA
 * register number and postal address beside it. Plain markup with no state: the server renders it
 * on the finance page and the finance calculator renders it around every monthly figure, so the
 * monthly payment is never more prominent than the example it belongs to.
 */
import { business } from '@/content/business';
import { FINANCE_APR_PERCENT } from '@/content/pricing';
import type { FinanceExample } from '@/lib/finance';
import { formatPence } from '@/lib/shared/format/money';
import { cardClass } from '@/components/ui/styles';

export function FinanceExampleList({ example, title = 'Representative example' }: { example: FinanceExample; title?: string }) {
  const rows: [string, string][] = [
    ['Monthly payment', example.lastPayment === example.monthly ? `${example.months} payments of ${formatPence(example.monthly)}` : `${example.months - 1} payments of ${formatPence(example.monthly)}, then 1 of ${formatPence(example.lastPayment)}`],
    ['Cash price', formatPence(example.cashPrice)],
    ['Deposit', formatPence(example.deposit)],
    ['Total amount of credit', formatPence(example.credit)],
    ['Duration', `${example.months} months`],
    ['Rate of interest', `${example.interestRatePercent}% a year, ${example.fixedRate ? 'fixed' : 'variable'}`],
    ['Other charges', example.otherCharges ? formatPence(example.otherCharges) : 'None'],
    ['Total amount payable', formatPence(example.totalPayable)],
    ['Representative APR', `${example.aprPercent}% APR`],
  ];
  return (
    <div className={cardClass({ flat: true })}>
      <h3 className="text-lg font-bold text-brand-950">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-lg text-slate-900 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd data-finance={term}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function BrokerStatement() {
  return (
    <p className="mt-3 text-slate-800">
      {business.legalName} is a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority (FCA register
      number {business.fcaRegisterNumber}). Finance is provided by a panel of lenders, subject to status and affordability checks; applicants must be
      18 or over and live in the UK. {FINANCE_APR_PERCENT === 0 ? 'There is no interest and no fee: you repay the credit and nothing more.' : ''}{' '}
      Our postal address: {business.postalAddress.join(', ')}.
    </p>
  );
}
