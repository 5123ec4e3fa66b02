// GET /api/v1/products with filters at 50 connections (autocannon), as a ratio to a static file
// served by the same server in the same run (public/placeholder-product.webp, 2.6 kB): the static
// file is measured before and after the API and averaged, so both see the same minute of this
// shared machine. Budget (issue 29): ≥ 0.5 × the static file's rate, p99 ≤ 3 × the static file's
// p99 in the same run (the mean of its two runs), no error.
// Usage: node bench/api-load.mjs http://127.0.0.1:3300 [seconds] [server pid] [control origin]
// With the control's origin (bench/control served by `next start`, as `npm run bench` does) it also
// measures the framework's own floor in the same minutes: a bare route handler answering a fixed
// body of the listing's size (bench/control/app/api/floor) against the same static file from that
// server. That floor is what no route handler on `next start` can beat; the store's ratio is
// printed against it too.
// With the server's pid (the node process itself, not an npx wrapper: `ss -ltnpH 'sport = :3300'`)
// it also prints the server's CPU time per request of each (utime + stime from /proc): a rate moves
// with whatever else runs on a shared machine, the CPU a request costs much less so.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const duration = Number(process.argv[3] ?? 20);
const paths = [
  '/api/v1/products?category=Female,Unisex&maxPrice=3000&sort=price-asc',
  '/api/v1/products?gender=men&sort=rating-desc',
  '/api/v1/products?search=rose&sort=newest',
  '/api/v1/products?category=Others&page=1&limit=12',
];
const STATIC = '/placeholder-product.webp';
const serverPid = process.argv[4] && process.argv[4] !== '-' ? process.argv[4] : undefined;
const control = process.argv[5];
const FLOOR = '/api/floor?category=Female,Unisex&sort=price-asc';
const cpuMs = () => {
  if (!serverPid) return 0;
  const fields = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms (USER_HZ)
};
const load = async (requests, seconds, origin = base) => {
  const cpu0 = cpuMs();
  const result = await autocannon({ url: origin, connections: 50, duration: seconds, requests });
  result.cpuMs = cpuMs() - cpu0;
  return result;
};
const staticRequests = [{ method: 'GET', path: STATIC }];
const apiRequests = paths.map((path) => ({ method: 'GET', path }));

// Warm up: fill the data cache and let the JIT settle, then measure the steady state.
for (const p of [...paths, STATIC]) await fetch(base + p);
await load(apiRequests, 5);
await load(staticRequests, 3);

if (control) {
  await fetch(control + FLOOR);
  await load([{ method: 'GET', path: FLOOR }], 3, control);
}
// `requests` for `duration` seconds between two half-length runs of the static file from the same
// server, so the route and its control see the same minutes.
const betweenStatic = async (requests, origin = base) => {
  const before = await load(staticRequests, Math.ceil(duration / 2), origin);
  const route = await load(requests, duration, origin);
  const after = await load(staticRequests, Math.ceil(duration / 2), origin);
  return { before, route, after };
};
const { before: staticBefore, route: api, after: staticAfter } = await betweenStatic(apiRequests);
// The floor, measured right after in the same way.
let floor = null;
if (control) {
  const { before: s1, route, after: s2 } = await betweenStatic([{ method: 'GET', path: FLOOR }], control);
  const bytes = (await (await fetch(control + FLOOR)).arrayBuffer()).byteLength;
  const staticAvg = (s1.requests.average + s2.requests.average) / 2;
  floor = {
    reqPerSec: Math.round(route.requests.average),
    staticFileReqPerSec: Math.round(staticAvg),
    ratioToStatic: Math.round((route.requests.average / staticAvg) * 100) / 100,
    p99Ms: route.latency.p99,
    bodyBytes: bytes,
  };
}

const staticRps = (staticBefore.requests.average + staticAfter.requests.average) / 2;
const rps = api.requests.average;
const ratio = rps / staticRps;
const p99 = api.latency.p99;
const staticP99 = (staticBefore.latency.p99 + staticAfter.latency.p99) / 2;
const non2xx = api.non2xx + api.errors + staticBefore.non2xx + staticAfter.non2xx;
console.log(
  JSON.stringify({
    bench: 'GET /api/v1/products (filters) vs a static file',
    connections: 50,
    durationS: duration,
    reqPerSec: Math.round(rps),
    staticFileReqPerSec: Math.round(staticRps),
    staticRuns: [Math.round(staticBefore.requests.average), Math.round(staticAfter.requests.average)],
    ratioToStatic: Math.round(ratio * 100) / 100,
    latencyMs: { p50: api.latency.p50, p90: api.latency.p90, p99 },
    // The p99 budget's control: the static file's own p99 in the same minutes; and the load average
    // (what else ran).
    staticP99Ms: [staticBefore.latency.p99, staticAfter.latency.p99],
    p99RatioToStatic: Math.round((p99 / staticP99) * 100) / 100,
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    non2xx,
    // A bare Next.js route handler's rate against a static file from its own server (the control).
    ...(floor ? { frameworkFloor: floor, ratioToFloorRatio: Math.round((ratio / floor.ratioToStatic) * 100) / 100 } : {}),
    ...(serverPid
      ? {
          serverCpuMsPerRequest: {
            static: +((staticBefore.cpuMs + staticAfter.cpuMs) / (staticBefore.requests.total + staticAfter.requests.total)).toFixed(3),
            api: +(api.cpuMs / api.requests.total).toFixed(3),
          },
        }
      : {}),
  }),
);
const pass = ratio >= 0.5 && p99 <= 3 * staticP99 && non2xx === 0;
console.log(
  `${pass ? 'PASS' : 'FAIL'}: ${rps.toFixed(0)} req/s = ${ratio.toFixed(2)}× a static file's ${staticRps.toFixed(0)} req/s (budget ≥ 0.5×), ` +
    `p99 ${p99} ms = ${(p99 / staticP99).toFixed(2)}× the static file's ${staticP99} ms (budget ≤ 3×)` +
    (floor ? `; a bare Next.js route handler (${floor.bodyBytes} bytes) in the same run: ${floor.ratioToStatic}× its static file` : ''),
);
process.exitCode = pass ? 0 : 1;
