/**
 * Finance examples (FCA CONC 3.5.5R): from a cash price, a deposit and a term, every figure a
 * representative example must give. Pure and in whole pence. Rounding: each monthly repayment is
 * rounded down to the penny and the last repayment takes what is left, so the repayments always
 * add up to exactly the credit plus its interest and the last one is never less than the others.
 */
import {
  FINANCE_APR_PERCENT,
  FINANCE_MAX_DEPOSIT_PERCENT,
  FINANCE_MAX_MONTHS,
  FINANCE_MIN_DEPOSIT_PERCENT,
  FINANCE_MIN_MONTHS,
  FINANCE_OTHER_CHARGES,
  FINANCE_RATE_FIXED,
  FINANCE_REPRESENTATIVE,
} from '@/content/pricing';
import { pence } from './shared/format/money';

export interface FinanceRequest {
  /** The cash price, in pence. */
  cashPrice: number;
  /** The deposit, in pence. */
  deposit: number;
  /** The term, in months. */
  months: number;
  /** The representative APR, in percent (the plans' own rate unless a test says otherwise). */
  aprPercent?: number;
}

/** The eight items of CONC 3.5.5R, money in pence. */
export interface FinanceExample {
  /** (a) the yearly rate of interest, in percent, and whether it is fixed */
  interestRatePercent: number;
  fixedRate: boolean;
  /** (b) other charges, in pence */
  otherCharges: number;
  /** (c) total amount of credit */
  credit: number;
  /** (d) representative APR, in percent */
  aprPercent: number;
  /** (e) cash price and deposit */
  cashPrice: number;
  deposit: number;
  /** (f) duration, in months */
  months: number;
  /** (g) total amount payable: deposit, every repayment and any charge */
  totalPayable: number;
  /** (h) each repayment: `months - 1` payments of `monthly`, then `lastPayment` */
  monthly: number;
  lastPayment: number;
}

/** The deposit limits for a cash price, in pence. */
export function depositRange(cashPrice: number): { min: number; max: number } {
  return { min: Math.ceil((cashPrice * FINANCE_MIN_DEPOSIT_PERCENT) / 100), max: Math.floor((cashPrice * FINANCE_MAX_DEPOSIT_PERCENT) / 100) };
}

/** Why a request cannot be priced, in words a visitor can act on; null when it can. */
export function financeProblem({ cashPrice, deposit, months }: FinanceRequest): string | null {
  if (!Number.isInteger(months) || months < FINANCE_MIN_MONTHS || months > FINANCE_MAX_MONTHS) return `Choose a plan from ${FINANCE_MIN_MONTHS} to ${FINANCE_MAX_MONTHS} months`;
  if (!Number.isFinite(deposit) || deposit < 0) return 'Enter a deposit in pounds, or 0 for none';
  const { min, max } = depositRange(cashPrice);
  if (deposit < min) return `The deposit must be at least ${FINANCE_MIN_DEPOSIT_PERCENT}% of the price`;
  if (deposit > max) return `The deposit can be up to ${FINANCE_MAX_DEPOSIT_PERCENT}% of the price; pay more and the plan is not worth opening`;
  return null;
}

/** Monthly rate from an APR: (1 + APR)^(1/12) - 1, the rate whose 12 months compound to the APR. */
const monthlyRate = (aprPercent: number) => Math.pow(1 + aprPercent / 100, 1 / 12) - 1;

/** The example for a request (check it with `financeProblem` first; this throws on one it cannot price). */
export function financeExample({ cashPrice, deposit, months, aprPercent = FINANCE_APR_PERCENT }: FinanceRequest): FinanceExample {
  const problem = financeProblem({ cashPrice, deposit, months });
  if (problem) throw new RangeError(problem);
  const credit = cashPrice - deposit;
  const rate = monthlyRate(aprPercent);
  const level = rate === 0 ? credit / months : (credit * rate) / (1 - Math.pow(1 + rate, -months));
  const monthly = Math.floor(level);
  // Run the balance down month by month; the last payment clears whatever remains.
  let balance = credit;
  for (let month = 1; month < months; month += 1) balance = balance + balance * rate - monthly;
  const lastPayment = Math.round(balance + balance * rate);
  const otherCharges = pence(FINANCE_OTHER_CHARGES);
  return {
    interestRatePercent: aprPercent === 0 ? 0 : Math.round(rate * 12 * 10000) / 100,
    fixedRate: FINANCE_RATE_FIXED,
    otherCharges,
    credit,
    aprPercent,
    cashPrice,
    deposit,
    months,
    totalPayable: deposit + monthly * (months - 1) + lastPayment + otherCharges,
    monthly,
    lastPayment,
  };
}

/**
 * The representative example (FINANCE_REPRESENTATIVE): every page that gives a cost of credit
 * shows it under the words "Representative example" (CONC 3.5.5R), the finance page and the
 * quote results alike.
 */
export function representativeExample(): FinanceExample {
  const { cashPrice, deposit, months } = FINANCE_REPRESENTATIVE;
  return financeExample({ cashPrice: pence(cashPrice), deposit: pence(deposit), months });
}
