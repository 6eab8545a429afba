/**
 * The campaign report's bar chart, as numbers: how long each bar is and where each row sits. The
 * SVG (bar-chart.tsx) draws bars in percentages of its own width, so it fits a 320 px phone and
 * a desk alike with its text at its real size (a scaled viewBox would shrink the labels).
 */

/** Share of the width the longest bar takes: the rest holds its count ("12, 3 won") after it. */
export const MAX_BAR_PERCENT = 70;
/** Shortest bar a non-zero count gets, so one lead beside hundreds still shows. */
export const MIN_BAR_PERCENT = 1;
/** Height of one row, in px: its label line, then its bar. */
export const ROW_HEIGHT = 48;
/** Where a row's label sits (its baseline) and its bar starts, from the row's top, and the bar's height, in px. */
export const LABEL_BASELINE = 16;
export const BAR_TOP = 24;
export const BAR_HEIGHT = 16;
/** Longest label drawn (the table beside the chart gives it whole): about 280 px of 14 px text, within a 320 px screen. */
export const MAX_LABEL_LENGTH = 40;

export interface BarRow {
  leads: number;
  won: number;
}

export interface Bar {
  /** Widths as percentages of the chart's width. */
  leadsPercent: number;
  wonPercent: number;
}

/** A count as a bar's share of `maxPercent`, against the largest count; never NaN, never under the minimum when not zero. */
function share(value: number, max: number, maxPercent: number): number {
  if (!(value > 0) || !(max > 0)) return 0;
  const percent = (Math.min(value, max) / max) * maxPercent;
  return Math.max(MIN_BAR_PERCENT, Math.round(percent * 100) / 100);
}

/** Each row's bar: leads against the most leads of any row, won within its leads. */
export function scaleBars(rows: readonly BarRow[], maxPercent = MAX_BAR_PERCENT): Bar[] {
  const max = Math.max(0, ...rows.map((row) => row.leads));
  return rows.map((row) => {
    const leadsPercent = share(row.leads, max, maxPercent);
    // Won leads are some of the row's leads: the overlay never outgrows its bar.
    const wonPercent = Math.min(leadsPercent, share(Math.min(row.won, row.leads), max, maxPercent));
    return { leadsPercent, wonPercent };
  });
}

/** The chart's height for a number of rows, in px. */
export function chartHeight(rowCount: number): number {
  return Math.max(1, rowCount) * ROW_HEIGHT;
}

/** A label cut to fit the chart, with an ellipsis when cut. */
export function fitLabel(label: string, max = MAX_LABEL_LENGTH): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
