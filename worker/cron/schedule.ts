/**
 * When the Worker's Cron Triggers run (wrangler.toml `[triggers]`, which worker/cron/housekeeping.test.ts
 * holds to these): plain constants, so the browser tests can run the same crons by hand.
 */

/** Every 5 minutes: any email or forward whose queue message was lost is queued again. */
export const SWEEP_CRON = '*/5 * * * *';
/** Daily at 03:17 UTC, the clean-up: a quiet hour, off the round hour everyone else picks. */
export const DAILY_CRON = '17 3 * * *';
