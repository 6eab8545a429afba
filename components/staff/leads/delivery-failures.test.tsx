/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { CSRF_HEADER, DELIVERY_GIVE_UP_HOURS } from '@/lib/shared/contracts/inbox';
import { routes } from '@/lib/routes';
import { FakeInboxServer, SESSION, callbackLead, openAt, surveyLead } from '../fake-inbox-server';
import { deliveryProblems, failureLines, retriedText } from '../inbox-format';
import { LeadInbox } from '../lead-inbox';

let server: FakeInboxServer;

/** The inbox with a survey whose forward failed, a callback whose email failed, and an erasure the CRM never took. */
function start(search = '') {
  const survey = surveyLead();
  const callback = callbackLead();
  callback.lead.email = { status: 'failed', attempts: 31, detail: 'email to hello@emberhomeheating.co.uk: destination address not verified', at: '2026-11-26T09:14:00Z' };
  callback.lead.forwarding = { status: 'forwarded', attempts: 1, detail: null, at: '2026-11-24T16:02:05Z' };
  server = new FakeInboxServer({ leads: [survey, callback] });
  server.failedErasures = 1;
  server.install();
  openAt(search);
  return render(<LeadInbox path={routes.leadInbox} />);
}

/** Axe's checks that hold without a layout engine (jsdom draws nothing: contrast is checked in Chromium, e2e/lead-inbox-failures.spec.ts). */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

const failures = () => screen.getByRole('region', { name: 'Deliveries that failed' });

