import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/coupons/route';
import { POST as validate } from '@/app/api/v1/coupons/validate/route';
import { listPublicCoupons } from '@/lib/coupons/public';
import { coupons } from '@/lib/db/schema';
import { LUXE20_TERMS } from '../helpers/coupons';
import { call } from '../helpers/http';
import { useTestDatabase } from '../helpers/db';

const db = useTestDatabase();

// Seeded: WELCOME10, LUXE20, FLAT300, ATTAR15, GIFT500 are redeemable; DIWALI25 expired,
// FIRST100 used up (100/100), MONSOON15 starts in 14 days, VIP30 inactive.
const REDEEMABLE = ['WELCOME10', 'LUXE20', 'FLAT300', 'ATTAR15', 'GIFT500'];
const NOT_OFFERED = ['DIWALI25', 'FIRST100', 'MONSOON15', 'VIP30'];

describe('GET /api/v1/coupons', () => {
  it('lists only the coupons a shopper can redeem now, soonest expiry first', async () => {
    const res = await call(GET, { path: '/api/v1/coupons' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const codes: string[] = res.body.data.map((c: { code: string }) => c.code);
    expect([...codes].sort()).toEqual([...REDEEMABLE].sort());
    for (const code of NOT_OFFERED) expect(codes).not.toContain(code);
    // GIFT500 ends in 25 days, ATTAR15 in 50, LUXE20 in 60, FLAT300 in 120, WELCOME10 in 365.
    expect(codes).toEqual(['GIFT500', 'ATTAR15', 'LUXE20', 'FLAT300', 'WELCOME10']);
    const expiries = res.body.data.map((c: { expiryDate: string }) => Date.parse(c.expiryDate));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
  });

  it('gives money in rupees and the fuller coupon shape', async () => {
    const res = await call(GET, { path: '/api/v1/coupons' });
    const byCode = new Map(res.body.data.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('LUXE20')).toMatchObject(LUXE20_TERMS);
    expect(byCode.get('FLAT300')).toMatchObject({
      discountType: 'fixed',
      discountValue: 300,
      discount: null,
      discountAmount: 300,
      minOrderAmount: 1999,
      remainingUsage: 588,
    });
    expect(byCode.get('WELCOME10')).toMatchObject({ usageLimit: null, remainingUsage: null, minOrderAmount: null, maxDiscountAmount: 500 });
    const luxe = byCode.get('LUXE20') as Record<string, unknown>;
    expect(luxe._id).toBe(luxe.id);
    expect(luxe.id).toMatch(/^[0-9a-f]{24}$/);
    for (const key of ['startDate', 'expiryDate', 'createdAt', 'updatedAt']) {
      expect(new Date(luxe[key] as string).toISOString()).toBe(luxe[key]);
    }
  });

  it('limits the list for the checkout suggestions', async () => {
    const res = await call(GET, { path: '/api/v1/coupons?limit=3' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(['GIFT500', 'ATTAR15', 'LUXE20']);
    const all = await call(GET, { path: '/api/v1/coupons?limit=50' });
    expect(all.body.data).toHaveLength(5);
    const empty = await call(GET, { path: '/api/v1/coupons?limit=' });
    expect(empty.body.data).toHaveLength(5);
  });

  it.each(['0', '51', 'abc', '2.5', '-1'])('refuses limit=%s with a clear message', async (limit) => {
    const res = await call(GET, { path: `/api/v1/coupons?limit=${limit}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'limit must be a whole number between 1 and 50' });
    expect(res.body.errors.limit).toEqual(['limit must be a whole number between 1 and 50']);
  });

  it('drops a coupon once it is used up or switched off, and offers it when it starts', async () => {
    await db().update(coupons).set({ usedCount: 500 }).where(eq(coupons.code, 'LUXE20'));
    await db().update(coupons).set({ isActive: false }).where(eq(coupons.code, 'FLAT300'));
    const codes = (await call(GET, { path: '/api/v1/coupons' })).body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(['GIFT500', 'ATTAR15', 'WELCOME10']);

    const in20Days = new Date(Date.now() + 20 * 86_400_000);
    const later = (await listPublicCoupons(db(), in20Days)).map((c) => c.code);
    expect(later).toContain('MONSOON15');
    expect(later).not.toContain('LUXE20');
    const in400Days = new Date(Date.now() + 400 * 86_400_000);
    expect(await listPublicCoupons(db(), in400Days)).toEqual([]);
  });
});

describe('private coupons', () => {
  it('are never listed, yet validate when typed', async () => {
    await db().insert(coupons).values({
      code: 'STAFFONLY15',
      discountType: 'percentage',
      discountPercent: 15,
      expiryDate: new Date(Date.now() + 10 * 86_400_000),
      isPublic: false,
    });
    const codes = (await call(GET, { path: '/api/v1/coupons' })).body.data.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('STAFFONLY15');
    expect((await listPublicCoupons(db())).map((c) => c.code)).not.toContain('STAFFONLY15');
    // Ending soonest, it would otherwise lead the checkout's three.
    expect((await call(GET, { path: '/api/v1/coupons?limit=3' })).body.data.map((c: { code: string }) => c.code)).not.toContain('STAFFONLY15');

    const typed = await call(validate, { method: 'POST', path: '/api/v1/coupons/validate', body: { code: 'staffonly15', orderAmount: 2000 } });
    expect(typed.status).toBe(200);
    expect(typed.body.data).toMatchObject({ isValid: true, discountAmount: 300, finalAmount: 1700 });
  });

  it('the seeded VIP code is private and the welcome code is public', async () => {
    const rows = await db().select().from(coupons);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('VIP30')).toMatchObject({ isPublic: false });
    expect(byCode.get('WELCOME10')).toMatchObject({ isPublic: true, firstOrderOnly: true });
    expect(rows.filter((r) => r.firstOrderOnly).map((r) => r.code)).toEqual(['WELCOME10']);
  });
});
