/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { CSRF_HEADER, type LeadDetail } from '@/lib/shared/contracts/inbox';
import { DIARY_MESSAGES, dayText, mapsUrl, slotText, windowHours } from '@/lib/shared/survey/text';
import type { DiaryBooking, DiaryChanged, DiaryDay, DiaryView } from '@/lib/shared/survey/booking';
import { SLOT_WINDOWS } from '@/lib/shared/survey/slots';
import { addDays } from '@/lib/shared/time/dates';
import { routes } from '@/lib/routes';
import { FakeInboxServer, openAt, surveyLead } from '../fake-inbox-server';
import { LeadInbox } from '../lead-inbox';

const TODAY = '2026-11-30';
const PAT: DiaryBooking = { leadId: 'lead-1', name: 'Pat Jones', phone: '+447700900123', postcode: 'DN31 1AB', addressLine: '12 Cleethorpe Road', what: 'Survey booked' };
const SAM: DiaryBooking = { leadId: 'lead-2', name: 'Sam Lee', phone: '+447700900456', postcode: 'DN32 0AA', addressLine: '3 Park Street', what: 'Survey booked' };

/** Two places in each window Monday to Saturday; Pat this afternoon and Sam this morning, Christmas Day closed, 3 December off. */
function diaryDays(): DiaryDay[] {
  return Array.from({ length: 14 }, (_, n) => {
    const date = addDays(TODAY, n);
    const sunday = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
    const dayOff = date === '2026-12-03';
    return {
      date,
      open: !sunday && !dayOff,
      holiday: null,
      blocked: dayOff ? 'Van in for repair' : null,
      windows: SLOT_WINDOWS.map((window) => {
        const bookings = date === TODAY ? (window === 'morning' ? [SAM] : window === 'afternoon' ? [PAT] : []) : [];
        const places = sunday || dayOff ? 0 : 2;
        return { window, start: `${date}T08:00:00.000Z`, end: `${date}T12:00:00.000Z`, places, free: Math.max(0, places - bookings.length), blocked: dayOff, bookings };
      }),
    };
  });
}

function view(): DiaryView {
  const weekly = Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 2, afternoon: 2, 'late-afternoon': 2 }]));
  return {
    today: TODAY,
    diaries: (['grimsby', 'hull', 'worksop', 'video'] as const).map((diary) => ({
      diary,
      name: diary,
      settings: diary === 'grimsby' ? { weekly, blocks: [{ date: '2026-12-03', window: null, reason: 'Van in for repair' }], openedHolidays: [] } : { weekly: {}, blocks: [], openedHolidays: [] },
      days: diary === 'grimsby' ? diaryDays() : [],
    })),
  };
}

let server: FakeInboxServer;

beforeEach(() => {
  server = new FakeInboxServer();
  server.on('GET', 'diary', () => ({ status: 200, body: view() }));
  server.install();
});