describe('what failed, in words', () => {
  const none = { email: 0, forward: 0, deleted: 0, visitor: 0, price: 0, updated: 0, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 };

  it('says each kind that failed, how many, in plain words', () => {
    expect(failureLines({ ...none, email: 2, forward: 1 })).toEqual([
      { kind: 'email', text: '2 leads could not be emailed' },
      { kind: 'forward', text: '1 lead could not be passed to the CRM' },
    ]);
    expect(failureLines({ ...none, deleted: 3 })).toEqual([{ kind: 'deleted', text: '3 erasures could not be sent to the CRM' }]);
    expect(failureLines({ ...none, booking: 1, reminder: 2 })).toEqual([
      { kind: 'booking', text: '1 email about a moved or cancelled survey could not be sent' },
      { kind: 'reminder', text: '2 survey reminders could not be sent' },
    ]);
    expect(failureLines(none)).toEqual([]);
    expect(deliveryProblems({ email: 'failed', forward: 'failed' })).toEqual(['Email to the business failed', 'Not passed to the CRM']);
    expect(deliveryProblems({ email: 'pending', forward: 'done' })).toEqual([]);
    expect(retriedText('email', 2)).toBe(`2 emails are being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    expect(retriedText('deleted', 1)).toBe(`1 erasure notice to the CRM is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
  });

  it("says the visitor's emails and the price's deliveries that failed, and what Retry sends again", () => {
    expect(failureLines({ ...none, visitor: 1, price: 2, updated: 1 })).toEqual([
      { kind: 'visitor', text: '1 email to a visitor could not be sent' },
      { kind: 'price', text: '2 price emails to visitors could not be sent' },
      { kind: 'updated', text: '1 price update could not be sent to the CRM' },
    ]);
    expect(failureLines({ ...none, visitor: 3, price: 1, updated: 2 }).map((line) => line.text)).toEqual([
      '3 emails to visitors could not be sent',
      '1 price email to a visitor could not be sent',
      '2 price updates could not be sent to the CRM',
    ]);
    expect(retriedText('visitor', 1)).toBe(`1 email to a visitor is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    expect(retriedText('visitor', 2)).toBe(`2 emails to visitors are being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    expect(retriedText('price', 2)).toBe(`2 price emails to visitors are being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    expect(retriedText('updated', 1)).toBe(`1 price update to the CRM is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
  });

  it('says the review invitations and reminders that failed', () => {
    expect(failureLines({ ...none, 'review-invite': 2, 'review-reminder': 1 })).toEqual([
      { kind: 'review-invite', text: '2 review invitations could not be sent' },
      { kind: 'review-reminder', text: '1 review reminder could not be sent' },
    ]);
    expect(retriedText('review-invite', 1)).toBe(`1 review invitation is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
  });
});

describe('the list', () => {
  it('says at its top what failed, each with a Retry, and marks each lead whose email or forward failed', async () => {
    const { container } = start();
    await screen.findByRole('list', { name: 'Leads' });
    const top = failures();
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 lead could not be emailedRetry',
      '1 lead could not be passed to the CRMRetry',
      '1 erasure could not be sent to the CRMRetry',
    ]);
    expect(within(top).getByRole('button', { name: 'Retry: 1 lead could not be emailed' })).toBeEnabled();
    const cards = within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('link');
    expect(cards[0]).toHaveTextContent('Not passed to the CRM');
    expect(cards[0]).not.toHaveTextContent('Email to the business failed');
    expect(cards[1]).toHaveTextContent('Email to the business failed');
    await expectNoAxeViolations(container);
  });

  it('Retry sends the kind again with the session\'s token, draws the list again in place, and says so where focus goes', async () => {
    start();
    await screen.findByRole('list', { name: 'Leads' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry: 1 lead could not be emailed' })));
    const [sent] = server.sent('POST', 'retry');
    expect(sent?.body).toEqual({ kind: 'email' });
    expect(sent?.headers[CSRF_HEADER]).toBe(SESSION.csrf);
    const said = await screen.findByText(`1 email is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(within(failures()).queryByText('1 lead could not be emailed')).not.toBeInTheDocument();
    expect(within(failures()).getByText('1 lead could not be passed to the CRM')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('link')[1]).not.toHaveTextContent('Email to the business failed');
    // Never a loading state in between: the list was drawn again from the new answer.
    expect(server.sent('GET', 'leads')).toHaveLength(2);
  });

  it('with nothing failed, says nothing about failures', async () => {
    server = new FakeInboxServer({ leads: [{ ...callbackLead(), lead: { ...callbackLead().lead, forwarding: { status: 'forwarded', attempts: 1, detail: null, at: null } } }] });
    server.install();
    openAt();
    render(<LeadInbox path={routes.leadInbox} />);
    await screen.findByRole('list', { name: 'Leads' });
    expect(screen.queryByRole('region', { name: 'Deliveries that failed' })).not.toBeInTheDocument();
  });

  it("says the visitor's emails and the price's deliveries that failed, and Retry sends each kind again", async () => {
    const survey = surveyLead();
    survey.lead.visitorEmail = { status: 'failed', attempts: 31, detail: 'Refused', at: '2026-11-26T09:14:00Z' };
    server = new FakeInboxServer({ leads: [survey, callbackLead()] });
    server.failedPrice = { price: 2, updated: 1, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 };
    server.install();
    openAt();
    const { container } = render(<LeadInbox path={routes.leadInbox} />);
    await screen.findByRole('list', { name: 'Leads' });
    expect(within(failures()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 leads could not be passed to the CRMRetry',
      '1 email to a visitor could not be sentRetry',
      '2 price emails to visitors could not be sentRetry',
      '1 price update could not be sent to the CRMRetry',
    ]);
    await expectNoAxeViolations(container);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry: 2 price emails to visitors could not be sent' })));
    expect(server.sent('POST', 'retry')[0]?.body).toEqual({ kind: 'price' });
    expect(await screen.findByText(`2 price emails to visitors are being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry: 1 email to a visitor could not be sent' })));
    expect(server.sent('POST', 'retry')[1]?.body).toEqual({ kind: 'visitor' });
    expect(await screen.findByText(`1 email to a visitor is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`)).toBeInTheDocument();
    expect(within(failures()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 leads could not be passed to the CRMRetry', '1 price update could not be sent to the CRMRetry']);
  });

  it('a refused Retry says why, and the line stays', async () => {
    start();
    await screen.findByRole('list', { name: 'Leads' });
    server.on('POST', 'retry', () => ({ status: 403, body: { error: 'This change was refused: sign in again on this site and try again.' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry: 1 erasure could not be sent to the CRM' })));
    expect(await screen.findByText('This change was refused: sign in again on this site and try again.')).toBeInTheDocument();
    expect(within(failures()).getByText('1 erasure could not be sent to the CRM')).toBeInTheDocument();
  });
});

describe('a lead\'s page', () => {
  it('has a Retry beside a delivery that failed, which sends that lead\'s again and shows it waiting to go', async () => {
    const { container } = start('?lead=lead-1');
    await screen.findByRole('heading', { level: 2, name: 'Survey booked' });
    const deliveries = screen.getByRole('heading', { level: 3, name: 'Email and CRM' }).closest('section') as HTMLElement;
    expect(deliveries).toHaveTextContent('Failed after 12 attempts');
    expect(within(deliveries).queryByRole('button', { name: 'Retry: the email to the business' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await act(async () => fireEvent.click(within(deliveries).getByRole('button', { name: 'Retry: the forward to the CRM' })));
    expect(server.sent('POST', 'retry')[0]?.body).toEqual({ kind: 'forward', leadId: 'lead-1' });
    const said = await within(deliveries).findByText(`1 forward to the CRM is being sent again, each tried for another ${DELIVERY_GIVE_UP_HOURS} hours.`);
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(deliveries).toHaveTextContent('Waiting to go');
    expect(within(deliveries).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });
});
