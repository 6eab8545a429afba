/**
 * The Worker's Cron Triggers under `npm start`. wrangler dev never runs them on their own, and its
 * `/cdn-cgi/handler/scheduled` answers 500 "exception" for a Worker with static assets (wrangler
 * 4.86 hands the event to its assets proxy, which has no `scheduled` handler), so `npm start` runs
 * each one itself at the minutes its schedule names (UTC, as Cloudflare does), through the
 * `/__scheduled?cron=` address `wrangler dev --test-scheduled` opens. The schedules are read from
 * wrangler.toml's `[triggers]`, never copied.
 */

/**
 * The `crons` of the top-level `[triggers]` table of a wrangler.toml (not an environment's
 * `[env.<name>.triggers]`): the subset of TOML wrangler.toml writes them in, an array of strings
 * on one line or several, with comments.
 * @param {string} toml
 * @returns {string[]}
 */
export function cronsOf(toml) {
  let table = '';
  let rest = '';
  for (let start = 0; start < toml.length && !rest; ) {
    const end = toml.indexOf('\n', start) < 0 ? toml.length : toml.indexOf('\n', start);
    const line = toml.slice(start, end);
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$/.exec(line);
    if (header) table = header[1] ?? '';
    else if (table === 'triggers' && /^\s*crons\s*=/.test(line)) rest = toml.slice(start + line.indexOf('=') + 1);
    start = end + 1;
  }
  if (!rest) return [];
  /** @type {string[]} */
  const crons = [];
  let at = rest.indexOf('[');
  if (at < 0) throw new Error('wrangler.toml: [triggers] crons is not an array.');
  for (at += 1; at < rest.length; at += 1) {
    const char = rest[at];
    if (char === ']') return crons;
    if (char === '#') at = rest.indexOf('\n', at) < 0 ? rest.length : rest.indexOf('\n', at);
    else if (char === '"' || char === "'") {
      const end = rest.indexOf(char, at + 1);
      if (end < 0) break;
      crons.push(rest.slice(at + 1, end));
      at = end;
    } else if (!/[\s,]/.test(char ?? '')) throw new Error(`wrangler.toml: [triggers] crons holds something other than strings (${JSON.stringify(char)}).`);
  }
  throw new Error('wrangler.toml: [triggers] crons has no closing "]".');
}

/**
 * The address that runs a Cron Trigger now (`wrangler dev --test-scheduled`), written as a person
 * would type it: `/__scheduled?cron=*\/5+*+*+*+*`.
 * @param {string} cron
 */
export const scheduledPath = (cron) => `/__scheduled?cron=${encodeURIComponent(cron).replaceAll('%20', '+').replaceAll('%2F', '/')}`;

/** The five fields of a cron expression: their range and the names they may use instead of numbers. */
const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of the month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  // Cron dialects number the days differently (0 or 1 for Sunday): only names are unambiguous.
  { name: 'day of the week', min: 0, max: 6, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], namesOnly: true },
];

/**
 * The values one field of a cron expression allows: `*`, a number or name, a range `a-b`, a step
 * (`*\/n`, `a-b/n`, `a/n`) and lists of them. What else Cloudflare accepts (`L`, `W`, `#`) throws.
 * @param {string} text
 * @param {typeof FIELDS[number]} field
 * @returns {Set<number> | null} null for `*` (any value)
 */
function fieldValues(text, field) {
  if (text === '*') return null;
  /** @param {string} value */
  const number = (value) => {
    const named = field.names?.indexOf(value.toUpperCase()) ?? -1;
    if (named >= 0) return named + field.min;
    if (field.namesOnly || !/^\d+$/.test(value)) throw new Error(`its ${field.name} "${text}" is not one npm start can run (${field.namesOnly ? 'write days by name, SUN to SAT' : 'numbers, ranges, steps and lists only'})`);
    const parsed = Number(value);
    if (parsed < field.min || parsed > field.max) throw new Error(`its ${field.name} ${parsed} is outside ${field.min}-${field.max}`);
    return parsed;
  };
  const values = new Set();
  for (const item of text.split(',')) {
    const [range = '', step, extra] = item.split('/');
    if (extra !== undefined || (step !== undefined && !/^[1-9]\d*$/.test(step))) throw new Error(`its ${field.name} "${text}" has a step npm start cannot read`);
    const [from, to] = range === '*' ? [field.min, field.max] : range.includes('-') ? range.split('-').map(number) : [number(range), step ? field.max : number(range)];
    if (from === undefined || to === undefined || from > to) throw new Error(`its ${field.name} "${text}" is not a range npm start can read`);
    for (let value = from; value <= to; value += Number(step ?? 1)) values.add(value);
  }
  return values;
}

