import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { updateOrderStatus } from '@/lib/orders/admin';
import { orderIdParams, updateOrderStatusSchema } from '@/lib/orders/admin-schema';

/**
 * PATCH /api/v1/orders/update-status/{id} { orderStatus, reason? } (admin). Statuses only move
 * forward (lib/orders/status-flow.ts), anything else is 409; the rest of the rules are in lib/orders/admin.ts.
 */
export const PATCH = route({
  auth: 'admin',
  params: orderIdParams,
  body: updateOrderStatusSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ params, body, actor }) => {
    const { order, message } = await updateOrderStatus(await getDb(), actor, params.id, body);
    return ok(order, { message, headers: { 'cache-control': 'private, no-store' } });
  },
});
