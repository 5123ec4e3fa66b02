import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';
import { exportFileName, ordersCsvStream } from '@/lib/orders/admin-export';
import { adminOrdersExportQuerySchema } from '@/lib/orders/admin-schema';

/** GET /api/v1/orders/export?search&status&paymentStatus&period&sort (admin): the filtered orders as CSV. */
export const GET = route({
  auth: 'admin',
  query: adminOrdersExportQuerySchema,
  handler: async ({ query }) => {
    const now = new Date();
    return new Response(ordersCsvStream(await getDb(), query, now), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(now)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
