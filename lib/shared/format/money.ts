/**
 * Money in whole pence. The catalogue prices in whole pounds; a discount or a monthly payment can
 * fall between pounds, so the sums that produce them work in integer pence and never in floats.
 */
import { formatWhole } from '@/content/format';

/** Whole pounds to pence. */
export const pence = (pounds: number): number => Math.round(pounds * 100);

/** Pence as the site shows money with pennies: 207540 → "£2,075.40" (and 240000 → "£2,400.00"). */
export function formatPence(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  return `${sign}£${formatWhole(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Pounds as a visitor types them ("240", "£2,400.50", "") to pence; "" is 0; null for anything else. */
export function parsePounds(typed: string): number | null {
  const cleaned = typed.replace(/[£,\s]/g, '');
  if (cleaned === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : null;
}
