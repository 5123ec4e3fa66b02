import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as collection from '@/app/api/v1/products/route';
import * as single from '@/app/api/v1/products/[id]/route';
import { GET as adminList } from '@/app/api/v1/products/admin/route';
import { POST as bulk } from '@/app/api/v1/products/bulk/route';
import { GET as exportCsv } from '@/app/api/v1/products/export/route';
import { POST as importCsv } from '@/app/api/v1/products/import/route';
import { GET as serveUpload } from '@/app/uploads/[...key]/route';
import { parseCsv } from '@/lib/catalog/csv';
import { buildSearchText } from '@/lib/catalog/search-text';
import { auditLog, orderItems, orders, products, productVariants } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createAdminAndCustomer, createProduct, type Shopper, STORED_ADDRESS } from '../helpers/shoppers';

const db = useTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'products-admin-'));
const previousDataDir = process.env.DATA_DIR;

let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  ({ admin, customer } = await createAdminAndCustomer(db()));
});
afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const BASE = 'http://localhost:3000';
let seq = 0;
const uniqueName = (prefix = 'Atelier') => `${prefix} ${Date.now().toString(36)} ${++seq}`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  category: 'Unisex',
  price: 2499,
  originalPrice: 2999,
  stock: 25,
  description: ['A warm amber.', '  ', 'Lasts all evening.'],
  tags: ['amber', 'evening', ''],
  isFeatured: false,
  isActive: true,
  ...overrides,
});

const post = (body: unknown, headers: Headers = admin.headers) => call(collection.POST, { method: 'POST', path: '/api/v1/products', body, headers });
const put = (id: string, body: unknown, headers: Headers = admin.headers) =>
  call(single.PUT, { method: 'PUT', path: `/api/v1/products/${id}`, params: { id }, body, headers });
const del = (id: string, headers: Headers = admin.headers) =>
  call(single.DELETE, { method: 'DELETE', path: `/api/v1/products/${id}`, params: { id }, headers });
const list = (qs = '', headers: Headers = admin.headers) => call(adminList, { path: `/api/v1/products/admin${qs}`, headers });
const runBulk = (body: unknown, headers: Headers = admin.headers) => call(bulk, { method: 'POST', path: '/api/v1/products/bulk', body, headers });
const runImport = (body: unknown, headers: Headers = admin.headers) =>
  call(importCsv, { method: 'POST', path: '/api/v1/products/import', body, headers });
const exportAll = (qs = '', headers: Headers = admin.headers) => call(exportCsv, { path: `/api/v1/products/export${qs}`, headers });
const publicGet = (id: string) => call(single.GET, { path: `/api/v1/products/${id}`, params: { id } });
const publicSearch = (term: string) => call(collection.GET, { path: `/api/v1/products?search=${encodeURIComponent(term)}` });

/** Sends a multipart form the way the admin's browser does. */
async function multipart(method: 'POST' | 'PUT', form: FormData, id?: string, headers: Headers = admin.headers) {
  const url = id ? `${BASE}/api/v1/products/${id}` : `${BASE}/api/v1/products`;
  const req = new Request(url, { method, body: form, headers });
  const res = id ? await single.PUT(req, { params: Promise.resolve({ id }) }) : await collection.POST(req);
  return { status: res.status, body: await res.json() };
}

function formOf(fields: Record<string, string | string[]>, files: Blob[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  files.forEach((f, i) => form.append('images', f, `photo-${i}.bin`));
  return form;
}

const png = (width = 1600, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: '#c8a35a' } })
    .png()
    .toBuffer();
const gif = () => sharp({ create: { width: 300, height: 300, channels: 3, background: '#1a1a1a' } }).gif().toBuffer();
const blob = (buf: Buffer, type = 'image/png') => new Blob([new Uint8Array(buf)], { type });
const fileOnDisk = (url: string) => path.join(dataDir, url);

async function auditFor(entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, entityId)));
}

async function rowOf(id: string) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row;
}

/** An order line that shows the product, as checkout leaves it. */
async function orderShowing(productId: string) {
  const [product] = await db().select().from(products).where(eq(products.id, productId));
  const orderId = newId();
  await db()
    .insert(orders)
    .values({
      id: orderId,
      orderNumber: `PA-${orderId.slice(-10)}`,
      userId: customer.id,
      customerName: 'Test Shopper',
      shippingAddress: STORED_ADDRESS,
      subtotalPaise: product!.pricePaise,
      totalPaise: product!.pricePaise,
    });
  await db()
    .insert(orderItems)
    .values({
      orderId,
      productId,
      name: product!.name,
      image: product!.images[0] ?? null,
      unitPricePaise: product!.pricePaise,
      quantity: 1,
      lineTotalPaise: product!.pricePaise,
    });
  return orderId;
}

