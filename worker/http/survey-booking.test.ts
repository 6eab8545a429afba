/**
 * Surveys booked into free windows, on real D1 (Miniflare, in memory): the free windows a postcode
 * is offered, a booking taken with its lead in one transaction (the last place to one of many),
 * refused with the reason when its window is past, closed or not offered, a resend from the outbox
 * stored unbooked when its window filled, moves and cancels that release the place, settings that
 * strand bookings (which stay booked), and the reminder and day list made once at their hour.
 * e2e/survey-diary.spec.ts shows the race over real HTTP on wrangler dev.
 */
import { BOOKING_MESSAGES, slotText, type SlotList, type SlotTaken } from '@/lib/shared/survey/booking';
import type { FreeWindow, WeeklyCapacity } from '@/lib/shared/survey/slots';
import { addDays } from '@/lib/shared/time/dates';
import { BANK_HOLIDAYS } from '@/content/bank-holidays';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { fakeContext, surveyBody, fakeEmail, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import type { JobMessage, WorkerEnv } from '../env';
import { createDiaryStore } from '../store/diary';
import { storeFor } from '../store/leads';
import { dayListNotice, diaryMail } from '../cron/diary-mail';
import { changeBooking } from '../diary/booking-change';
import { bookingNotice, bookingNoticeEmail, type BookingNoticePayload } from '../delivery/booking-notice';
import { app } from '../app';
import { slotList } from './survey-slots';

let storage: TestStorage;
beforeAll(async () => {
  storage = await openTestStorage();
});
beforeEach(async () => {
  await storage.reset();
});
afterAll(async () => {
  await storage.dispose();
});

/** One place in every window, every day but Sunday. */
const ONE_PLACE: WeeklyCapacity = Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 1, afternoon: 1, 'late-afternoon': 1 }]));

function env(queued: JobMessage[] = [], settings: Partial<WorkerEnv> = {}): WorkerEnv {
  return testEnv(storage, { LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)), EMAIL: fakeEmail(() => undefined), VISITOR_EMAIL: fakeEmail(() => undefined), LEAD_NOTIFY_TO: 'office@example.co.uk', LEAD_NOTIFY_FROM: 'website@example.co.uk', ...settings });
}

const slotsRequest = (query: string) => new Request(`https://site.example/api/survey-slots?${query}`, { headers: { 'CF-Connecting-IP': '203.0.113.9' } });
async function slots(query: string): Promise<unknown> {
  return (await slotList(slotsRequest(query), env(), {})).json();
}

const survey = surveyBody;

const post = (body: Record<string, unknown>, address = '203.0.113.9') =>
  Promise.resolve(app.fetch(new Request('https://site.example/api/leads/lead', { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: JSON.stringify(body) }), env(), fakeContext()));

const setUp = (weekly: WeeklyCapacity = ONE_PLACE, diary: 'grimsby' | 'video' = 'grimsby') => createDiaryStore(storage.db).setWeekly(diary, weekly, 'staff key');
const firstFree = async (): Promise<FreeWindow> => ((await slots('survey=home&postcode=DN31%201AB')) as SlotList).windows[0] as FreeWindow;
const held = async () => (await storage.db.prepare('SELECT lead_id, date, time_window, cancelled_at FROM survey_bookings').all<{ lead_id: string; date: string; time_window: string; cancelled_at: string | null }>()).results;

