import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route, z } from '@/lib/http/route';
import { isId } from '@/lib/ids';
import { cancelOrder } from '@/lib/orders/cancel';
import { ORDER_MESSAGES } from '@/lib/orders/messages';

const params = z.object({ id: z.string().refine(isId, ORDER_MESSAGES.invalidId) });

/** DELETE /api/v1/orders/cancel/{id}: the owner or an admin, before dispatch; a paid order is refunded. */
export const DELETE = route({
  auth: 'user',
  params,
  handler: async ({ params, actor }) => {
    const { order, message } = await cancelOrder(await getDb(), actor, params.id);
    return ok(order, { message, headers: { 'cache-control': 'private, no-store' } });
  },
});
