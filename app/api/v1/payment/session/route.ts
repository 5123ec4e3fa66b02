import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { ORDER_MESSAGES } from '@/lib/orders/constants';
import { getOrderForActor } from '@/lib/orders/queries';
import { startPayment } from '@/lib/payments/session';

const body = z.object({
  orderId: z.string({ error: 'Unable to find order ID' }).trim().min(1, 'Unable to find order ID').max(40, ORDER_MESSAGES.invalidId),
});

/** POST /api/v1/payment/session {orderId}: reopens payment for the owner's pending order (after a failure or a closed tab). */
export const POST = route({
  auth: 'user',
  body,
  maxBodyBytes: 1024,
  handler: async ({ body, user }) => {
    const db = await getDb();
    // Only the owner pays for an order; an admin reading it is not a payer.
    const order = await getOrderForActor(db, { userId: user.id, role: 'user' }, body.orderId);
    return ok(await startPayment(db, order), { headers: { 'cache-control': 'private, no-store' } });
  },
});