describe('every product admin endpoint refuses guests (401) and customers (403)', () => {
  const someId = '0123456789abcdef01234567';
  const cases: [string, (h: Headers) => Promise<{ status: number; body: any }>][] = [
    ['GET /products/admin', (h) => list('', h)],
    ['POST /products (JSON)', (h) => post(validBody(), h)],
    ['POST /products (multipart)', (h) => multipart('POST', formOf({ name: 'x', category: 'Male', price: '1', stock: '1' }), undefined, h)],
    ['PUT /products/{id}', (h) => put(someId, { stock: 1 }, h)],
    ['PUT /products/{id} (multipart)', (h) => multipart('PUT', formOf({ stock: '1' }), someId, h)],
    ['DELETE /products/{id}', (h) => del(someId, h)],
    ['POST /products/bulk', (h) => runBulk({ ids: [someId], action: 'delete' }, h)],
    ['GET /products/export', (h) => exportAll('', h)],
    ['POST /products/import', (h) => runImport({ csv: 'name,category,price,stock\nX,Male,1,1', dryRun: false }, h)],
  ];
  for (const [name, run] of cases) {
    it(`${name}: 401 for a guest, 403 for a customer`, async () => {
      const guest = await run({});
      expect(guest.status).toBe(401);
      expect(guest.body.success).toBe(false);
      const shopper = await run(customer.headers);
      expect(shopper.status).toBe(403);
      expect(shopper.body.message).toBe('Admin access required');
    });
  }

  it('wrote nothing for them', async () => {
    const rows = await db().select().from(products).where(eq(products.name, 'X'));
    expect(rows).toHaveLength(0);
    const audits = await db().select().from(auditLog).where(inArray(auditLog.actorId, [customer.id]));
    expect(audits).toHaveLength(0);
  });
});

