/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CSRF_HEADER } from '@/lib/shared/contracts/inbox';
import { FakeInboxServer, SESSION, openAt } from '../fake-inbox-server';
import { routes } from '@/lib/routes';
import { MAILBOX_COPIES_NOTE } from '../inbox-format';
import { LeadInbox } from '../lead-inbox';

let server: FakeInboxServer;

async function openLead(id = 'lead-1', filters = '') {
  server = new FakeInboxServer();
  server.install();
  openAt(`?lead=${id}${filters}`);
  render(<LeadInbox path={routes.leadInbox} />);
  return screen.findByRole('heading', { level: 2, name: id === 'lead-1' ? 'Survey booked' : 'Callback requested' });
}

/** The line under the heading: when it came, and its status. */
const received = () => screen.getByText((_, element) => element?.tagName === 'SPAN' && /^Received \w{3} \d/.test(element.textContent ?? ''));

const section = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

describe('a lead', () => {
  it('opens from its card in the list, and Back to the list keeps the filters', async () => {
    server = new FakeInboxServer();
    server.install();
    openAt('?status=new&q=Pat');
    render(<LeadInbox path={routes.leadInbox} />);
    const card = await screen.findByRole('link', { name: /Survey booked/ });
    await act(async () => fireEvent.click(card));
    expect(window.location.search).toBe('?lead=lead-1&status=new&q=Pat');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Survey booked' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('link', { name: /Back to the list/ })[0]).toHaveAttribute('href', '/leads/?status=new&q=Pat');
  });

  it('gives the contact details as links to call and email, and when they want us', async () => {
    await openLead();
    const contact = section('Contact');
    expect(within(contact).getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(within(contact).getByRole('link', { name: 'pat@example.co.uk' })).toHaveAttribute('href', 'mailto:pat@example.co.uk');
    expect(contact).toHaveTextContent('DN31 1AB');
    expect(contact).toHaveTextContent('Monday 30 November 2026');
    expect(contact).toHaveTextContent('Morning (8am to 12pm)');
    expect(within(contact).getByRole('link', { name: "Download this person's data" })).toHaveAttribute('href', '/api/leads/inbox/person?contact=pat%40example.co.uk');
    expect(received()).toHaveTextContent('Received Wed 25 Nov 2026, 09:14');
  });

  it('shows the quote as the visitor saw it, and warns with today’s figures that it no longer matches', async () => {
    await openLead();
    const quote = section('Quote');
    for (const figure of ['EH-04HM-ASW9', 'Vaillant ecoTEC plus 832 Combi (premium option)', 'Boiler £1,899, labour £360, moving the boiler £0, flue £150', '£2,409', '10% off: £2,168.10', 'Monday 7 December 2026', 'Wednesday 23 December 2026']) {
      expect(quote).toHaveTextContent(figure);
    }
    const warning = within(quote).getByRole('note');
    expect(warning).toHaveTextContent("This quote no longer matches today's prices.");
    expect(warning).toHaveTextContent('Quoted £2,168.10 with the offer (£2,409 before it).');
    expect(warning).toHaveTextContent("Today's prices give £2,258.10 with the offer (£2,509 before it).");
  });

  it('keeps the line breaks of the message, and shows photos that open full size', async () => {
    await openLead();
    const message = within(section('Message')).getByText(/The boiler is in the loft/);
    expect(message.textContent).toBe('The boiler is in the loft.\nThe dog is friendly.');
    expect(message).toHaveClass('whitespace-pre-wrap');
    const boiler = screen.getByRole('img', { name: 'Current boiler' });
    expect(boiler).toHaveAttribute('src', '/api/leads/photos/lead-1/1');
    expect(boiler).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Where the new boiler goes' })).toBeInTheDocument();
    const full = boiler.closest('a');
    expect(full).toHaveAttribute('href', '/api/leads/photos/lead-1/1');
    expect(full).toHaveAttribute('target', '_blank');
    expect(full).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the campaign, how the email and the CRM forward went, and the history', async () => {
    await openLead();
    // What brought them first, in the words of the list and the email, then every part of it kept.
    expect(within(section('Campaign')).getByText('Campaign: facebook / not given / winter-boilers')).toBeInTheDocument();
    expect(section('Campaign')).toHaveTextContent('utm_campaignwinter-boilers');
    const delivery = section('Email and CRM');
    expect(delivery).toHaveTextContent('Sent after 1 attempt, Wed 25 Nov 2026, 09:14');
    expect(delivery).toHaveTextContent('Failed after 12 attempts');
    expect(delivery).toHaveTextContent('The CRM answered 500');
    const history = within(section('History')).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual(['Wed 25 Nov 2026, 09:14: Received from the survey form', 'Wed 25 Nov 2026, 09:14: Emailed to the business']);
  });

  it('reads a callback: its first name, its phone and no quote', async () => {
    await openLead('lead-2');
    expect(within(section('Contact')).getByRole('link', { name: '01632 960100' })).toHaveAttribute('href', 'tel:+441632960100');
    expect(section('Contact')).toHaveTextContent('Ada');
    expect(screen.queryByRole('heading', { name: 'Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Photos/ })).not.toBeInTheDocument();
    expect(section('Campaign')).toHaveTextContent(/^CampaignNo campaign kept$/);
  });
});

describe('working a lead', () => {
  it('needs a reason for "lost", then saves with the CSRF token and draws the lead again', async () => {
    await openLead();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lost' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    const reason = screen.getByLabelText('Why was it lost?');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Choose why the lead was lost');
    expect(reason).toHaveFocus();
    expect(server.sent('POST', 'leads/lead-1/status')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'went elsewhere' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    const [sent] = server.sent('POST', 'leads/lead-1/status');
    expect(sent?.body).toEqual({ status: 'lost', reason: 'went elsewhere' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await screen.findByText('Status saved: Lost (went elsewhere).')).toBeInTheDocument();
    // Drawn again from the answer: the badge and the history.
    expect(received().parentElement).toHaveTextContent('Lost');
    expect(section('History')).toHaveTextContent('Status: lost (went elsewhere) — by staff key');
  });

  it('saves a note with the CSRF token', async () => {
    await openLead();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Called: ring back after 5pm.\nWants a combi.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save note' })));
    const [sent] = server.sent('POST', 'leads/lead-1/note');
    expect(sent?.body).toEqual({ note: 'Called: ring back after 5pm.\nWants a combi.' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(section('History')).toHaveTextContent('Note changed');
  });

  it('says so when a change finds the lead erased meanwhile', async () => {
    await openLead();
    server.on('POST', 'leads/lead-1/status', () => ({ status: 404, body: { error: 'No such lead' } }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'contacted' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    expect(await screen.findByText('This lead has been erased.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument();
  });

  it('says a server refusal in words, and keeps the form', async () => {
    await openLead();
    server.on('POST', 'leads/lead-1/note', () => ({ status: 400, body: { error: 'A note holds at most 2000 characters' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save note' })));
    expect(await screen.findByText('A note holds at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeEnabled();
  });
});

describe('a lead erased', () => {
  it('elsewhere: says so, with the way back', async () => {
    server = new FakeInboxServer();
    server.install();
    openAt('?lead=gone-1&status=won');
    render(<LeadInbox path={routes.leadInbox} />);
    expect(await screen.findByText('This lead has been erased.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to the list/ }).at(-1)).toHaveAttribute('href', '/leads/?status=won');
  });

  it('here: asks to confirm, then DELETEs it and returns to the list saying so', async () => {
    await openLead();
    fireEvent.click(screen.getByRole('button', { name: 'Erase this lead' }));
    const confirm = screen.getByRole('group', { name: 'Erase this lead?' });
    expect(confirm).toHaveTextContent('cannot be brought back');
    expect(within(confirm).getByText('Erase this lead?')).toHaveFocus();
    expect(server.sent('DELETE', 'leads/lead-1')).toHaveLength(0);

    // Cancel first: nothing goes, and focus returns.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Erase this lead' })).toHaveFocus();
    expect(server.sent('DELETE', 'leads/lead-1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Erase this lead' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, erase this lead' })));
    expect(server.sent('DELETE', 'leads/lead-1')[0]?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(window.location.search).toBe('');
    // Said in the list, with the copies only the business can delete.
    expect(await screen.findByText(`The lead has been erased. ${MAILBOX_COPIES_NOTE}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 new today' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Callback requested|Survey booked/ })).toHaveLength(1));
  });
});
