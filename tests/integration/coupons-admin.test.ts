import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as collection from '@/app/api/v1/coupons/route';
import * as single from '@/app/api/v1/coupons/[id]/route';
import * as bulk from '@/app/api/v1/coupons/bulk/route';
import { POST as validate } from '@/app/api/v1/coupons/validate/route';
import { auditLog, couponRedemptions, coupons, orders } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { call } from '../helpers/http';
import { useTestDatabase } from '../helpers/db';
import { ADDRESS, createAdminAndCustomer, createCoupon, createShopper, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
/** A calendar day n days from now, as the form's date input sends it. */
const dayIn = (n: number) => inDays(n).toISOString().slice(0, 10);
let seq = 0;
const uniqueCode = (prefix = 'ADM') => `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}${++seq}`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  discountType: 'percentage',
  discountValue: 15,
  minOrderAmount: 999,
  maxDiscountAmount: 400,
  expiryDate: dayIn(30),
  usageLimit: 50,
  description: 'Test offer',
  isActive: true,
  ...overrides,
});

const post = (body: unknown, headers: Record<string, string> = admin.headers) =>
  call(collection.POST, { method: 'POST', path: '/api/v1/coupons', body, headers });
const put = (id: string, body: unknown, headers: Record<string, string> = admin.headers) =>
  call(single.PUT, { method: 'PUT', path: `/api/v1/coupons/${id}`, params: { id }, body, headers });
const del = (id: string, headers: Record<string, string> = admin.headers) =>
  call(single.DELETE, { method: 'DELETE', path: `/api/v1/coupons/${id}`, params: { id }, headers });
const list = (qs: string, headers: Record<string, string> = admin.headers) =>
  call(collection.GET, { path: `/api/v1/coupons?scope=all${qs}`, headers });
const runBulk = (body: unknown, headers: Record<string, string> = admin.headers) =>
  call(bulk.POST, { method: 'POST', path: '/api/v1/coupons/bulk', body, headers });

async function auditFor(entityId: string) {
  return db().select().from(auditLog).where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, entityId)));
}

/** An order that used the coupon, as checkout leaves it: the order and its redemption row. */
async function redeem(couponId: string, code: string, userId: string) {
  const orderId = newId();
  await db().insert(orders).values({
    id: orderId,
    orderNumber: `TEST-${orderId.slice(-8)}`,
    userId,
    customerName: 'Test Shopper',
    shippingAddress: ADDRESS,
    subtotalPaise: 200_000,
    discountPaise: 20_000,
    totalPaise: 180_000,
    couponId,
    couponCode: code,
  } as typeof orders.$inferInsert);
  await db().insert(couponRedemptions).values({ couponId, userId, orderId, discountPaise: 20_000 });
}

describe('coupon admin endpoints refuse guests (401) and customers (403)', () => {
  const someId = '0123456789abcdef01234567';
  const cases: [string, (headers: Record<string, string>) => ReturnType<typeof call>][] = [
    ['GET /coupons?scope=all', (h) => list('', h)],
    ['GET /coupons/{id}', (h) => call(single.GET, { path: `/api/v1/coupons/${someId}`, params: { id: someId }, headers: h })],
    ['POST /coupons', (h) => post(validBody(), h)],
    ['PUT /coupons/{id}', (h) => put(someId, { isActive: false }, h)],
    ['DELETE /coupons/{id}', (h) => del(someId, h)],
    ['POST /coupons/bulk', (h) => runBulk({ ids: [someId], action: 'delete' }, h)],
  ];
  for (const [name, run] of cases) {
    it(`${name}: 401 without a session, 403 for a customer`, async () => {
      const guest = await run({});
      expect(guest.status).toBe(401);
      expect(guest.body.success).toBe(false);
      const shopper = await run(customer.headers);
      expect(shopper.status).toBe(403);
      expect(shopper.body.message).toBe('Admin access required');
    });
  }

  it('leaves the public list as it was for guests and customers (no scope)', async () => {
    for (const headers of [{}, customer.headers]) {
      const res = await call(collection.GET, { path: '/api/v1/coupons', headers });
      expect(res.status).toBe(200);
      const codes = res.body.data.map((c: { code: string }) => c.code);
      expect(codes).not.toContain('VIP30');
      expect(codes).not.toContain('DIWALI25');
      expect(res.body.stats).toBeUndefined();
    }
  });
});

