// Where a page's main-thread time goes while it loads, on a phone-speed CPU: Chromium with 4×
// CPU throttling (DevTools' real throttling, not Lighthouse's simulation), the page loaded RUNS
// times in a fresh context, each run traced and profiled. Prints, per page, the medians of
//   busyMs       main-thread task time from navigation to 2 s after load
//   blockingMs   the part of each task over 50 ms, summed (what Lighthouse's TBT counts)
//   by kind      script, style and layout, HTML and CSS parsing, paint
// and the store's own functions by JavaScript self time (module names when the build has
// browser source maps: `NEXT_DIST_DIR=.next-maps` with productionBrowserSourceMaps).
// Lighthouse's wall-clock figures move by ±30 % here; these move far less, so a change of a few
// tens of milliseconds of main-thread work shows.
// Usage: node bench/main-thread.mjs <url> [url ...]   (RUNS=5, DIST=.next for source maps)
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';

const urls = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 5);
const DIST = process.env.DIST ?? '.next';
if (!urls.length) throw new Error('usage: node bench/main-thread.mjs <url> [url ...]');

const KIND = {
  script: ['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'V8.GC_SCAVENGER_SCAVENGE_PARALLEL_PHASE', 'MajorGC', 'MinorGC'],
  styleLayout: ['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'InvalidateLayout'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'Decode Image', 'PaintImage', 'UpdateLayer'],
};
const kindOf = new Map(Object.entries(KIND).flatMap(([k, names]) => names.map((n) => [n, k])));

const maps = new Map();
async function mapFor(url) {
  const file = url.match(/\/_next\/static\/chunks\/([^?]+\.js)/)?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const path = `${DIST}/static/chunks/${file}`;
    const ref = existsSync(path) ? readFileSync(path, 'utf8').match(/sourceMappingURL=(\S+)\s*$/)?.[1] : null;
    const mapPath = ref ? `${DIST}/static/chunks/${ref}` : null;
    maps.set(file, mapPath && existsSync(mapPath) ? await new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8'))) : null);
  }
  return maps.get(file);
}

async function frameName(cf) {
  const map = await mapFor(cf.url);
  if (map) {
    const p = map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (p.source) return `${p.source.replace(/^.*\[project\]\//, '').replace(/.*node_modules\//, 'node_modules/')}:${p.line}`;
  }
  return `${cf.functionName || '(anonymous)'} ${cf.url.split('/').pop() || '(native)'}`;
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();

  const parse = events.find((e) => e.name === 'ParseHTML');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur);
  const start = events.filter((e) => e.name === 'navigationStart' && e.pid === parse.pid).map((e) => e.ts).sort((a, b) => b - a)[0] ?? parse.ts;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= start);
  const busyMs = tasks.reduce((n, e) => n + e.dur, 0) / 1000;
  const blockingMs = tasks.reduce((n, e) => n + Math.max(0, e.dur / 1000 - 50), 0);
  // Self time per trace event name (children subtracted), summed by kind.
  const kinds = { script: 0, styleLayout: 0, parse: 0, paint: 0 };
  const stack = [];
  for (const e of main.filter((x) => x.ts >= start).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent && kindOf.has(parent.name)) kinds[kindOf.get(parent.name)] -= e.dur / 1000;
    if (kindOf.has(e.name)) kinds[kindOf.get(e.name)] += e.dur / 1000;
    stack.push(e);
  }
  // JavaScript self time per function of the store's own code.
  const self = new Map();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleTime = new Map();
  profile.samples.forEach((id, i) => sampleTime.set(id, (sampleTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  for (const [id, ms] of sampleTime) {
    const name = await frameName(nodes.get(id).callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
  }
  return { busyMs, blockingMs, kinds, self };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const results = new Map(urls.map((u) => [u, []]));
  for (const u of urls) await measure(browser, u); // warm-up: server caches, image optimiser
  for (let i = 0; i < RUNS; i++) for (const u of urls) results.get(u).push(await measure(browser, u));
  for (const u of urls) {
    const runs = results.get(u);
    const own = new Map();
    for (const r of runs) for (const [k, v] of r.self) if (/^(components|lib|app)\//.test(k)) own.set(k, (own.get(k) ?? 0) + v / runs.length);
    console.log(
      JSON.stringify({
        bench: `main thread, 4× CPU, median of ${RUNS}`,
        url: u,
        busyMs: Math.round(median(runs.map((r) => r.busyMs))),
        busyRangeMs: [Math.round(Math.min(...runs.map((r) => r.busyMs))), Math.round(Math.max(...runs.map((r) => r.busyMs)))],
        blockingMs: Math.round(median(runs.map((r) => r.blockingMs))),
        byKindMs: Object.fromEntries(Object.keys(KIND).map((k) => [k, Math.round(median(runs.map((r) => r.kinds[k])))])),
        ownCodeSelfMs: Object.fromEntries([...own].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => [k, Math.round(v)])),
      }),
    );
  }
} finally {
  await browser.close();
}
