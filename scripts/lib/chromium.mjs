/**
 * Finds a Chromium: CHROMIUM_PATH, else a system package, else Playwright's own download. The
 * browser tests prefer Debian's chromium-headless-shell (the build Playwright itself runs headless
 * tests in: no GPU process or full browser UI, a fifth less CPU per test on 2 cores); the bench
 * keeps the full browser, as visitors have it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's package `chromium-headless-shell`: the old headless mode, lighter for tests. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function playwrightChromium() {
  try {
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ forTests?: boolean }} [options] forTests: prefer the headless shell when installed.
 * @returns {{ path: string | null, source: 'CHROMIUM_PATH' | 'system' | 'playwright' | null }}
 */
export function findChromium({ forTests = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  const candidates = forTests ? [HEADLESS_SHELL, ...SYSTEM_CANDIDATES] : SYSTEM_CANDIDATES;
  const system = candidates.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  const bundled = playwrightChromium();
  if (bundled) return { path: bundled, source: 'playwright' };
  return { path: null, source: null };
}
