/*
 * Issue 27 part 2, stock that never lies: every change of a size's stock is a ledger row (the
 * trigger of migration 0015), the back office sets counts only against the figure it saw
 * (409 STOCK_CHANGED otherwise), adjusts by a change with a reason, and reads the ledger. On
 * PGlite and on PostgreSQL; the race needs PostgreSQL (PGlite runs one statement at a time).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as single from '@/app/api/v1/products/[id]/route';
import { POST as adjustRoute } from '@/app/api/v1/products/[id]/stock-adjustments/route';
import { GET as movementsRoute } from '@/app/api/v1/products/[id]/stock-movements/route';
import { POST as notifyRoute } from '@/app/api/v1/products/[id]/notify/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { GET as exportCsv } from '@/app/api/v1/products/export/route';
import { POST as importCsv } from '@/app/api/v1/products/import/route';
import { parseCsv } from '@/lib/catalog/csv';
import { auditLog, claims, orders, productVariants, stockAlerts, stockMovements } from '@/lib/db/schema';
import { inTransaction } from '@/lib/db/transaction';
import { newId } from '@/lib/ids';
import { expirePendingOrders } from '@/lib/orders/expire';
import { takeStock } from '@/lib/orders/holdings';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createAdminAndCustomer, createProduct, createShopper, defaultSizeOf, fillCart, type Shopper } from '../helpers/shoppers';

const onPostgres = Boolean(process.env.DATABASE_URL);
const db = useTestDatabase({ poolSize: 20 });

let admin: Shopper;
let customer: Shopper;
beforeAll(async () => {
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

type Headers = Record<string, string>;
const put = (id: string, body: unknown, headers: Headers = admin.headers) =>
  call(single.PUT, { method: 'PUT', path: `/api/v1/products/${id}`, params: { id }, body, headers });
const adjust = (id: string, body: unknown, headers: Headers = admin.headers) =>
  call(adjustRoute, { method: 'POST', path: `/api/v1/products/${id}/stock-adjustments`, params: { id }, body, headers });
const movements = (id: string, query = '', headers: Headers = admin.headers) =>
  call(movementsRoute, { path: `/api/v1/products/${id}/stock-movements${query}`, params: { id }, headers });
const cancel = (s: Shopper, orderId: string) => call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: orderId }, headers: s.headers });

async function stockOfSize(variantId: string): Promise<number> {
  const [row] = await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

const ledgerOf = (variantId: string) => db().select().from(stockMovements).where(eq(stockMovements.variantId, variantId)).orderBy(asc(stockMovements.seq));

/** The ledger adds up: each row's stock after is the running total of the deltas, and the last is the size's stock. */
async function expectLedgerAddsUp(variantId: string) {
  const rows = await ledgerOf(variantId);
  let total = 0;
  for (const r of rows) {
    total += r.delta;
    expect(r.stockAfter, `row ${r.seq} (${r.reason})`).toBe(total);
  }
  expect(total).toBe(await stockOfSize(variantId));
  return rows;
}

/** A one-size product with `stock`, as the admin's form loads it. */
async function oneSize(stock: number) {
  const product = await createProduct(db(), { stock });
  const size = await defaultSizeOf(db(), product.id);
  const formSize = { _id: size.id, label: size.label, volumeMl: size.volumeMl, price: 1499, mrp: 1499 };
  return { product, size, formSize };
}

async function buyOne(productId: string) {
  const s = await createShopper(db());
  await fillCart(db(), s.id, [{ productId, quantity: 1 }]);
  const res = await checkoutOnline(s);
  return { shopper: s, res };
}

