// One Lighthouse run in a fresh headless Chromium, as bench/lighthouse.mjs (the budget) and
// bench/lcp-trace.mjs (its diagnosis) both run it, so the diagnosis reads the same loads the budget
// scores: mobile with default (simulated) throttling, on Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// On top of chrome-launcher's own defaults (launcherFlags below): headless, no sandbox or GPU here.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'];

// chrome-launcher (1.2.1 on, what Lighthouse launches) turns off Chrome's RenderDocument, a new
// renderer document per navigation, which Chrome has on by default, "until remaining bugs are
// fixed" in Lighthouse's own CI (GoogleChrome/lighthouse#16363; Puppeteer stopped turning it off in
// 2026, puppeteer/puppeteer#14745). With it off, the first frame after a render-blocking stylesheet
// is often held ~1 s before it is shown, on the bare photo control with a one-rule stylesheet as on
// the store (docs/performance.md). LIGHTHOUSE_RENDER_DOCUMENT=0 launches it as chrome-launcher does.
const RENDER_DOCUMENT = process.env.LIGHTHOUSE_RENDER_DOCUMENT !== '0';
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') && RENDER_DOCUMENT
    ? '--disable-features=' + flag.slice('--disable-features='.length).split(',').filter((f) => f !== 'RenderDocument').join(',')
    : flag,
);

/** A fresh Debian Chromium, headless, as every Lighthouse bench launches it; the caller kills it. */
export function launchChromium() {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', ignoreDefaultFlags: true, chromeFlags: [...launcherFlags, ...chromeFlags] });
}

/** The run's report (`lhr`) and what it gathered (`artifacts`, the trace among them). */
export async function runLighthouse(url, { onlyCategories, blockedUrlPatterns } = {}) {
  const chrome = await launchChromium();
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...(onlyCategories ? { onlyCategories } : {}), ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}) });
    // A page that did not load scores 0 with no figures; say why rather than print nulls unexplained.
    if (lhr.runtimeError) console.error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, artifacts };
  } finally {
    await chrome.kill();
  }
}
