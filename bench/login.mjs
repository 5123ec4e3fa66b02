// POST /api/v1/auth/login at 20 concurrent sign-ins. Budget: p99 < 300 ms.
// Each of the 20 workers signs in as its own customer (registered first), again and again, so the
// figure is argon2id verification plus the session work under contention, as at a sale's opening.
// Usage: node bench/login.mjs http://127.0.0.1:3300 [seconds]
const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const seconds = Number(process.argv[3] ?? 20);
const WORKERS = 20;
const run = Date.now().toString(36);
// Distinct client addresses, as 20 shoppers would have; the per-IP limits are not what is measured.
const ipOf = (i) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function post(path, body, ip) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

const accounts = Array.from({ length: WORKERS }, (_, i) => ({
  email: `bench-${run}-${i}@example.in`,
  password: `Bench#${run}-${i}`,
  ip: ipOf(i),
}));
for (const a of accounts) {
  const status = await post('/api/v1/auth/register', { name: 'Bench Shopper', email: a.email, password: a.password, confirmPassword: a.password, acceptTerms: true }, a.ip);
  if (status !== 201) throw new Error(`register answered ${status}`);
}

const latencies = [];
let failures = 0;
async function worker(a, until, record) {
  while (Date.now() < until) {
    const started = performance.now();
    const status = await post('/api/v1/auth/login', { email: a.email, password: a.password }, a.ip);
    if (record) latencies.push(performance.now() - started);
    if (status !== 200) failures++;
  }
}
// Warm-up, then the measured run.
await Promise.all(accounts.map((a) => worker(a, Date.now() + 3000, false)));
failures = 0;
await Promise.all(accounts.map((a) => worker(a, Date.now() + seconds * 1000, true)));

latencies.sort((x, y) => x - y);
const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
const p99 = pct(99);
console.log(JSON.stringify({ bench: 'POST /api/v1/auth/login', concurrency: WORKERS, durationS: seconds, logins: latencies.length, perSecond: +(latencies.length / seconds).toFixed(1), latencyMs: { p50: pct(50), p90: pct(90), p99, max: Math.round(latencies.at(-1)) }, failures }));
const pass = p99 < 300 && failures === 0;
console.log(`${pass ? 'PASS' : 'FAIL'}: p99 ${p99} ms at ${WORKERS} concurrent logins (budget < 300)`);
process.exitCode = pass ? 0 : 1;