describe('PUT /products/{id}: a size’s stock is a count against the figure seen', () => {
  it('the issue’s story: a label saved with the loaded figure after a sale does not bring the unit back', async () => {
    const { product, size, formSize } = await oneSize(1);
    // The admin opens the form (stock 1); a customer buys the unit.
    const { shopper, res: placed } = await buyOne(product.id);
    expect(placed.status).toBe(201);
    expect(await stockOfSize(size.id)).toBe(0);
    // The admin saves a label change with the figure they loaded.
    const saved = await put(product.id, { sizes: [{ ...formSize, label: '50 ml spray', stock: 1, expectedStock: 1 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.sizes[0]).toMatchObject({ label: '50 ml spray', stock: 0 });
    expect(await stockOfSize(size.id)).toBe(0);
    // The customer cancels: one unit, for one bottle.
    expect((await cancel(shopper, placed.body.data.order.id)).status).toBe(200);
    expect(await stockOfSize(size.id)).toBe(1);
    const rows = await expectLedgerAddsUp(size.id);
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['opening', 1],
      ['order', -1],
      ['order_released', 1],
    ]);
  });

  it('a new count against a figure that moved: 409 STOCK_CHANGED with the figure now, and nothing written', async () => {
    const { product, size, formSize } = await oneSize(3);
    expect((await buyOne(product.id)).res.status).toBe(201);
    const res = await put(product.id, { name: 'Renamed in the same save', sizes: [{ ...formSize, stock: 10, expectedStock: 3 }] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('STOCK_CHANGED');
    expect(res.body.message).toBe('Stock changed since you opened this page: now 2. Check the figure and save again.');
    expect(res.body.errors).toEqual({ 'sizes.0.stock': ['Stock changed since you opened this page: now 2. Check the figure and save again.'] });
    expect(res.body.details).toEqual({ sizes: [{ variantId: size.id, label: size.label, expectedStock: 3, currentStock: 2 }] });
    // The whole save was refused: not the name either.
    const [row] = await db().select().from(productVariants).where(eq(productVariants.id, size.id));
    expect(row!.stock).toBe(2);
    expect((await call(single.GET, { path: '/x', params: { id: product.id } })).body.data.name).toBe(product.name);
    // Asked again with the figure now, the count is set.
    const again = await put(product.id, { sizes: [{ ...formSize, stock: 10, expectedStock: 2 }] });
    expect(again.status).toBe(200);
    expect(await stockOfSize(size.id)).toBe(10);
    const rows = await expectLedgerAddsUp(size.id);
    expect(rows.at(-1)).toMatchObject({ reason: 'count_correction', delta: 8, stockAfter: 10, actorId: admin.id });
  });

  it('names every size that moved, each with its figure', async () => {
    const { product, size, formSize } = await oneSize(5);
    const created = await put(product.id, { sizes: [{ ...formSize, stock: 5, expectedStock: 5 }, { label: '100 ml', volumeMl: 100, price: 2499, stock: 4 }] });
    expect(created.status).toBe(200);
    const big = created.body.data.sizes[1];
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, big._id));
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, size.id));
    const res = await put(product.id, { sizes: [{ ...formSize, stock: 6, expectedStock: 5 }, { _id: big._id, label: '100 ml', volumeMl: 100, price: 2499, stock: 9, expectedStock: 4 }] });
    expect(res.status).toBe(409);
    expect(res.body.details.sizes).toEqual([
      { variantId: size.id, label: size.label, expectedStock: 5, currentStock: 2 },
      { variantId: big._id, label: '100 ml', expectedStock: 4, currentStock: 1 },
    ]);
    expect(res.body.errors['sizes.1.stock']).toEqual(['100 ml: stock changed since you opened this page: now 1. Check the figure and save again.']);
    // A direct SQL change is still in the ledger, as unattributed.
    const rows = await expectLedgerAddsUp(big._id);
    expect(rows.map((r) => r.reason)).toEqual(['opening', 'unattributed']);
    expect(rows[0]).toMatchObject({ delta: 4, actorId: admin.id });
  });

  it('stock without expectedStock: 400 naming the field, unless it is the figure now (nothing to write)', async () => {
    const { product, size, formSize } = await oneSize(4);
    const refused = await put(product.id, { sizes: [{ ...formSize, stock: 7 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(refused.body.errors)).toEqual(['sizes.0.expectedStock']);
    expect(await stockOfSize(size.id)).toBe(4);
    const same = await put(product.id, { sizes: [{ ...formSize, label: 'Same stock', stock: 4 }] });
    expect(same.status).toBe(200);
    const oldClient = await put(product.id, { stock: 9 });
    expect(oldClient.status).toBe(400);
    expect(Object.keys(oldClient.body.errors)).toEqual(['expectedStock']);
    const bad = await put(product.id, { sizes: [{ ...formSize, stock: 7, expectedStock: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['sizes.0.expectedStock']).toEqual(['expectedStock must be a whole number of 0 or more']);
    expect((await ledgerOf(size.id)).map((r) => r.reason)).toEqual(['opening']);
  });

  it('the one-size stock field (no sizes list) follows the same rule and is audited', async () => {
    const { product, size } = await oneSize(6);
    await db().update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, size.id));
    const stale = await put(product.id, { stock: 8, expectedStock: 6 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual({ stock: ['Stock changed since you opened this page: now 5. Check the figure and save again.'] });
    const fresh = await put(product.id, { stock: 8, expectedStock: 5 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.stock).toBe(8);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.update'))).orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ before: { stock: 5 }, after: { stock: 8 } });
    expect((await expectLedgerAddsUp(size.id)).at(-1)).toMatchObject({ reason: 'count_correction', delta: 3, actorId: admin.id });
  });

  it('a new size’s stock is its opening stock, recorded with the admin', async () => {
    const { product, formSize } = await oneSize(2);
    const res = await put(product.id, { sizes: [formSize, { label: '10 ml', volumeMl: 10, price: 499, stock: 12 }] });
    expect(res.status).toBe(200);
    const added = res.body.data.sizes[1];
    expect(added.stock).toBe(12);
    expect(await expectLedgerAddsUp(added._id)).toMatchObject([{ reason: 'opening', delta: 12, actorId: admin.id }]);
    // A row that omits stock for an existing size leaves it alone; a new size must have one.
    const missing = await put(product.id, { sizes: [formSize, { label: '5 ml', volumeMl: 5, price: 299 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors['sizes.1.stock']).toBeDefined();
  });
});

describe('POST /products/{id}/stock-adjustments', () => {
  it('received, damaged and a count correction move the stock by the change, each a ledger row with the admin and note', async () => {
    const { product, size } = await oneSize(4);
    const received = await adjust(product.id, { variantId: size.id, delta: 6, reason: 'received', note: 'Invoice 4411' });
    expect(received.status).toBe(201);
    expect(received.body.data).toMatchObject({ productId: product.id, variantId: size.id, stock: 10 });
    expect(received.body.data.movement).toMatchObject({ delta: 6, stockAfter: 10, reason: 'received', note: 'Invoice 4411', actorId: admin.id, actorName: 'Test Shopper', sizeLabel: size.label });
    expect((await adjust(product.id, { variantId: size.id, delta: '-2', reason: 'damaged' })).body.data.stock).toBe(8);
    expect((await adjust(product.id, { variantId: size.id, delta: -1, reason: 'count_correction' })).body.data.stock).toBe(7);
    expect((await adjust(product.id, { variantId: size.id, delta: 3, reason: 'count_correction' })).body.data.stock).toBe(10);
    const rows = await expectLedgerAddsUp(size.id);
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['opening', 4],
      ['received', 6],
      ['damaged', -2],
      ['count_correction', -1],
      ['count_correction', 3],
    ]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.stock_adjust')));
    expect(audits).toHaveLength(4);
    expect(audits.find((a) => (a.after as { reason: string }).reason === 'received')).toMatchObject({ before: { stock: 4 }, after: { stock: 10, delta: 6 } });
  });

  it.each([
    ['a change of 0', { delta: 0, reason: 'count_correction' }, 'delta', 'Change must not be 0'],
    ['a fractional change', { delta: 1.5, reason: 'received' }, 'delta', 'Change must be a whole number'],
    ['a change that is not a number', { delta: 'ten', reason: 'received' }, 'delta', 'Change must be a whole number'],
    ['a huge change', { delta: 100_001, reason: 'received' }, 'delta', 'Change must be at most 1,00,000 units either way'],
    ['received as a removal', { delta: -2, reason: 'received' }, 'delta', 'Received stock must be a positive change (add units)'],
    ['damaged as an addition', { delta: 2, reason: 'damaged' }, 'delta', 'Damaged stock must be a negative change (remove units)'],
    ['an unknown reason', { delta: 2, reason: 'order' }, 'reason', 'Reason must be received, damaged or count_correction'],
    ['a long note', { delta: 2, reason: 'received', note: 'x'.repeat(501) }, 'note', 'Note must be at most 500 characters'],
  ])('refuses %s (400) and moves nothing', async (_name, body, field, message) => {
    const { product, size } = await oneSize(3);
    const res = await adjust(product.id, { variantId: size.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors[field]).toEqual([message]);
    expect(await stockOfSize(size.id)).toBe(3);
  });

  it('refuses a change below 0 with the figure now (409 STOCK_BELOW_ZERO)', async () => {
    const { product, size } = await oneSize(2);
    const res = await adjust(product.id, { variantId: size.id, delta: -3, reason: 'damaged' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'STOCK_BELOW_ZERO', message: 'Only 2 in stock: a change of \u22123 would leave less than 0.', details: { variantId: size.id, currentStock: 2 } });
    expect(await stockOfSize(size.id)).toBe(2);
    expect((await adjust(product.id, { variantId: size.id, delta: -2, reason: 'damaged' })).body.data.stock).toBe(0);
  });

  it('404 for an unknown product or a size not the product’s; 401 and 403 for others', async () => {
    const { product, size } = await oneSize(2);
    const other = await oneSize(2);
    const unknown = await adjust(newId(), { variantId: size.id, delta: 1, reason: 'received' });
    expect(unknown.status).toBe(404);
    const notItsSize = await adjust(product.id, { variantId: other.size.id, delta: 1, reason: 'received' });
    expect(notItsSize).toMatchObject({ status: 404, body: { code: 'SIZE_NOT_FOUND' } });
    expect((await adjust(product.id, { variantId: newId(), delta: 1, reason: 'received' })).status).toBe(404);
    expect((await adjust('not-an-id', { variantId: size.id, delta: 1, reason: 'received' })).status).toBe(400);
    expect((await adjust(product.id, { variantId: size.id, delta: 1, reason: 'received' }, {})).status).toBe(401);
    expect((await adjust(product.id, { variantId: size.id, delta: 1, reason: 'received' }, customer.headers)).status).toBe(403);
    expect(await stockOfSize(size.id)).toBe(2);
    expect(await stockOfSize(other.size.id)).toBe(2);
  });

  it('a rise from 0 mails the size’s waiting shoppers at once', async () => {
    const { product, size } = await oneSize(0);
    const email = `wait-${newId()}@example.test`;
    const asked = await call(notifyRoute, { method: 'POST', path: '/x', params: { id: product.id }, body: { email, variantId: size.id } });
    expect(asked.status).toBe(201);
    expect((await adjust(product.id, { variantId: size.id, delta: 5, reason: 'received' })).status).toBe(201);
    const [alert] = await db().select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(alert!.notifiedAt).not.toBeNull();
  });
});

describe('GET /products/{id}/stock-movements', () => {
  it('lists the ledger newest first, with the order number, who and why; per size and in pages', async () => {
    const { product, size, formSize } = await oneSize(5);
    const added = await put(product.id, { sizes: [formSize, { label: '100 ml', volumeMl: 100, price: 2499, stock: 3 }] });
    const big = added.body.data.sizes[1];
    const { res: placed } = await buyOne(product.id);
    await adjust(product.id, { variantId: size.id, delta: 2, reason: 'received', note: 'Box from Kannauj' });
    const res = await movements(product.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data.map((m: { reason: string; delta: number; stockAfter: number }) => [m.reason, m.delta, m.stockAfter])).toEqual([
      ['received', 2, 6],
      ['order', -1, 4],
      ['opening', 3, 3],
      ['opening', 5, 5],
    ]);
    expect(res.body.data[0]).toMatchObject({ actorName: 'Test Shopper', note: 'Box from Kannauj', variantId: size.id });
    expect(res.body.data[1]).toMatchObject({ orderId: placed.body.data.order.id, orderNumber: placed.body.data.order.orderNumber, actorId: null });
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    const onlyBig = await movements(product.id, `?variantId=${big._id}`);
    expect(onlyBig.body.data.map((m: { variantId: string }) => m.variantId)).toEqual([big._id]);
    const page2 = await movements(product.id, '?limit=3&page=2');
    expect(page2.body.data.map((m: { reason: string }) => m.reason)).toEqual(['opening']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });

  it('refuses bad queries (400), unknown products and sizes (404), guests (401) and customers (403)', async () => {
    const { product } = await oneSize(1);
    const other = await oneSize(1);
    expect((await movements(product.id, '?limit=0')).body.errors.limit).toEqual(['limit must be between 1 and 100']);
    expect((await movements(product.id, '?page=x')).status).toBe(400);
    expect((await movements(product.id, '?variantId=nope')).status).toBe(400);
    expect((await movements(product.id, `?variantId=${other.size.id}`)).status).toBe(404);
    expect((await movements(newId())).status).toBe(404);
    expect((await movements(product.id, '', {})).status).toBe(401);
    expect((await movements(product.id, '', customer.headers)).status).toBe(403);
  });
});

describe('CSV import: the stock a row sets is checked against the stock the file was exported with', () => {
  async function exported(productId: string) {
    const res = await call(exportCsv, { path: `/api/v1/products/export?search=${productId}`, headers: admin.headers });
    const rows = parseCsv(res.body as string);
    const header = rows[0]!;
    return { header, body: rows.slice(1).filter((r) => r[header.indexOf('id')] === productId) };
  }
  const toCsv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
  const runImport = (csv: string, dryRun: boolean) => call(importCsv, { method: 'POST', path: '/x', body: { csv, dryRun }, headers: admin.headers });

  it('sets a changed count as csv_import; a row left as exported leaves stock alone; a stale row refuses the import', async () => {
    const { product, size } = await oneSize(6);
    const { header, body } = await exported(product.id);
    const col = (n: string) => header.indexOf(n);
    expect(body[0]![col('sizeStock')]).toBe('6');
    expect(body[0]![col('sizeExpectedStock')]).toBe('6');
    // A sale after the export; the file still says 6 and 6: nothing to write, the sale stands.
    expect((await buyOne(product.id)).res.status).toBe(201);
    const untouched = await runImport(toCsv([header, body[0]!]), false);
    expect(untouched.status).toBe(200);
    expect(await stockOfSize(size.id)).toBe(5);
    // A new count in the old file: refused with the figure now, in the dry run and the real one.
    const stale = toCsv([header, body[0]!.map((c, i) => (i === col('sizeStock') ? '20' : c))]);
    const dry = await runImport(stale, true);
    expect(dry.status).toBe(200);
    expect(dry.body.data.rows[0].errors).toEqual([
      `${size.label}: stock changed since the file was exported: now 5, not 6. Check the figure, put 5 as the expected stock and import again`,
    ]);
    const real = await runImport(stale, false);
    expect(real.status).toBe(409);
    expect(real.body.code).toBe('STOCK_CHANGED');
    expect(real.body.errors['line 2']).toHaveLength(1);
    expect(await stockOfSize(size.id)).toBe(5);
    // With the figure now as expected stock, the count is set.
    const fixed = toCsv([header, body[0]!.map((c, i) => (i === col('sizeStock') ? '20' : i === col('sizeExpectedStock') ? '5' : c))]);
    expect((await runImport(fixed, false)).status).toBe(200);
    expect(await stockOfSize(size.id)).toBe(20);
    expect((await expectLedgerAddsUp(size.id)).at(-1)).toMatchObject({ reason: 'csv_import', delta: 15, actorId: admin.id });
  });

  it('a file without the expected stock column may only repeat the figure now', async () => {
    const { product, size } = await oneSize(4);
    const { header, body } = await exported(product.id);
    const keep = header.map((_, i) => i).filter((i) => header[i] !== 'sizeExpectedStock');
    const strip = (r: string[]) => keep.map((i) => r[i]!);
    const col = (n: string) => header.indexOf(n);
    expect((await runImport(toCsv([strip(header), strip(body[0]!)]), false)).status).toBe(200);
    const dry = await runImport(toCsv([strip(header), strip(body[0]!.map((c, i) => (i === col('sizeStock') ? '9' : c)))]), true);
    expect(dry.body.data.rows[0].errors).toEqual([`${size.label}: stock is 4. Add the sizeExpectedStock column (the stock you saw) so a sale since is not undone`]);
    expect(await stockOfSize(size.id)).toBe(4);
  });
});

describe('the ledger adds up', () => {
  it('after orders, cancels, expiries, a claim’s replacement, adjustments and counts (imports: above)', async () => {
    const { product, size, formSize } = await oneSize(10);
    // Two orders; one cancelled, one left to expire.
    const first = await buyOne(product.id);
    const second = await buyOne(product.id);
    expect((await cancel(first.shopper, first.res.body.data.order.id)).status).toBe(200);
    await db().update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, second.res.body.data.order.id));
    expect((await expirePendingOrders(db(), { askGateway: false })).expired).toBeGreaterThanOrEqual(1);
    // A claim's replacement takes stock under the claim.
    const [claim] = await db()
      .insert(claims)
      .values({ orderId: first.res.body.data.order.id, reason: 'damaged', description: 'Cap broken', media: [] })
      .returning();
    await inTransaction(db(), (tx, effects) => takeStock(tx, effects, [{ productId: product.id, variantId: size.id, quantity: 2, name: 'x' }], { reason: 'claim_replacement', claimId: claim!.id }, new Date()));
    await adjust(product.id, { variantId: size.id, delta: 4, reason: 'received' });
    await put(product.id, { sizes: [{ ...formSize, stock: 7, expectedStock: 12 }] });
    const rows = await expectLedgerAddsUp(size.id);
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['opening', 10],
      ['order', -1],
      ['order', -1],
      ['order_released', 1],
      ['order_released', 1],
      ['claim_replacement', -2],
      ['received', 4],
      ['count_correction', -5],
    ]);
    expect(rows[5]).toMatchObject({ claimId: claim!.id });
    expect(await stockOfSize(size.id)).toBe(7);
  });
});

describe.skipIf(!onPostgres)('the race on PostgreSQL', () => {
  it('30 buyers for the last unit and 5 admin saves of a label with the loaded figure: stock 0, one order', async () => {
    const { product, size, formSize } = await oneSize(1);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createShopper(db())));
    for (const b of buyers) await fillCart(db(), b.id, [{ productId: product.id, quantity: 1 }]);
    const admins = await Promise.all(Array.from({ length: 5 }, () => createShopper(db(), { role: 'admin' })));
    const results = await Promise.all([
      ...buyers.map((b) => checkoutOnline(b).then((r) => ({ kind: 'buyer' as const, r }))),
      ...admins.map((a, i) => put(product.id, { sizes: [{ ...formSize, label: `50 ml edit ${i}`, stock: 1, expectedStock: 1 }] }, a.headers).then((r) => ({ kind: 'admin' as const, r }))),
    ]);
    const buyerStatuses = results.filter((x) => x.kind === 'buyer').map((x) => x.r.status);
    expect(buyerStatuses.filter((s) => s === 201)).toHaveLength(1);
    expect(buyerStatuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const adminStatuses = results.filter((x) => x.kind === 'admin').map((x) => x.r.status);
    expect(adminStatuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await stockOfSize(size.id)).toBe(0);
    const held = await db().select().from(orders).where(eq(orders.status, 'pending'));
    const theirs = held.filter((o) => buyers.some((b) => b.id === o.userId));
    expect(theirs).toHaveLength(1);
    const rows = await expectLedgerAddsUp(size.id);
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['opening', 1],
      ['order', -1],
    ]);
  });
});
