/**
 * The survey diaries as staff set them up (the rules are lib/shared/survey/slots.ts, the SQL
 * worker/store/diary.ts); each change answers the diaries again with the bookings it left without a
 * place (they stay booked, for staff to move):
 *   GET              /diary                       every diary, SLOT_DAYS days from today
 *   PUT              /diary/<diary>/weekly        places per weekday and window
 *   POST|DELETE      /diary/<diary>/blocks        a day or a window blocked, or lifted
 *   POST             /diary/<diary>/holidays      a bank holiday opened or closed
 */
import { Hono } from 'hono';
import { DIARIES, DIARY_MESSAGES, blockChangeSchema, holidayChangeSchema, weeklyChangeSchema, type Diary, type DiaryChanged } from '@/lib/shared/survey/booking';
import type { WeeklyCapacity } from '@/lib/shared/survey/slots';
import { BANK_HOLIDAYS } from '@/content/bank-holidays';
import { diaryFor } from '../../store/diary';
import { json, methodNotAllowed } from '../respond';
import { readBody, type BodySchema, type Inbox, type InboxContext } from './context';

/** The diary a path names, or null. */
const diaryParam = (c: InboxContext): Diary | null => ((DIARIES as readonly string[]).includes(c.req.param('diary') ?? '') ? (c.req.param('diary') as Diary) : null);

/** The diary after a change to its settings, and the bookings the change left without a place (they stay booked). */
async function diaryChanged(c: InboxContext, diary: Diary): Promise<Response> {
  const diaries = diaryFor(c.env);
  const [view, stranded] = await Promise.all([diaries.view(), diaries.stranded(diary)]);
  const changed: DiaryChanged = { view, stranded };
  return json(200, changed);
}

/**
 * A change to the diary the path names: 404 for no such diary, 400 for a body its schema does not
 * read; else `apply` (which may answer instead, refusing it), then the diary as the change left it.
 */
const diaryChange =
  <T>(schema: BodySchema<T>, apply: (c: InboxContext, diary: Diary, change: T) => Promise<Response | void>) =>
  async (c: InboxContext): Promise<Response> => {
    const named = diaryParam(c);
    if (!named) return json(404, { error: DIARY_MESSAGES.noDiary });
    const change = await readBody(c.req.raw, schema);
    if (change instanceof Response) return change;
    return (await apply(c, named, change)) ?? diaryChanged(c, named);
  };

/** Mounted at /diary. */
export const diary = new Hono<Inbox>();

diary.get('/', async (c) => json(200, await diaryFor(c.env).view()));
diary.all('/', () => methodNotAllowed('GET'));
diary.put('/:diary/weekly', diaryChange(weeklyChangeSchema, (c, named, change) => diaryFor(c.env).setWeekly(named, change.weekly as WeeklyCapacity, c.get('actor'))));
diary.all('/:diary/weekly', () => methodNotAllowed('PUT'));
diary.post('/:diary/blocks', diaryChange(blockChangeSchema, (c, named, block) => diaryFor(c.env).block(named, block, c.get('actor'))));
diary.delete('/:diary/blocks', diaryChange(blockChangeSchema, (c, named, block) => diaryFor(c.env).lift(named, block)));
diary.all('/:diary/blocks', () => methodNotAllowed('POST, DELETE'));
diary.post(
  '/:diary/holidays',
  diaryChange(holidayChangeSchema, async (c, named, change) => {
    if (!(change.date in BANK_HOLIDAYS)) return json(400, { error: DIARY_MESSAGES.notHoliday, fields: { date: DIARY_MESSAGES.notHoliday } });
    await diaryFor(c.env).setHoliday(named, change.date, change.open, c.get('actor'));
  }),
);
diary.all('/:diary/holidays', () => methodNotAllowed('POST'));
