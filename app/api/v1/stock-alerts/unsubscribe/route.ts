import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { STOCK_ALERT_MESSAGES } from '@/lib/stock-alerts/messages';
import { alertTokenSchema } from '@/lib/stock-alerts/schema';
import { unsubscribeStockAlerts } from '@/lib/stock-alerts/unsubscribe';

/**
 * POST /api/v1/stock-alerts/unsubscribe {token}: the button of the page a back-in-stock email's
 * unsubscribe link opens (a link scanner's GET changes nothing); no sign-in needed.
 */
export const POST = route({
  body: alertTokenSchema,
  maxBodyBytes: 1024,
  handler: async ({ body }) => {
    await unsubscribeStockAlerts(await getDb(), body.token);
    return ok(null, { message: STOCK_ALERT_MESSAGES.unsubscribed });
  },
});
