// POST /api/v1/cart/add and GET /api/v1/cart at 50 connections (autocannon). Budget: p99 < 50 ms each.
// Adds come from fresh guests (no cookie), the costliest add: a new cart, its first line and the
// whole cart view in the answer. Reads come from 50 guests whose carts hold three perfumes each.
// Usage: node bench/cart.mjs http://127.0.0.1:3300 [seconds]
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const duration = Number(process.argv[3] ?? 15);
const CONNECTIONS = 50;

const list = await (await fetch(`${base}/api/v1/products?limit=48&sort=newest`)).json();
const inStock = list.data.filter((p) => p.stock > 20).map((p) => p.id);
if (inStock.length < 3) throw new Error('need three products with stock');

async function guestWithCart() {
  let cookie = '';
  for (const productId of inStock.slice(0, 3)) {
    const res = await fetch(`${base}/api/v1/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    if (res.status !== 200) throw new Error(`add answered ${res.status}`);
    cookie ||= res.headers.getSetCookie().find((c) => c.startsWith('ma_guest='))?.split(';')[0] ?? '';
  }
  return cookie;
}
const cookies = [];
for (let i = 0; i < CONNECTIONS; i++) cookies.push(await guestWithCart());

function report(name, result, budget) {
  const non2xx = result.non2xx + result.errors;
  const p99 = result.latency.p99;
  console.log(JSON.stringify({ bench: name, connections: CONNECTIONS, durationS: duration, reqPerSec: result.requests.average, latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99 }, non2xx }));
  const pass = p99 < budget && non2xx === 0;
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${name} p99 ${p99} ms (budget < ${budget}), ${result.requests.average.toFixed(0)} req/s`);
  return pass;
}

const addRequests = inStock.map((productId) => ({
  method: 'POST',
  path: '/api/v1/cart/add',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ productId, quantity: 1 }),
}));
// Warm-up, then measure.
await autocannon({ url: base, connections: CONNECTIONS, duration: 3, requests: addRequests });
const adds = await autocannon({ url: base, connections: CONNECTIONS, duration, requests: addRequests });

let next = 0;
const reads = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration,
  requests: [{ method: 'GET', path: '/api/v1/cart', setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[next++ % cookies.length] } }) }],
});

const ok1 = report('POST /api/v1/cart/add (new guest)', adds, 50);
const ok2 = report('GET /api/v1/cart (3 lines)', reads, 50);
process.exitCode = ok1 && ok2 ? 0 : 1;