/**
 * @typedef {object} CronSchedule
 * @property {(time: Date) => boolean} day whether the cron names the day of `time` (UTC)
 * @property {(time: Date) => boolean} hour whether it names the hour of `time`
 * @property {(time: Date) => boolean} minute whether it names the minute of `time`
 */

/**
 * The minutes a cron expression names (UTC). Standard cron: when both days are restricted, either
 * may match.
 * @param {string} cron
 * @returns {CronSchedule}
 */
export function cronSchedule(cron) {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`Cron Trigger "${cron}": ${parts.length} fields, not five.`);
  let sets;
  try {
    sets = FIELDS.map((field, index) => fieldValues(parts[index] ?? '', field));
  } catch (error) {
    throw new Error(`Cron Trigger "${cron}": ${error instanceof Error ? error.message : error}.`);
  }
  const [minutes, hours, monthDays, months, weekDays] = sets;
  /** @param {Set<number> | null | undefined} set @param {number} value */
  const has = (set, value) => !set || set.has(value);
  return {
    day(time) {
      const dayOfMonth = has(monthDays, time.getUTCDate());
      const dayOfWeek = has(weekDays, time.getUTCDay());
      return has(months, time.getUTCMonth() + 1) && (monthDays && weekDays ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek);
    },
    hour: (time) => has(hours, time.getUTCHours()),
    minute: (time) => has(minutes, time.getUTCMinutes()),
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far ahead a schedule is searched: past the next leap day, the rarest day a 5-field cron can name. */
const SEARCH_DAYS = 5 * 366;

/**
 * The first minute strictly after `after` that the schedule names, or null if none within five
 * years; days and hours it does not name are stepped over whole.
 * @param {CronSchedule} schedule
 * @param {number} after ms since 1970
 * @returns {number | null}
 */
export function nextRun(schedule, after) {
  const end = after + SEARCH_DAYS * DAY;
  let time = Math.floor(after / MINUTE) * MINUTE + MINUTE;
  while (time <= end) {
    const date = new Date(time);
    if (!schedule.day(date)) time = Math.floor(time / DAY) * DAY + DAY;
    else if (!schedule.hour(date)) time = Math.floor(time / HOUR) * HOUR + HOUR;
    else if (!schedule.minute(date)) time += MINUTE;
    else return time;
  }
  return null;
}

/**
 * Runs each cron at the minutes it names, from now until `stop()`: `run(cron)` at each, one cron's
 * slowness never delaying another's. The clock and timers are passed in (the tests use fake ones).
 * @param {{ crons: string[], run: (cron: string) => Promise<void>, now?: () => number, timers?: { setTimeout: (callback: () => void, ms: number) => unknown, clearTimeout: (timer: any) => void } }} options
 * @returns {{ stop(): void }}
 */
export function startCronTimer({ crons, run, now = Date.now, timers = globalThis }) {
  /** @type {Map<string, unknown>} */
  const pending = new Map();
  let stopped = false;
  /** @param {string} cron @param {CronSchedule} schedule */
  const plan = (cron, schedule) => {
    const due = nextRun(schedule, now());
    if (due === null || stopped) return;
    // Timers cannot wait longer than about 24.8 days; a longer wait is taken in steps.
    const wait = Math.min(due - now(), 2 ** 31 - 1);
    pending.set(
      cron,
      timers.setTimeout(() => {
        if (stopped) return;
        // A run that throws or rejects is said and the schedule goes on: it never ends npm start.
        if (now() >= due) Promise.resolve().then(() => run(cron)).catch((error) => console.error(`Cron Trigger "${cron}" failed:`, error));
        plan(cron, schedule);
      }, Math.max(0, wait)),
    );
  };
  for (const cron of crons) plan(cron, cronSchedule(cron));
  return {
    stop() {
      stopped = true;
      for (const timer of pending.values()) timers.clearTimeout(timer);
      pending.clear();
    },
  };
}
