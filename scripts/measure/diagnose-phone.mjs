// `node scripts/measure/diagnose-phone.mjs /path [interaction] [--no-build]`: a diagnosis aid for
// `npm run measure:phone`. One first visit on the phone profile prints (1) every request up to
// hydration with its bytes on the wire and when it started and ended, and (2) for the named
// interaction (scripts/measure/interactions.mjs) the main thread's time by kind (script, style,
// layout: Chrome's Performance.getMetrics) and the functions that took most of it (a CPU profile).
import * as interactions from './interactions.mjs';
import { freshVisitor, launchChromium } from './browser.mjs';
import { throttleLikeAPhone } from './phone-profile.mjs';
import { addProbe, hydratedAt, worstInteractionSinceLast } from './probe.mjs';
import { startMeasuredShop } from './server.mjs';

const [path = '/', step] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const { base, stop } = await startMeasuredShop('diagnose-phone');
const browser = await launchChromium();
try {
  await fetch(base + path);
  const context = await freshVisitor(browser, base, { mobile: true });
  const page = await context.newPage();
  const cdp = await throttleLikeAPhone(page);
  await addProbe(page);
  const requests = [];
  page.on('requestfinished', async (request) => {
    const timing = request.timing();
    const sizes = await request.sizes().catch(() => null);
    requests.push({
      url: request.url().replace(base, ''),
      type: request.resourceType(),
      start: Math.round(timing.startTime),
      end: Math.round(timing.startTime + timing.responseEnd),
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  });
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  const hydrated = await hydratedAt(page);
  await page.waitForLoadState('load');
  const t0 = Math.min(...requests.map((r) => r.start));
  console.info(`hydrated at ${Math.round(hydrated)} ms (wall ${Date.now() - started} ms)`);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(
            entries.map((entry) => ({
              at: Math.round(entry.startTime),
              element: `${entry.element?.tagName} ${entry.element?.textContent?.slice(0, 40)}`,
              font: entry.element ? getComputedStyle(entry.element).fontFamily.slice(0, 40) : '',
              url: entry.url,
            })),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  console.table(lcp);
  console.table(
    requests
      .sort((a, b) => a.start - b.start)
      .map((r) => ({
        ...r,
        start: r.start - t0,
        end: r.end - t0,
        kB: (r.bytes / 1000).toFixed(1),
      })),
  );
  if (step) {
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const metrics = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      );
    await worstInteractionSinceLast(page);
    await page.evaluate(() => {
      window.diagnoseEvents = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) =>
          window.diagnoseEvents.push({
            name: e.name,
            id: e.interactionId,
            duration: e.duration,
            inputDelay: Math.round(e.processingStart - e.startTime),
            processing: Math.round(e.processingEnd - e.processingStart),
            presentation: Math.round(e.startTime + e.duration - e.processingEnd),
          }),
        ),
      ).observe({ type: 'event', durationThreshold: 16 });
    });
    const before = await metrics();
    await cdp.send('Profiler.start');
    await interactions[step](page);
    const { profile } = await cdp.send('Profiler.stop');
    const after = await metrics();
    console.info(`${step}: worst interaction ${await worstInteractionSinceLast(page)} ms`);
    console.table(await page.evaluate(() => window.diagnoseEvents));
    for (const name of ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'])
      console.info(`  ${name} ${Math.round((after[name] - before[name]) * 1000)} ms`);
    const self = new Map();
    const dt = profile.timeDeltas;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const { callFrame } = byId.get(id);
      const key = `${callFrame.functionName || '(anon)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[index + 1] ?? 0) / 1000);
    });
    // The page's own code and the browser's work, not Playwright's injected script (no URL).
    const top = [...self]
      .filter(([k]) => !k.startsWith('(idle)') && !/ :\d+:\d+$/.test(k))
      .sort((a, b) => b[1] - a[1]);
    for (const [key, ms] of top.slice(0, 25)) console.info(`  ${ms.toFixed(1)} ms  ${key}`);
  }
  await context.close();
} finally {
  await browser.close();
  stop();
}
