// Lighthouse, mobile with default throttling, on the store's pages and on bare Next.js pages
// (bench/control) served beside them, interleaved: text control, photo control, styled photo
// control, page 1, page 2, … then again, so all see the same minute of this shared machine.
// Absolute scores here move by ±10 from one minute to the next; the difference from a control
// measured in the same run does not.
// The controls: `/`, one server component of text (the framework's floor), and `/photo`, the same
// with the photograph the product page shows first, through next/image with `priority` (the
// framework's floor for a page whose largest paint is a picture, as each store page measured here
// is). The budgets are against the photo control; the text control's figures are printed beside,
// and so are those of `/photo-styled`, the photo control with one render-blocking stylesheet of a
// single rule: the floor for any page that links a stylesheet, which every store page does (its
// first paint waits for the stylesheet, by which time Next's own scripts have run, and Lighthouse's
// simulation charges their download and run to the LCP: docs/performance.md).
// Budget per page: performance ≥ 0.95 × the photo control's, TBT ≤ its + 100 ms, LCP ≤ its +
// 300 ms; accessibility, best practices and SEO = 100.
// Each line also gives Lighthouse's LCP breakdown (the largest-contentful-paint-element audit:
// TTFB, load delay, load time, render delay, in the simulated time that sums to the LCP figure),
// the page's and the photo control's, so one sees which part of the LCP a page adds; and the
// unthrottled browser's own (the lcp-breakdown-insight audit, observed, not simulated; the only
// one from Lighthouse 13 on, which drops the element audit).
// Usage: node bench/lighthouse.mjs <store origin> <control origin> [/path ...]
//   (without a control origin, absolute scores only, against the old budget of 95)
import { mkdirSync, writeFileSync } from 'node:fs';
import { runLighthouse } from './lighthouse-run.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const control = process.argv[3]?.startsWith('http') ? process.argv[3] : null;
const rest = process.argv.slice(control ? 4 : 3);
const paths = rest.length ? rest : ['/', '/products', '/products/fiorita'];
// Lighthouse's own guidance: performance varies run to run, so report the median of several runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
mkdirSync('bench/results', { recursive: true });

const CONTROLS = control
  ? [
      { name: 'control-text', url: control + '/' },
      { name: 'control-photo', url: control + '/photo' },
      { name: 'control-photo-styled', url: control + '/photo-styled' },
    ]
  : [];
const targets = [...CONTROLS, ...paths.map((p) => ({ name: p, url: base + p }))];

// Each store page is also audited with its scripts blocked: the gap that remains then is the
// document, CSS, fonts and pictures; the rest of the gap is the page's JavaScript. Set
// LIGHTHOUSE_NO_JS_FLOOR=0 to skip it.
const NO_JS_FLOOR = process.env.LIGHTHOUSE_NO_JS_FLOOR !== '0';

