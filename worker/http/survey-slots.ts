/**
 * The survey diary on the public side (the contract is lib/shared/survey/booking.ts):
 *   GET /api/survey-slots?survey=home|video&postcode=<postcode>[&before=YYYY-MM-DD]
 * answers the free windows of the diary that serves a postcode (a base's, or the office's for a
 * video survey: worker/diary/slot-rules.ts, which also judges the window a booking asks for).
 */
import { DIARY_NAMES, type SlotList } from '@/lib/shared/survey/booking';
import { isCalendarDate } from '@/lib/shared/time/dates';
import type { WorkerEnv } from '../env';
import { diaryServing } from '../diary/slot-rules';
import { diaryFor } from '../store/diary';
import { clientKey } from './abuse';
import { RATE_LIMIT_RETRY_AFTER_SECONDS } from '../limits';
import { json } from './respond';

/** GET /api/survey-slots (CORS for the pages allowed to post leads: `cors` are their headers). */
export async function slotList(request: Request, env: WorkerEnv, cors: Record<string, string>): Promise<Response> {
  const limited = (await env.SLOTS_RATE_LIMIT?.limit({ key: clientKey(request) })) ?? { success: true };
  if (!limited.success) return json(429, { error: 'Too many requests from this address: try again in a minute' }, { ...cors, 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS) });
  const params = new URL(request.url).searchParams;
  const survey = params.get('survey');
  const postcode = params.get('postcode') ?? '';
  const before = params.get('before') ?? '';
  if (survey !== 'home' && survey !== 'video') return json(400, { error: 'Say which survey: home or video' }, cors);
  if (before && !isCalendarDate(before)) return json(400, { error: 'The installation date is not a date' }, cors);
  if (!postcode.trim() || postcode.length > 10) return json(400, { error: 'Enter a postcode' }, cors);
  const diary = diaryServing(survey, postcode);
  if (!diary) return json(200, { outside: true }, cors);
  const { setUp, windows } = await diaryFor(env).free(diary, before || undefined);
  if (!setUp) return json(200, { notSetUp: true }, cors);
  const list: SlotList = { diary, name: DIARY_NAMES[diary], windows };
  return json(200, list, cors);
}
