/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FakeInboxServer, REPORT, openAt } from '../fake-inbox-server';
import { routes } from '@/lib/routes';
import { LeadInbox } from '../lead-inbox';

let server: FakeInboxServer;

beforeEach(async () => {
  server = new FakeInboxServer();
  server.install();
  openAt('?view=campaigns');
  render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByRole('heading', { level: 3, name: 'By campaign' });
});

const report = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

describe('the campaign report', () => {
  it('draws one SVG bar per row, labelled, with the table as its equivalent', async () => {
    expect(server.sent('GET', 'campaigns')[0]?.query.get('days')).toBe('30');

    const byCampaign = report('By campaign');
    const chart = within(byCampaign).getByRole('img', { name: /By campaign, last 30 days: leads and won/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(expect.stringContaining('Most leads: Campaign: facebook / paid-social / winter-boilers, 12, 3 won.'));
    const bars = chart.querySelectorAll('[data-bar]');
    expect(bars).toHaveLength(REPORT.byCampaign.length);
    expect(bars[0]).toHaveTextContent('Campaign: facebook / paid-social / winter-boilers');
    expect(bars[0]).toHaveTextContent('12, 3 won');
    // The longest bar is the row with most leads; the won overlay is a quarter of it (3 of 12).
    const [leads, won] = Array.from(bars[0]?.querySelectorAll('rect') ?? []);
    expect(leads).toHaveAttribute('width', '70%');
    expect(won).toHaveAttribute('width', '17.5%');
    // A row with nothing won has no overlay.
    expect(bars[1]?.querySelectorAll('rect')).toHaveLength(1);

    const table = within(byCampaign).getByRole('table', { name: /By campaign/ });
    const rows = within(table).getAllByRole('row');
    // Each campaign named as the list, the lead's page and its email name it; three columns, which fit a phone.
    expect(rows.map((row) => row.textContent)).toEqual(['Where they came fromLeadsWon', 'Campaign: facebook / paid-social / winter-boilers123', 'Campaign: google / cpc / not given50', 'Direct to /11']);

    const byPage = report('By landing page');
    expect(within(byPage).getByRole('img').querySelectorAll('[data-bar]')).toHaveLength(REPORT.byLandingPage.length);
    expect(within(within(byPage).getByRole('table')).getAllByRole('row')).toHaveLength(REPORT.byLandingPage.length + 1);
    expect(screen.getByText('7 leads in the last 30 days came with "No campaign kept": the visitor did not allow it to be kept, or the lead came before campaigns were kept or from another client.')).toBeInTheDocument();
  });

  it('switches to 90 days through the address', async () => {
    const ninety = screen.getByRole('link', { name: 'Last 90 days' });
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    await act(async () => fireEvent.click(ninety));
    expect(window.location.search).toBe('?view=campaigns&days=90');
    await waitFor(() => expect(server.sent('GET', 'campaigns').at(-1)?.query.get('days')).toBe('90'));
    expect(await screen.findByText(/in the last 90 days came with "No campaign kept"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
  });
});