async function audit(url, onlyCategories, blockedUrlPatterns) {
  return (await runLighthouse(url, { onlyCategories, blockedUrlPatterns })).lhr;
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
/** The run at the middle of `lhrs` ordered by `key` (for an odd count, the one whose figure is the median). */
const middleRun = (lhrs, key) => [...lhrs].sort((a, b) => key(a) - key(b))[Math.floor(lhrs.length / 2)];

// The LCP's parts, named as Lighthouse 12's lcp-breakdown-insight names them. The
// largest-contentful-paint-element audit (Lighthouse 12; 13 drops it for the insight) calls them
// TTFB, Load Delay, Load Time and Render Delay and gives them in the simulated time of the LCP
// figure, which they sum to; the insight gives the unthrottled browser's observed durations.
// A text LCP has no resource: the audit gives it load delay and load time 0, the insight leaves
// them out. So does the audit for a picture whose paint it could not tie to its request (all
// after TTFB is then render delay).
const PHASES = { TTFB: 'ttfb', 'Load Delay': 'resourceLoadDelay', 'Load Time': 'resourceLoadDuration', 'Render Delay': 'elementRenderDelay' };
const SUBPARTS = { timeToFirstByte: 'ttfb', resourceLoadDelay: 'resourceLoadDelay', resourceLoadDuration: 'resourceLoadDuration', elementRenderDelay: 'elementRenderDelay' };
function breakdown(rows, nameKey, valueKey, names) {
  if (!rows?.length) return null;
  return Object.fromEntries(rows.filter((r) => names[r[nameKey]]).map((r) => [names[r[nameKey]], Math.round(r[valueKey])]));
}
const tableItems = (details, key) => details?.items?.find((t) => t.type === 'table' && t.headings?.some((h) => h.key === key))?.items;
const simulatedBreakdown = (lhr) => breakdown(tableItems(lhr.audits['largest-contentful-paint-element']?.details, 'phase'), 'phase', 'timing', PHASES);
const observedBreakdown = (lhr) => breakdown(tableItems(lhr.audits['lcp-breakdown-insight']?.details, 'label'), 'subpart', 'duration', SUBPARTS);
/** Each part of `a` less the same part of `b` (a part missing from one counts as 0 there). */
function partsOver(a, b) {
  if (!a || !b) return null;
  return Object.fromEntries(Object.values(PHASES).map((k) => [k, (a[k] ?? 0) - (b[k] ?? 0)]));
}
function lcpElementOf(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details ?? lhr.audits['lcp-breakdown-insight']?.details;
  const node = details?.items?.map((t) => (t.type === 'node' ? t : t.items?.[0]?.node)).find((n) => n?.snippet);
  return node?.snippet ?? null;
}

function summarise(name) {
  const lhrs = runs.get(name);
  const perf = lhrs.map((r) => r.categories.performance?.score ?? 0);
  // The report kept is the run with the median performance score; the LCP breakdown is the run
  // with the median LCP's, so its parts add up to the LCP printed.
  const mid = middleRun(lhrs, (r) => r.categories.performance?.score ?? 0);
  const midLcp = middleRun(lhrs, (r) => r.audits['largest-contentful-paint']?.numericValue ?? 0);
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
    lcpElement: lcpElementOf(midLcp),
    lcpBreakdownMs: simulatedBreakdown(midLcp),
    lcpBreakdownUnthrottledMs: observedBreakdown(midLcp),
  };
}
const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;
const parts = (b) => (b ? `TTFB ${b.ttfb ?? 0} / load delay ${b.resourceLoadDelay ?? 0} / load ${b.resourceLoadDuration ?? 0} / render delay ${b.elementRenderDelay ?? 0}` : 'no breakdown');

/** A page's performance as a ratio to a control's measured in the same run, its TBT and LCP as differences. */
const against = (s, c) => ({ ratio: c.performance ? s.performance / c.performance : 0, tbtOver: s.tbtMs - c.tbtMs, lcpOver: s.lcpMs - c.lcpMs });

const text = control ? summarise('control-text') : null;
const photo = control ? summarise('control-photo') : null;
const styled = control ? summarise('control-photo-styled') : null;
if (control) {
  const line = (c) => ({ performance: c.performance, performanceRuns: c.performanceRuns, tbtMs: c.tbtMs, lcpMs: c.lcpMs, fcpMs: c.fcpMs, lcpBreakdownMs: c.lcpBreakdownMs, lcpBreakdownUnthrottledMs: c.lcpBreakdownUnthrottledMs, lcpElement: c.lcpElement });
  console.log(JSON.stringify({ bench: `lighthouse mobile control-text (bare Next.js page, text only, median of ${RUNS})`, ...line(text) }));
  console.log(JSON.stringify({ bench: `lighthouse mobile control-photo (bare Next.js page, the product's first photograph through next/image, median of ${RUNS})`, ...line(photo) }));
  console.log(JSON.stringify({ bench: `lighthouse mobile control-photo-styled (the photo control with one render-blocking one-rule stylesheet, a reference, median of ${RUNS})`, ...line(styled) }));
}

