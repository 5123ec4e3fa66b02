import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { orderRefBodySchema } from '@/lib/orders/schema';
import { verifyPayment } from '@/lib/payments/verify';

/** POST /api/v1/payment/verify {orderId}: asks the gateway; answers success, pending or failed. */
export const POST = route({
  auth: 'user',
  body: orderRefBodySchema,
  maxBodyBytes: 1024,
  handler: async ({ body, user }) => {
    const result = await verifyPayment(await getDb(), { userId: user.id, role: user.role }, body.orderId);
    return ok(
      { status: result.status, order: result.order },
      { message: result.message, extra: { status: result.status }, headers: { 'cache-control': 'private, no-store' } },
    );
  },
});