describe('the free windows a postcode is offered', () => {
  it('say the diary is not set up until staff save its places, and a postcode outside every area is outside', async () => {
    expect(await slots('survey=home&postcode=DN31%201AB')).toEqual({ notSetUp: true });
    expect(await slots('survey=home&postcode=SW1A%201AA')).toEqual({ outside: true });
    expect((await slotList(slotsRequest('survey=boiler&postcode=DN31%201AB'), env(), {})).status).toBe(400);
  });

  it('come from the base serving the postcode (or the office for a video survey), earliest first, only before an installation date', async () => {
    await setUp();
    const list = (await slots('survey=home&postcode=dn31%201ab')) as SlotList;
    expect(list).toMatchObject({ diary: 'grimsby', name: 'Grimsby' });
    expect(list.windows.length).toBeGreaterThan(30);
    // The first day the diary opens after today: not a Sunday, not a bank holiday.
    const firstOpen = Array.from({ length: 5 }, (_, n) => addDays(ukCalendarDate(new Date()), n + 1)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0 && !(date in BANK_HOLIDAYS));
    expect(list.windows[0]?.date).toBe(firstOpen);
    expect(list.windows.map((window) => window.start)).toEqual([...list.windows.map((window) => window.start)].sort());
    expect(list.windows.every((window) => window.date > ukCalendarDate(new Date()))).toBe(true);
    // Hull's diary is its own: not set up.
    expect(await slots('survey=home&postcode=HU1%201AA')).toEqual({ notSetUp: true });
    expect(await slots('survey=video&postcode=HU1%201AA')).toEqual({ notSetUp: true });
    await setUp(ONE_PLACE, 'video');
    expect(await slots('survey=video&postcode=HU1%201AA')).toMatchObject({ diary: 'video', name: 'Video surveys' });
    const before = (list.windows[6] as FreeWindow).date;
    const limited = (await slots(`survey=home&postcode=DN31%201AB&before=${before}`)) as SlotList;
    expect(limited.windows.length).toBeGreaterThan(0);
    expect(limited.windows.every((window) => window.date < before)).toBe(true);
  });
});

describe('a booking', () => {
  it('holds its window with the lead, answers the time, and frees the window of the list', async () => {
    await setUp();
    const window = await firstFree();
    const answer = await post(survey({ date: window.date, window: window.window }));
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { id: string; booking: Record<string, unknown> };
    expect(body.booking).toEqual({ diary: 'grimsby', date: window.date, window: window.window, start: window.start, end: window.end, addressLine: '12 Cleethorpe Road' });
    expect(await held()).toEqual([{ lead_id: body.id, date: window.date, time_window: window.window, cancelled_at: null }]);
    expect((await firstFree()).start).not.toBe(window.start);
    const lead = await storeFor(env()).find(body.id);
    expect(lead?.booking).toMatchObject({ diary: 'grimsby', date: window.date, window: window.window, sequence: 0, cancelledAt: null });
    // A held time, in the business's words and the inbox's status from the start.
    expect(lead).toMatchObject({ what: 'Survey booked', status: 'survey-booked' });
  });

  it('with a preferred date only (the diary not set up) is a survey requested, new until someone calls', async () => {
    const answer = await post(survey(undefined, { preferredDate: addDays(ukCalendarDate(new Date()), 7), timeWindow: 'morning' }));
    expect(answer.status).toBe(201);
    const lead = await storeFor(env()).find(((await answer.json()) as { id: string }).id);
    expect(lead).toMatchObject({ booking: null, what: 'Survey requested', status: 'new' });
    expect(await held()).toEqual([]);
  });

  it('for the last place, taken by one of twenty visitors at once: the other nineteen are answered 409 with the windows still free, and one booking is stored', async () => {
    await setUp();
    const window = await firstFree();
    // Twenty people on twenty networks (one person holds one survey to come; one network books a few a day).
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => post(survey({ date: window.date, window: window.window }, { phone: `+4477009001${String(n).padStart(2, '0')}`, email: `pat${n}@example.co.uk` }), `198.51.${n}.1`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((entry) => entry.status === 409)) {
      const taken = (await answer.json()) as SlotTaken;
      expect(taken).toMatchObject({ slotTaken: true, error: BOOKING_MESSAGES.slotTaken });
      expect(taken.windows.length).toBeGreaterThan(0);
      expect(taken.windows.some((free) => free.start === window.start)).toBe(false);
    }
    expect(await held()).toHaveLength(1);
    expect(await storage.count('leads')).toBe(1);
  });

  it('is refused with the reason for a window past, closed or never offered, and for a home survey without its address', async () => {
    await setUp();
    const free = await firstFree();
    const today = ukCalendarDate(new Date());
    const sunday = Array.from({ length: 8 }, (_, n) => addDays(today, n + 1)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0) as string;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [survey({ date: today, window: 'late-afternoon' }, { preferredDate: '' }), { slot: BOOKING_MESSAGES.slotPast }],
      [survey({ date: sunday, window: 'morning' }), { slot: BOOKING_MESSAGES.slotClosed }],
      [survey({ date: addDays(today, 60), window: 'morning' }), { slot: BOOKING_MESSAGES.slotNotOffered }],
      [survey({ date: free.date, window: free.window }, { addressLine: ' ' }), { addressLine: BOOKING_MESSAGES.addressLine }],
    ];
    for (const [body, fields] of cases) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
    }
    expect(await storage.count('leads')).toBe(0);
  });

  it('resent by the outbox after its window filled is stored unbooked, for the business to call about', async () => {
    await setUp();
    const window = await firstFree();
    expect((await post(survey({ date: window.date, window: window.window }))).status).toBe(201);
    const late = survey({ date: window.date, window: window.window }, { slotFallback: true });
    const answer = await post(late);
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as Record<string, unknown>).booking).toBeUndefined();
    const lead = await storeFor(env()).find(late.leadId);
    expect(lead?.booking).toBeNull();
    expect(lead).toMatchObject({ what: 'Survey requested', status: 'new' });
    expect(lead?.lead).toMatchObject({ slot: { date: window.date, window: window.window }, slotFallback: true });
  });
});

