import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import e2eEnv from './e2e/fixtures/e2e-env.cjs';
import chromiumFlags from './scripts/lib/chromium-flags.cjs';
import { ensureCertificate, standInFlags } from './e2e/fixtures/turnstile-host';

const { E2E_PORT, E2E_ORIGIN, E2E_STATE_DIR, E2E_SERVER_ENV, WEBHOOK_RECEIVER, WEBHOOK_RECEIVER_PORT } = e2eEnv;
const isCI = Boolean(process.env.CI);
/** A system Chromium (Debian's package) when there is one; otherwise Playwright's own browser. */
const executablePath = process.env.CHROMIUM_PATH || undefined;

const launchOptions = {
  executablePath,
  // Turnstile's script from the tests' receiver, where openssl can make its certificate (e2e/fixtures/turnstile-host.ts).
  args: [...chromiumFlags.CHROMIUM_FLAGS, ...(ensureCertificate() ? standInFlags() : [])],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A browser per core and one more: many tests wait on the lead queue and its emails, and a third
  // browser fills those gaps (2 cores: 150 s with two, 137 s with three, 135 s with four).
  workers: availableParallelism() + 1,
  // Limits that only catch a hang: a busy machine (the suite passes with a CPU hog on every core)
  // makes tests slower, never red.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    // Tests visit as someone who has already turned cookies down: e2e/fixtures/test.ts.
    // Recording a trace costs a quarter of the run: only a retried test records one (`--trace on` to see any).
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    // Every test; those declared with atBothWidths or onPhone (e2e/fixtures/test.ts), and the slow
    // uplink's, also or only run on a phone, in the same workers and browsers (projects of their own
    // started four more of each, about 4 CPU-seconds apiece, and ran the phone's tests last).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // The lead receiver's D1 and R2 read directly, once the site is idle: e2e/storage.check.ts.
    {
      name: 'storage',
      testMatch: /storage\.check\.ts$/,
      dependencies: ['desktop'],
    },
  ],
  webServer: [
    // The built site as Cloudflare serves the Worker, lead receiver, queue, email and all, on its
    // runtime (wrangler dev), with an empty local D1 and R2 at every run; no Cron Trigger on a timer:
    // a test runs one when it chooses, through /__scheduled. No debugger (scripts/lib/worker-dev.mjs WITHOUT_INSPECTOR).
    {
      command: `node scripts/start.mjs --no-build --fresh --quiet --no-crons --port ${E2E_PORT} --no-inspector --host 127.0.0.1 --state ${E2E_STATE_DIR}`,
      url: `${E2E_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: E2E_SERVER_ENV,
    },
    {
      command: `node --import tsx e2e/fixtures/webhook-receiver.ts --port ${WEBHOOK_RECEIVER_PORT}`,
      url: `${WEBHOOK_RECEIVER}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