async function openDiary(diary = 'grimsby') {
  openAt(`?view=diary&diary=${diary}`);
  render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByRole('heading', { level: 3, name: /^Today's surveys/ });
}

describe('the survey diary', () => {
  it("leads with today's surveys in order, each address a map link and each phone a call link", async () => {
    await openDiary();
    const today = screen.getByRole('heading', { level: 3, name: `Today's surveys, ${dayText(TODAY)}` }).closest('section') as HTMLElement;
    const items = within(today).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^8am to 12pmSam Lee/), expect.stringMatching(/^12pm to 4pmPat Jones/)]);
    const map = within(items[1] as HTMLElement).getByRole('link', { name: /12 Cleethorpe Road, DN31 1AB/ });
    expect(map).toHaveAttribute('href', mapsUrl('12 Cleethorpe Road, DN31 1AB'));
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Call 07700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Pat Jones' })).toHaveAttribute('href', `${routes.leadInbox}?lead=lead-1`);
  });

  it('shows the 14 days: each window with its free places and bookings, closed days said', async () => {
    await openDiary();
    const days = screen.getByRole('heading', { level: 3, name: 'The next 14 days' }).closest('section') as HTMLElement;
    const first = within(days).getByRole('heading', { level: 4, name: dayText(TODAY) }).closest('section') as HTMLElement;
    expect(first).toHaveTextContent(`${windowHours('morning')}: 1 free of 2`);
    expect(within(first).getByRole('link', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(within(days).getByRole('heading', { level: 4, name: `${dayText('2026-12-03')}: Day off: Van in for repair` })).toBeInTheDocument();
    expect(within(days).getByRole('heading', { level: 4, name: `${dayText('2026-12-06')}: closed` })).toBeInTheDocument();
    // Without a layout engine, and without the page around the island (its landmarks): both are checked in Chromium (e2e/survey-diary.spec.ts).
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('a diary not set up says what that means; the diaries are links, the one shown marked', async () => {
    await openDiary('hull');
    expect(screen.getByText(DIARY_MESSAGES.notSetUp)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Diaries' });
    expect(within(nav).getByRole('link', { name: 'Hull' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Worksop' })).toHaveAttribute('href', `${routes.leadInbox}?view=diary&diary=worksop`);
  });

  it('saves the places each week with the session token, and names the bookings a change leaves without a place', async () => {
    const changed: DiaryChanged = { view: view(), stranded: [{ ...PAT, date: TODAY, window: 'afternoon' }] };
    server.on('PUT', 'diary/grimsby/weekly', () => ({ status: 200, body: changed }));
    await openDiary();
    fireEvent.change(screen.getByLabelText('Monday morning places'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Saturday afternoon places'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Tuesday late afternoon places'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save places' })));
    const [sent] = server.sent('PUT', 'diary/grimsby/weekly');
    expect(sent?.headers[CSRF_HEADER]).toBeTruthy();
    const weekly = (sent?.body as { weekly: Record<string, Record<string, number>> }).weekly;
    expect(weekly['1']).toEqual({ morning: 3, afternoon: 2, 'late-afternoon': 2 });
    expect(weekly['2']).toEqual({ morning: 2, afternoon: 2 });
    expect(weekly['6']).toEqual({ morning: 2, 'late-afternoon': 2 });
    expect(weekly['0']).toBeUndefined();
    // Sundays are always closed: no row to fill, and the form says so.
    expect(screen.queryAllByLabelText(/^Sunday .*places$/)).toEqual([]);
    expect(screen.getAllByLabelText(/^Saturday .*places$/)).toHaveLength(3);
    expect(screen.getByText(/Sundays are always closed\./)).toBeInTheDocument();
    expect(screen.getByText(DIARY_MESSAGES.placesSaved)).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(DIARY_MESSAGES.stranded);
    expect(within(alert).getByRole('link', { name: 'Pat Jones' })).toHaveAttribute('href', `${routes.leadInbox}?lead=lead-1`);
  });

  it('refuses places that are not a whole number, sending nothing', async () => {
    await openDiary();
    fireEvent.change(screen.getByLabelText('Friday morning places'), { target: { value: 'two' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save places' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of places');
    expect(screen.getByLabelText('Friday morning places')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent('PUT', 'diary/grimsby/weekly')).toHaveLength(0);
  });

  it('blocks a window with a reason, and lifts a day off', async () => {
    server.on('POST', 'diary/grimsby/blocks', () => ({ status: 200, body: { view: view(), stranded: [] } }));
    server.on('DELETE', 'diary/grimsby/blocks', () => ({ status: 200, body: { view: view(), stranded: [] } }));
    await openDiary();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Block' })));
    expect(screen.getByText('Choose the date to block')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-04' } });
    fireEvent.change(screen.getByLabelText('Window'), { target: { value: 'afternoon' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Surveyor at the dentist' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Block' })));
    expect(server.sent('POST', 'diary/grimsby/blocks')[0]?.body).toEqual({ date: '2026-12-04', window: 'afternoon', reason: 'Surveyor at the dentist' });
    expect(screen.getByText(DIARY_MESSAGES.blocked)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Lift the block on ${dayText('2026-12-03')}` })));
    expect(server.sent('DELETE', 'diary/grimsby/blocks')[0]?.body).toEqual({ date: '2026-12-03' });
  });
});

describe("a lead's survey", () => {
  function bookedLead(): LeadDetail {
    const lead = surveyLead();
    return { ...lead, booking: { diary: 'grimsby', date: '2026-12-01', window: 'morning', start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T12:00:00.000Z', addressLine: '12 Cleethorpe Road', text: slotText({ date: '2026-12-01', window: 'morning' }), cancelled: false, sequence: 0 } };
  }

  async function openLead(detail: LeadDetail) {
    server = new FakeInboxServer({ leads: [detail] });
    server.on('GET', 'diary', () => ({ status: 200, body: view() }));
    server.install();
    openAt(`?lead=${detail.lead.id}`);
    render(<LeadInbox path={routes.leadInbox} />);
    return (await screen.findByRole('heading', { level: 3, name: 'Survey' })).closest('section') as HTMLElement;
  }

  it('moves it to a free window of its diary after today (not the one it holds), showing the lead as it comes back', async () => {
    const detail = bookedLead();
    const moved = { ...detail, booking: { ...detail.booking!, date: '2026-12-02', window: 'afternoon' as const, text: slotText({ date: '2026-12-02', window: 'afternoon' }), sequence: 1 } };
    const section = await openLead(detail);
    server.on('POST', `leads/${detail.lead.id}/booking`, () => ({ status: 200, body: moved }));
    expect(await within(section).findByText(/Tuesday 1 December, 8am to 12pm \(Grimsby\)/)).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Move' }));
    const picker = await within(section).findByRole('group', { name: 'Move the survey to' });
    expect(within(picker).queryByRole('group', { name: dayText(TODAY) })).not.toBeInTheDocument();
    const tuesday = within(picker).getByRole('group', { name: dayText('2026-12-01') });
    expect(within(tuesday).queryByRole('radio', { name: 'Morning (8am to 12pm)' })).not.toBeInTheDocument();
    fireEvent.click(within(within(picker).getByRole('group', { name: dayText('2026-12-02') })).getByRole('radio', { name: 'Afternoon (12pm to 4pm)' }));
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Move survey' })));
    expect(server.sent('POST', `leads/${detail.lead.id}/booking`)[0]?.body).toEqual({ action: 'move', slot: { date: '2026-12-02', window: 'afternoon' } });
    expect(await within(section).findByText(DIARY_MESSAGES.moved(slotText({ date: '2026-12-02', window: 'afternoon' })))).toBeInTheDocument();
    expect(within(section).getByText(/Wednesday 2 December, 12pm to 4pm \(Grimsby\)/)).toBeInTheDocument();
  });

  it('a window taken meanwhile is said and the choices read again; a cancel is asked first', async () => {
    const detail = bookedLead();
    const section = await openLead(detail);
    server.on('POST', `leads/${detail.lead.id}/booking`, () => ({ status: 409, body: { error: 'Sorry, that time has just been booked by someone else.', slotTaken: true, windows: [] } }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Move' }));
    fireEvent.click(within(await within(section).findByRole('group', { name: 'Move the survey to' })).getAllByRole('radio')[0] as HTMLElement);
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Move survey' })));
    expect(within(section).getByText('Sorry, that time has just been booked by someone else.')).toBeInTheDocument();
    expect(server.sent('GET', 'diary')).toHaveLength(2);
    fireEvent.click(within(section).getByRole('button', { name: 'Keep it' }));
    const cancelled = { ...detail, booking: { ...detail.booking!, cancelled: true, sequence: 1 } };
    server.on('POST', `leads/${detail.lead.id}/booking`, () => ({ status: 200, body: cancelled }));
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel survey' }));
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Yes, cancel the survey' })));
    expect(server.sent('POST', `leads/${detail.lead.id}/booking`).at(-1)?.body).toEqual({ action: 'cancel' });
    expect(within(section).getByText(DIARY_MESSAGES.cancelled)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  });
});