describe('a change', () => {
  async function booked() {
    await setUp();
    const [first, second] = ((await slots('survey=home&postcode=DN31%201AB')) as SlotList).windows as [FreeWindow, FreeWindow];
    const body = (await (await post(survey({ date: first.date, window: first.window }))).json()) as { id: string };
    const lead = await storeFor(env()).find(body.id);
    if (!lead) throw new Error('not stored');
    return { lead, first, second };
  }

  it('moves a booking to a free window, releasing the old one, and emails the visitor the replacement', async () => {
    const { lead, first, second } = await booked();
    const queued: JobMessage[] = [];
    const moved = await changeBooking(env(queued), lead, { action: 'move', slot: { date: second.date, window: second.window } }, { by: 'visitor', origin: 'https://site.example' });
    expect('changed' in moved && moved.changed.booking).toMatchObject({ date: second.date, window: second.window, sequence: 1, changedBy: 'visitor' });
    // The visitor is emailed the replacement; the business is told of the visitor's own change.
    expect(queued).toEqual([{ leadId: lead.id, kind: 'booking' }, bookingNotice(lead.id)]);
    const notice = await storage.db.prepare("SELECT payload FROM lead_jobs WHERE lead_id = ? AND kind = 'notice' AND notice = 'booking'").bind(lead.id).first<{ payload: string }>();
    const mail = bookingNoticeEmail(JSON.parse(notice?.payload ?? 'null') as BookingNoticePayload, 'https://site.example');
    expect(mail.subject).toBe(`Pat Jones moved their survey to ${slotText(second)} (Grimsby)`);
    expect(mail.text).toContain(`Was: ${slotText(first)}`);
    expect(mail.html).toContain(`https://site.example/leads/?lead=${lead.id}`);
    expect((await firstFree()).start).toBe(first.start);
    const events = await storage.db.prepare("SELECT status, actor FROM lead_events WHERE kind = 'booking' ORDER BY at").all();
    expect(events.results).toEqual([{ status: 'booked', actor: 'visitor' }, { status: 'moved', actor: 'visitor' }]);
  });

  it('to a window filled meanwhile is answered with the windows still free, and the booking stays where it was', async () => {
    const { lead, first, second } = await booked();
    // Someone else takes the second window (one person holds one survey to come).
    expect((await post(survey({ date: second.date, window: second.window }, { phone: '+447700900199', email: 'sam@example.co.uk' }))).status).toBe(201);
    const moved = await changeBooking(env(), lead, { action: 'move', slot: { date: second.date, window: second.window } }, { by: 'staff key', origin: 'https://site.example' });
    expect('taken' in moved && moved.taken.windows.some((window) => window.start === second.start)).toBe(false);
    expect((await storeFor(env()).find(lead.id))?.booking).toMatchObject({ date: first.date, window: first.window, sequence: 0 });
  });

  it('cancels a booking, freeing its place at once; a cancelled booking cannot be changed again', async () => {
    const { lead, first } = await booked();
    const queued: JobMessage[] = [];
    const cancelled = await changeBooking(env(queued), lead, { action: 'cancel' }, { by: 'staff key', origin: 'https://site.example' });
    // Staff cancelled it: the visitor is told; the business needs no notice of its own change.
    expect(queued).toEqual([{ leadId: lead.id, kind: 'booking' }]);
    expect('changed' in cancelled && cancelled.changed.booking?.cancelledAt).toEqual(expect.any(String));
    expect((await firstFree()).start).toBe(first.start);
    const again = await changeBooking(env(), (await storeFor(env()).find(lead.id))!, { action: 'cancel' }, { by: 'staff key', origin: 'https://site.example' });
    expect(again).toEqual({ none: true });
  });
});

