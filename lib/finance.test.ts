import { FINANCE_APR_PERCENT, FINANCE_MAX_MONTHS, FINANCE_MIN_MONTHS, FINANCE_TERMS } from '@/content/pricing';
import { financeExample, financeProblem, representativeExample } from './finance';

describe('financeExample', () => {
  it('prices the representative example: £2,400 with £240 down over 36 months at 0% is 36 payments of £60', () => {
    const example = representativeExample();
    expect(FINANCE_APR_PERCENT).toBe(0);
    expect(example).toEqual({
      interestRatePercent: 0,
      fixedRate: true,
      otherCharges: 0,
      credit: 216000,
      aprPercent: 0,
      cashPrice: 240000,
      deposit: 24000,
      months: 36,
      totalPayable: 240000,
      monthly: 6000,
      lastPayment: 6000,
    });
  });

  it('rounds each payment down to the penny and lets the last one take the remainder', () => {
    // £2,306 over 36 months: 230600 / 36 = 6405.55p, so 35 payments of £64.05 and a last one of £64.25.
    const example = financeExample({ cashPrice: 230600, deposit: 0, months: 36 });
    expect(example.monthly).toBe(6405);
    expect(example.lastPayment).toBe(230600 - 6405 * 35);
    expect(example.lastPayment).toBe(6425);
    expect(example.totalPayable).toBe(230600);
    // £1,457 less £100 over 120 months.
    const long = financeExample({ cashPrice: 145700, deposit: 10000, months: 120 });
    expect(long.monthly).toBe(1130);
    expect(long.lastPayment).toBe(135700 - 1130 * 119);
    expect(long.totalPayable).toBe(145700);
  });

  it('adds interest the way an APR compounds when the rate is not 0%', () => {
    // 12.6825% APR is exactly 1% a month: £1,000 over 12 months is £88.85 a month (the textbook annuity).
    const example = financeExample({ cashPrice: 100000, deposit: 0, months: 12, aprPercent: 12.682503013196972 });
    expect(example.monthly).toBe(8884);
    expect(example.lastPayment).toBeGreaterThanOrEqual(8884);
    expect(example.lastPayment).toBeLessThan(8884 + 12);
    expect(example.totalPayable).toBe(8884 * 11 + example.lastPayment);
    expect(example.interestRatePercent).toBe(12);
  });

  it('offers every yearly term from 12 to 120 months, and refuses anything else or a deposit out of range', () => {
    expect(FINANCE_TERMS[0]).toBe(FINANCE_MIN_MONTHS);
    expect(FINANCE_TERMS.at(-1)).toBe(FINANCE_MAX_MONTHS);
    expect(financeProblem({ cashPrice: 200000, deposit: 0, months: 6 })).toBe('Choose a plan from 12 to 120 months');
    expect(financeProblem({ cashPrice: 200000, deposit: -1, months: 12 })).toBe('Enter a deposit in pounds, or 0 for none');
    expect(financeProblem({ cashPrice: 200000, deposit: 100001, months: 12 })).toMatch(/up to 50%/);
    expect(financeProblem({ cashPrice: 200000, deposit: 100000, months: 12 })).toBeNull();
    expect(() => financeExample({ cashPrice: 200000, deposit: 0, months: 121 })).toThrow(RangeError);
  });
});
