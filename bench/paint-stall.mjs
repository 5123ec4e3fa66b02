// A diagnosis, no budget: how often a page's first paint reaches the screen a whole second late
// when the browser records a trace with screenshots, as Lighthouse does for its filmstrip and Speed
// Index. Each load is a fresh Chromium launched as bench/lighthouse-run.mjs launches it, with
// Lighthouse's own mobile emulation (its screen metrics, a phone's viewport rules, touch), traced twice
// over: with the timeline only, and with the timeline and DevTools' screenshots. Interleaved; prints
// each page's FCP (the browser's own, at presentation) for both, and how many loads passed 1 s.
// The stall it counts is the browser's RenderDocument switch (bench/lighthouse-run.mjs): set
// LIGHTHOUSE_RENDER_DOCUMENT=0 to see it, as chrome-launcher's launch shows it.
// Usage: node bench/paint-stall.mjs <loads per page and mode> <url> [url …]
import { chromium } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { launchChromium } from './lighthouse-run.mjs';

const loads = Number(process.argv[2]);
const urls = process.argv.slice(3);
if (!loads || !urls.length) throw new Error('usage: node bench/paint-stall.mjs <loads> <url> [url …]');
const TIMELINE = ['devtools.timeline', 'loading', 'blink.user_timing'];
const modes = { timeline: TIMELINE, 'timeline+screenshots': [...TIMELINE, 'disabled-by-default-devtools.screenshot'] };

async function firstPaint(url, categories) {
  const chrome = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
    const cdp = await page.context().newCDPSession(page);
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    await cdp.send('Emulation.setDeviceMetricsOverride', { mobile: true, width, height, deviceScaleFactor, screenWidth: width, screenHeight: height });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.goto('about:blank');
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    // FCP is timed at the frame's presentation, so a stalled load has none yet at `load`.
    const fcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(Math.round(entry.startTime));
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(null), 5000);
        }),
    );
    await browser.stopTracing();
    return fcp;
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
  }
}

const results = new Map();
for (let i = 0; i < loads; i++)
  for (const url of urls)
    for (const [mode, categories] of Object.entries(modes)) {
      const key = `${url} ${mode}`;
      results.set(key, [...(results.get(key) ?? []), await firstPaint(url, categories)]);
    }
for (const url of urls)
  for (const mode of Object.keys(modes)) {
    const fcps = results.get(`${url} ${mode}`).sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
    const late = fcps.filter((f) => f === null || f > 1000).length;
    console.log(JSON.stringify({ bench: 'first paint under tracing (diagnosis)', url, mode, fcpMs: fcps, pastOneSecond: `${late}/${fcps.length}` }));
  }
