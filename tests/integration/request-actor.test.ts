/*
 * route()'s ctx.actor: the signed-in user with the request's address, as the audit log records a
 * write, whichever route made it.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteCouponRoute } from '@/app/api/v1/coupons/[id]/route';
import { auditLog } from '@/lib/db/schema';
import { route } from '@/lib/http/route';
import { ok } from '@/lib/http/respond';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createCoupon, createShopper } from '../helpers/shoppers';

const db = useTestDatabase();

describe('ctx.actor', () => {
  it('is who asked, from where, in which request', async () => {
    const shopper = await createShopper(db());
    const echo = route({ auth: 'user', handler: async ({ actor }) => ok(actor) });
    const res = await call(echo, { path: '/x', headers: { ...shopper.headers, 'x-forwarded-for': '203.0.113.77', 'x-request-id': 'req-actor-1' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: shopper.id, userId: shopper.id, email: shopper.email, role: 'user', ip: '203.0.113.77', requestId: 'req-actor-1' });
  });

  it('answers 401 on a route that resolves no session', async () => {
    const echo = route({ auth: 'optional', handler: async ({ actor }) => ok(actor) });
    const res = await call(echo, { path: '/x' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('is the audit entry’s actor on an admin write', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const coupon = await createCoupon(db(), { code: `ACT${Date.now().toString(36).toUpperCase()}`.slice(0, 20) });
    const res = await call(deleteCouponRoute, {
      method: 'DELETE',
      path: `/api/v1/coupons/${coupon.id}`,
      params: { id: coupon.id },
      headers: { ...admin.headers, 'x-forwarded-for': '203.0.113.78' },
    });
    expect(res.status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, coupon.id), eq(auditLog.action, 'coupon.delete')));
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, ip: '203.0.113.78' });
  });
});