let failed = false;
for (const path of paths) {
  const s = summarise(path);
  const belowFull = Object.values(s.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}=${a.score}`);
  const others = s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100;
  let pass;
  let verdict;
  if (control) {
    const { ratio, tbtOver, lcpOver } = against(s, photo);
    const vsText = against(s, text);
    const vsStyled = against(s, styled);
    pass = ratio >= 0.95 && tbtOver <= 100 && lcpOver <= 300 && others;
    const noJs = noJsRuns.get(path);
    const withoutJs = noJs?.length
      ? {
          lcpWithoutJsMs: medianMs(noJs, 'largest-contentful-paint'),
          fcpWithoutJsMs: medianMs(noJs, 'first-contentful-paint'),
        }
      : {};
    if (withoutJs.lcpWithoutJsMs !== undefined) withoutJs.lcpWithoutJsOverPhotoMs = withoutJs.lcpWithoutJsMs - photo.lcpMs;
    const round2 = (n) => Math.round(n * 100) / 100;
    verdict =
      `performance ${s.performance.toFixed(2)} = ${ratio.toFixed(2)}× photo control (budget ≥ 0.95), TBT ${s.tbtMs} ms = photo ${signed(tbtOver)} (≤ +100), LCP ${s.lcpMs} ms = photo ${signed(lcpOver)} (≤ +300); ` +
      `text control: ${vsText.ratio.toFixed(2)}×, TBT ${signed(vsText.tbtOver)}, LCP ${signed(vsText.lcpOver)}; ` +
      `styled photo control (LCP ${styled.lcpMs}): ${vsStyled.ratio.toFixed(2)}×, TBT ${signed(vsStyled.tbtOver)}, LCP ${signed(vsStyled.lcpOver)}; ` +
      (s.lcpBreakdownMs && photo.lcpBreakdownMs
        ? `LCP parts ${parts(s.lcpBreakdownMs)} ms against the photo control's ${parts(photo.lcpBreakdownMs)}`
        : `LCP parts unthrottled ${parts(s.lcpBreakdownUnthrottledMs)} ms against the photo control's ${parts(photo.lcpBreakdownUnthrottledMs)}`);
    console.log(
      JSON.stringify({
        bench: `lighthouse mobile ${path} (median of ${RUNS}, interleaved with both controls)`,
        performance: s.performance,
        performanceRuns: s.performanceRuns,
        ratioToPhoto: round2(ratio),
        tbtMs: s.tbtMs,
        tbtOverPhotoMs: tbtOver,
        lcpMs: s.lcpMs,
        lcpOverPhotoMs: lcpOver,
        ratioToText: round2(vsText.ratio),
        tbtOverTextMs: vsText.tbtOver,
        lcpOverTextMs: vsText.lcpOver,
        ratioToStyled: round2(vsStyled.ratio),
        tbtOverStyledMs: vsStyled.tbtOver,
        lcpOverStyledMs: vsStyled.lcpOver,
        fcpMs: s.fcpMs,
        ...withoutJs,
        lcpBreakdownMs: s.lcpBreakdownMs,
        photoLcpBreakdownMs: photo.lcpBreakdownMs,
        lcpBreakdownOverPhotoMs: partsOver(s.lcpBreakdownMs, photo.lcpBreakdownMs),
        lcpBreakdownUnthrottledMs: s.lcpBreakdownUnthrottledMs,
        lcpBreakdownUnthrottledOverPhotoMs: partsOver(s.lcpBreakdownUnthrottledMs, photo.lcpBreakdownUnthrottledMs),
        accessibility: s.accessibility,
        bestPractices: s.bestPractices,
        seo: s.seo,
        lcpElement: s.lcpElement,
        belowFull: belowFull.slice(0, 12),
      }),
    );
  } else {
    pass = s.performance >= 0.95 && others;
    verdict = `performance ${s.performance.toFixed(2)} (budget ≥ 0.95 without a control)`;
    console.log(JSON.stringify({ bench: `lighthouse mobile ${path} (median of ${RUNS})`, performance: s.performance, performanceRuns: s.performanceRuns, tbtMs: s.tbtMs, lcpMs: s.lcpMs, lcpBreakdownMs: s.lcpBreakdownMs, accessibility: s.accessibility, bestPractices: s.bestPractices, seo: s.seo, lcpElement: s.lcpElement, belowFull: belowFull.slice(0, 12) }));
  }
  failed ||= !pass;
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${path} ${verdict}; a11y ${s.accessibility} bp ${s.bestPractices} seo ${s.seo}`);
  writeFileSync(`bench/results/lighthouse${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.json`, JSON.stringify(s.lhr));
}
if (photo) writeFileSync('bench/results/lighthouse_control_photo.json', JSON.stringify(photo.lhr));
process.exitCode = failed ? 1 : 0;
