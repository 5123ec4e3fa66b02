// GET /api/v1/products/suggest at 20 connections (autocannon), as a shopper's keystrokes make it:
// prefixes of names, notes and categories, some misspelt (the close-spelling path), some matching
// nothing. Budget: p99 < 50 ms, no error (docs/api.md, docs/performance.md).
// Usage: node bench/suggest-load.mjs http://127.0.0.1:3300 [seconds]   (against `next start`)
import os from 'node:os';
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const duration = Number(process.argv[3] ?? 20);
const typed = ['f', 'fi', 'fio', 'fior', 'fiorta', 'ros', 'rose', 'jasm', 'noir tab', 'noir tabak', 'monson', 'vetiver', 'oud', 'female', 'women', 'zzqx'];
const requests = typed.map((q) => ({ method: 'GET', path: `/api/v1/products/suggest?q=${encodeURIComponent(q)}` }));

// Warm up: build the index and let the JIT settle, then measure the steady state.
for (const r of requests) await fetch(base + r.path);
await autocannon({ url: base, connections: 20, duration: 3, requests });

const result = await autocannon({ url: base, connections: 20, duration, requests });
// For reading p99 on a shared machine: a route handler that does nothing, in the same minute.
const idle = await autocannon({ url: base, connections: 20, duration: Math.ceil(duration / 2), requests: [{ method: 'GET', path: '/api/v1/auth/providers' }] });
const { p50, p90, p99 } = result.latency;
const non2xx = result.non2xx + result.errors;
console.log(
  JSON.stringify({
    bench: 'GET /api/v1/products/suggest',
    connections: 20,
    durationS: duration,
    reqPerSec: Math.round(result.requests.average),
    latencyMs: { p50, p90, p99 },
    emptyHandlerLatencyMs: { p50: idle.latency.p50, p99: idle.latency.p99, reqPerSec: Math.round(idle.requests.average) },
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    non2xx,
  }),
);
const pass = p99 < 50 && non2xx === 0;
console.log(`${pass ? 'PASS' : 'FAIL'}: p50 ${p50} ms, p99 ${p99} ms (budget < 50) at ${Math.round(result.requests.average)} req/s`);
process.exitCode = pass ? 0 : 1;
