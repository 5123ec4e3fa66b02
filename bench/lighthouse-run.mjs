// One Lighthouse run in a fresh headless Chromium, as bench/lighthouse.mjs (the budget) and
// bench/lcp-trace.mjs (its diagnosis) both run it, so the diagnosis reads the same loads the budget
// scores: mobile with default (simulated) throttling, on Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** A fresh Debian Chromium, headless, as every Lighthouse bench launches it; the caller kills it. */
export function launchChromium() {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags });
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