describe('what staff set', () => {
  it('takes effect at once; places lowered below the bookings held name those left over, which stay booked', async () => {
    await setUp({ ...ONE_PLACE, ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 2, afternoon: 1, 'late-afternoon': 1 }])) });
    const window = (((await slots('survey=home&postcode=DN31%201AB')) as SlotList).windows as FreeWindow[]).find((entry) => entry.window === 'morning') as FreeWindow;
    expect(window.free).toBe(2);
    await post(survey({ date: window.date, window: 'morning' }, { name: 'First Booked' }));
    await post(survey({ date: window.date, window: 'morning' }, { name: 'Second Booked', phone: '+447700900199', email: 'sam@example.co.uk' }));
    const diaries = createDiaryStore(storage.db);
    await diaries.block('grimsby', { date: window.date, window: 'morning', reason: 'Van in for repair' }, 'staff key');
    const stranded = await diaries.stranded('grimsby');
    expect(stranded.map((booking) => booking.name)).toEqual(['First Booked', 'Second Booked']);
    await diaries.lift('grimsby', { date: window.date, window: 'morning' });
    await diaries.setWeekly('grimsby', ONE_PLACE, 'staff key');
    expect((await diaries.stranded('grimsby')).map((booking) => booking.name)).toEqual(['Second Booked']);
    expect(await held()).toHaveLength(2);
    const view = await diaries.view();
    const day = view.diaries.find((entry) => entry.diary === 'grimsby')?.days.find((entry) => entry.date === window.date);
    expect(day?.windows.find((entry) => entry.window === 'morning')).toMatchObject({ places: 1, free: 0, bookings: [{ name: 'First Booked' }, { name: 'Second Booked' }] });
  });
});

describe('the reminders and the day list', () => {
  it('remind each visitor booked for tomorrow once, from 18:00 UK time, and list the day for the business once, from 07:00', async () => {
    await setUp();
    const window = await firstFree();
    const body = (await (await post(survey({ date: window.date, window: window.window }))).json()) as { id: string };
    // 16:00 UTC is before 18:00 on a UK clock in winter and summer alike; 18:00 UTC is after it.
    const before = new Date(`${addDays(window.date, -1)}T16:00:00Z`);
    const queued: JobMessage[] = [];
    expect((await diaryMail(env(queued), before)).reminded).toBe(0);
    const at18 = new Date(`${addDays(window.date, -1)}T18:00:00Z`);
    expect((await diaryMail(env(queued), at18)).reminded).toBe(1);
    expect((await diaryMail(env(queued), at18)).reminded).toBe(0);
    expect(queued.filter((message) => message.kind === 'reminder')).toEqual([{ leadId: body.id, kind: 'reminder' }]);
    const morning = new Date(`${window.date}T07:30:00Z`);
    expect((await diaryMail(env(queued), morning)).dayList).toBe(true);
    expect((await diaryMail(env(queued), morning)).dayList).toBe(false);
    // The evening before had its own list (made at 16:00 UTC); the day of the survey has one, once.
    expect(queued.filter((message) => message.notice === 'day-list' && message.leadId === window.date)).toEqual([dayListNotice(window.date)]);
  });

  it('a second Cron Trigger for the same minute, which read the booking before the first marked it, renews no reminder already sent', async () => {
    await setUp();
    const window = await firstFree();
    const body = (await (await post(survey({ date: window.date, window: window.window }))).json()) as { id: string };
    const at18 = new Date(`${addDays(window.date, -1)}T18:00:00Z`);
    const diaries = createDiaryStore(storage.db, { now: () => at18 });
    expect(await diaries.markReminded([{ leadId: body.id, origin: 'https://site.example' }])).toEqual([body.id]);
    await storage.db.prepare("UPDATE lead_jobs SET status = 'done', done_at = ? WHERE lead_id = ? AND kind = 'reminder'").bind(at18.toISOString(), body.id).run();
    // The second run, with the same clock, over what it read before the first run's write.
    expect(await diaries.markReminded([{ leadId: body.id, origin: 'https://site.example' }])).toEqual([]);
    expect(await storage.db.prepare("SELECT status FROM lead_jobs WHERE lead_id = ? AND kind = 'reminder'").bind(body.id).first()).toEqual({ status: 'done' });
  });
});
