/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { CSRF_HEADER, DELIVERY_GIVE_UP_HOURS, type LeadDetail } from '@/lib/shared/contracts/inbox';
import { routes } from '@/lib/routes';
import { FakeInboxServer, SESSION, callbackLead, openAt, quoteEmailLead, surveyLead } from '../fake-inbox-server';
import { PRICE_NOT_POUNDS } from '../inbox-format';
import { LeadInbox } from '../lead-inbox';

let server: FakeInboxServer;

/** Opens one lead's page with the fake holding `leads`. */
async function openLead(detail: LeadDetail, others: LeadDetail[] = []) {
  server = new FakeInboxServer({ leads: [detail, ...others] });
  server.install();
  openAt(`?lead=${detail.lead.id}`);
  const view = render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByRole('heading', { level: 2, name: detail.lead.what });
  return view;
}

const section = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

/** Axe's checks that hold without a layout engine (jsdom draws nothing: contrast is checked in Chromium). */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

/** A button a keyboard reaches: a real, enabled button in the tab order. */
function expectKeyboardButton(button: HTMLElement) {
  expect(button.tagName).toBe('BUTTON');
  expect(button).toBeEnabled();
  expect(button).not.toHaveAttribute('tabindex', '-1');
}

describe("a survey's price", () => {
  it('shows the quoted price with the offer and until when it holds, with both actions, and axe finds nothing', async () => {
    const { container } = await openLead(surveyLead());
    const price = section('Price');
    expect(price).toHaveTextContent('Quoted £2,168.10 with the offer, holds until 23 December 2026.');
    expect(price).toHaveTextContent('Not confirmed yet');
    expectKeyboardButton(within(price).getByRole('button', { name: 'Confirm this price' }));
    expectKeyboardButton(within(price).getByRole('button', { name: 'Change the price' }));
    await expectNoAxeViolations(container);
  });

  it('Confirm this price posts {action: confirm} with the CSRF token, shows it confirmed, by whom and when, and still offers a change', async () => {
    await openLead(surveyLead());
    const price = section('Price');
    await act(async () => fireEvent.click(within(price).getByRole('button', { name: 'Confirm this price' })));
    const [sent] = server.sent('POST', 'leads/lead-1/price');
    expect(sent?.body).toEqual({ action: 'confirm' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await within(price).findByText('Price confirmed: £2,168.10, holds until 23 December 2026 — by staff key, Wed 25 Nov 2026, 10:10')).toBeInTheDocument();
    const said = within(price).getByText('Price confirmed.');
    // The button pressed is gone: focus goes to what was said.
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(within(price).queryByRole('button', { name: 'Confirm this price' })).not.toBeInTheDocument();
    expectKeyboardButton(within(price).getByRole('button', { name: 'Change the price' }));
    expect(section('History')).toHaveTextContent('Price confirmed: £2,168.10 — by staff key');
  });

  it('Change the price: errors from the contract keep what was typed, then a valid change posts the pounds and the reason and shows it', async () => {
    const { container } = await openLead(surveyLead());
    const price = section('Price');
    const opener = within(price).getByRole('button', { name: 'Change the price' });
    fireEvent.click(opener);
    const form = within(price).getByRole('form', { name: 'Change the price' });
    const pounds = within(form).getByLabelText('New price in pounds');
    const reason = within(form).getByLabelText('Why it changed');
    // The form takes focus at its first field, and says VAT is included.
    await waitFor(() => expect(pounds).toHaveFocus());
    expect(pounds).toHaveAccessibleDescription(/VAT included\. The quote said £2,168\.10 with the offer\./);
    expect(reason).toHaveAccessibleDescription(/The visitor reads this/);
    await expectNoAxeViolations(container);

    // Nothing typed: both errors at once, focus on the first.
    await act(async () => fireEvent.submit(form));
    expect(pounds).toHaveAttribute('aria-invalid', 'true');
    expect(pounds).toHaveAccessibleDescription(/Enter the new price$/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Say why the price changed: the visitor reads it$/);
    expect(pounds).toHaveFocus();

    // A reason but no price: the reason stays, and its error goes.
    fireEvent.change(reason, { target: { value: 'The photos show the flue must move: a longer flue kit.' } });
    await act(async () => fireEvent.submit(form));
    expect(pounds).toHaveAccessibleDescription(/Enter the new price$/);
    expect(reason).not.toHaveAttribute('aria-invalid');
    expect(reason).toHaveValue('The photos show the flue must move: a longer flue kit.');

    // Not an amount of money; then too high: what was typed stays.
    fireEvent.change(pounds, { target: { value: '2,3OO' } });
    await act(async () => fireEvent.submit(form));
    expect(pounds).toHaveAccessibleDescription(new RegExp(`${PRICE_NOT_POUNDS}$`));
    expect(pounds).toHaveValue('2,3OO');
    fireEvent.change(pounds, { target: { value: '25000' } });
    await act(async () => fireEvent.submit(form));
    expect(pounds).toHaveAccessibleDescription(/Enter a price up to £20,000$/);
    expect(pounds).toHaveValue('25000');

    // A price but no reason (only spaces): focus goes to the reason.
    fireEvent.change(pounds, { target: { value: '£2,320.50' } });
    fireEvent.change(reason, { target: { value: '   ' } });
    await act(async () => fireEvent.submit(form));
    expect(pounds).not.toHaveAttribute('aria-invalid');
    expect(reason).toHaveAccessibleDescription(/Say why the price changed: the visitor reads it$/);
    expect(reason).toHaveFocus();
    expect(server.sent('POST', 'leads/lead-1/price')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' The photos show the flue must move: a longer flue kit. ' } });
    await act(async () => fireEvent.submit(form));
    const [sent] = server.sent('POST', 'leads/lead-1/price');
    expect(sent?.body).toEqual({ action: 'change', pounds: 2320.5, reason: 'The photos show the flue must move: a longer flue kit.' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    expect(await within(price).findByText('Price changed to £2,320.50, holds until 23 December 2026 — by staff key, Wed 25 Nov 2026, 10:10')).toBeInTheDocument();
    expect(price).toHaveTextContent('Reason given to the visitor: The photos show the flue must move: a longer flue kit.');
    expect(within(price).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(price).getByText('Price changed to £2,320.50.').parentElement).toHaveFocus());
    expect(section('History')).toHaveTextContent('Price changed to £2,320.50: The photos show the flue must move: a longer flue kit. — by staff key');
  });

  it('allows a second change, which opens empty and replaces the first', async () => {
    await openLead(surveyLead());
    const price = section('Price');
    await act(async () => fireEvent.click(within(price).getByRole('button', { name: 'Confirm this price' })));
    await within(price).findByText(/^Price confirmed: £2,168\.10/);
    fireEvent.click(within(price).getByRole('button', { name: 'Change the price' }));
    const form = within(price).getByRole('form', { name: 'Change the price' });
    expect(within(form).getByLabelText('New price in pounds')).toHaveValue('');
    fireEvent.change(within(form).getByLabelText('New price in pounds'), { target: { value: '1620' } });
    fireEvent.change(within(form).getByLabelText('Why it changed'), { target: { value: 'No new pipework needed after all.' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the new price' })));
    expect(server.sent('POST', 'leads/lead-1/price').map((request) => request.body)).toEqual([{ action: 'confirm' }, { action: 'change', pounds: 1620, reason: 'No new pipework needed after all.' }]);
    expect(await within(price).findByText('Price changed to £1,620, holds until 23 December 2026 — by staff key, Wed 25 Nov 2026, 10:11')).toBeInTheDocument();
    expect(within(price).queryByText(/^Price confirmed:/)).not.toBeInTheDocument();
  });

  it('Cancel closes the form and gives focus back to Change the price; a refusal is said and keeps what was typed', async () => {
    await openLead(surveyLead());
    const price = section('Price');
    fireEvent.click(within(price).getByRole('button', { name: 'Change the price' }));
    fireEvent.click(within(price).getByRole('button', { name: 'Cancel' }));
    expect(within(price).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(price).getByRole('button', { name: 'Change the price' })).toHaveFocus());

    server.on('POST', 'leads/lead-1/price', () => ({ status: 409, body: { error: 'Only a survey booked from a quote has a price to confirm.' } }));
    fireEvent.click(within(price).getByRole('button', { name: 'Change the price' }));
    const form = within(price).getByRole('form', { name: 'Change the price' });
    fireEvent.change(within(form).getByLabelText('New price in pounds'), { target: { value: '1800' } });
    fireEvent.change(within(form).getByLabelText('Why it changed'), { target: { value: 'A longer flue.' } });
    await act(async () => fireEvent.submit(form));
    expect(await within(price).findByText('Only a survey booked from a quote has a price to confirm.')).toBeInTheDocument();
    expect(within(form).getByLabelText('New price in pounds')).toHaveValue('1800');
    expect(within(form).getByLabelText('Why it changed')).toHaveValue('A longer flue.');
    expect(within(form).getByRole('button', { name: 'Save the new price' })).toBeEnabled();
  });

  it('is not offered for a lead with no price to confirm', async () => {
    await openLead(callbackLead());
    expect(screen.queryByRole('heading', { level: 3, name: 'Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm this price' })).not.toBeInTheDocument();
  });

  it('shows a price changed before the page opened, with its reason', async () => {
    const survey = surveyLead();
    survey.price = { quotedPence: 216_810, holdsUntil: '2026-12-26', confirmed: { state: 'changed', pence: 162_000, reason: 'No new pipework needed.', at: '2026-11-26T14:05:00Z', by: 'pat@business.co.uk' } };
    await openLead(survey);
    const price = section('Price');
    expect(price).toHaveTextContent('Price changed to £1,620, holds until 26 December 2026 — by pat@business.co.uk, Thu 26 Nov 2026, 14:05');
    expect(price).toHaveTextContent('Reason given to the visitor: No new pipework needed.');
    expect(within(price).queryByRole('button', { name: 'Confirm this price' })).not.toBeInTheDocument();
    expect(within(price).getByRole('button', { name: 'Change the price' })).toBeEnabled();
  });
});

describe("the visitor's email", () => {
  it('is a delivery line beside the business email and the forward', async () => {
    await openLead(surveyLead());
    const deliveries = section('Email and CRM');
    expect(deliveries).toHaveTextContent('Email to the visitorSent after 1 attempt, Wed 25 Nov 2026, 09:14');
    expect(within(deliveries).queryByRole('button', { name: 'Retry: the email to the visitor' })).not.toBeInTheDocument();
  });

  it('failed: says why, and Retry sends it again as kind visitor', async () => {
    const survey = surveyLead();
    survey.lead.visitorEmail = { status: 'failed', attempts: 31, detail: 'The email service refused the message: 550 mailbox unavailable', at: '2026-11-26T09:14:00Z' };
    const { container } = await openLead(survey);
    const deliveries = section('Email and CRM');
    expect(deliveries).toHaveTextContent('Failed after 31 attempts, Thu 26 Nov 2026, 09:14');
    expect(deliveries).toHaveTextContent('550 mailbox unavailable');
    const retry = within(deliveries).getByRole('button', { name: 'Retry: the email to the visitor' });
    expectKeyboardButton(retry);
    await expectNoAxeViolations(container);
    await act(async () => fireEvent.click(retry));
    const [sent] = server.sent('POST', 'retry');
    expect(sent?.body).toEqual({ kind: 'visitor', leadId: 'lead-1' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    const said = await within(deliveries).findByText(`1 email to a visitor is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(within(deliveries).queryByRole('button', { name: 'Retry: the email to the visitor' })).not.toBeInTheDocument();
  });

  it('a lead with no email address has none to send', async () => {
    await openLead(callbackLead());
    expect(section('Email and CRM')).toHaveTextContent('Email to the visitorNo email address given');
  });

  it('"Email me this quote": says plainly the quote was emailed, at the top of the quote and among the deliveries', async () => {
    const { container } = await openLead(quoteEmailLead());
    expect(section('Quote')).toHaveTextContent('Quote emailed to the visitor, Wed 25 Nov 2026, 11:30.');
    expect(section('Email and CRM')).toHaveTextContent('Email to the visitorQuote emailed to the visitor, Wed 25 Nov 2026, 11:30');
    expect(screen.queryByRole('heading', { level: 3, name: 'Price' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('"Email me this quote" that failed: says so, with a Retry', async () => {
    const emailed = quoteEmailLead();
    emailed.lead.visitorEmail = { status: 'failed', attempts: 31, detail: 'Sending domain not verified', at: '2026-11-26T11:30:00Z' };
    await openLead(emailed);
    expect(section('Quote')).toHaveTextContent('Quote not emailed to the visitor: failed after 31 attempts, Thu 26 Nov 2026, 11:30.');
    await act(async () => fireEvent.click(within(section('Email and CRM')).getByRole('button', { name: 'Retry: the quote emailed to the visitor' })));
    expect(server.sent('POST', 'retry')[0]?.body).toEqual({ kind: 'visitor', leadId: 'lead-3' });
    expect(await within(section('Quote')).findByText('Quote on its way to the visitor.')).toBeInTheDocument();
  });
});

describe('photos added later', () => {
  it('are marked, with when the visitor added them; photos sent with the lead are not', async () => {
    const survey = surveyLead();
    survey.lead.photos.push({ url: '/api/leads/photos/lead-1/3', kind: 'gas-meter', type: 'image/jpeg', bytes: 150_000, addedAt: '2026-11-26T18:42:00Z' });
    survey.history.push({ at: '2026-11-26T18:42:00Z', kind: 'photos', text: '1 photo added by the visitor', by: null });
    const { container } = await openLead(survey);
    const photos = section('Photos (3)');
    expect(photos).toHaveTextContent("1 photo added later by the visitor, from their request's page.");
    const items = within(photos).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Added later by the visitor, Thu 26 Nov 2026, 18:42');
    expect(within(items[2] as HTMLElement).getByText(/^Added later/)).toHaveAttribute('datetime', '2026-11-26T18:42:00Z');
    expect(items[0]).not.toHaveTextContent('Added later');
    expect(items[1]).not.toHaveTextContent('Added later');
    // The history's new kinds read like the rest.
    expect(within(section('History')).getAllByRole('listitem').at(-1)).toHaveTextContent('Thu 26 Nov 2026, 18:42: 1 photo added by the visitor');
    await expectNoAxeViolations(container);
  });
});
