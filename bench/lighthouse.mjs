// Lighthouse, mobile with default throttling, on the store's pages and on a bare Next.js page
// (bench/control) served beside it, interleaved: control, page 1, page 2, … then again, so both
// see the same minute of this shared machine. Absolute scores here move by ±10 from one minute to
// the next; the ratio to the control measured in the same run does not.
// Budget per page: performance ≥ 0.95 × the control's, TBT ≤ the control's + 100 ms, LCP ≤ the
// control's + 300 ms; accessibility, best practices and SEO = 100.
// Usage: node bench/lighthouse.mjs <store origin> <control origin> [/path ...]
//   (without a control origin, absolute scores only, against the old budget of 95)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const control = process.argv[3]?.startsWith('http') ? process.argv[3] : null;
const rest = process.argv.slice(control ? 4 : 3);
const paths = rest.length ? rest : ['/', '/products', '/products/fiorita'];
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
// Lighthouse's own guidance: performance varies run to run, so report the median of several runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
mkdirSync('bench/results', { recursive: true });

const targets = [...(control ? [{ name: 'control', url: control + '/' }] : []), ...paths.map((p) => ({ name: p, url: base + p }))];

// Each store page is also audited with its scripts blocked: the gap that remains then is the
// document, CSS, fonts and pictures; the rest of the gap is the page's JavaScript. Set
// LIGHTHOUSE_NO_JS_FLOOR=0 to skip it.
const NO_JS_FLOOR = process.env.LIGHTHOUSE_NO_JS_FLOOR !== '0';

async function audit(url, onlyCategories, blockedUrlPatterns) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: flags });
  try {
    return (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...(onlyCategories ? { onlyCategories } : {}), ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}) })).lhr;
  } finally {
    await chrome.kill();
  }
}

// Steady state, as a returning visitor's CDN would serve it: one warm-up visit per page fills
// the caches (data, rendered pages, image optimiser) before the measured runs.
for (const t of targets) await audit(t.url, ['performance']);

const runs = new Map(targets.map((t) => [t.name, []]));
const noJsRuns = new Map(paths.map((p) => [p, []]));
for (let i = 0; i < RUNS; i++) {
  for (const t of targets) {
    runs.get(t.name).push(await audit(t.url));
    if (NO_JS_FLOOR && noJsRuns.has(t.name)) noJsRuns.get(t.name).push(await audit(t.url, ['performance'], ['*.js']));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** One audit's median figure over runs, in whole milliseconds. */
const medianMs = (lhrs, audit) => Math.round(median(lhrs.map((r) => r.audits[audit]?.numericValue ?? NaN)));
function summarise(name) {
  const lhrs = runs.get(name);
  const perf = lhrs.map((r) => r.categories.performance?.score ?? 0);
  // The report kept is the run with the median performance score.
  const mid = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(lhrs.length / 2)];
  const cat = (k) => Math.round((mid.categories[k]?.score ?? 0) * 100);
  return {
    lhr: mid,
    performance: median(perf),
    performanceRuns: perf.map((s) => Math.round(s * 100) / 100),
    tbtMs: medianMs(lhrs, 'total-blocking-time'),
    lcpMs: medianMs(lhrs, 'largest-contentful-paint'),
    fcpMs: medianMs(lhrs, 'first-contentful-paint'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    lcpElement: mid.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

const ctl = control ? summarise('control') : null;
if (ctl) console.log(JSON.stringify({ bench: `lighthouse mobile control (bare Next.js page, median of ${RUNS})`, performance: ctl.performance, performanceRuns: ctl.performanceRuns, tbtMs: ctl.tbtMs, lcpMs: ctl.lcpMs, fcpMs: ctl.fcpMs }));

let failed = false;
for (const path of paths) {
  const s = summarise(path);
  const belowFull = Object.values(s.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}=${a.score}`);
  const others = s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100;
  let pass;
  let verdict;
  if (ctl) {
    const ratio = ctl.performance ? s.performance / ctl.performance : 0;
    const tbtOver = s.tbtMs - ctl.tbtMs;
    const lcpOver = s.lcpMs - ctl.lcpMs;
    pass = ratio >= 0.95 && tbtOver <= 100 && lcpOver <= 300 && others;
    const noJs = noJsRuns.get(path);
    const withoutJs = noJs?.length
      ? {
          lcpWithoutJsMs: medianMs(noJs, 'largest-contentful-paint'),
          fcpWithoutJsMs: medianMs(noJs, 'first-contentful-paint'),
        }
      : {};
    if (withoutJs.lcpWithoutJsMs !== undefined) withoutJs.lcpWithoutJsOverControlMs = withoutJs.lcpWithoutJsMs - ctl.lcpMs;
    verdict = `performance ${s.performance.toFixed(2)} = ${ratio.toFixed(2)}× control (budget ≥ 0.95), TBT ${s.tbtMs} ms = control ${tbtOver >= 0 ? '+' : ''}${tbtOver} (≤ +100), LCP ${s.lcpMs} ms = control ${lcpOver >= 0 ? '+' : ''}${lcpOver} (≤ +300)`;
    console.log(JSON.stringify({ bench: `lighthouse mobile ${path} (median of ${RUNS}, interleaved with the control)`, performance: s.performance, performanceRuns: s.performanceRuns, ratioToControl: Math.round(ratio * 100) / 100, tbtMs: s.tbtMs, tbtOverControlMs: tbtOver, lcpMs: s.lcpMs, lcpOverControlMs: lcpOver, fcpMs: s.fcpMs, ...withoutJs, accessibility: s.accessibility, bestPractices: s.bestPractices, seo: s.seo, lcpElement: s.lcpElement, belowFull: belowFull.slice(0, 12) }));
  } else {
    pass = s.performance >= 0.95 && others;
    verdict = `performance ${s.performance.toFixed(2)} (budget ≥ 0.95 without a control)`;
    console.log(JSON.stringify({ bench: `lighthouse mobile ${path} (median of ${RUNS})`, performance: s.performance, performanceRuns: s.performanceRuns, tbtMs: s.tbtMs, lcpMs: s.lcpMs, accessibility: s.accessibility, bestPractices: s.bestPractices, seo: s.seo, lcpElement: s.lcpElement, belowFull: belowFull.slice(0, 12) }));
  }
  failed ||= !pass;
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${path} ${verdict}; a11y ${s.accessibility} bp ${s.bestPractices} seo ${s.seo}`);
  writeFileSync(`bench/results/lighthouse${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.json`, JSON.stringify(s.lhr));
}
process.exitCode = failed ? 1 : 0;