describe('POST /api/v1/products', () => {
  it('creates a product from a multipart form with two images, stores 1200 px WebPs, audits it, and the shop shows it at once', async () => {
    const name = uniqueName('Oud Lumière');
    const form = formOf(
      {
        name,
        category: 'Male',
        price: '3450.50',
        originalPrice: '3999',
        stock: '12',
        description: ['Smoky oud.', '', 'Rose heart.'],
        tags: ['oud', 'smoky', 'OUD'],
        isFeatured: 'true',
        isActive: 'true',
      },
      [blob(await png()), blob(await gif(), 'image/gif')],
    );
    const res = await multipart('POST', form);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Product created successfully!');
    const p = res.body.data;
    expect(p).toMatchObject({
      name,
      category: 'Male',
      price: 3450.5,
      originalPrice: 3999,
      mrp: 3999,
      stock: 12,
      description: ['Smoky oud.', 'Rose heart.'],
      tags: ['oud', 'smoky'],
      isFeatured: true,
      isActive: true,
      status: 'active',
      brand: 'Maison Aurelle',
      concentration: 'Eau de Parfum',
      volumeMl: 50,
      hsnCode: '3303',
      countryOfOrigin: 'India',
    });
    expect(p.images).toHaveLength(2);
    for (const url of p.images as string[]) expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{24}\.webp$/);

    const served = await serveUpload(new Request(`${BASE}${p.images[0]}`), { params: Promise.resolve({ key: p.images[0].slice('/uploads/'.length).split('/') }) });
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 1500]);
    const gifMeta = await sharp(fileOnDisk(p.images[1])).metadata();
    expect([gifMeta.format, gifMeta.width]).toEqual(['webp', 300]);

    const row = await rowOf(p.id);
    expect(row!.slug).toBe(p.slug);
    expect(row!.slug).toMatch(/^oud-lumiere-/);
    expect(row!.searchText).toBe(buildSearchText(row!));
    expect(row!.pricePaise).toBe(345_050);

    const audit = await auditFor(p.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', actorId: admin.id, actorEmail: admin.email });

    const shop = await publicSearch(name);
    expect(shop.status).toBe(200);
    expect(shop.body.data.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await publicGet(p.id)).status).toBe(200);
  });

  it('accepts JSON with image paths, fills the legal defaults and takes edited ones', async () => {
    const res = await post(
      validBody({
        images: ['/products/amaira-1.webp'],
        brand: 'Atelier Noor',
        concentration: 'Extrait de Parfum',
        volumeMl: '100',
        mrp: '3200',
        manufacturer: 'Noor Perfumers LLP, Kannauj',
        hsnCode: '33030010',
        notesTop: ['Bergamot'],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      images: ['/products/amaira-1.webp'],
      brand: 'Atelier Noor',
      concentration: 'Extrait de Parfum',
      volumeMl: 100,
      mrp: 3200,
      manufacturer: 'Noor Perfumers LLP, Kannauj',
      hsnCode: '33030010',
      notes: { top: ['Bergamot'], heart: [], base: [] },
      description: ['A warm amber.', 'Lasts all evening.'],
      tags: ['amber', 'evening'],
    });
  });

  it('gives products with the same name different slugs', async () => {
    const name = uniqueName('Twin Scent');
    const a = await post(validBody({ name }));
    const b = await post(validBody({ name }));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.slug).toBe(`${a.body.data.slug}-2`);
  });

  it.each([
    ['missing fields', {}, 'Please fill in all required fields', 'name'],
    ['a blank name', validBody({ name: '   ' }), 'Please fill in all required fields', 'name'],
    ['a long name', validBody({ name: 'x'.repeat(101) }), 'Name must be at most 100 characters', 'name'],
    ['an unknown category', validBody({ category: 'Kids' }), 'Category must be Male, Female, Unisex or Others', 'category'],
    ['a negative price', validBody({ price: -1 }), 'Price must be 0 or more', 'price'],
    ['a price in tenths of paise', validBody({ price: 10.005 }), 'Price can have at most 2 decimal places', 'price'],
    ['a price that is not a number', validBody({ price: 'free' }), 'Price must be a number', 'price'],
    ['a negative original price', validBody({ originalPrice: -5 }), 'Original price must be 0 or more', 'originalPrice'],
    ['fractional stock', validBody({ stock: 1.5 }), 'Stock must be a whole number', 'stock'],
    ['negative stock', validBody({ stock: -1 }), 'Stock must be 0 or more', 'stock'],
    ['11 description points', validBody({ description: Array.from({ length: 11 }, (_, i) => `Point ${i}`) }), 'You can add at most 10 description points', 'description'],
    ['11 tags', validBody({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }), 'You can add at most 10 tags', 'tags'],
    ['5 images', validBody({ images: ['a', 'b', 'c', 'd', 'e'].map((x) => `/products/${x}.webp`) }), 'You can add at most 4 images', 'images'],
    ['a foreign image URL', validBody({ images: ['https://evil.example/x.png'] }), 'Images must be files uploaded to this store', 'images.0'],
    ['an MRP below the price', validBody({ mrp: 100 }), 'MRP must be at least the price', 'mrp'],
    ['a bad HSN code', validBody({ hsnCode: '33A' }), 'HSN code must be 4 to 8 digits', 'hsnCode'],
    ['a non-boolean flag', validBody({ isActive: 'perhaps' }), 'Must be true or false', 'isActive'],
  ])('refuses %s (400)', async (_label, body, message, field) => {
    const before = await db().$count(products);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toContain(message);
    expect(await db().$count(products)).toBe(before);
  });

  it('refuses a file that is not an image, more than four images and an image over 5 MB, storing nothing', async () => {
    const fields = { name: uniqueName(), category: 'Female', price: '999', stock: '3' };
    const fake = await multipart('POST', formOf(fields, [blob(await png(200, 200)), new Blob(['<svg onload=alert(1)>'], { type: 'image/png' })]));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Please upload only image files (JPEG, PNG, WebP, GIF)');

    const small = blob(await png(100, 100));
    const five = await multipart('POST', formOf(fields, [small, small, small, small, small]));
    expect(five.status).toBe(400);
    expect(five.body.message).toBe('You can add at most 4 images');

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await multipart('POST', formOf(fields, [new Blob([big])]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Each image must be less than 5MB');

    const missing = await multipart('POST', formOf({ category: 'Female', price: '999', stock: '3' }, [small]));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');

    const rows = await db().select().from(products).where(eq(products.name, fields.name));
    expect(rows).toHaveLength(0);
    const { readdirSync } = await import('node:fs');
    const dir = path.join(dataDir, 'uploads', 'products');
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    // The first image of the failed request above was re-encoded, then removed with the rest.
    const again = await multipart('POST', formOf(fields, [blob(await png(200, 200)), new Blob(['not an image'])]));
    expect(again.status).toBe(400);
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);
  });
});

