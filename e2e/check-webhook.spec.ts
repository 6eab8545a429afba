/**
 * `npm run check:webhook` against real receivers: the site's own (wrangler pages dev), the test
 * webhook receiver (a hosted webhook that answers CORS), and one that answers no preflight and
 * sends no CORS headers, as a misconfigured form service does.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { TEST_LEAD_NOTE } from '../scripts/lib/check-webhook';
import { WEBHOOK_RECEIVER, expectStored, receivedWith, storedWith } from './fixtures/leads';
import { expect, test } from './fixtures/test';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN } = e2eEnv;
const SITE = 'https://www.example.co.uk';

async function checkWebhook(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-webhook.ts', ...args], { cwd: `${__dirname}/..` });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

test.describe('npm run check:webhook', () => {
  test("the site's own receivers pass every check, and the test leads they store are marked", async () => {
    const before = (await storedWith('Webhook check')).length;
    const lead = await checkWebhook(`${E2E_ORIGIN}/api/leads/lead`, '--origin', E2E_ORIGIN);
    expect(lead.code, lead.output).toBe(0);
    expect(lead.output).toContain('✓ CORS preflight');
    expect(lead.output).toContain('✓ A test lead as JSON: answered 201');
    expect(lead.output).toContain('✓ A test lead with one photo, as multipart/form-data: answered 201');
    expect(lead.output).toContain('All 3 checks passed');
    const callback = await checkWebhook(`${E2E_ORIGIN}/api/leads/callback`, '--origin', E2E_ORIGIN);
    expect(callback.code, callback.output).toBe(0);
    expect(callback.output).toContain('All 2 checks passed');
    const stored = await expectStored('Webhook check', before + 3);
    expect(stored.filter((record) => record.lead.message === TEST_LEAD_NOTE).length).toBeGreaterThanOrEqual(2);
  });

  test('a hosted webhook that answers CORS passes; the leads arrive as JSON and multipart', async () => {
    const result = await checkWebhook(`${WEBHOOK_RECEIVER}/hooks/lead`, '--origin', SITE);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('All 3 checks passed');
    const received = await receivedWith(TEST_LEAD_NOTE);
    expect(received.some((lead) => lead.contentType?.startsWith('multipart/form-data') && lead.photos?.[0]?.type === 'png')).toBe(true);
  });

  test('a receiver that answers no preflight and sends no CORS headers: it says so, and fails', async () => {
    const server: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(req.method === 'OPTIONS' ? 404 : 200).end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const result = await checkWebhook(url, '--origin', SITE);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`✗ CORS preflight from ${SITE}: no CORS answer: it answered 404; no Access-Control-Allow-Origin for ${SITE}`);
      expect(result.output).toContain(`✗ A test lead as JSON: answered 200 without Access-Control-Allow-Origin for ${SITE}`);
      expect(result.output).toContain('3 of 3 checks failed');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('a receiver that is not there: it says it could not connect', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const result = await checkWebhook(`http://127.0.0.1:${port}/hook`, '--origin', SITE);
    expect(result.code).toBe(1);
    expect(result.output).toContain('could not connect (ECONNREFUSED)');
  });
});

