/**
 * The campaign report: over the last 30 or 90 days, the leads each campaign brought and each
 * landing page, and how many were won; each as a bar chart with its table. A campaign is named as
 * the list, the lead's page and its email name it (lib/shared/forms/campaign.ts campaignSummary), so a lead is
 * counted where it is seen. The tables are three columns whose first wraps: they fit a 390 px
 * phone without scrolling sideways.
 */
import { useId } from 'react';
import { NO_CAMPAIGN, NO_CAMPAIGN_WHY } from '@/lib/shared/forms/campaign';
import { CAMPAIGN_PERIODS, type CampaignRow } from '@/lib/shared/contracts/inbox';
import { cn } from '@/components/ui/styles';
import { BarChart } from './bar-chart';
import { inboxApi } from '../inbox-api';
import { plural } from '../inbox-format';
import type { CampaignPeriod } from '../inbox-route';
import { BackLink, InboxLink, LoadFailed, ViewHeading } from '../inbox-ui';
import { useLoad } from '../use-load';

/** The row with most leads, for the chart's summary ("Most leads: Campaign: facebook / paid-social / winter, 12, 3 won."). */
function summaryOf(rows: CampaignRow[]): string {
  const top = rows.reduce<CampaignRow | undefined>((best, row) => (!best || row.leads > best.leads ? row : best), undefined);
  if (!top) return 'No leads.';
  return `${plural(rows.length, 'row')}, as in the table that follows. Most leads: ${top.label}, ${top.leads}, ${top.won} won.`;
}

const cellClass = 'border-b border-brand-100 px-2 py-2 text-left align-top sm:px-3';
const numberClass = 'w-16 border-b border-brand-100 px-2 py-2 text-right align-top tabular-nums sm:px-3';

function Report({ title, rows, heading, days }: { title: string; rows: CampaignRow[]; heading: string; days: number }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h3>
      {rows.length ? (
        <>
          <BarChart title={`${title}, last ${days} days: leads and won`} summary={summaryOf(rows)} rows={rows} />
          <table className="mt-3 w-full border-collapse text-sm sm:text-base">
            <caption className="sr-only">
              {title}, last {days} days
            </caption>
            <thead>
              <tr className="text-brand-900">
                <th scope="col" className={cellClass}>
                  {heading}
                </th>
                <th scope="col" className={numberClass}>
                  Leads
                </th>
                <th scope="col" className={numberClass}>
                  Won
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={cn(cellClass, 'font-normal [overflow-wrap:anywhere]')}>
                    {row.label}
                  </th>
                  <td className={numberClass}>{row.leads}</td>
                  <td className={numberClass}>{row.won}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
        {!outcome ? 'Loading the report…' : report ? `${plural(report.withoutCampaign, 'lead')} in the last ${report.days} days came with "${NO_CAMPAIGN}": ${NO_CAMPAIGN_WHY}.` : ''}
      </p>
      {outcome && !outcome.ok ? <LoadFailed message={outcome.message} onRetry={retry} /> : null}
      {report ? (
        <>
          <Report title="By campaign" rows={report.byCampaign} heading="Where they came from" days={report.days} />
          <Report title="By landing page" rows={report.byLandingPage} heading="Landing page" days={report.days} />
        </>
      ) : null}
    </section>
  );
}
