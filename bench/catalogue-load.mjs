// Cached catalogue pages under load: the home page, the first page of the listing and a product
// page, each at 50 connections (autocannon) after a warm-up, beside the bare control page.
// Budget: median latency < 20 ms for each store page; the store page's rate is printed as a
// ratio to the control's, measured in the same run.
// Usage: node bench/catalogue-load.mjs <store origin> <control origin> [seconds] [/path ...]
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const control = process.argv[3] ?? null;
const duration = Number(process.argv[4] ?? 10);
const paths = process.argv.slice(5).length ? process.argv.slice(5) : ['/', '/products', '/products/fiorita'];
const load = (url, seconds) => autocannon({ url, connections: 50, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });

let failed = false;
let controlRps = null;
if (control) {
  await load(control + '/', 3);
  const r = await load(control + '/', duration);
  controlRps = r.requests.average;
  console.log(JSON.stringify({ bench: 'control page at 50 connections', reqPerSec: Math.round(controlRps), latencyMs: { p50: r.latency.p50, p99: r.latency.p99 } }));
}
for (const path of paths) {
  const first = await fetch(base + path);
  await first.arrayBuffer();
  await load(base + path, 3);
  const r = await load(base + path, duration);
  const cache = (await fetch(base + path)).headers;
  const pass = r.latency.p50 < 20 && r.non2xx + r.errors === 0;
  failed ||= !pass;
  console.log(
    JSON.stringify({
      bench: `GET ${path} at 50 connections`,
      reqPerSec: Math.round(r.requests.average),
      ratioToControl: controlRps ? Math.round((r.requests.average / controlRps) * 100) / 100 : null,
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99 },
      non2xx: r.non2xx + r.errors,
      xNextjsCache: cache.get('x-nextjs-cache'),
      cacheControl: cache.get('cache-control'),
    }),
  );
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${path} median ${r.latency.p50} ms (budget < 20 ms)`);
}
process.exitCode = failed ? 1 : 0;
