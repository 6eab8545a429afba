import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import buildEnv from './e2e/fixtures/build-env.cjs';
import chromiumFlags from './scripts/lib/chromium-flags.cjs';
import { E2E_LEADS_FILE } from './e2e/fixtures/paths';

/** Port of the static server the tests run against (not 3000, so `npm start` can keep running). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const { WEBHOOK_RECEIVER, WEBHOOK_RECEIVER_PORT } = buildEnv;
const isCI = Boolean(process.env.CI);
/** A system Chromium (Debian's package) when there is one; otherwise Playwright's own browser. */
const executablePath = process.env.CHROMIUM_PATH || undefined;

const launchOptions = {
  executablePath,
  args: [...chromiumFlags.CHROMIUM_FLAGS],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One browser per core: more only makes them wait for each other.
  workers: availableParallelism(),
  // Limits that only catch a hang: a busy machine (the suite passes with a CPU hog on every core)
  // makes tests slower, never red.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Tests visit as someone who has already turned cookies down: e2e/fixtures/test.ts.
    // Recording a trace costs a quarter of the run: only a retried test records one (`--trace on` to see any).
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    // Tests tagged @phone also run at 390 px; @phone-only ones run only there.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LEADS_FILE: E2E_LEADS_FILE },
    },
    {
      command: `node --import tsx e2e/fixtures/webhook-receiver.ts --port ${WEBHOOK_RECEIVER_PORT}`,
      url: `${WEBHOOK_RECEIVER}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
