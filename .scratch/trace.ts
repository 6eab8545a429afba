// Traces a page load in Chromium with 4x CPU throttling and prints the long tasks (>30 ms) with what they did.
import puppeteer from 'puppeteer-core';
import { sharedQuoteQuery, storedQuoteItem } from '../scripts/lib/bench';
const [origin, path, mode] = process.argv.slice(2);
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
  const url = `${origin}${path}${mode === 'shared' ? sharedQuoteQuery(new Date()) : ''}`;
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 3000));
  const buf = await page.tracing.stop();
  await browser.close();
  const events = JSON.parse(Buffer.from(buf!).toString()).traceEvents as any[];
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m: any) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 30000);
  const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
  for (const t of tasks) {
    const inside = mine.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t);
    const by = new Map<string, number>();
    for (const e of inside) {
      if (!['FunctionCall', 'EvaluateScript', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'EventDispatch', 'v8.evaluateModule', 'RunMicrotasks', 'ParseAuthorStyleSheet', 'PrePaint', 'Commit', 'HitTest'].includes(e.name)) continue;
      const key = `${e.name}${e.args?.data?.url ? ' ' + String(e.args.data.url).replace(origin, '').replace(/\?q=.*/, '?q=…') : ''}`;
      by.set(key, (by.get(key) ?? 0) + e.dur / 1000);
    }
    const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ');
    const layouts = inside.filter((e) => e.name === 'Layout').map((e) => `${(e.dur / 1000).toFixed(0)}ms ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`).join(' ');
    console.log(`@${((t.ts - nav) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)} ms: ${top}${layouts ? `  [layouts ${layouts}]` : ''}`);
  }
})();
