// GET /api/v1/products with filters at 50 connections (autocannon). Budget: >= 500 req/s, p99 < 100 ms.
// Usage: node bench/api-load.mjs http://127.0.0.1:3300 [seconds]
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const duration = Number(process.argv[3] ?? 20);
const paths = [
  '/api/v1/products?category=Female,Unisex&maxPrice=3000&sort=price-asc',
  '/api/v1/products?gender=men&sort=rating-desc',
  '/api/v1/products?search=rose&sort=newest',
  '/api/v1/products?category=Others&page=1&limit=12',
];
// Warm up: fill the data cache and let the JIT settle, then measure the steady state.
for (const p of paths) await fetch(base + p);
await autocannon({ url: base, connections: 50, duration: 5, requests: paths.map((path) => ({ method: 'GET', path })) });

const result = await autocannon({
  url: base,
  connections: 50,
  duration,
  requests: paths.map((path) => ({ method: 'GET', path })),
});
const rps = result.requests.average;
const p99 = result.latency.p99;
const non2xx = result.non2xx + result.errors;
console.log(JSON.stringify({ bench: 'GET /api/v1/products (filters)', connections: 50, durationS: duration, reqPerSec: rps, latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99 }, non2xx }));
const pass = rps >= 500 && p99 < 100 && non2xx === 0;
console.log(`${pass ? 'PASS' : 'FAIL'}: ${rps.toFixed(0)} req/s (budget >= 500), p99 ${p99} ms (budget < 100)`);
process.exitCode = pass ? 0 : 1;
