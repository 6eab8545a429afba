/**
 * The campaign report: over the last 30 or 90 days, the leads each campaign (utm source, medium,
 * campaign) and each landing page brought, and how many were won; each as a bar chart with its
 * table, which scrolls inside its own box on a phone rather than widening the page.
 */
import { useId } from 'react';
import { CAMPAIGN_PERIODS, type CampaignRow } from '@/lib/inbox';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/components/ui/styles';
import { BarChart } from './bar-chart';
import { inboxApi } from './inbox-api';
import { plural } from './inbox-format';
import type { CampaignPeriod } from './inbox-route';
import { BackLink, InboxLink, LoadFailed, ViewHeading } from './inbox-ui';
import { useLoad } from './use-load';

/** A part of a campaign the link did not give. */
const NOT_GIVEN = 'not given';

const campaignLabel = (row: CampaignRow) => [row.source, row.medium, row.campaign].map((part) => part ?? NOT_GIVEN).join(' / ');

/** The row with most leads, for the chart's summary ("Most leads: facebook / paid-social / winter, 12, 3 won."). */
function summaryOf(rows: CampaignRow[], label: (row: CampaignRow) => string): string {
  const top = rows.reduce<CampaignRow | undefined>((best, row) => (!best || row.leads > best.leads ? row : best), undefined);
  if (!top) return 'No leads.';
  return `${plural(rows.length, 'row')}, as in the table that follows. Most leads: ${label(top)}, ${top.leads}, ${top.won} won.`;
}

const cellClass = 'border-b border-brand-100 px-3 py-2 text-left align-top';
const numberClass = 'border-b border-brand-100 px-3 py-2 text-right align-top tabular-nums';

function Missing({ value }: { value: string | null }) {
  return value ?? <span className="text-slate-700 italic">{NOT_GIVEN}</span>;
}

function Report({ title, rows, columns, label, days }: { title: string; rows: CampaignRow[]; columns: 'campaign' | 'landing'; label: (row: CampaignRow) => string; days: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h3>
      {rows.length ? (
        <>
          <BarChart title={`${title}, last ${days} days: leads and won`} summary={summaryOf(rows, label)} rows={rows.map((row) => ({ label: label(row), leads: row.leads, won: row.won }))} />
          <TableScroll label={`${title} (table)`}>
            <table className="mt-3 w-full min-w-max border-collapse text-sm sm:text-base">
              <caption className="sr-only">
                {title}, last {days} days
              </caption>
              <thead>
                <tr className="text-brand-900">
                  {(columns === 'campaign' ? ['Source', 'Medium', 'Campaign'] : ['Landing page']).map((heading) => (
                    <th key={heading} scope="col" className={cellClass}>
                      {heading}
                    </th>
                  ))}
                  <th scope="col" className={numberClass}>
                    Leads
                  </th>
                  <th scope="col" className={numberClass}>
                    Won
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${label(row)}-${index}`}>
                    {columns === 'campaign' ? (
                      <>
                        <th scope="row" className={cn(cellClass, 'font-normal')}>
                          <Missing value={row.source} />
                        </th>
                        <td className={cellClass}>
                          <Missing value={row.medium} />
                        </td>
                        <td className={cellClass}>
                          <Missing value={row.campaign} />
                        </td>
                      </>
                    ) : (
                      <th scope="row" className={cn(cellClass, 'font-normal')}>
                        <Missing value={row.landingPage} />
                      </th>
                    )}
                    <td className={numberClass}>{row.leads}</td>
                    <td className={numberClass}>{row.won}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : (
        <p className="mt-2 text-slate-700">No leads with a campaign in these days.</p>
      )}
    </section>
  );
}

export function CampaignsView({ days }: { days: CampaignPeriod }) {
  const id = useId();
  const { outcome, retry } = useLoad(String(days), (signal) => inboxApi.campaigns(days, signal));
  const report = outcome?.ok ? outcome.data : undefined;
  return (
    <section aria-labelledby={id}>
      <BackLink route={{ view: 'list', filters: {} }} />
      <ViewHeading id={id}>Campaign report</ViewHeading>
      <nav aria-label="Period" className="mt-3 inline-flex rounded-lg border-2 border-brand-800">
        {CAMPAIGN_PERIODS.map((period) => (
          <InboxLink
            key={period}
            route={{ view: 'campaigns', days: period }}
            aria-current={period === days ? 'page' : undefined}
            className={cn('inline-flex min-h-11 items-center px-4 font-semibold no-underline', period === days ? 'bg-brand-800 text-white' : 'bg-white text-brand-900 hover:bg-brand-50')}
          >
            Last {period} days
          </InboxLink>
        ))}
      </nav>
      <p role="status" className="mt-3 min-h-6 text-slate-700">
        {!outcome ? 'Loading the report…' : report ? `${plural(report.withoutCampaign, 'lead')} in the last ${report.days} days came without a campaign (direct, or not allowed to be kept).` : ''}
      </p>
      {outcome && !outcome.ok ? <LoadFailed message={outcome.message} onRetry={retry} /> : null}
      {report ? (
        <>
          <Report title="By campaign" rows={report.byCampaign} columns="campaign" label={campaignLabel} days={report.days} />
          <Report title="By landing page" rows={report.byLandingPage} columns="landing" label={(row) => row.landingPage ?? NOT_GIVEN} days={report.days} />
        </>
      ) : null}
    </section>
  );
}
