/*
 * Sizes end to end through the routes: the product answer, the back office's list of sizes, the
 * bag and the wishlist by size, stock taken and given back per size, and the CSV with one row
 * per size.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as single from '@/app/api/v1/products/[id]/route';
import * as collection from '@/app/api/v1/products/route';
import { POST as addRoute } from '@/app/api/v1/cart/add/route';
import { GET as cartRoute } from '@/app/api/v1/cart/route';
import { PATCH as updateRoute } from '@/app/api/v1/cart/update-quantity/route';
import { PATCH as incrementRoute } from '@/app/api/v1/cart/increment/route';
import { PATCH as decrementRoute } from '@/app/api/v1/cart/decrement/route';
import { POST as wishAddRoute } from '@/app/api/v1/wishlist/add/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { GET as exportCsv } from '@/app/api/v1/products/export/route';
import { POST as importCsv } from '@/app/api/v1/products/import/route';
import { parseCsv } from '@/lib/catalog/csv';
import { cartItems, orderItems, productVariants } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { checkoutOnline } from '../helpers/orders';
import { createProduct, createShopper, fillCart, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase({ poolSize: 10 });
const onPostgres = Boolean(process.env.DATABASE_URL);

let admin: Shopper;
beforeAll(async () => {
  admin = await createShopper(db(), { role: 'admin' });
});

type Headers = Record<string, string>;
const getProduct = (id: string) => call(single.GET, { path: `/api/v1/products/${id}`, params: { id } });
const put = (id: string, body: unknown, headers: Headers = admin.headers) =>
  call(single.PUT, { method: 'PUT', path: `/api/v1/products/${id}`, params: { id }, body, headers });
const post = (body: unknown, headers: Headers = admin.headers) => call(collection.POST, { method: 'POST', path: '/api/v1/products', body, headers });
const add = (s: Shopper, body: Record<string, unknown>) => call(addRoute, { method: 'POST', path: '/api/v1/cart/add', body, headers: s.headers });

const THREE_SIZES = [
  { label: '10 ml travel spray', volumeMl: 10, price: 1199, mrp: 1299, stock: 4 },
  { label: '50 ml', volumeMl: 50, price: 2899, originalPrice: 3199, mrp: 3199, stock: 1 },
  { label: '100 ml', volumeMl: 100, price: 4499, mrp: 4999, stock: 12 },
];

/** A product of its own, given three sizes through the back office. */
async function productWithSizes() {
  const p = await createProduct(db(), { stock: 5, pricePaise: 449_900 });
  // Its 50 ml size is the one it was made with (stock 5): a count against the figure seen.
  const res = await put(p.id, { sizes: THREE_SIZES.map((s) => (s.volumeMl === 50 ? { ...s, expectedStock: 5 } : s)) });
  expect(res.status).toBe(200);
  const sizes = res.body.data.sizes as { _id: string; volumeMl: number; stock: number }[];
  const ml = (v: number) => sizes.find((s) => s.volumeMl === v)!;
  return { product: p, sizes, ml };
}

async function sizeStock(id: string): Promise<number> {
  const [row] = await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id));
  return row!.stock;
}

describe('GET /api/v1/products/{id}', () => {
  it('answers the sizes in order, the product’s own price and stock being the first size’s', async () => {
    const { product } = await productWithSizes();
    const res = await getProduct(product.id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.sizes.map((s: { label: string }) => s.label)).toEqual(['10 ml travel spray', '50 ml', '100 ml']);
    expect(data.sizes[1]).toMatchObject({ volumeMl: 50, price: 2899, originalPrice: 3199, mrp: 3199, stock: 1, pricePaise: 289_900, mrpPaise: 319_900 });
    expect(data.sizes[0].sku).toMatch(/-10ML$/);
    expect(data).toMatchObject({ price: 1199, mrp: 1299, stock: 4, volumeMl: 10, fromPrice: 1199, sizeCount: 3 });
  });

  it('a product made without sizes has one, from its own price and stock', async () => {
    const p = await createProduct(db(), { stock: 7, pricePaise: 199_900 });
    const data = (await getProduct(p.id)).body.data;
    expect(data.sizes).toHaveLength(1);
    expect(data.sizes[0]).toMatchObject({ label: '50 ml', volumeMl: 50, price: 1999, stock: 7 });
  });
});

