/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { BOOKING_MESSAGES, dayText } from '@/lib/shared/survey/text';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import { REQUEST_TOKEN_HEADER, type RequestView } from '@/lib/shared/contracts/your-request';
import { YourRequest } from './your-request';

const ID = '0b8f6a52-3c1d-4e8a-9f2b-5d7c1e9a4b60';
const TOKEN = `${ID}.${'a'.repeat(20)}_${'B'.repeat(22)}`;
const PHONE = '01632 960100';

const BOOKED = { diary: 'grimsby' as const, date: '2026-12-02', window: 'morning' as const, start: '2026-12-02T08:00:00.000Z', end: '2026-12-02T12:00:00.000Z', addressLine: '12 Cleethorpe Road', text: 'Wednesday 2 December, 8am to 12pm', cancelled: false, changeable: true };
const VIEW: RequestView = {
  id: ID,
  what: 'Your free home survey',
  receivedAt: '2026-11-26T14:05:00.000Z',
  stage: 'survey-booked',
  next: 'Your survey is booked for Wednesday 2 December, 8am to 12pm.',
  quote: null,
  price: null,
  when: 'Wednesday 2 December 2026, Morning (8am to 12pm)',
  installationDate: null,
  photos: [],
  photosLeft: 0,
  takesPhotos: false,
  booking: BOOKED,
};
const FREE: FreeWindow[] = [
  { date: '2026-12-02', window: 'morning', start: '2026-12-02T08:00:00.000Z', end: '2026-12-02T12:00:00.000Z', free: 1 },
  { date: '2026-12-03', window: 'afternoon', start: '2026-12-03T12:00:00.000Z', end: '2026-12-03T16:00:00.000Z', free: 2 },
  { date: '2026-12-04', window: 'morning', start: '2026-12-04T08:00:00.000Z', end: '2026-12-04T12:00:00.000Z', free: 1 },
];

function answer(status: number, body?: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** The Worker behind fetch: the view, the free windows, and the booking change's answers in turn. */
function worker(changes: Response[], view: RequestView = VIEW) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/your-request') return answer(200, view);
    if (url === '/api/your-request/slots') return answer(200, { diary: 'grimsby', name: 'Grimsby', windows: FREE });
    if (url === '/api/your-request/booking') return changes.shift() ?? answer(500, { error: 'no more' });
    throw new Error(`unexpected ${url} ${String(init?.method)}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const bodyOf = (fetchMock: jest.Mock, url: string) => JSON.parse(String((fetchMock.mock.calls.find(([called]) => called === url)?.[1] as RequestInit).body)) as unknown;

beforeEach(() => window.history.replaceState(null, '', `/your-request/#${TOKEN}`));
afterEach(() => jest.restoreAllMocks());

async function open() {
  render(<YourRequest phone={PHONE} phoneHref="tel:+441632960100" officeHours="Monday to Friday 8am to 6pm" />);
  return screen.findByRole('region', { name: BOOKING_MESSAGES.yourSurvey });
}

describe('the visitor’s booked survey', () => {
  it('shows when and where, without the date they asked for beside it', async () => {
    worker([]);
    const section = await open();
    expect(within(section).getByText(BOOKED.text)).toBeInTheDocument();
    expect(within(section).getByText(BOOKED.addressLine)).toBeInTheDocument();
    expect(screen.queryByText('Date you asked for')).not.toBeInTheDocument();
  });

  it('moves to another free window (the one it holds not offered), then shows the request as it now is', async () => {
    const moved = { ...VIEW, next: 'Your survey is booked for Thursday 3 December, 12pm to 4pm.', booking: { ...BOOKED, date: '2026-12-03', window: 'afternoon' as const, text: 'Thursday 3 December, 12pm to 4pm' } };
    const fetchMock = worker([answer(200, moved)]);
    const section = await open();
    fireEvent.click(within(section).getByRole('button', { name: BOOKING_MESSAGES.changeTime }));
    const picker = await screen.findByRole('group', { name: 'Choose a new time' });
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/your-request/slots')?.[1]).toEqual(expect.objectContaining({ headers: { [REQUEST_TOKEN_HEADER]: TOKEN } }));
    expect(within(picker).queryByRole('group', { name: dayText('2026-12-02') })).not.toBeInTheDocument();
    const move = screen.getByRole('button', { name: BOOKING_MESSAGES.moveSurvey });
    expect(move).toBeDisabled();
    fireEvent.click(within(within(picker).getByRole('group', { name: dayText('2026-12-03') })).getByRole('radio', { name: 'Afternoon (12pm to 4pm)' }));
    await act(async () => fireEvent.click(move));
    expect(bodyOf(fetchMock, '/api/your-request/booking')).toEqual({ token: TOKEN, action: 'move', slot: { date: '2026-12-03', window: 'afternoon' } });
    expect(await screen.findByText('Thursday 3 December, 12pm to 4pm')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(BOOKING_MESSAGES.changed);
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('a window taken meanwhile: says so, offers those still free, and nothing changes', async () => {
    worker([answer(409, { error: BOOKING_MESSAGES.slotTaken, slotTaken: true, windows: FREE.slice(2) })]);
    const section = await open();
    fireEvent.click(within(section).getByRole('button', { name: BOOKING_MESSAGES.changeTime }));
    const picker = await screen.findByRole('group', { name: 'Choose a new time' });
    fireEvent.click(within(picker).getAllByRole('radio')[0] as HTMLElement);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_MESSAGES.moveSurvey })));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(within(screen.getByRole('group', { name: 'Choose a new time' })).getAllByRole('radio')).toHaveLength(1);
    expect(within(section).getByText(BOOKED.text)).toBeInTheDocument();
  });

  it('cancels after asking, and says it was cancelled; kept, nothing is sent', async () => {
    const cancelled = { ...VIEW, stage: 'received' as const, booking: { ...BOOKED, cancelled: true, changeable: false } };
    const fetchMock = worker([answer(200, cancelled)]);
    const section = await open();
    fireEvent.click(within(section).getByRole('button', { name: BOOKING_MESSAGES.cancelSurvey }));
    fireEvent.click(await screen.findByRole('button', { name: BOOKING_MESSAGES.keepSurvey }));
    expect(within(section).getByRole('button', { name: BOOKING_MESSAGES.cancelSurvey })).toHaveFocus();
    fireEvent.click(within(section).getByRole('button', { name: BOOKING_MESSAGES.cancelSurvey }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: BOOKING_MESSAGES.cancelSurveyYes })));
    expect(bodyOf(fetchMock, '/api/your-request/booking')).toEqual({ token: TOKEN, action: 'cancel' });
    expect(await screen.findByText(BOOKING_MESSAGES.surveyCancelledHere)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOOKING_MESSAGES.changeTime })).not.toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('once its window has started, offers no change', async () => {
    worker([], { ...VIEW, booking: { ...BOOKED, changeable: false } });
    const section = await open();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
