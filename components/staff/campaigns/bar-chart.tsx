/**
 * A horizontal bar chart in SVG, no library: one bar per row (its leads, with those won as a
 * darker bar over it), each labelled. It is a picture of the table drawn beside it, which is its
 * accessible equivalent: the SVG is one image with a title and a summary. Colours are the
 * theme's: brand-400 leads (3.5:1 on white) and brand-900 won (4.1:1 on brand-400), so both bars
 * pass the 3:1 that WCAG 1.4.11 asks of graphics.
 */
import { useId } from 'react';
import { BAR_HEIGHT, BAR_TOP, LABEL_BASELINE, ROW_HEIGHT, chartHeight, fitLabel, scaleBars } from './chart-scale';

export interface ChartRow {
  label: string;
  leads: number;
  won: number;
}

export function BarChart({ title, summary, rows }: { title: string; summary: string; rows: readonly ChartRow[] }) {
  const id = useId();
  const bars = scaleBars(rows);
  return (
    <figure className="mt-3">
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" height={chartHeight(rows.length)} className="block overflow-hidden" data-chart="bars">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {rows.map((row, index) => {
          const bar = bars[index] ?? { leadsPercent: 0, wonPercent: 0 };
          const top = index * ROW_HEIGHT;
          const label = fitLabel(row.label);
          return (
            <g key={`${row.label}-${index}`} data-bar="">
              <text x="0" y={top + LABEL_BASELINE} className="fill-slate-900 text-sm">
                {/* A label cut short shows whole on hover; the table gives it whole to everyone. */}
                {label !== row.label ? <title>{row.label}</title> : null}
                {label}
              </text>
              <rect x="0" y={top + BAR_TOP} width={`${bar.leadsPercent}%`} height={BAR_HEIGHT} rx="2" className="fill-brand-400" />
              {bar.wonPercent > 0 ? <rect x="0" y={top + BAR_TOP} width={`${bar.wonPercent}%`} height={BAR_HEIGHT} rx="2" className="fill-brand-900" /> : null}
              <text x={`${bar.leadsPercent + 1.5}%`} y={top + BAR_TOP + BAR_HEIGHT - 3} className="fill-slate-900 text-sm">
                {row.leads}
                {row.won > 0 ? `, ${row.won} won` : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption aria-hidden="true" className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-400" /> Leads
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-900" /> Won
        </span>
      </figcaption>
    </figure>
  );
}
