import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { getOrderForActor } from '@/lib/orders/queries';
import { orderRefBodySchema } from '@/lib/orders/schema';
import { startPayment } from '@/lib/payments/session';

/** POST /api/v1/payment/session {orderId}: reopens payment for the owner's pending order (after a failure or a closed tab). */
export const POST = route({
  auth: 'user',
  body: orderRefBodySchema,
  maxBodyBytes: 1024,
  handler: async ({ body, user }) => {
    const db = await getDb();
    // Only the owner pays for an order; an admin reading it is not a payer.
    const order = await getOrderForActor(db, { userId: user.id, role: 'user' }, body.orderId);
    return ok(await startPayment(db, order), { headers: { 'cache-control': 'private, no-store' } });
  },
});
