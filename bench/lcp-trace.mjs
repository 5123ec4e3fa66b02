// A diagnosis, no budget: what the browser did between painting a page and showing it, in the
// unthrottled trace Lighthouse records (mobile emulation, as bench/lighthouse.mjs runs it). For each
// run it prints when the renderer first painted the page (its main thread's Paint), when its
// compositor first drew a frame of it (DrawFrame), and FCP and LCP, which Chromium times at that
// frame's presentation; and how many of the renderer's frames were dropped in between. Lighthouse's
// simulated LCP counts every request and script that finished before the observed LCP, so a page
// painted at 0.3 s but drawn at 1.3 s is charged for everything that ran in that second.
// Usage: node bench/lcp-trace.mjs <url> [runs] [--events]   (--events lists the main thread's work)
import { runLighthouse } from './lighthouse-run.mjs';

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3) || 3;
const listEvents = process.argv.includes('--events');
const traceOf = async (target) => (await runLighthouse(target, { onlyCategories: ['performance'] })).artifacts.Trace.traceEvents;

function summarise(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const at = (e) => (e ? Math.round((e.ts - nav.ts) / 1000) : null);
  const inPage = (e) => e.pid === nav.pid && e.ts >= nav.ts;
  const threadName = new Map(events.filter((e) => e.name === 'thread_name' && e.pid === nav.pid).map((e) => [e.tid, e.args.name]));
  const onThread = (name) => (e) => inPage(e) && threadName.get(e.tid) === name;
  const firstPaint = events.find((e) => e.name === 'Paint' && onThread('CrRendererMain')(e));
  const firstDraw = events.find((e) => e.name === 'DrawFrame' && onThread('Compositor')(e) && firstPaint && e.ts > firstPaint.ts);
  const dropped = events.filter(
    (e) => e.name === 'PipelineReporter' && inPage(e) && e.args?.frame_reporter?.state === 'STATE_DROPPED' && firstPaint && firstDraw && e.ts > firstPaint.ts && e.ts < firstDraw.ts,
  ).length;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && inPage(e));
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && inPage(e)).at(-1);
  const dcl = events.find((e) => e.name === 'MarkDOMContent' && inPage(e));
  return { firstPaintMs: at(firstPaint), firstDrawMs: at(firstDraw), droppedFrames: dropped, fcpMs: at(fcp), lcpMs: at(lcp), lcpType: lcp?.args?.data?.type, domContentLoadedMs: at(dcl) };
}

function mainThreadWork(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const main = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args.name === 'CrRendererMain');
  const names = new Set(['ParseHTML', 'EvaluateScript', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'Commit', 'BeginMainThreadFrame', 'ParseAuthorStyleSheet', 'MarkDOMContent', 'MarkLoad']);
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ts < nav.ts || !names.has(e.name) || ((e.dur ?? 0) < 1000 && e.name === 'FunctionCall')) continue;
    const where = String(e.args?.data?.url ?? e.args?.beginData?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    console.log(`${String(Math.round((e.ts - nav.ts) / 1000)).padStart(6)} ms  ${e.name.padEnd(22)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${where.slice(0, 70)}`);
  }
}

for (let i = 0; i < runs; i++) {
  const events = await traceOf(url);
  console.log(JSON.stringify({ bench: 'paint to screen (diagnosis)', url, run: i + 1, ...summarise(events) }));
  if (listEvents) mainThreadWork(events);
}
