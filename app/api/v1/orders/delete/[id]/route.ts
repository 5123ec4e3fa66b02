import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { deleteOrder } from '@/lib/orders/admin';
import { orderIdParams } from '@/lib/orders/admin-schema';
import { ORDER_ADMIN_MESSAGES } from '@/lib/orders/messages';

/** DELETE /api/v1/orders/delete/{id} (admin): cancelled orders that were never paid only; paid ones are GST records. */
export const DELETE = route({
  auth: 'admin',
  params: orderIdParams,
  handler: async ({ params, actor }) => {
    const deleted = await deleteOrder(await getDb(), actor, params.id);
    return ok(deleted, { message: ORDER_ADMIN_MESSAGES.deleted, headers: { 'cache-control': 'private, no-store' } });
  },
});
