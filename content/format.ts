/**
 * How the site writes numbers and money, for content modules and components alike (the pence
 * formatter for sums with pennies is lib/money.ts).
 */

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
