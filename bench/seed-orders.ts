// Fills a database with N synthetic orders (default 50,000) and their lines, for the admin
// orders budget. Orders spread over the last year (so today, the last 7 days and last month
// all hold some), from 2,000 customers, with statuses and payments as a running shop has them.
// Usage: DATA_DIR=/tmp/bench-orders npx tsx --conditions=react-server bench/seed-orders.ts [count]
//    or: DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/seed-orders.ts [count]
import { sql } from 'drizzle-orm';
import { closeDb, getDbHandle } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/migrate';
import { orderItems, orders, products, users, type PostalAddress } from '../lib/db/schema';
import { newId } from '../lib/ids';

const count = Number(process.argv[2] ?? 50_000);
const CUSTOMERS = 2_000;
const BATCH = 1_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

const first = ['Aarav', 'Priya', 'Vivaan', 'Ananya', 'Aditya', 'Diya', 'Arjun', 'Ishaan', 'Meera', 'Kabir', 'Saanvi', 'Rohan', 'Nisha', 'Vikram', 'Kavya', 'Rahul', 'Pooja', 'Siddharth', 'Tara', 'Farhan'];
const last = ['Sharma', 'Iyer', 'Mehta', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Kapoor', 'Menon', 'Das', 'Joshi', 'Khan', 'Patel', 'Rao', 'Bose', 'Pillai'];
const places: [string, string, string][] = [
  ['Bengaluru', 'Karnataka', '560001'],
  ['Mumbai', 'Maharashtra', '400001'],
  ['New Delhi', 'Delhi', '110001'],
  ['Chennai', 'Tamil Nadu', '600001'],
  ['Kolkata', 'West Bengal', '700001'],
  ['Hyderabad', 'Telangana', '500001'],
  ['Pune', 'Maharashtra', '411001'],
  ['Jaipur', 'Rajasthan', '302001'],
  ['Kochi', 'Kerala', '682001'],
  ['Ahmedabad', 'Gujarat', '380001'],
];

// mulberry32: a small LCG's consecutive draws are correlated, which skewed the statuses by age.
let seed = 7;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const handle = await getDbHandle();
await prepareDatabase(handle, { seed: true });
const { db } = handle;
const started = Date.now();

const catalogue = await db.select({ id: products.id, name: products.name, pricePaise: products.pricePaise, brand: products.brand, category: products.category, image: sql<string | null>`${products.images}[1]` }).from(products).limit(200);
if (catalogue.length === 0) throw new Error('no products to order');

const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
  const name = `${pick(first)} ${pick(last)}`;
  const [city, state, pin] = pick(places);
  const address: PostalAddress = { fullName: name, addressLine1: `${1 + Math.floor(rand() * 200)}, ${pick(['MG Road', 'Park Street', 'Linking Road', 'Anna Salai', 'Residency Road'])}`, city, state, postalCode: pin, country: 'India', phone: `9${String(Math.floor(rand() * 1e9)).padStart(9, '0')}` };
  return { id: newId(new Date(Date.now() - 400 * DAY + i * 1000)), name, email: `bench-customer-${i}@example.in`, address };
});
for (let i = 0; i < customers.length; i += BATCH) {
  await db
    .insert(users)
    .values(customers.slice(i, i + BATCH).map((c) => ({ id: c.id, name: c.name, email: c.email, role: 'user' as const, emailVerifiedAt: new Date(), address: c.address, createdAt: new Date(Date.now() - Math.floor(rand() * 400) * DAY) })))
    .onConflictDoNothing();
}

type Status = NonNullable<(typeof orders.$inferInsert)['status']>;
type Payment = NonNullable<(typeof orders.$inferInsert)['paymentStatus']>;

/** What an order of this age usually is by now. */
function lifecycle(ageDays: number): { status: Status; payment: Payment } {
  const r = rand();
  if (r < 0.06) return { status: 'cancelled', payment: rand() < 0.5 ? 'failed' : 'refunded' };
  if (ageDays < 1) return r < 0.3 ? { status: 'pending', payment: 'pending' } : r < 0.7 ? { status: 'confirmed', payment: 'completed' } : { status: 'processing', payment: 'completed' };
  if (ageDays < 4) return r < 0.5 ? { status: 'processing', payment: 'completed' } : { status: 'shipped', payment: 'completed' };
  if (ageDays < 10) return r < 0.4 ? { status: 'shipped', payment: 'completed' } : { status: 'delivered', payment: 'completed' };
  return r < 0.85 ? { status: 'delivered', payment: 'completed' } : { status: 'completed', payment: 'completed' };
}

let number = 1001;
const now = Date.now();
for (let offset = 0; offset < count; offset += BATCH) {
  const size = Math.min(BATCH, count - offset);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  for (let i = 0; i < size; i++) {
    const ageMs = Math.floor(rand() * 365 * DAY);
    const createdAt = new Date(now - ageMs);
    const c = pick(customers);
    const id = newId(createdAt);
    const lineCount = 1 + Math.floor(rand() * 3);
    let subtotal = 0;
    for (let l = 0; l < lineCount; l++) {
      const p = pick(catalogue);
      const quantity = 1 + Math.floor(rand() * 2);
      subtotal += p.pricePaise * quantity;
      itemRows.push({ orderId: id, productId: p.id, name: p.name, image: p.image, brand: p.brand, category: p.category, unitPricePaise: p.pricePaise, quantity, lineTotalPaise: p.pricePaise * quantity });
    }
    const discount = rand() < 0.15 ? Math.round(subtotal * 0.1) : 0;
    const { status, payment } = lifecycle(ageMs / DAY);
    const paid = payment === 'completed' || payment === 'refunded';
    const year = new Date(createdAt.getTime() + 330 * 60_000).getUTCFullYear();
    orderRows.push({
      id,
      orderNumber: `MA-${year}-${String(number++).padStart(6, '0')}`,
      userId: c.id,
      customerName: c.name,
      customerEmail: c.email,
      shippingAddress: c.address,
      status,
      paymentStatus: payment,
      paymentMethod: 'online',
      subtotalPaise: subtotal,
      discountPaise: discount,
      totalPaise: subtotal - discount,
      couponCode: discount ? 'WELCOME10' : null,
      transactionId: paid ? String(5_000_000_000 + number) : null,
      paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
      shippedAt: (['shipped', 'delivered', 'completed'] as Status[]).includes(status) ? new Date(createdAt.getTime() + DAY) : null,
      deliveredAt: (['delivered', 'completed'] as Status[]).includes(status) ? new Date(createdAt.getTime() + 4 * DAY) : null,
      cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + HOUR) : null,
      cancellationReason: status === 'cancelled' ? 'Cancelled by the customer' : null,
      stockReleasedAt: status === 'cancelled' ? new Date(createdAt.getTime() + HOUR) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await db.insert(orders).values(orderRows);
  await db.insert(orderItems).values(itemRows);
}
// Real orders placed on the bench server continue after the seeded numbers.
await db.execute(sql`select setval('order_number_seq', ${number})`);
// A running database has been vacuumed and analysed by now (autovacuum on PostgreSQL; PGlite has
// none, so the bench does it once): the planner then sees the real sizes of tables and indexes.
await db.execute(sql`VACUUM ANALYZE orders`);
await db.execute(sql`VACUUM ANALYZE order_items`);
await db.execute(sql`VACUUM ANALYZE users`);
const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(orders)) as [{ n: number }];
console.log(`bench seed: ${n} orders in ${Date.now() - started} ms`);
await closeDb();
