/**
 * How the site writes numbers, money and days, for content modules and components alike (the pence
 * formatter for sums with pennies is lib/shared/format/money.ts, dates lib/shared/time/dates.ts).
 */

/** The days of the week as the site writes them, Sunday first as `Date.getUTCDay()` counts them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The months as the site writes them, January first as `Date.getUTCMonth()` counts them. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * A whole number with comma thousands separators, as UK English writes it: 2306 → "2,306". Plain
 * arithmetic, not `toLocaleString`: loading the browser's locale data costs every page that
 * imports a constant from here (the behaviours script does) tens of milliseconds.
 */
export function formatWhole(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole pounds with a thousands separator, as shown everywhere on the site: 2306 → "£2,306". */
export function formatGbp(pounds: number): string {
  return `£${formatWhole(pounds)}`;
}