describe('PUT /api/v1/products/{id}', () => {
  it('updates some fields, renames with a new slug and search text, and audits only what changed', async () => {
    const created = (await post(validBody())).body.data;
    const newName = uniqueName('Vetiver Bleu');
    const res = await put(created.id, { name: newName, price: 2799, tags: ['vetiver'], description: ['Green and cool.'] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated successfully!');
    expect(res.body.data).toMatchObject({ name: newName, price: 2799, tags: ['vetiver'], stock: 25, originalPrice: 2999 });
    const row = await rowOf(created.id);
    expect(row!.slug).toMatch(/^vetiver-bleu-/);
    expect(row!.searchText).toContain('vetiver');
    expect(row!.searchText).not.toContain('amber');
    const audits = await auditFor(created.id);
    const update = audits.find((a) => a.action === 'product.update');
    expect(update?.before).toMatchObject({ name: created.name, pricePaise: 249_900 });
    expect(update?.after).toMatchObject({ name: newName, pricePaise: 279_900 });
    expect(Object.keys(update!.after as object)).not.toContain('stock');
    expect((await publicSearch(newName)).body.data.map((x: { id: string }) => x.id)).toContain(created.id);
  });

  it('switches status from the row dropdown, and the shop stops showing an inactive product', async () => {
    const created = (await post(validBody())).body.data;
    const off = await put(created.id, { status: 'inactive' });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Product status updated to inactive');
    expect(off.body.data.status).toBe('inactive');
    expect((await publicGet(created.id)).status).toBe(404);
    const on = await put(created.id, { isActive: true });
    expect(on.body.message).toBe('Product status updated to active');
    expect((await publicGet(created.id)).status).toBe(200);
  });

  it('clears the original price with a blank and returns MRP to its default with null', async () => {
    const created = (await post(validBody({ mrp: 5000 }))).body.data;
    expect(created.mrp).toBe(5000);
    const res = await put(created.id, { originalPrice: '', mrp: null });
    expect(res.body.data).toMatchObject({ originalPrice: null, mrp: 2499 });
  });

  it('states the scent’s family, longevity and sillage, shows them in the shop, clears them with blanks and refuses values off the scales', async () => {
    const created = (await post(validBody())).body.data;
    // A new product states none: the shop shows nothing rather than a guess.
    expect(created).toMatchObject({ family: null, longevity: null, sillage: null });
    const res = await put(created.id, { family: 'Amber (oriental)', longevity: '4', sillage: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ family: 'amber', longevity: 4, sillage: 2 });
    expect((await publicGet(created.id)).body.data).toMatchObject({ family: 'amber', longevity: 4, sillage: 2 });
    for (const [body, message] of [
      [{ family: 'citrusy' }, 'Family must be one of: floral, woody, amber, fresh, fougere, gourmand, leather, chypre, or blank'],
      [{ longevity: 6 }, 'Longevity must be a whole number from 1 to 5, or 0 (not stated)'],
      [{ sillage: 2.5 }, 'Sillage must be a whole number from 1 to 5, or 0 (not stated)'],
      [{ sillage: -1 }, 'Sillage must be a whole number from 1 to 5, or 0 (not stated)'],
    ] as const) {
      const bad = await put(created.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    expect(await rowOf(created.id)).toMatchObject({ family: 'amber', longevity: 4, sillage: 2 });
    const cleared = await put(created.id, { family: '', longevity: '', sillage: 0 });
    expect(cleared.body.data).toMatchObject({ family: null, longevity: null, sillage: null });
    expect(await rowOf(created.id)).toMatchObject({ family: '', longevity: 0, sillage: 0 });
  });

  it('refuses bad input: bad id 400, unknown id 404, nothing to update 400, bad values 400, price over MRP 400', async () => {
    const created = (await post(validBody())).body.data;
    const badId = await put('not-an-id', { stock: 1 });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid product ID format');
    const unknown = await put(newId(), { stock: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const nothing = await put(created.id, { unknownField: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Nothing to update');
    const blankName = await put(created.id, { name: '' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe('Please fill in all required fields');
    const badStatus = await put(created.id, { status: 'archived' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('Status must be active or inactive');
    const overMrp = await put(created.id, { price: 4000 });
    expect(overMrp.status).toBe(400);
    expect(overMrp.body.message).toBe('MRP must be at least the price');
    const notJson = await call(single.PUT, {
      method: 'PUT',
      path: `/api/v1/products/${created.id}`,
      params: { id: created.id },
      rawBody: '{oops',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const row = await rowOf(created.id);
    expect(row!.pricePaise).toBe(249_900);
    expect((await auditFor(created.id)).filter((a) => a.action === 'product.update')).toHaveLength(0);
  });

  it('keeps, adds and removes images in a multipart update, deleting the dropped file', async () => {
    const first = await multipart('POST', formOf({ name: uniqueName(), category: 'Female', price: '1500', stock: '4' }, [blob(await png(400, 500)), blob(await png(500, 500))]));
    expect(first.status).toBe(201);
    const [keep, drop] = first.body.data.images as string[];
    expect(existsSync(fileOnDisk(drop!))).toBe(true);
    // Stock is a count against the figure the admin saw (4).
    const form = formOf({ existingImages: [keep!], stock: '9', expectedStock: '4' }, [blob(await png(300, 300))]);
    const res = await multipart('PUT', form, first.body.data.id);
    expect(res.status).toBe(200);
    const images = res.body.data.images as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(keep);
    expect(images[1]).toMatch(/^\/uploads\/products\//);
    expect(res.body.data.stock).toBe(9);
    expect(existsSync(fileOnDisk(drop!))).toBe(false);
    expect(existsSync(fileOnDisk(keep!))).toBe(true);

    const tooMany = await multipart('PUT', formOf({ existingImages: images }, [blob(await png(50, 50)), blob(await png(50, 50)), blob(await png(50, 50))]), first.body.data.id);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('You can add at most 4 images');

    // JSON with no images leaves them alone.
    const other = await put(first.body.data.id, { stock: 10, expectedStock: 9 });
    expect(other.status).toBe(200);
    expect(other.body.data.images).toEqual(images);

    // Lists may come as one JSON array part (how the admin form sends them), so an emptied list clears.
    const lists = await multipart('PUT', formOf({ existingImages: images, description: '[]', tags: '["fresh","[citrus]"]' }, [blob(await png(60, 60))]), first.body.data.id);
    expect(lists.status).toBe(200);
    expect(lists.body.data).toMatchObject({ description: [], tags: ['fresh', '[citrus]'] });
    expect(lists.body.data.images).toHaveLength(3);
  });
});

describe('DELETE /api/v1/products/{id}', () => {
  it('deletes a product no order shows, with its uploaded images, and audits it', async () => {
    const created = await multipart('POST', formOf({ name: uniqueName(), category: 'Male', price: '800', stock: '2' }, [blob(await png(200, 200))]));
    const id = created.body.data.id as string;
    const image = created.body.data.images[0] as string;
    const res = await del(id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product deleted successfully');
    expect(res.body.data.outcome).toBe('deleted');
    expect(await rowOf(id)).toBeUndefined();
    expect(existsSync(fileOnDisk(image))).toBe(false);
    const audits = await auditFor(id);
    expect(audits.map((a) => a.action).sort()).toEqual(['product.create', 'product.delete']);
    expect((await del(id)).status).toBe(404);
  });

  it('archives a product that an order shows: the order keeps its snapshot and image, the shop and the default list drop it', async () => {
    const created = await multipart('POST', formOf({ name: uniqueName('Heritage'), category: 'Unisex', price: '1800', stock: '5' }, [blob(await png(200, 200))]));
    const id = created.body.data.id as string;
    const image = created.body.data.images[0] as string;
    const orderId = await orderShowing(id);
    const res = await del(id);
    expect(res.status).toBe(200);
    expect(res.body.data.outcome).toBe('archived');
    expect(res.body.message).toMatch(/^Product archived/);
    const row = await rowOf(id);
    expect(row!.archivedAt).toBeInstanceOf(Date);
    expect(row!.isActive).toBe(false);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ productId: id, name: created.body.data.name, image });
    expect(existsSync(fileOnDisk(image))).toBe(true);
    expect((await publicGet(id)).status).toBe(404);
    const listed = await list(`?search=${id}`);
    expect(listed.body.data).toHaveLength(0);
    const archived = await list(`?status=archived&search=${id}`);
    expect(archived.body.data.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[id, 'archived']]);
    expect((await auditFor(id)).map((a) => a.action)).toContain('product.archive');
    // Archived is final: no edits, no second delete.
    expect((await put(id, { stock: 1 })).status).toBe(404);
    expect((await del(id)).status).toBe(404);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await del('xyz')).status).toBe(400);
    expect((await del(newId())).status).toBe(404);
  });
});

describe('POST /api/v1/products/bulk', () => {
  it('marks products active and inactive, reporting ids that match nothing', async () => {
    const a = (await post(validBody())).body.data;
    const b = (await post(validBody({ isActive: false }))).body.data;
    const ghost = newId();
    const off = await runBulk({ ids: [a.id, b.id, ghost], action: 'deactivate' });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ action: 'deactivate', requested: 3, updated: 1, unchanged: 1, notFound: [ghost] });
    expect((await rowOf(a.id))!.isActive).toBe(false);
    const on = await runBulk({ ids: [a.id, b.id], action: 'activate' });
    expect(on.body.data.updated).toBe(2);
    expect(on.body.message).toBe('Successfully updated 2 products');
    expect((await rowOf(b.id))!.isActive).toBe(true);
    const audits = await auditFor(b.id);
    expect(audits.map((x) => x.action)).toContain('product.bulk_activate');
  });

  it('deletes selected products, archiving the ones orders show', async () => {
    const a = (await post(validBody())).body.data;
    const b = (await post(validBody())).body.data;
    await orderShowing(b.id);
    const res = await runBulk({ ids: [a.id, b.id], action: 'delete' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully deleted 2 products');
    expect(res.body.data).toMatchObject({ deleted: 1, archived: 1 });
    expect(await rowOf(a.id)).toBeUndefined();
    expect((await rowOf(b.id))!.archivedAt).not.toBeNull();
    expect((await auditFor(a.id)).map((x) => x.action)).toContain('product.bulk_delete');
    expect((await auditFor(b.id)).map((x) => x.action)).toContain('product.bulk_archive');
  });

  it.each([
    ['no ids', { ids: [], action: 'delete' }, 'Please select at least one product'],
    ['ids missing', { action: 'activate' }, 'Please select at least one product'],
    ['a bad id', { ids: ['nope'], action: 'activate' }, 'Invalid product ID format'],
    ['an unknown action', { ids: ['0123456789abcdef01234567'], action: 'archive' }, 'Action must be activate, deactivate or delete'],
    ['too many ids', { ids: Array.from({ length: 501 }, () => newId()), action: 'delete' }, 'You can change at most 500 products at once'],
  ])('refuses %s (400)', async (_label, body, message) => {
    const res = await runBulk(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 when no id matches a product', async () => {
    const res = await runBulk({ ids: [newId(), newId()], action: 'activate' });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/v1/products/admin', () => {
  it('lists inactive products too, with stats for the whole catalogue', async () => {
    const hidden = (await post(validBody({ isActive: false, name: uniqueName('Hidden Musk') }))).body.data;
    const res = await list(`?search=${encodeURIComponent(hidden.name)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([hidden.id]);
    expect(res.body.data[0].status).toBe('inactive');
    const rows = await db().select().from(products);
    const live = rows.filter((r) => !r.archivedAt);
    const sizes = await db().select().from(productVariants).where(eq(productVariants.isActive, true));
    const valueOf = (list: typeof rows) => {
      const ids = new Set(list.map((r) => r.id));
      return sizes.filter((v) => ids.has(v.productId)).reduce((sum, v) => sum + v.pricePaise * v.stock, 0);
    };
    expect(res.body.stats).toEqual({
      total: live.length,
      active: live.filter((r) => r.isActive).length,
      inactive: live.filter((r) => !r.isActive).length,
      // Over all of a product's sizes: out of stock when none can be sold, valued size by size.
      outOfStock: live.filter((r) => r.totalStock === 0).length,
      lowStock: live.filter((r) => r.totalStock > 0 && r.totalStock < 20).length,
      archived: rows.length - live.length,
      // Issue 30: of the products on sale only (the hidden one above is not).
      inventoryValuePaise: valueOf(live.filter((r) => r.isActive)),
      inventoryValue: valueOf(live.filter((r) => r.isActive)) / 100,
    });
  });

  it('filters by status, category and stock, sorts and pages on the server', async () => {
    const out = await createProduct(db(), { stock: 0 });
    const low = await createProduct(db(), { stock: 5 });
    const outRes = await list('?stock=out&limit=100');
    // Stock over all sizes, as the list's stock column shows it.
    expect(outRes.body.data.every((p: { totalStock: number }) => p.totalStock === 0)).toBe(true);
    expect(outRes.body.data.map((p: { id: string }) => p.id)).toContain(out.id);
    const lowRes = await list('?stock=low&limit=100');
    expect(lowRes.body.data.every((p: { totalStock: number }) => p.totalStock > 0 && p.totalStock < 20)).toBe(true);
    expect(lowRes.body.data.map((p: { id: string }) => p.id)).toContain(low.id);

    const inactive = await list('?status=inactive&limit=100');
    expect(inactive.body.data.length).toBeGreaterThan(0);
    expect(inactive.body.data.every((p: { status: string }) => p.status === 'inactive')).toBe(true);
    const male = await list('?category=male&limit=100');
    expect(male.body.data.every((p: { category: string }) => p.category === 'Male')).toBe(true);

    const byPrice = await list('?sort=price&order=asc&limit=100');
    const prices = byPrice.body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((x: number, y: number) => x - y));

    const page1 = await list('?sort=name&order=asc&limit=5&page=1');
    const page2 = await list('?sort=name&order=asc&limit=5&page=2');
    expect(page1.body.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(page1.body.pagination.total).toBeGreaterThan(10);
    const ids1 = page1.body.data.map((p: { id: string }) => p.id);
    const ids2 = page2.body.data.map((p: { id: string }) => p.id);
    expect(ids1).toHaveLength(5);
    expect(ids1.filter((id: string) => ids2.includes(id))).toHaveLength(0);
  });

  it.each([
    ['?status=deleted', 'Status must be all, active, inactive or archived'],
    ['?stock=some', 'Stock must be all, in, low or out'],
    ['?category=Kids', 'Category must be Male, Female, Unisex or Others'],
    ['?sort=rating', 'Sort must be one of name, category, price, stock, status, createdAt, updatedAt'],
    ['?limit=500', 'limit must be between 1 and 100'],
    ['?page=0', 'page must be at least 1'],
  ])('refuses %s (400)', async (qs, message) => {
    const res = await list(qs);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('CSV export and import', () => {
  it('exports the filtered products as a CSV download that guards against formulas', async () => {
    const tricky = (await post(validBody({ name: `=HYPERLINK("x") ${uniqueName()}`, description: ['Line, with comma', 'Say "hi"'] }))).body.data;
    const res = await exportCsv(new Request(`${BASE}/api/v1/products/export?search=hyperlink`, { headers: admin.headers }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parseCsv(text);
    expect(header!.slice(0, 8)).toEqual(['id', 'name', 'category', 'price', 'originalPrice', 'mrp', 'stock', 'status']);
    const row = rows.find((r) => r[0] === tricky.id)!;
    expect(row[1]).toBe(`'${tricky.name}`);
    expect(row[header!.indexOf('description')]).toBe('Line, with comma\nSay "hi"');
  });

  it('a dry run lists each row’s errors by line and writes nothing', async () => {
    const existing = (await post(validBody())).body.data;
    const csv = [
      'id,name,category,price,stock,tags,status',
      `,${uniqueName('Good Row')},Female,1299,10,rose|fresh,active`,
      ',,Female,abc,-1,,',
      `${newId()},Ghost,Male,10,1,,`,
      `${existing.id},${existing.name},Unisex,2600,30,,sold`,
      `${existing.id},${existing.name},Unisex,2600,30,,`,
    ].join('\n');
    const before = await db().$count(products);
    const res = await runImport({ csv, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: true, total: 5, valid: 1, invalid: 4, toCreate: 1, toUpdate: 0, created: 0, updated: 0 });
    const byLine = Object.fromEntries(res.body.data.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors]));
    expect(byLine[2]).toEqual([]);
    expect(byLine[3]).toEqual(expect.arrayContaining(['Please fill in all required fields', 'Price must be a number', 'Stock must be 0 or more']));
    expect(byLine[4]).toEqual(['Product not found']);
    expect(byLine[5]).toEqual(['Status must be active or inactive']);
    expect(byLine[6]).toContain('This product is already on line 5');
    expect(res.body.message).toBe('4 of 5 rows have errors');
    expect(await db().$count(products)).toBe(before);

    const real = await runImport({ csv, dryRun: false });
    expect(real.status).toBe(400);
    expect(real.body.message).toBe('Nothing was imported: fix the rows listed and try again');
    expect(real.body.errors['line 4']).toEqual(['Product not found']);
    expect(await db().$count(products)).toBe(before);
  });

  it('imports new and changed products in one go, with audit entries, and the shop shows them', async () => {
    const existing = (await post(validBody())).body.data;
    const newName = uniqueName('Imported Iris');
    const csv = [
      // Expected Stock: the figure the file's author saw (the existing product's 25), so its count of 40 is set.
      'ID,Name,Category,Price,Original Price,Stock,Description,Tags,Images,Featured,Status,Volume (ml),Expected Stock',
      `,${newName},Female,1899.5,,7,"Powdery iris.\nSoft musk.",iris|powdery,/products/amaira-1.webp,yes,active,100,`,
      `${existing.id},${existing.name},Unisex,2100,,40,,,,,inactive,,25`,
    ].join('\r\n');
    const dry = await runImport({ csv, dryRun: true });
    expect(dry.body.data).toMatchObject({ valid: 2, invalid: 0, toCreate: 1, toUpdate: 1 });
    expect(dry.body.message).toBe('All 2 rows are ready to import');
    const res = await runImport({ csv, dryRun: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: false, created: 1, updated: 1 });
    expect(res.body.message).toBe('Imported 2 products: 1 created, 1 updated');
    const createdId = res.body.data.rows[0].id as string;
    const created = await rowOf(createdId);
    expect(created).toMatchObject({
      name: newName,
      category: 'Female',
      pricePaise: 189_950,
      stock: 7,
      description: ['Powdery iris.', 'Soft musk.'],
      tags: ['iris', 'powdery'],
      images: ['/products/amaira-1.webp'],
      isFeatured: true,
      isActive: true,
      volumeMl: 100,
    });
    expect(created!.searchText).toBe(buildSearchText(created!));
    const updated = await rowOf(existing.id);
    expect(updated).toMatchObject({ pricePaise: 210_000, stock: 40, originalPricePaise: null, isActive: false, tags: [], description: [] });
    expect((await auditFor(createdId)).map((a) => a.action)).toEqual(['product.import_create']);
    expect((await auditFor(existing.id)).map((a) => a.action)).toContain('product.import_update');
    expect((await publicSearch(newName)).body.data.map((x: { id: string }) => x.id)).toContain(createdId);
  });

  it('carries the scent’s character through export and import: by name, and cleared by a blank cell', async () => {
    const created = (await post(validBody({ family: 'woody', longevity: 5, sillage: 3 }))).body.data;
    const exported = parseCsv((await exportAll(`?search=${encodeURIComponent(created.name)}`)).body as string);
    const [header, row] = exported;
    expect(row![header!.indexOf('family')]).toBe('woody');
    expect(row![header!.indexOf('longevity')]).toBe('5');
    expect(row![header!.indexOf('sillage')]).toBe('3');
    const csv = ['ID,Scent family,Longevity,Sillage', `${created.id},Fresh & Citrus,,1`].join('\r\n');
    const res = await runImport({ csv, dryRun: false });
    expect(res.body.data).toMatchObject({ invalid: 0, updated: 1 });
    expect(await rowOf(created.id)).toMatchObject({ family: 'fresh', longevity: 0, sillage: 1 });
    const bad = await runImport({ csv: ['ID,Family', `${created.id},Aquatic`].join('\r\n'), dryRun: true });
    expect(bad.body.data.invalid).toBe(1);
    expect(JSON.stringify(bad.body.data.rows[0])).toContain('Family must be one of');
  });

  it('reads back its own export without errors', async () => {
    const csv = (await exportAll('?category=Female')).body as string;
    const res = await runImport({ csv, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.data.invalid).toBe(0);
    expect(res.body.data.toUpdate).toBe(res.body.data.total);
    expect(res.body.data.ignoredColumns).toEqual([]);
  });

  it.each([
    ['an empty body', {}, 'The CSV file has no product rows'],
    ['only a header', { csv: 'name,category,price,stock\n' }, 'The CSV file has no product rows'],
    ['a header without the required columns', { csv: 'name,price\nX,1' }, /^The first line must name the columns/],
    ['an unterminated quote', { csv: 'name,category,price,stock\n"X,Male,1,1' }, /closing " is missing/],
    ['1,001 rows', { csv: `name,category,price,stock\n${'X,Male,1,1\n'.repeat(1001)}` }, 'A CSV import can hold at most 1,000 products'],
  ])('refuses %s (400)', async (_label, body, message) => {
    const res = await runImport(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});
