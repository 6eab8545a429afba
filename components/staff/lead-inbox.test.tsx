/** @jest-environment jsdom */
import { NOT_VERIFIED } from '@/lib/shared/forms/human-check';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NO_CAMPAIGN } from '@/lib/shared/forms/campaign';
import { CSRF_HEADER } from '@/lib/shared/contracts/inbox';
import { FakeInboxServer, KEY, SESSION, openAt } from './fake-inbox-server';
import { routes } from '@/lib/routes';
import { LeadInbox } from './lead-inbox';

let server: FakeInboxServer;

function start({ signedIn = true, search = '' }: { signedIn?: boolean; search?: string } = {}) {
  server = new FakeInboxServer({ signedIn });
  server.install();
  openAt(search);
  render(<LeadInbox path={routes.leadInbox} />);
}

async function signIn(key: string) {
  fireEvent.change(await screen.findByLabelText(/Staff key/), { target: { value: key } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

describe('signing in', () => {
  it('shows the sign-in form when there is no session', async () => {
    start({ signedIn: false });
    const field = await screen.findByLabelText(/Staff key/);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
    expect(server.sent('GET', 'leads')).toHaveLength(0);
  });

  it("asks for the key before sending anything", async () => {
    start({ signedIn: false });
    await signIn('');
    const field = screen.getByLabelText(/Staff key/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the key'));
    expect(field).toHaveFocus();
    expect(server.sent('POST', 'session')).toHaveLength(0);
  });

  it("says the server's own words for a wrong key, and moves focus to them", async () => {
    start({ signedIn: false });
    await signIn('not-the-key');
    const message = await screen.findByText('That key is not right.');
    expect(message).toHaveFocus();
    expect(screen.getByLabelText(/Staff key/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Staff key/)).toHaveAccessibleDescription(expect.stringContaining('That key is not right.'));
    expect(server.sent('POST', 'session')[0]?.body).toEqual({ key: 'not-the-key' });
  });

  it('says to wait a minute after too many tries', async () => {
    start({ signedIn: false });
    server.on('POST', 'session', () => ({ status: 429, body: { error: 'Rate limited' } }));
    await signIn(KEY);
    const message = await screen.findByText('Too many tries. Wait a minute, then try again.');
    expect(message).toHaveFocus();
  });

  it('opens the list after signing in, with how many leads came today', async () => {
    start({ signedIn: false });
    await signIn(KEY);
    const heading = await screen.findByRole('heading', { level: 2, name: '2 new today' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('goes back to the form, saying why, when any call answers 401', async () => {
    start();
    server.on('GET', 'leads', () => ({ status: 401, body: { error: 'Sign in first' } }));
    expect(await screen.findByText('Your session has ended. Sign in again to carry on.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Staff key/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('says who is signed in when Cloudflare Access named them', async () => {
    server = new FakeInboxServer();
    server.install();
    server.on('GET', 'session', () => ({ status: 200, body: { ...SESSION, by: 'pat@business.co.uk' } }));
    openAt();
    render(<LeadInbox path={routes.leadInbox} />);
    expect(await screen.findByText('Signed in as pat@business.co.uk until Wed 25 Nov, 18:30')).toBeInTheDocument();
  });

  it('signs out with the CSRF token, then shows the form', async () => {
    start();
    await screen.findByRole('heading', { name: '2 new today' });
    // Signed in with the staff key alone: no one to name.
    expect(screen.getByText('Signed in until Wed 25 Nov, 18:30')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(server.sent('DELETE', 'session')[0]?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Staff key/)).toBeInTheDocument();
  });

  it('offers to try again when the Worker does not answer', async () => {
    server = new FakeInboxServer();
    server.install();
    server.on('GET', 'session', () => ({ status: 503 }));
    openAt();
    render(<LeadInbox path={routes.leadInbox} />);
    expect(await screen.findByText(/The inbox is not answering/)).toBeInTheDocument();
    server.on('GET', 'session', () => ({ status: 200, body: SESSION }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: '2 new today' })).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('shows each lead as one link with what, who, postcode, when, status, photos and source', async () => {
    start();
    const link = await screen.findByRole('link', { name: /Survey booked/ });
    expect(link).toHaveAttribute('href', '/leads/?lead=lead-1');
    expect(link).toHaveTextContent('Pat Jones, DN31 1AB');
    expect(link).toHaveTextContent('Wed 25 Nov, 09:14');
    expect(link).toHaveTextContent('New');
    expect(link).toHaveTextContent('2 photos');
    expect(link).toHaveTextContent('Campaign: facebook / not given / winter-boilers');
    expect(link).toHaveTextContent("Its quote no longer matches today's prices");
    expect(screen.getByRole('link', { name: /Callback requested/ })).toHaveTextContent(NO_CAMPAIGN);
    // The callback's human check did not pass; the survey's did.
    expect(screen.getByRole('link', { name: /Callback requested/ })).toHaveTextContent(NOT_VERIFIED);
    expect(link).not.toHaveTextContent(NOT_VERIFIED);
    expect(screen.getByRole('link', { name: 'Download these as CSV' })).toHaveAttribute('href', '/api/leads/inbox/leads.csv');
  });

  it('puts the filters into the address and the request on "Show leads", and Back returns', async () => {
    start();
    await screen.findByRole('heading', { name: '2 new today' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'book-free-survey' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Name, phone, email or postcode'), { target: { value: ' DN31 ' } });
    fireEvent.change(screen.getByLabelText('Human check'), { target: { value: 'unverified' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show leads' })));

    const wanted = 'status=won&kind=book-free-survey&from=2026-11-01&to=2026-11-30&q=DN31&check=unverified';
    expect(window.location.search).toBe(`?${wanted}`);
    await waitFor(() => expect(server.sent('GET', 'leads').at(-1)?.query.toString()).toBe(wanted));
    expect(await screen.findByRole('link', { name: 'Download these as CSV' })).toHaveAttribute('href', `/api/leads/inbox/leads.csv?${wanted}`);
    expect(screen.getByRole('link', { name: /Survey booked/ })).toHaveAttribute('href', `/leads/?lead=lead-1&${wanted}`);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(server.sent('GET', 'leads').at(-1)?.query.toString()).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('refuses dates the wrong way round, at the "to" field', async () => {
    start();
    await screen.findByRole('heading', { name: '2 new today' });
    const before = server.sent('GET', 'leads').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show leads' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The "to" date is before the "from" date');
    expect(window.location.search).toBe('');
    expect(server.sent('GET', 'leads')).toHaveLength(before);
  });

  it('pages through 50 at a time', async () => {
    server = new FakeInboxServer();
    server.total = 120;
    server.install();
    openAt();
    render(<LeadInbox path={routes.leadInbox} />);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(within(pages).getByRole('link', { name: /Next/ })));
    expect(window.location.search).toBe('?page=2');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3'));
    expect(server.sent('GET', 'leads').at(-1)?.query.get('page')).toBe('2');
    // The CSV holds every page: no page number in its link.
    expect(screen.getByRole('link', { name: 'Download these as CSV' })).toHaveAttribute('href', '/api/leads/inbox/leads.csv');
  });

  it('links to the campaign report and to a person’s data', async () => {
    start();
    await screen.findByRole('heading', { name: '2 new today' });
    expect(screen.getByRole('link', { name: 'Campaign report' })).toHaveAttribute('href', '/leads/?view=campaigns');
    expect(screen.getByRole('link', { name: "Find or erase a person's data" })).toHaveAttribute('href', '/leads/?view=person');
  });
});
