/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, else the system's /usr/bin/chromium, else
 * Playwright's own download. `ensureChromium` installs one when none is there: Playwright's
 * download first, else Debian's package when running as root (machines without internet
 * reach only the package mirror).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium() {
  try {
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** @returns {{ path: string | null, source: 'CHROMIUM_PATH' | 'system' | 'playwright' | null }} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  const bundled = playwrightChromium();
  if (bundled) return { path: bundled, source: 'playwright' };
  return { path: null, source: null };
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureChromium(log = console.log) {
  let found = findChromium();
  if (found.path) {
    log(`Browser: ${found.path} (${found.source})`);
    return found;
  }
  log('No Chromium found: trying Playwright\'s own download (npx playwright install chromium) ...');
  const download = spawnSync(process.execPath, [require.resolve('@playwright/test/cli'), 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 300_000,
  });
  found = findChromium();
  if (download.status === 0 && found.path) {
    log(`Browser: installed Playwright's Chromium at ${found.path}`);
    return found;
  }
  if (isRoot()) {
    log('Playwright\'s download failed (no internet?): installing Debian\'s chromium package with apt-get ...');
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      log(`apt-get failed: ${error instanceof Error ? error.message : error}`);
    }
    found = findChromium();
    if (found.path) {
      log(`Browser: installed the system package at ${found.path}`);
      return found;
    }
  }
  throw new Error('No Chromium is available: set CHROMIUM_PATH, install the "chromium" package, or run "npx playwright install chromium".');
}
