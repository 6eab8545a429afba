// Page load at 4x CPU: the sum over main-thread tasks of their time beyond 50 ms (a TBT without Lantern), and the longest tasks' makeup.
import puppeteer from 'puppeteer-core';
import { sharedQuoteQuery, storedQuoteItem } from '../scripts/lib/bench';
const [origin, path, mode, verbose] = process.argv.slice(2);
(async () => {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (mode === 'saved') {
    const { key, value } = storedQuoteItem();
    await page.evaluateOnNewDocument((k, v) => { try { localStorage.setItem(k, v); } catch {} }, key, value);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
  await page.goto(`${origin}${path}${mode === 'shared' ? sharedQuoteQuery(new Date()) : ''}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 2500));
  const buf = await page.tracing.stop();
  await browser.close();
  const events = JSON.parse(Buffer.from(buf!).toString()).traceEvents as any[];
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m: any) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0);
  const busy = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  const kinds = new Map<string, number>();
  for (const e of mine) if (e.ph === 'X' && ['Layout', 'UpdateLayoutTree', 'Paint', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'TimerFire'].includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  if (verbose) {
    const byUrl = new Map<string, number>();
    for (const e of mine) if (e.ph === 'X' && (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.run')) { const k = `${e.name} ${String(e.args?.data?.url ?? e.args?.fileName ?? '').replace(origin, '').replace(/\?q=.*/, '?q=…')}`; byUrl.set(k, (byUrl.get(k) ?? 0) + e.dur / 1000); }
    console.log([...byUrl].sort((a, b) => b[1] - a[1]).map(([k, v]) => `   ${v.toFixed(0).padStart(5)} ${k}`).join('\n'));
  }
  console.log(`${mode.padEnd(6)} blocking ${blocking.toFixed(0).padStart(5)} busy ${busy.toFixed(0).padStart(5)}  ${[...kinds].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
})();
