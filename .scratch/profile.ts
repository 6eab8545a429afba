// CPU profile of a page load at 4x throttling: self time by function (top 25), and by script.
import puppeteer from 'puppeteer-core';
import { sharedQuoteQuery } from '../scripts/lib/bench';
const [origin, path, mode] = process.argv.slice(2);
(async () => {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${path}${mode === 'shared' ? sharedQuoteQuery(new Date()) : ''}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 2000));
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  await browser.close();
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const byFn = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    const url = String(node.callFrame.url).replace(origin, '').replace(/\?q=.*/, '?q=…') || '(native)';
    const key = `${node.callFrame.functionName || '(anon)'} ${url}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    byUrl.set(url, (byUrl.get(url) ?? 0) + t);
  }
  console.log([...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
  console.log('---');
  console.log([...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
})();
