import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { ORDER_MESSAGES } from '@/lib/orders/constants';
import { verifyPayment } from '@/lib/payments/verify';

const orderRefSchema = z.object({
  orderId: z.string({ error: 'Unable to find order ID' }).trim().min(1, 'Unable to find order ID').max(40, ORDER_MESSAGES.invalidId),
});

/** POST /api/v1/payment/verify {orderId}: asks the gateway; answers success, pending or failed. */
export const POST = route({
  auth: 'user',
  body: orderRefSchema,
  maxBodyBytes: 1024,
  handler: async ({ body, user }) => {
    const result = await verifyPayment(await getDb(), { userId: user.id, role: user.role }, body.orderId);
    return ok(
      { status: result.status, order: result.order },
      { message: result.message, extra: { status: result.status }, headers: { 'cache-control': 'private, no-store' } },
    );
  },
});
