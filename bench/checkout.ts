// Checkout budgets against a running server on PostgreSQL (races on PGlite prove nothing):
//   1. 200 customers place an order at once for a perfume with 50 left: zero oversell, zero 500s.
//   2. 20 customers keep placing orders: POST /api/v1/orders/create p99 < 250 ms.
// The script makes its customers directly in the server's database and signs their bearer
// tokens with the server's AUTH_SECRET, so no password hashing sits in the measurement.
// Usage: DATABASE_URL=… AUTH_SECRET=… npx tsx --conditions=react-server bench/checkout.ts http://127.0.0.1:3302 [seconds]
import { eq, inArray } from 'drizzle-orm';
import { signBearerToken } from '../lib/auth/session-token';
import { openPostgres } from '../lib/db/client';
import { cartItems, carts, orderItems, products, users } from '../lib/db/schema';
import { newId } from '../lib/ids';

const base = process.argv[2] ?? 'http://127.0.0.1:3302';
const seconds = Number(process.argv[3] ?? 20);
const secret = process.env.AUTH_SECRET!;
if (!process.env.DATABASE_URL || !secret) throw new Error('DATABASE_URL and AUTH_SECRET must be the server’s');
const { db, close } = await openPostgres(process.env.DATABASE_URL, 4);

const ADDRESS = { fullName: 'Bench Shopper', addressLine1: '1 MG Road', city: 'Mumbai', state: 'Maharashtra', postalCode: '400001', country: 'India', phone: '9876543210' };

async function makeCustomers(n: number) {
  const rows = Array.from({ length: n }, () => {
    const id = newId();
    return { id, name: 'Bench Shopper', email: `bench-${id}@example.test`, emailVerifiedAt: new Date() };
  });
  await db.insert(users).values(rows);
  return Promise.all(rows.map(async (r) => ({ id: r.id, auth: `Bearer ${(await signBearerToken(secret, { sub: r.id, sv: 1, role: 'user' })).token}` })));
}

async function makeProduct(stock: number) {
  const id = newId();
  await db.insert(products).values({
    id, slug: `bench-${id}`, name: `Bench Parfum ${id.slice(-5)}`, brand: 'Maison Aurelle', category: 'Unisex', description: ['Bench.'],
    images: ['/products/amaira-1.webp'], pricePaise: 189_900, mrpPaise: 189_900, stock, concentration: 'Eau de Parfum', volumeMl: 50,
    manufacturer: 'Maison Aurelle Fragrances Private Limited',
  });
  return id;
}

const headers = (auth: string) => ({ authorization: auth, 'content-type': 'application/json' });
async function addToCart(auth: string, productId: string) {
  const res = await fetch(`${base}/api/v1/cart/add`, { method: 'POST', headers: headers(auth), body: JSON.stringify({ productId, quantity: 1 }) });
  if (res.status !== 200) throw new Error(`cart add answered ${res.status}`);
}
async function placeOrder(c: { id: string; auth: string }) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/orders/create/${c.id}`, {
    method: 'POST',
    headers: { ...headers(c.auth), 'idempotency-key': newId() },
    body: JSON.stringify({ shippingAddress: ADDRESS, paymentMethod: 'online', couponCode: '' }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

// 1. The stampede.
const scarce = await makeProduct(50);
const crowd = await makeCustomers(200);
for (const c of crowd) await addToCart(c.auth, scarce);
const stampede = await Promise.all(crowd.map(placeOrder));
const count = (s: number) => stampede.filter((r) => r.status === s).length;
const [left] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, scarce));
const sold = await db.select({ q: orderItems.quantity }).from(orderItems).where(eq(orderItems.productId, scarce));
const unitsSold = sold.reduce((n, r) => n + r.q, 0);
const oversell = unitsSold - 50 > 0 ? unitsSold - 50 : 0;
const e500 = stampede.filter((r) => r.status >= 500).length;
console.log(JSON.stringify({ bench: '200 concurrent checkouts, 50 in stock', created: count(201), refused409: count(409), server5xx: e500, unitsSold, stockLeft: left!.stock, oversell }));
const pass1 = count(201) === 50 && oversell === 0 && left!.stock === 0 && e500 === 0 && count(201) + count(409) === 200;
console.log(`${pass1 ? 'PASS' : 'FAIL'}: 200 concurrent checkouts: ${count(201)} orders for 50 units, oversell ${oversell}, 5xx ${e500}`);

// 2. Sustained ordering at 20 concurrent customers. Their carts are refilled straight in the
// database between orders, so the server's time is the order creation alone.
const plenty = await makeProduct(1_000_000);
const steady = await makeCustomers(20);
const cartIds = new Map<string, string>();
for (const c of steady) {
  const [row] = await db.insert(carts).values({ userId: c.id }).returning({ id: carts.id });
  cartIds.set(c.id, row!.id);
}
const refill = (userId: string) =>
  db.insert(cartItems).values({ cartId: cartIds.get(userId)!, productId: plenty, quantity: 1, unitPriceAtAddPaise: 189_900 });
const latencies: number[] = [];
let errors = 0;
const until = Date.now() + seconds * 1000;
const warmUntil = Date.now() + 3000;
await Promise.all(
  steady.map(async (c) => {
    while (Date.now() < until) {
      await refill(c.id);
      const r = await placeOrder(c);
      if (r.status !== 201) errors += 1;
      else if (Date.now() > warmUntil) latencies.push(r.ms);
    }
  }),
);
latencies.sort((a, b) => a - b);
const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!);
const p99 = pct(99);
console.log(JSON.stringify({ bench: 'POST /api/v1/orders/create', customers: 20, orders: latencies.length, perSecond: +(latencies.length / (seconds - 3)).toFixed(1), latencyMs: { p50: pct(50), p90: pct(90), p99 }, errors }));
const pass2 = p99 < 250 && errors === 0;
console.log(`${pass2 ? 'PASS' : 'FAIL'}: order creation p99 ${p99} ms at 20 concurrent customers (budget < 250)`);

await db.delete(users).where(inArray(users.id, [...crowd, ...steady].map((c) => c.id))).catch(() => undefined);
await close();
process.exitCode = pass1 && pass2 ? 0 : 1;
