/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FinanceCalculator } from './finance-calculator';

/** The figure the example shows for one of its terms. */
const figure = (term: string) => document.querySelector(`[data-finance="${term}"]`)?.textContent;

describe('finance calculator', () => {
  it('shows the whole example for the chosen plan, the last payment taking the rounding', () => {
    // £2,000.00 over 36 months at 0%: each payment rounded down to the penny, the last takes the rest.
    render(<FinanceCalculator cashPrice={200000} idPrefix="t" />);
    fireEvent.change(screen.getByLabelText('Plan length'), { target: { value: '36' } });
    expect(figure('Monthly payment')).toBe('35 payments of £55.55, then 1 of £55.75');
  });

  it('takes the deposit off what is borrowed', () => {
    render(<FinanceCalculator cashPrice={240000} idPrefix="t" initialMonths={12} />);
    fireEvent.change(screen.getByLabelText('Deposit in pounds'), { target: { value: '240' } });
    expect(figure('Monthly payment')).toBe('12 payments of £180.00');
  });

  it('keeps a deposit it cannot price as typed, says why, and shows no monthly figure', () => {
    render(<FinanceCalculator cashPrice={240000} idPrefix="t" />);
    const deposit = screen.getByLabelText('Deposit in pounds');
    fireEvent.change(deposit, { target: { value: '£2,000' } });
    expect(deposit).toHaveValue('£2,000');
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(deposit).toHaveAccessibleDescription(/up to 50% of the price/);
    expect(figure('Monthly payment')).toBeUndefined();
    expect(screen.getByText('Correct the deposit to see the payments.')).toBeInTheDocument();
  });

  it('lets the visitor type the price where it is editable, and asks for a real one', () => {
    render(<FinanceCalculator cashPrice={100000} idPrefix="t" initialMonths={12} priceEditable />);
    const price = screen.getByLabelText('Price in pounds, including VAT');
    fireEvent.change(price, { target: { value: '1200' } });
    expect(figure('Monthly payment')).toBe('12 payments of £100.00');
    fireEvent.change(price, { target: { value: 'abc' } });
    expect(price).toHaveAccessibleDescription('Enter the price in pounds, for example 2306');
    expect(screen.getByText('Correct the price to see the payments.')).toBeInTheDocument();
  });
});
