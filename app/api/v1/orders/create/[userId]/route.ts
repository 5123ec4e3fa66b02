import { saveAccountAddress } from '@/lib/addresses/account';
import { getDb } from '@/lib/db/client';
import { runAfterResponse } from '@/lib/runtime/after-response';
import { AppError } from '@/lib/errors';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { isId } from '@/lib/ids';
import { ORDER_MESSAGES } from '@/lib/orders/messages';
import { createOrder, createOrderSchema, IDEMPOTENCY_KEY_PATTERN } from '@/lib/orders/create';
import { maybeRunFollowUps } from '@/lib/jobs/run';
import { maybeExpireOrders } from '@/lib/orders/expire';
import { getOrderDto } from '@/lib/orders/queries';
import { startPayment } from '@/lib/payments/session';

const params = z.object({ userId: z.string().refine(isId, ORDER_MESSAGES.ownOrdersOnly) });

/**
 * POST /api/v1/orders/create/{userId}: for oneself only. An `Idempotency-Key` header (or body
 * field) makes a repeated Place Order answer the first order instead of making a second.
 * `saveAddress: true` also stores the shipping address as the account's delivery address (the
 * one My Account shows), once the order is taken.
 */
export const POST = route({
  auth: 'user',
  params,
  body: createOrderSchema.extend({ idempotencyKey: z.string().optional(), saveAddress: z.boolean().optional() }),
  maxBodyBytes: 8 * 1024,
  handler: async ({ req, params, body, user }) => {
    const key = req.headers.get('idempotency-key') ?? body.idempotencyKey ?? null;
    if (key != null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', 'Invalid Idempotency-Key');
    const db = await getDb();
    // Besides the cron, checkouts themselves sweep expired holds and due emails (each at most once a minute).
    await runAfterResponse(async () => {
      await maybeExpireOrders(db);
      await maybeRunFollowUps(db);
    });
    const { order, created, items } = await createOrder(db, user, params.userId, body, { idempotencyKey: key });
    if (body.saveAddress) await saveAccountAddress(db, user.id, body.shippingAddress);
    const status = created ? 201 : 200;
    const headers = { 'cache-control': 'private, no-store' };
    // A ₹0 order is already paid by its coupon: nothing to open at the gateway.
    if (created && items && order.paymentMethod !== 'coupon') return ok(await startPayment(db, order, { items }), { status, message: ORDER_MESSAGES.created, headers });
    // A replayed key for an order that was paid (or can no longer be paid) answers the order as it
    // is, and so does a ₹0 order: `checkout: null` sends the browser to its confirmation.
    const dto = await getOrderDto(db, order.id);
    if (!dto.canPay) {
      const message = created && order.paymentMethod === 'coupon' ? ORDER_MESSAGES.settledByCoupon : undefined;
      return ok({ order: dto, paymentSession: null, checkout: null }, { status, message, headers });
    }
    return ok(await startPayment(db, order), { status, message: ORDER_MESSAGES.created, headers });
  },
});
