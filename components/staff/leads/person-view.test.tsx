/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CSRF_HEADER, type LeadDetail } from '@/lib/shared/contracts/inbox';
import { FakeInboxServer, SESSION, callbackLead, openAt, surveyLead } from '../fake-inbox-server';
import { routes } from '@/lib/routes';
import { MAILBOX_COPIES_NOTE } from '../inbox-format';
import { LeadInbox } from '../lead-inbox';

let server: FakeInboxServer;

/** Another lead of the sample survey's person, with one of their details and not the other. */
function pats(id: string, contact: Partial<LeadDetail['lead']['contact']>): LeadDetail {
  const callback = callbackLead();
  return { ...callback, lead: { ...callback.lead, id, contact: { name: 'Pat', phone: null, email: null, postcode: null, ...contact } } };
}

async function open(leads?: LeadDetail[]) {
  server = new FakeInboxServer(leads ? { leads } : {});
  server.install();
  openAt('?view=person');
  render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByRole('heading', { level: 2, name: "A person's data" });
}

async function find(contact: string) {
  fireEvent.change(screen.getByLabelText(/Email or phone/), { target: { value: contact } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find their leads' })));
}

describe("a person's data", () => {
  it('finds their leads by the contact typed, never with an empty one, and downloads them; the contact stays out of the address', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Find their leads' }));
    const field = screen.getByLabelText(/Email or phone/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an email address or a phone number'));
    expect(field).toHaveFocus();
    expect(server.sent('GET', 'person/leads')).toHaveLength(0);

    await find(' pat@example.co.uk ');
    expect(server.sent('GET', 'person/leads')[0]?.query.get('contact')).toBe('pat@example.co.uk');
    const heading = await screen.findByRole('heading', { level: 3, name: '1 lead of pat@example.co.uk' });
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(heading).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Leads of pat@example.co.uk' })).getByRole('link', { name: /Survey booked/ })).toHaveAttribute('href', '/leads/?lead=lead-1');
    expect(screen.getByRole('link', { name: 'Download their data (1 lead)' })).toHaveAttribute('href', '/api/leads/inbox/person?contact=pat%40example.co.uk');
    expect(window.location.search).toBe('?view=person');
    // Changing the contact clears what was found for the last one.
    fireEvent.change(field, { target: { value: 'pat@example.co' } });
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('looked up by email, offers the leads that share their phone, apart; they go only when ticked, in the download and the erasure', async () => {
    await open([surveyLead(), callbackLead(), pats('lead-3', { phone: '+447700900123' })]);
    await find('pat@example.co.uk');
    const shared = await screen.findByRole('group', { name: '1 more lead shares the phone 07700 900123' });
    expect(within(shared).getByRole('link', { name: /Callback requested/ })).toHaveAttribute('href', '/leads/?lead=lead-3');
    const include = within(shared).getByRole('checkbox', { name: 'Include this lead in the download and the erasure' });
    expect(include).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Download their data (1 lead)' })).toHaveAttribute('href', '/api/leads/inbox/person?contact=pat%40example.co.uk');

    fireEvent.click(include);
    expect(screen.getByRole('link', { name: 'Download their data (2 leads)' })).toHaveAttribute('href', '/api/leads/inbox/person?contact=pat%40example.co.uk&also=%2B447700900123');
    fireEvent.click(screen.getByRole('button', { name: 'Erase these 2 leads' }));
    const confirm = screen.getByRole('group', { name: 'Erase 2 leads?' });
    expect(confirm).toHaveTextContent('The 1 lead of pat@example.co.uk and the 1 that shares the phone 07700 900123 go, each with its photos, note and history, and cannot be brought back.');
    // Cancel first: nothing goes, and focus returns.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Erase these 2 leads' })).toHaveFocus();
    expect(server.sent('POST', 'erase')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Erase these 2 leads' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, erase 2 leads' })));
    const [sent] = server.sent('POST', 'erase');
    expect(sent?.body).toEqual({ contact: 'pat@example.co.uk', also: ['+447700900123'] });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await screen.findByText(`Erased 2 leads. ${MAILBOX_COPIES_NOTE}`)).toBeInTheDocument();
    expect(MAILBOX_COPIES_NOTE).toMatch(/mailbox .* not erased by this: delete them there/);
    expect(server.leads.map(({ lead }) => lead.id)).toEqual(['lead-2']);
  });

  it('looked up by phone, offers the leads that share their email; left unticked, they stay', async () => {
    await open([surveyLead(), callbackLead(), pats('lead-3', { phone: '+447700900123' }), pats('lead-4', { email: 'pat@example.co.uk', phone: '+447700900555' })]);
    await find('07700 900123');
    expect(await screen.findByRole('heading', { level: 3, name: '2 leads of 07700 900123' })).toBeInTheDocument();
    const shared = screen.getByRole('group', { name: '1 more lead shares the email pat@example.co.uk' });
    expect(within(shared).getAllByRole('link')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Erase these 2 leads' }));
    expect(screen.getByRole('group', { name: 'Erase 2 leads?' })).toHaveTextContent('The 2 leads of 07700 900123 go');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, erase 2 leads' })));
    expect(server.sent('POST', 'erase')[0]?.body).toEqual({ contact: '+447700900123', also: [] });
    expect(await screen.findByText(`Erased 2 leads. ${MAILBOX_COPIES_NOTE}`)).toBeInTheDocument();
    expect(server.leads.map(({ lead }) => lead.id)).toEqual(['lead-2', 'lead-4']);
  });

  it('says when nobody by that contact was found, and offers nothing to download or erase', async () => {
    await open();
    await find('nobody@example.co.uk');
    expect(await screen.findByRole('heading', { level: 3, name: 'No leads of nobody@example.co.uk were found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Erase/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download their data/ })).not.toBeInTheDocument();
  });

  it('says what is wrong with a contact the Worker cannot read, at the field', async () => {
    await open();
    await find('not a contact');
    const field = screen.getByLabelText(/Email or phone/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an email address or a UK phone number'));
    expect(field).toHaveValue('not a contact');
  });
});
