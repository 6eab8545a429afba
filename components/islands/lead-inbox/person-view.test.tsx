/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CSRF_HEADER } from '@/lib/inbox';
import { FakeInboxServer, SESSION, openAt } from './fake-inbox-server';
import { routes } from '@/lib/routes';
import { LeadInbox } from './lead-inbox';

let server: FakeInboxServer;

beforeEach(async () => {
  server = new FakeInboxServer();
  server.install();
  openAt('?view=person');
  render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByRole('heading', { level: 2, name: "A person's data" });
});

describe("a person's data", () => {
  it('downloads their data by the contact typed, never with an empty one', async () => {
    const download = screen.getByRole('link', { name: 'Download their data' });
    fireEvent.click(download);
    const field = screen.getByLabelText(/Email or phone/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an email address or a phone number'));
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: ' pat@example.co.uk ' } });
    expect(download).toHaveAttribute('href', '/api/leads/inbox/person?contact=pat%40example.co.uk');
    // The contact stays out of the address (and so out of the browser's history).
    expect(window.location.search).toBe('?view=person');
  });

  it('erases all their leads after a confirm step, saying how many went', async () => {
    fireEvent.change(screen.getByLabelText(/Email or phone/), { target: { value: 'pat@example.co.uk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase all their leads' }));
    const confirm = screen.getByRole('group', { name: 'Erase every lead of pat@example.co.uk?' });
    expect(confirm).toHaveTextContent('cannot be brought back');
    expect(server.sent('POST', 'erase')).toHaveLength(0);

    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, erase all their leads' })));
    const [sent] = server.sent('POST', 'erase');
    expect(sent?.body).toEqual({ contact: 'pat@example.co.uk' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await screen.findByText('Erased 1 lead of pat@example.co.uk.')).toBeInTheDocument();
    expect(server.leads.map(({ lead }) => lead.id)).toEqual(['lead-2']);
  });

  it('says when nobody by that contact was found', async () => {
    fireEvent.change(screen.getByLabelText(/Email or phone/), { target: { value: 'nobody@example.co.uk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase all their leads' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, erase all their leads' })));
    expect(await screen.findByText('No leads of nobody@example.co.uk were found: nothing was erased.')).toBeInTheDocument();
  });

  it('asks for a contact before confirming anything', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Erase all their leads' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email or phone/)).toHaveAttribute('aria-invalid', 'true');
  });
});