describe('GET /api/v1/coupons?scope=all (admin)', () => {
  it('lists every coupon with its derived status, paged, with figures over all coupons', async () => {
    const res = await list('&limit=100');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const byCode = new Map(res.body.data.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('VIP30')).toMatchObject({ status: 'inactive', isActive: false });
    expect(byCode.get('DIWALI25')).toMatchObject({ status: 'expired' });
    expect(byCode.get('MONSOON15')).toMatchObject({ status: 'scheduled' });
    expect(byCode.get('LUXE20')).toMatchObject({ status: 'active', usedCount: 137, usageLimit: 500, redemptionCount: 0, perCustomerLimit: 1 });
    const { stats } = res.body;
    expect(stats.total).toBe(res.body.pagination.total);
    expect(stats.active + stats.inactive + stats.expired + stats.scheduled).toBe(stats.total);
    const usage = res.body.data.reduce((sum: number, c: { usedCount: number }) => sum + c.usedCount, 0);
    expect(stats.totalUsage).toBe(usage);
  });

  it('filters by status and searches code and description, case-insensitively', async () => {
    const expired = await list('&status=expired');
    expect(expired.body.data.every((c: { status: string }) => c.status === 'expired')).toBe(true);
    expect(expired.body.data.map((c: { code: string }) => c.code)).toContain('DIWALI25');
    const all = await list('&status=all&limit=100');
    expect(all.body.pagination.total).toBe(all.body.stats.total);

    const byCode = await list('&search=luxe');
    expect(byCode.body.data.map((c: { code: string }) => c.code)).toEqual(['LUXE20']);
    const byDescription = await list('&search=ideal%20for%20gifting');
    expect(byDescription.body.data.map((c: { code: string }) => c.code)).toEqual(['GIFT500']);
    // % is literal, not a wildcard.
    const literal = await list('&search=%25');
    expect(literal.body.data.every((c: { code: string; description: string }) => `${c.code}${c.description}`.includes('%'))).toBe(true);
  });

  it('pages and sorts', async () => {
    const page1 = await list('&limit=2&page=1&sort=code&order=asc');
    const page2 = await list('&limit=2&page=2&sort=code&order=asc');
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.pagination).toMatchObject({ page: 1, limit: 2 });
    const codes = [...page1.body.data, ...page2.body.data].map((c: { code: string }) => c.code);
    expect(codes).toEqual([...codes].sort());
    const byUsage = await list('&sort=usage&order=desc&limit=3');
    const used = byUsage.body.data.map((c: { usedCount: number }) => c.usedCount);
    expect(used).toEqual([...used].sort((a, b) => b - a));
  });

  it.each([
    ['&limit=0', 'Limit must be a whole number between 1 and 100'],
    ['&limit=101', 'Limit must be a whole number between 1 and 100'],
    ['&limit=abc', 'Limit must be a whole number between 1 and 100'],
    ['&page=0', 'Page must be a whole number, at least 1'],
    ['&status=bogus', "status must be one of 'all', 'active', 'inactive', 'expired', 'scheduled'"],
    ['&sort=password', 'sort must be one of code, discount, expiryDate, usage, createdAt'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await list(qs);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /api/v1/coupons (admin)', () => {
  it('creates a coupon (code upper-cased, rupees stored as paise, India-time dates) and audits it', async () => {
    const tag = ++seq;
    const startDate = dayIn(-1);
    const body = validBody({ code: ` festive${tag}x `, startDate });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Coupon created successfully');
    const c = res.body.data;
    expect(c).toMatchObject({
      code: `FESTIVE${tag}X`,
      discountType: 'percentage',
      discountValue: 15,
      discount: 15,
      minOrderAmount: 999,
      maxDiscountAmount: 400,
      usageLimit: 50,
      usedCount: 0,
      isActive: true,
      status: 'active',
      description: 'Test offer',
      redemptionCount: 0,
    });
    const [row] = await db().select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ minOrderPaise: 99_900, maxDiscountPaise: 40_000, discountPercent: 15, discountAmountPaise: null });
    // The whole expiry day counts, in India time: 23:59:59.999 IST is 18:29:59.999 UTC.
    expect(row!.expiryDate.toISOString()).toBe(`${body.expiryDate}T18:29:59.999Z`);
    expect(row!.startDate!.toISOString()).toBe(new Date(`${startDate}T00:00:00+05:30`).toISOString());

    const audit = await auditFor(c.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'coupon.create', actorId: admin.id, actorEmail: admin.email });
    expect((audit[0]!.after as { code: string }).code).toBe(c.code);
  });

  it('creates a fixed coupon from the storefront field names, and a customer can then use it', async () => {
    const code = uniqueCode('FIX');
    const res = await post({ code, discountType: 'fixed', discountAmount: 250.5, minOrderAmount: 1000, expiryDate: inDays(10).toISOString(), usageLimit: 5 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ discountType: 'fixed', discountValue: 250.5, discountAmount: 250.5, maxDiscountAmount: null, isActive: true });

    const check = await call(validate, { method: 'POST', path: '/api/v1/coupons/validate', body: { code: code.toLowerCase(), orderAmount: 1500 }, headers: customer.headers });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ isValid: true, discountAmount: 250.5, finalAmount: 1249.5 });
  });

  it('accepts the original admin form shape: discount as a percent, no type given', async () => {
    const res = await post({ code: uniqueCode('SPEC'), discount: 20, expiryDate: dayIn(5), usageLimit: 10 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ discountType: 'percentage', discount: 20, isActive: true, usageLimit: 10, minOrderAmount: null });
  });

  it('refuses a code that exists in any case with 409', async () => {
    const res = await post(validBody({ code: 'luxe20' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Coupon code already exists');
    const again = await post(validBody({ code: 'Welcome10' }));
    expect(again.status).toBe(409);
  });

  it.each([
    [{ code: undefined }, 'Coupon code is required'],
    [{ code: '   ' }, 'Coupon code is required'],
    [{ code: 'AB' }, 'Coupon code must be 3 to 20 characters'],
    [{ code: 'A'.repeat(21) }, 'Coupon code must be 3 to 20 characters'],
    [{ code: 'SAVE 10' }, 'Coupon code may use only letters, numbers, hyphens and underscores'],
    [{ code: 42 }, 'Coupon code is required'],
    [{ discountType: 'bogus' }, "Discount type must be 'percentage' or 'fixed'"],
    [{ discountValue: undefined }, 'Discount is required'],
    [{ discountValue: 'ten' }, 'Discount must be a number'],
    [{ discountValue: 0 }, 'Discount must be a whole number between 1 and 100'],
    [{ discountValue: 101 }, 'Discount must be a whole number between 1 and 100'],
    [{ discountValue: 12.5 }, 'Discount must be a whole number between 1 and 100'],
    [{ discountType: 'fixed', discountValue: -5 }, 'Discount amount must be more than ₹0'],
    [{ discountType: 'fixed', discountValue: 10.555 }, 'Amounts can have at most 2 decimal places'],
    [{ discountType: 'fixed', discountValue: 5_000_000 }, 'Discount amount must be at most ₹10,00,000'],
    [{ minOrderAmount: -1 }, 'Minimum order must be ₹0 or more'],
    [{ maxDiscountAmount: 0 }, 'Maximum discount must be more than ₹0'],
    [{ expiryDate: undefined }, 'Expiry date is required'],
    [{ expiryDate: '' }, 'Expiry date is required'],
    [{ expiryDate: '2026-02-30' }, 'Expiry date must be a valid date'],
    [{ expiryDate: 'next week' }, 'Expiry date must be a valid date'],
    [{ expiryDate: dayIn(-2) }, 'Expiry date must be in the future'],
    [{ startDate: dayIn(20), expiryDate: dayIn(10) }, 'Expiry date must be after the start date'],
    [{ startDate: 'soon' }, 'Start date must be a valid date'],
    [{ usageLimit: undefined }, 'Usage limit is required'],
    [{ usageLimit: null }, 'Usage limit is required'],
    [{ usageLimit: 0 }, 'Usage limit must be a whole number, at least 1'],
    [{ usageLimit: 2.5 }, 'Usage limit must be a whole number, at least 1'],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ isActive: 'yes' }, 'isActive must be true or false'],
  ])('refuses %o with 400', async (overrides, message) => {
    const res = await post(validBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a body that is not an object, or not JSON', async () => {
    expect((await post([1, 2])).status).toBe(400);
    const raw = await call(collection.POST, { method: 'POST', path: '/api/v1/coupons', rawBody: '{nope', headers: { ...admin.headers, 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toBe('Request body must be valid JSON');
  });
});

describe('PUT /api/v1/coupons/{id} (admin)', () => {
  it('toggles the status alone and audits it as an activation change', async () => {
    const coupon = await createCoupon(db(), { code: uniqueCode('TGL'), usageLimit: 10 });
    const res = await put(coupon.id, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isActive: false, status: 'inactive', code: coupon.code, discount: 10 });
    const audit = await auditFor(coupon.id);
    expect(audit.map((a) => a.action)).toEqual(['coupon.deactivate']);
    expect(audit[0]!.before).toEqual({ isActive: true });
    expect(audit[0]!.after).toEqual({ isActive: false });

    // The same value again changes nothing and logs nothing.
    const again = await put(coupon.id, { isActive: false });
    expect(again.status).toBe(200);
    expect(await auditFor(coupon.id)).toHaveLength(1);
  });

  it('edits the fields sent, keeps the rest, and can switch the discount type', async () => {
    const coupon = await createCoupon(db(), { code: uniqueCode('EDT'), usageLimit: 10, maxDiscountPaise: 50_000, description: 'Before' });
    const res = await put(coupon.id, { discountType: 'fixed', discountValue: 199, description: 'After', usageLimit: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      discountType: 'fixed',
      discountAmount: 199,
      discount: null,
      // A cap means nothing on a fixed coupon, so it is cleared.
      maxDiscountAmount: null,
      description: 'After',
      usageLimit: null,
      code: coupon.code,
    });
    const [audit] = await auditFor(coupon.id);
    expect(audit!.action).toBe('coupon.update');
    expect(Object.keys(audit!.after as object).sort()).toEqual(
      ['description', 'discountAmountPaise', 'discountPercent', 'discountType', 'maxDiscountPaise', 'usageLimit'].sort(),
    );
  });

  it('renames a code, refusing one another coupon has (any case)', async () => {
    const coupon = await createCoupon(db(), { code: uniqueCode('REN') });
    const clash = await put(coupon.id, { code: 'flat300' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Coupon code already exists');
    const fresh = uniqueCode('NEW');
    const ok = await put(coupon.id, { code: fresh.toLowerCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.data.code).toBe(fresh);
  });

  it('refuses to toggle an expired coupon, but an edit that extends the expiry may reactivate it', async () => {
    const coupon = await createCoupon(db(), { code: uniqueCode('EXP'), isActive: false, expiryDate: inDays(-1) });
    const res = await put(coupon.id, { isActive: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This coupon has expired, so its status cannot be changed. Extend its expiry date first.');
    // Editing other fields of an expired coupon is fine: its expiry is not being set.
    expect((await put(coupon.id, { description: 'Archived offer' })).status).toBe(200);
    const extended = await put(coupon.id, { isActive: true, expiryDate: dayIn(7) });
    expect(extended.status).toBe(200);
    expect(extended.body.data.status).toBe('active');
  });

  it.each([
    [{ discountType: 'fixed' }, 'Give the discount value when changing the discount type'],
    [{ discountValue: 150 }, 'Discount must be a whole number between 1 and 100'],
    [{ expiryDate: dayIn(-3) }, 'Expiry date must be in the future'],
    [{ startDate: dayIn(90) }, 'Expiry date must be after the start date'],
    [{ code: '' }, 'Coupon code is required'],
    [{ usageLimit: 0 }, 'Usage limit must be a whole number, at least 1'],
    [{ isActive: 'no' }, 'isActive must be true or false'],
  ])('refuses %o with 400', async (body, message) => {
    const coupon = await createCoupon(db(), { code: uniqueCode('BAD') });
    const res = await put(coupon.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await auditFor(coupon.id)).toHaveLength(0);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await put('not-an-id', { isActive: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid coupon ID format');
    const missing = await put(newId(), { isActive: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Coupon not found');
  });
});

describe('GET and DELETE /api/v1/coupons/{id} (admin)', () => {
  it('reads one coupon in any state', async () => {
    const [vip] = await db().select().from(coupons).where(eq(coupons.code, 'VIP30'));
    const res = await call(single.GET, { path: `/api/v1/coupons/${vip!.id}`, params: { id: vip!.id }, headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'VIP30', status: 'inactive' });
    const missing = await call(single.GET, { path: '/x', params: { id: newId() }, headers: admin.headers });
    expect(missing.status).toBe(404);
    const bad = await call(single.GET, { path: '/x', params: { id: 'xyz' }, headers: admin.headers });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid coupon ID format');
  });

  it('deletes an unused coupon and audits it with what it was', async () => {
    const coupon = await createCoupon(db(), { code: uniqueCode('DEL') });
    const res = await del(coupon.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Coupon deleted successfully');
    expect(await db().select().from(coupons).where(eq(coupons.id, coupon.id))).toHaveLength(0);
    const [audit] = await auditFor(coupon.id);
    expect(audit).toMatchObject({ action: 'coupon.delete', actorId: admin.id });
    expect((audit!.before as { code: string }).code).toBe(coupon.code);
    expect((await del(coupon.id)).status).toBe(404);
  });

  it('refuses (409) to delete a coupon orders have used, keeping its redemption history', async () => {
    const coupon = await createCoupon(db(), { code: uniqueCode('USED') });
    await redeem(coupon.id, coupon.code, customer.id);
    const res = await del(coupon.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This coupon has been used on orders, so it cannot be deleted. Deactivate it instead.');
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(1);
    expect(await auditFor(coupon.id)).toHaveLength(0);
    const listed = await list(`&search=${coupon.code}`);
    expect(listed.body.data[0]).toMatchObject({ code: coupon.code, redemptionCount: 1 });
  });

  it('answers 400 for a malformed id', async () => {
    const res = await del('ZZZZ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid coupon ID format');
  });
});

describe('POST /api/v1/coupons/bulk (admin)', () => {
  it('activates and deactivates, counting what failed and why', async () => {
    const a = await createCoupon(db(), { code: uniqueCode('BLK'), isActive: false });
    const b = await createCoupon(db(), { code: uniqueCode('BLK'), isActive: false });
    const expired = await createCoupon(db(), { code: uniqueCode('BLK'), isActive: false, expiryDate: inDays(-1) });
    const missing = newId();
    const res = await runBulk({ ids: [a.id, b.id, expired.id, missing, a.id], action: 'activate' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ successful: 2, failed: 2, total: 4 });
    const failures = res.body.data.results.filter((r: { success: boolean }) => !r.success);
    expect(failures).toEqual([
      { id: expired.id, success: false, message: 'This coupon has expired, so its status cannot be changed. Extend its expiry date first.' },
      { id: missing, success: false, message: 'Coupon not found' },
    ]);
    const rows = await db().select().from(coupons).where(eq(coupons.isActive, true));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await auditFor(a.id)).map((x) => x.action)).toEqual(['coupon.activate']);

    const off = await runBulk({ ids: [a.id, b.id], action: 'deactivate' });
    expect(off.body.data).toMatchObject({ successful: 2, failed: 0, total: 2 });
  });

  it('deletes, refusing coupons that orders have used', async () => {
    const unused = await createCoupon(db(), { code: uniqueCode('BDL') });
    const used = await createCoupon(db(), { code: uniqueCode('BDL') });
    await redeem(used.id, used.code, customer.id);
    const res = await runBulk({ ids: [unused.id, used.id], action: 'delete' });
    expect(res.body.data).toMatchObject({ successful: 1, failed: 1, total: 2 });
    expect(res.body.message).toBe('Deleted 1 coupon, 1 failed');
    expect(await db().select().from(coupons).where(eq(coupons.id, unused.id))).toHaveLength(0);
    expect(await db().select().from(coupons).where(eq(coupons.id, used.id))).toHaveLength(1);
    expect((await auditFor(unused.id)).map((x) => x.action)).toEqual(['coupon.delete']);
  });

  it.each([
    [{ ids: [], action: 'delete' }, 'ids must be a non-empty array of coupon IDs'],
    [{ action: 'delete' }, 'ids must be a non-empty array of coupon IDs'],
    [{ ids: 'abc', action: 'delete' }, 'ids must be a non-empty array of coupon IDs'],
    [{ ids: ['nope'], action: 'delete' }, 'Invalid coupon ID format'],
    [{ ids: ['0123456789abcdef01234567'], action: 'archive' }, "action must be 'activate', 'deactivate' or 'delete'"],
    [{ ids: Array.from({ length: 101 }, () => newId()), action: 'delete' }, 'At most 100 coupons at once'],
  ])('refuses %o with 400', async (body, message) => {
    const res = await runBulk(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('isPublic and firstOrderOnly (admin)', () => {
  it('defaults to listed and open to everyone when neither is sent', async () => {
    const res = await post(validBody());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ isPublic: true, firstOrderOnly: false });
  });

  it('creates a private first-order coupon, shows both in the admin list, and keeps it off the public list', async () => {
    const code = uniqueCode('HUSH');
    const res = await post(validBody({ code, isPublic: false, firstOrderOnly: true }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code, isPublic: false, firstOrderOnly: true });
    const [row] = await db().select().from(coupons).where(eq(coupons.id, res.body.data.id));
    expect(row).toMatchObject({ isPublic: false, firstOrderOnly: true });

    const listed = await list(`&search=${code}`);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ code, isPublic: false, firstOrderOnly: true });

    const publicList = await call(collection.GET, { path: '/api/v1/coupons?limit=50' });
    expect(publicList.body.data.map((c: { code: string }) => c.code)).not.toContain(code);
  });

  it('changes either flag alone, audits just that field, and the public list follows', async () => {
    const code = uniqueCode('FLIP');
    const created = await post(validBody({ code, minOrderAmount: null }));
    const id = created.body.data.id as string;
    const publicCodes = async () => (await call(collection.GET, { path: '/api/v1/coupons?limit=50' })).body.data.map((c: { code: string }) => c.code);
    expect(await publicCodes()).toContain(code);

    const hidden = await put(id, { isPublic: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ isPublic: false, firstOrderOnly: false, isActive: true });
    expect(await publicCodes()).not.toContain(code);

    const firstOnly = await put(id, { firstOrderOnly: true });
    expect(firstOnly.body.data).toMatchObject({ isPublic: false, firstOrderOnly: true });
    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.update']);
    expect(audit[1]).toMatchObject({ before: { isPublic: true }, after: { isPublic: false } });
    expect(audit[2]).toMatchObject({ before: { firstOrderOnly: false }, after: { firstOrderOnly: true } });

    // Typed, a private code still works, here for a customer with no orders yet.
    const newcomer = await createShopper(db());
    const check = await call(validate, { method: 'POST', path: '/api/v1/coupons/validate', body: { code, orderAmount: 2000 }, headers: newcomer.headers });
    expect(check.body.data).toMatchObject({ isValid: true, discountAmount: 300 });

    const shown = await put(id, { isPublic: true });
    expect(shown.body.data.isPublic).toBe(true);
    expect(await publicCodes()).toContain(code);
  });

  it.each([
    ['isPublic', 'yes', 'isPublic must be true or false'],
    ['isPublic', 1, 'isPublic must be true or false'],
    ['isPublic', null, 'isPublic must be true or false'],
    ['firstOrderOnly', 'true', 'firstOrderOnly must be true or false'],
    ['firstOrderOnly', 0, 'firstOrderOnly must be true or false'],
    ['firstOrderOnly', null, 'firstOrderOnly must be true or false'],
  ])('refuses %s = %j with 400 on create and on update, changing nothing', async (field, value, message) => {
    const code = uniqueCode('BAD');
    const res = await post(validBody({ code, [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(res.body.errors[field]).toEqual([message]);
    expect(await db().select().from(coupons).where(eq(coupons.code, code))).toEqual([]);

    const coupon = await createCoupon(db(), { code: uniqueCode('BADPUT'), usageLimit: 10 });
    const upd = await put(coupon.id, { [field]: value });
    expect(upd.status).toBe(400);
    expect(upd.body.errors[field]).toEqual([message]);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ isPublic: true, firstOrderOnly: false });
    expect(await auditFor(coupon.id)).toEqual([]);
  });
});
