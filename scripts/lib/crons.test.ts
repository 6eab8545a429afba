/**
 * The Cron Triggers under `npm start` (scripts/lib/crons.mjs): the schedules read from
 * wrangler.toml as wrangler reads them, the minutes each names (UTC), and the timer that runs them,
 * on a fake clock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_readConfig as readConfig } from 'wrangler';
import { cronSchedule, cronsOf, nextRun, scheduledPath, startCronTimer } from './crons.mjs';
import { ROOT } from './worker-dev.mjs';

const at = (iso: string) => Date.parse(iso);
const next = (cron: string, after: string) => new Date(nextRun(cronSchedule(cron), at(after)) ?? NaN).toISOString();

describe("wrangler.toml's schedules", () => {
  it('are the ones wrangler itself reads from the top-level [triggers], and there are some', () => {
    const crons = cronsOf(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'));
    expect(crons.length).toBeGreaterThan(0);
    expect(crons).toEqual(readConfig({ config: join(ROOT, 'wrangler.toml') }).triggers.crons);
    // Every one of them is a schedule npm start can time.
    for (const cron of crons) expect(() => cronSchedule(cron)).not.toThrow();
  });

  it("are read from [triggers] only, not an environment's, over several lines and with comments", () => {
    const toml = [
      '[env.preview.triggers]',
      'crons = ["0 0 * * *"]',
      '[triggers]',
      '# the sweep, and the clean-up',
      'crons = [',
      '  "*/5 * * * *", # every five minutes',
      "  '17 3 * * *',",
      ']',
      '[[queues.consumers]]',
      'crons = ["1 1 * * *"]',
    ].join('\n');
    expect(cronsOf(toml)).toEqual(['*/5 * * * *', '17 3 * * *']);
    expect(cronsOf('name = "site"\n[vars]\nA = "1"\n')).toEqual([]);
    expect(() => cronsOf('[triggers]\ncrons = ["*/5 * * * *"')).toThrow('no closing');
  });
});

describe('the minutes a cron names (UTC)', () => {
  it('every five minutes: the next multiple of five, strictly after now', () => {
    expect(next('*/5 * * * *', '2026-11-25T10:02:30Z')).toBe('2026-11-25T10:05:00.000Z');
    expect(next('*/5 * * * *', '2026-11-25T10:05:00Z')).toBe('2026-11-25T10:10:00.000Z');
    expect(next('*/5 * * * *', '2026-12-31T23:58:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('daily at 03:17: today if still to come, else tomorrow', () => {
    expect(next('17 3 * * *', '2026-11-25T01:00:00Z')).toBe('2026-11-25T03:17:00.000Z');
    expect(next('17 3 * * *', '2026-11-25T03:17:00Z')).toBe('2026-11-26T03:17:00.000Z');
  });

  it('ranges, lists, steps, names; both days restricted means either', () => {
    expect(next('0 9-17/4 * * MON-FRI', '2026-11-27T17:30:00Z')).toBe('2026-11-30T09:00:00.000Z'); // Friday evening to Monday 09:00
    expect(next('30 6 1,15 JAN *', '2026-11-25T00:00:00Z')).toBe('2027-01-01T06:30:00.000Z');
    expect(next('0 0 13 * FRI', '2026-11-25T00:00:00Z')).toBe('2026-11-27T00:00:00.000Z'); // the Friday before the 13th
    expect(next('0 12 29 FEB *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('throws, naming the cron, for what it cannot time', () => {
    expect(() => cronSchedule('0 0 L * *')).toThrow('Cron Trigger "0 0 L * *": its day of the month "L"');
    expect(() => cronSchedule('0 0 * * 1')).toThrow('write days by name');
    expect(() => cronSchedule('0 0 * * MON#2')).toThrow('MON#2');
    expect(() => cronSchedule('60 * * * *')).toThrow('outside 0-59');
    expect(() => cronSchedule('* * * *')).toThrow('4 fields, not five');
  });

  it('is run now at an address a person can type', () => {
    expect(scheduledPath('*/5 * * * *')).toBe('/__scheduled?cron=*/5+*+*+*+*');
    expect(scheduledPath('17 3 * * *')).toBe('/__scheduled?cron=17+3+*+*+*');
    expect(new URL(`http://localhost${scheduledPath('0 9-17/4 1,15 * MON')}`).searchParams.get('cron')).toBe('0 9-17/4 1,15 * MON');
  });
});

describe('the timer', () => {
  beforeEach(() => jest.useFakeTimers({ now: at('2026-11-25T03:03:20Z') }));
  afterEach(() => jest.useRealTimers());

  it('runs each cron at its minutes and nothing in between, until stopped', async () => {
    const runs: string[] = [];
    const timer = startCronTimer({ crons: ['*/5 * * * *', '17 3 * * *'], run: async (cron) => void runs.push(`${new Date().toISOString().slice(11, 16)} ${cron}`) });
    await jest.advanceTimersByTimeAsync(at('2026-11-25T03:04:59Z') - Date.now());
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(at('2026-11-25T03:20:00Z') - Date.now());
    expect(runs).toEqual(['03:05 */5 * * * *', '03:10 */5 * * * *', '03:15 */5 * * * *', '03:17 17 3 * * *', '03:20 */5 * * * *']);
    timer.stop();
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs).toHaveLength(5);
  });

  it('keeps to the schedule while a run is slow or fails', async () => {
    const started: string[] = [];
    const timer = startCronTimer({
      crons: ['*/5 * * * *'],
      run: (cron) => {
        started.push(new Date().toISOString().slice(11, 16));
        // Never answers: a Worker stuck on its first run holds up no later one.
        return new Promise(() => cron);
      },
    });
    await jest.advanceTimersByTimeAsync(at('2026-11-25T03:15:00Z') - Date.now());
    expect(started).toEqual(['03:05', '03:10', '03:15']);
    timer.stop();
  });

  it('says so when a run throws or rejects, and keeps to the schedule', async () => {
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started: string[] = [];
    const timer = startCronTimer({
      crons: ['*/5 * * * *'],
      run: (cron) => {
        started.push(new Date().toISOString().slice(11, 16));
        if (started.length === 1) throw new Error(`${cron}: the Worker is not up`);
        return Promise.reject(new Error(`${cron}: answered 500`));
      },
    });
    await jest.advanceTimersByTimeAsync(at('2026-11-25T03:15:00Z') - Date.now());
    expect(started).toEqual(['03:05', '03:10', '03:15']);
    expect(said.mock.calls.map(([text, error]) => `${text} ${(error as Error).message}`)).toEqual([
      'Cron Trigger "*/5 * * * *" failed: */5 * * * *: the Worker is not up',
      'Cron Trigger "*/5 * * * *" failed: */5 * * * *: answered 500',
      'Cron Trigger "*/5 * * * *" failed: */5 * * * *: answered 500',
    ]);
    timer.stop();
    said.mockRestore();
  });
});
