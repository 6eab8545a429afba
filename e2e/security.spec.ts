/**
 * Security: the headers every response carries, a strict per-page Content Security Policy that no
 * page or island violates, safe new-tab links and nothing secret in the built site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PRIVATE_PAGE_PATHS, inlineScripts, sha256 } from '../lib/server/security';
import { TURNSTILE_ORIGIN } from '../lib/shared/forms/human-check';
import e2eEnv from './fixtures/e2e-env.cjs';
import { OUT, builtPages } from './fixtures/built-site';
import { humanPause, uniqueMarker, expectReceived, test } from './fixtures/leads';
import { chrome, visit } from './fixtures/pages';

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security headers', () => {
  test('out/_headers sets them and the server applies them', async ({ request }) => {
    const headers = readFileSync(join(OUT, '_headers'), 'utf8');
    for (const line of [
      'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'X-Frame-Options: DENY',
    ]) {
      expect(headers).toContain(line);
    }
    expect(headers).toMatch(/Permissions-Policy: .*camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    const response = await request.get('/about/');
    const served = response.headers();
    expect(served['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(served['x-frame-options']).toBe('DENY');
    expect(served['permissions-policy']).toContain('geolocation=()');
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(served['content-security-policy']).toContain(directive);
    }
  });

  test('every page carries a strict policy that lists the hash of each of its inline scripts', () => {
    const problems: string[] = [];
    const pages = [...builtPages(), { path: '/404.html', html: readFileSync(join(OUT, '404.html'), 'utf8') }];
    for (const page of pages) {
      const metas = [...page.html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map((m) => m[1] ?? '');
      if (metas.length !== 1) {
        problems.push(`${page.path}: ${metas.length} CSP meta tags`);
        continue;
      }
      const policy = (metas[0] ?? '').replace(/&quot;/g, '"');
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      if (/unsafe-inline|unsafe-eval/.test(scriptSrc)) problems.push(`${page.path}: script-src allows unsafe code`);
      for (const script of inlineScripts(page.html)) {
        if (!scriptSrc.includes(sha256(script))) problems.push(`${page.path}: an inline script is not in script-src`);
      }
      const connect = policy.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
      for (const origin of connect.trim().split(/\s+/).slice(1)) {
        const allowed = origin === "'self'" || origin.includes('intercom') || Object.values(e2eEnv.E2E_BUILD_ENV).some((value) => value.startsWith(origin));
        if (!allowed) problems.push(`${page.path}: connect-src allows ${origin}`);
      }
      if (page.html.indexOf('http-equiv="Content-Security-Policy"') > page.html.indexOf('<script')) problems.push(`${page.path}: the policy comes after a script`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  test("visitors' pages let the human check's script and frames in (Turnstile); the private pages (a visitor's own request, the staff's) nothing of it", () => {
    const directive = (html: string, name: string) =>
      (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find((words) => words[0] === name)
        ?.slice(1) ?? [];
    const problems: string[] = [];
    for (const page of builtPages()) {
      const closed = PRIVATE_PAGE_PATHS.includes(page.path);
      for (const name of ['script-src', 'frame-src']) {
        if (directive(page.html, name).includes(TURNSTILE_ORIGIN) === closed) problems.push(`${page.path}: ${name} ${closed ? 'allows' : 'lacks'} ${TURNSTILE_ORIGIN}`);
      }
      if (closed && page.html.includes(TURNSTILE_ORIGIN)) problems.push(`${page.path}: names ${TURNSTILE_ORIGIN}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(builtPages().filter((page) => PRIVATE_PAGE_PATHS.includes(page.path))).toHaveLength(PRIVATE_PAGE_PATHS.length);
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', () => {
    const offenders: string[] = [];
    for (const page of builtPages()) {
      for (const [tag] of page.html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/gi)) {
        const rel = /\srel="([^"]*)"/i.exec(tag)?.[1] ?? '';
        if (!rel.split(/\s+/).includes('noopener') || !rel.split(/\s+/).includes('noreferrer')) offenders.push(`${page.path}: ${tag}`);
      }
    }
    expect(offenders.slice(0, 10)).toEqual([]);
  });

  test('nothing in out/ looks like a secret', () => {
    const patterns: [string, RegExp][] = [
      ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
      ['Stripe secret key', /\b(sk|rk)_live_[0-9a-zA-Z]{10,}/],
      ['GitHub token', /\bgh[pousr]_[0-9A-Za-z]{30,}\b/],
      ['Slack token', /\bxox[abprs]-[0-9A-Za-z-]{10,}/],
      ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
      ['JSON web token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
      ['credentials in a URL', /https?:\/\/[^\s/"':@]+:[^\s/"'@]+@/],
      ['secret-looking assignment', /["']?(?:api[_-]?key|secret|password|access[_-]?token)["']?\s*[:=]\s*["'][^"']{8,}["']/i],
    ];
    // The test build points the forms at the tests' own receiver on 127.0.0.1: that one is expected.
    const allowedPrivate = Object.values(e2eEnv.E2E_BUILD_ENV).filter((v) => /^https?:/.test(v)).map((url) => new URL(url).origin);
    const privateUrl = /https?:\/\/(?:10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|127\.\d+\.\d+\.\d+|[a-z0-9-]+\.(?:internal|local|lan|corp))(?::\d+)?/gi;
    const findings: string[] = [];
    const files = [...builtPages().map((p) => ({ name: p.path, text: p.html }))];
    for (const chunk of readdirSync(join(OUT, '_next', 'static', 'chunks')).filter((f) => f.endsWith('.js'))) {
      files.push({ name: chunk, text: readFileSync(join(OUT, '_next', 'static', 'chunks', chunk), 'utf8') });
    }
    for (const { name, text } of files) {
      for (const [label, pattern] of patterns) if (pattern.test(text)) findings.push(`${name}: ${label}`);
      for (const match of text.matchAll(privateUrl)) {
        if (!allowedPrivate.includes(match[0].toLowerCase())) findings.push(`${name}: private URL ${match[0]}`);
      }
    }
    expect([...new Set(findings)].slice(0, 20)).toEqual([]);
  });
});

test.describe('the Content Security Policy in the browser', () => {
  test('the islands work under the policy: menus, carousel, dialog, webhook, toast, wizard, chat', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.route('https://widget.intercom.io/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.__chatLoaded = true;' }),
    );
    await visit(page, '/');
    await expect(chrome.countdown(page)).toHaveText(/\d+d/);
    await chrome.mainNav(page).getByRole('button', { name: 'Get boiler prices' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Brands we install' }).getByRole('button', { name: 'Next brands' }).click();
    const marker = uniqueMarker('Csp');
    await chrome.getHelpButton(page).click();
    await chrome.helpPanel(page).getByRole('button', { name: /^Request a callback/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    await dialog.getByLabel('First name').fill(marker);
    await dialog.getByLabel('Phone number').pressSequentially('07700900140');
    await humanPause(page);
    await dialog.getByRole('button', { name: 'Request my callback' }).click();
    await expect(page.getByText("Callback request submitted! We'll call you ASAP.")).toBeVisible();
    await expectReceived(marker);
    await chrome.getHelpButton(page).click();
    await chrome.helpPanel(page).getByRole('button', { name: /^Live chat/ }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded)).toBe(true);
    await visit(page, '/instant-quote/');
    await page.getByRole('radio', { name: /^Mains gas/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What type of boiler do you have now?' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
