/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { JOB_MESSAGES } from '@/lib/shared/contracts/inbox';
import { addDays, formatLongDate } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { routes } from '@/lib/routes';
import { FakeInboxServer, openAt, surveyLead } from '../fake-inbox-server';
import { LeadInbox } from '../lead-inbox';
import { JOB_INVITE_NOTE } from './lead-job';

const section = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

async function openLead(status: 'won' | 'contacted', prefill: string) {
  const lead = { ...surveyLead(), status, jobPrefill: { finishedOn: prefill, service: 'gas-boiler-installation', town: 'grimsby' } };
  new FakeInboxServer({ leads: [lead] }).install();
  openAt('?lead=lead-1');
  render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByRole('heading', { level: 2, name: 'Survey booked' });
}

describe('Job done on a lead', () => {
  it('is offered only on a won lead', async () => {
    await openLead('contacted', '2026-11-20');
    expect(screen.queryByRole('heading', { level: 3, name: 'Job' })).toBeNull();
  });

  it('is prefilled, refuses a day to come, and once done shows the job with Undo, which asks why', async () => {
    const today = ukCalendarDate(new Date());
    await openLead('won', addDays(today, 1));
    const job = section('Job');
    // The control loads with the first won lead opened.
    await waitFor(() => expect(job).toHaveTextContent(JOB_INVITE_NOTE));
    const day = within(job).getByLabelText('Day finished');
    expect(day).toHaveValue(addDays(today, 1));
    expect(within(job).getByLabelText('What was done')).toHaveValue('gas-boiler-installation');
    expect(within(job).getByLabelText('Town')).toHaveValue('grimsby');

    await act(async () => fireEvent.click(within(job).getByRole('button', { name: 'Mark job done' })));
    expect(job).toHaveTextContent(JOB_MESSAGES.future);
    expect(day).toHaveFocus();
    expect(day).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(day, { target: { value: today } });
    await act(async () => fireEvent.click(within(job).getByRole('button', { name: 'Mark job done' })));
    expect(await within(section('Job')).findByText(/^Job done on/)).toHaveTextContent(`Job done on ${formatLongDate(today)}: Gas Boiler Installation in Grimsby. Marked by staff key.`);
    expect(section('History')).toHaveTextContent(`Job done on ${today} (gas-boiler-installation grimsby) — by staff key`);

    await act(async () => fireEvent.click(within(section('Job')).getByRole('button', { name: 'Undo' })));
    const reason = within(section('Job')).getByLabelText('Why is the job not done?');
    expect(reason).toHaveFocus();
    await act(async () => fireEvent.click(within(section('Job')).getByRole('button', { name: 'Cancel' })));
    expect(within(section('Job')).getByRole('button', { name: 'Undo' })).toHaveFocus();

    await act(async () => fireEvent.click(within(section('Job')).getByRole('button', { name: 'Undo' })));
    await act(async () => fireEvent.click(within(section('Job')).getByRole('button', { name: 'Undo job done' })));
    expect(section('Job')).toHaveTextContent('Say why the job is not done');
    fireEvent.change(within(section('Job')).getByLabelText('Why is the job not done?'), { target: { value: 'Boiler not commissioned yet' } });
    await act(async () => fireEvent.click(within(section('Job')).getByRole('button', { name: 'Undo job done' })));
    expect(await within(section('Job')).findByRole('button', { name: 'Mark job done' })).toBeInTheDocument();
    expect(section('History')).toHaveTextContent('Job done undone: Boiler not commissioned yet — by staff key');
  });
});