describe('PUT /api/v1/products/{id} sizes', () => {
  it('updates rows with an id, adds rows without, removes the rest, in the order sent', async () => {
    const { product, ml } = await productWithSizes();
    const res = await put(product.id, {
      sizes: [
        { _id: ml(100)._id, label: '100 ml', volumeMl: 100, price: 4299, mrp: 4999, stock: 20, expectedStock: 12 },
        { label: '30 ml', volumeMl: 30, sku: 'test-30', price: 1999, stock: 6 },
        { _id: ml(10)._id, label: '10 ml travel spray', volumeMl: 10, price: 1099, mrp: 1299, stock: 4, expectedStock: 4 },
      ],
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.sizes.map((s: { volumeMl: number }) => s.volumeMl)).toEqual([100, 30, 10]);
    expect(d.sizes[0]).toMatchObject({ _id: ml(100)._id, price: 4299, stock: 20 });
    // MRP left blank is the higher of price and original price; SKUs are kept upper case.
    expect(d.sizes[1]).toMatchObject({ sku: 'TEST-30', mrp: 1999 });
    expect(d).toMatchObject({ price: 4299, stock: 20, volumeMl: 100, fromPrice: 1099, sizeCount: 3, totalStock: 30 });
    // The 50 ml size was never ordered: gone for good.
    expect(await db().select().from(productVariants).where(eq(productVariants.id, ml(50)._id))).toHaveLength(0);
  });

  it('a removed size that an order refers to is deactivated, not deleted, and its SKU freed', async () => {
    const { product, ml } = await productWithSizes();
    const shopper = await createShopper(db());
    expect((await add(shopper, { productId: product.id, variantId: ml(50)._id })).status).toBe(200);
    expect((await checkoutOnline(shopper)).status).toBe(201);
    const res = await put(product.id, { sizes: [{ _id: ml(100)._id, volumeMl: 100, price: 4499, stock: 12, expectedStock: 12 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.sizes).toHaveLength(1);
    const [kept] = await db().select().from(productVariants).where(eq(productVariants.id, ml(50)._id));
    expect(kept).toMatchObject({ isActive: false, sku: null });
    // Adding 50 ml again takes that row back.
    const again = await put(product.id, { sizes: [{ _id: ml(100)._id, volumeMl: 100, price: 4499, stock: 12, expectedStock: 12 }, { volumeMl: 50, price: 2999, stock: 2 }] });
    expect(again.body.data.sizes[1]).toMatchObject({ _id: ml(50)._id, label: '50 ml', stock: 2 });
  });

  it.each([
    ['no sizes', [], 'Add at least one size'],
    ['two of one volume', [{ volumeMl: 50, price: 10, stock: 1 }, { volumeMl: 50, price: 20, stock: 1 }], 'Two sizes have 50 ml: each size needs its own volume'],
    ['two of one SKU', [{ volumeMl: 50, sku: 'AB-1', price: 10, stock: 1 }, { volumeMl: 100, sku: 'ab-1', price: 20, stock: 1 }], 'Two sizes have the SKU AB-1: each size needs its own'],
    ['MRP under the price', [{ volumeMl: 50, price: 100, mrp: 90, stock: 1 }], 'MRP must be at least the price'],
    ['fractional stock', [{ volumeMl: 50, price: 100, stock: 1.5 }], 'Stock must be a whole number'],
    ['a volume of 0', [{ volumeMl: 0, price: 100, stock: 1 }], 'Size volume must be a whole number of ml from 1 to 5000'],
    ['an unknown size id', [{ _id: newId(), volumeMl: 50, price: 100, stock: 1 }], 'This size is not one of the product’s sizes (reload the page)'],
  ])('refuses %s (400) and changes nothing', async (_, sizes, message) => {
    const { product } = await productWithSizes();
    const res = await put(product.id, { sizes });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await getProduct(product.id)).body.data.sizeCount).toBe(3);
  });

  it('refuses a SKU another product has (400)', async () => {
    const a = await productWithSizes();
    const b = await productWithSizes();
    const taken = (await getProduct(a.product.id)).body.data.sizes[0].sku;
    const res = await put(b.product.id, { sizes: [{ volumeMl: 10, sku: taken, price: 100, stock: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The SKU ${taken} belongs to another product`);
  });

  it('is for admins only: a customer gets 403, no session 401', async () => {
    const { product } = await productWithSizes();
    const customer = await createShopper(db());
    expect((await put(product.id, { sizes: THREE_SIZES }, customer.headers)).status).toBe(403);
    expect((await put(product.id, { sizes: THREE_SIZES }, {})).status).toBe(401);
  });

  it('POST creates a product with its sizes', async () => {
    const res = await post({ name: `Sized ${newId().slice(-6)}`, category: 'Unisex', sizes: THREE_SIZES.slice(1) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 2899, stock: 1, volumeMl: 50, sizeCount: 2, fromPrice: 2899 });
    expect(res.body.data.sizes.map((s: { label: string }) => s.label)).toEqual(['50 ml', '100 ml']);
  });

  it('an old client’s price and stock change the default size', async () => {
    const { product, ml } = await productWithSizes();
    const res = await put(product.id, { price: 1149, stock: 9, expectedStock: 4 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 1149, stock: 9, sizeCount: 3 });
    expect(await sizeStock(ml(10)._id)).toBe(9);
    expect(await sizeStock(ml(100)._id)).toBe(12);
  });
});

describe('the bag and the wishlist by size', () => {
  it('adds a size; its price, stock and limit are the size’s', async () => {
    const { product, ml } = await productWithSizes();
    const shopper = await createShopper(db());
    const res = await add(shopper, { productId: product.id, variantId: ml(100)._id, quantity: 2 });
    expect(res.status).toBe(200);
    const line = res.body.data.items[0];
    expect(line).toMatchObject({ variantId: ml(100)._id, size: { _id: ml(100)._id, label: '100 ml', volumeMl: 100 }, originalPrice: 4499 });
    expect(line.product).toMatchObject({ price: 4499, stock: 12, volumeMl: 100 });
    expect(res.body.data.itemsWithDetails[0]).toMatchObject({ variantId: ml(100)._id, maxQuantity: 12, itemTotal: 8998, inStock: true });
    // Another size of the same product is its own line.
    await add(shopper, { productId: product.id, quantity: 1 });
    const bag = (await call(cartRoute, { path: '/api/v1/cart', headers: shopper.headers })).body.data;
    expect(bag.items.map((l: { size: { label: string } }) => l.size.label)).toEqual(['100 ml', '10 ml travel spray']);
    expect(bag.summary.totalPrice).toBe(8998 + 1199);
    // The 50 ml has one left: two are refused with that size's count.
    const tooMany = await add(shopper, { productId: product.id, variantId: ml(50)._id, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 1 items available in stock');
    // Quantity by product and size.
    const up = await call(updateRoute, { method: 'PATCH', path: '/x', body: { productId: product.id, variantId: ml(100)._id, quantity: 13 }, headers: shopper.headers });
    expect(up.status).toBe(409);
    expect(up.body.message).toBe('Only 12 items available in stock');
  });

  it('an unknown size is 404, another product’s size 400', async () => {
    const a = await productWithSizes();
    const b = await productWithSizes();
    const shopper = await createShopper(db());
    const unknown = await add(shopper, { productId: a.product.id, variantId: newId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SIZE_NOT_FOUND', message: 'This size is not available' });
    const other = await add(shopper, { productId: a.product.id, variantId: b.ml(50)._id });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'SIZE_MISMATCH', message: 'This size belongs to another product' });
    const wish = await call(wishAddRoute, { method: 'POST', path: '/x', body: { productId: a.product.id, variantId: b.ml(50)._id }, headers: shopper.headers });
    expect(wish.status).toBe(400);
  });

  it('a line whose size the admin removed cannot be raised: increment and update-quantity answer 404 SIZE_NOT_FOUND as add does; decrement and remove still work', async () => {
    const { product, ml } = await productWithSizes();
    const shopper = await createShopper(db());
    expect((await add(shopper, { productId: product.id, variantId: ml(100)._id, quantity: 2 })).status).toBe(200);
    const [line] = (await call(cartRoute, { path: '/api/v1/cart', headers: shopper.headers })).body.data.items as { _id: string }[];
    await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.id, ml(100)._id));

    const again = await add(shopper, { productId: product.id, variantId: ml(100)._id, quantity: 1 });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'SIZE_NOT_FOUND', message: 'This size is not available' });
    const patch = (route: typeof updateRoute, body: Record<string, unknown>) => call(route, { method: 'PATCH', path: '/x', body, headers: shopper.headers });
    for (const res of [
      await patch(incrementRoute, { productId: product.id, variantId: ml(100)._id }),
      await patch(incrementRoute, { productId: line!._id }),
      await patch(updateRoute, { productId: product.id, variantId: ml(100)._id, quantity: 3 }),
      await patch(updateRoute, { productId: line!._id, quantity: 3 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'SIZE_NOT_FOUND', message: 'This size is not available' });
    }
    const [kept] = await db().select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.id, line!._id));
    expect(kept!.quantity).toBe(2);
    // One fewer is always allowed, and the line can be taken out.
    const lowered = await patch(decrementRoute, { productId: line!._id });
    expect(lowered.status).toBe(200);
    const removed = await patch(updateRoute, { productId: line!._id, quantity: 0 });
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).toEqual([]);
  });

  it('the wishlist keeps a size once, with its price', async () => {
    const { product, ml } = await productWithSizes();
    const shopper = await createShopper(db());
    const body = { productId: product.id, variantId: ml(50)._id };
    await call(wishAddRoute, { method: 'POST', path: '/x', body, headers: shopper.headers });
    const res = await call(wishAddRoute, { method: 'POST', path: '/x', body, headers: shopper.headers });
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({ variantId: ml(50)._id, size: { label: '50 ml' }, product: { price: 2899, stock: 1 } });
  });
});

describe('stock per size at checkout', () => {
  it('takes the ordered size’s stock, snapshots its label, and a cancel gives it back', async () => {
    const { product, ml } = await productWithSizes();
    const shopper = await createShopper(db());
    await add(shopper, { productId: product.id, variantId: ml(100)._id, quantity: 3 });
    const placed = await checkoutOnline(shopper);
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order.items[0]).toMatchObject({ variantId: ml(100)._id, size: '100 ml', price: 4499, quantity: 3 });
    expect(await sizeStock(ml(100)._id)).toBe(9);
    expect(await sizeStock(ml(10)._id)).toBe(4);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ variantId: ml(100)._id, variantLabel: '100 ml' });
    const cancelled = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers });
    expect(cancelled.status).toBe(200);
    expect(await sizeStock(ml(100)._id)).toBe(12);
  });

  it('the last unit of a size: the second checkout is refused with the size named', async () => {
    const { product, ml } = await productWithSizes();
    const first = await createShopper(db());
    const second = await createShopper(db());
    for (const s of [first, second]) {
      await add(s, { productId: product.id, variantId: ml(50)._id });
      await add(s, { productId: product.id, variantId: ml(10)._id });
    }
    expect((await checkoutOnline(first)).status).toBe(201);
    const refused = await checkoutOnline(second);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${product.name} (50 ml): This product is out of stock`);
    expect(await sizeStock(ml(50)._id)).toBe(0);
    // The refusal rolled back the other size too.
    expect(await sizeStock(ml(10)._id)).toBe(3);
  });

  it.skipIf(!onPostgres)('two checkouts at once for the last unit of one size: exactly one wins (PostgreSQL)', async () => {
    const { product, ml } = await productWithSizes();
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(db())));
    for (const s of shoppers) {
      await add(s, { productId: product.id, variantId: ml(100)._id });
      await add(s, { productId: product.id, variantId: ml(50)._id });
    }
    const results = await Promise.all(shoppers.map((s) => checkoutOnline(s)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await sizeStock(ml(50)._id)).toBe(0);
    expect(await sizeStock(ml(100)._id)).toBe(11);
  });
});

describe('CSV with sizes', () => {
  it('exports one row per size and imports them back, grouped by product', async () => {
    const { product, ml } = await productWithSizes();
    const exported = await call(exportCsv, { path: `/api/v1/products/export?search=${product.id}`, headers: admin.headers });
    expect(exported.status).toBe(200);
    const rows = parseCsv(exported.body as string);
    const header = rows[0]!;
    const body = rows.slice(1).filter((r) => r[header.indexOf('id')] === product.id);
    expect(body).toHaveLength(3);
    const col = (name: string) => header.indexOf(name);
    expect(body.map((r) => r[col('sizeVolumeMl')])).toEqual(['10', '50', '100']);
    expect(body.map((r) => r[col('sizePrice')])).toEqual(['1199', '2899', '4499']);
    // Edit the 100 ml's stock and drop the 50 ml, then import.
    const edited = [header, ...body.filter((r) => r[col('sizeVolumeMl')] !== '50').map((r) => (r[col('sizeVolumeMl')] === '100' ? r.map((c, i) => (i === col('sizeStock') ? '30' : c)) : r))];
    const csv = edited.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
    const dry = await call(importCsv, { method: 'POST', path: '/x', body: { csv, dryRun: true }, headers: admin.headers });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ total: 1, valid: 1, toUpdate: 1 });
    const real = await call(importCsv, { method: 'POST', path: '/x', body: { csv, dryRun: false }, headers: admin.headers });
    expect(real.status).toBe(200);
    const after = (await getProduct(product.id)).body.data;
    expect(after.sizes.map((s: { volumeMl: number; stock: number }) => [s.volumeMl, s.stock])).toEqual([
      [10, 4],
      [100, 30],
    ]);
    expect(await db().select().from(productVariants).where(and(eq(productVariants.id, ml(50)._id)))).toHaveLength(0);
  });
});

describe('lines stored before sizes', () => {
  it('stand for the default size, and adding that size joins them rather than making a second line', async () => {
    const { product, ml } = await productWithSizes();
    const shopper = await createShopper(db());
    await fillCart(db(), shopper.id, [{ productId: product.id, quantity: 1 }]);
    const bag = (await call(cartRoute, { path: '/api/v1/cart', headers: shopper.headers })).body.data;
    expect(bag.items[0]).toMatchObject({ variantId: ml(10)._id, size: { label: '10 ml travel spray' } });
    const res = await add(shopper, { productId: product.id, variantId: ml(10)._id, quantity: 2 });
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0]).toMatchObject({ variantId: ml(10)._id, quantity: 3 });
  });
});
