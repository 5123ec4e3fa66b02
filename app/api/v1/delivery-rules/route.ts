import { getDb } from '@/lib/db/client';
import { readDeliveryRules } from '@/lib/delivery/read-rules';
import { saveDeliveryRules } from '@/lib/delivery/rules';
import { deliveryRulesSchema } from '@/lib/delivery/schema';
import { DELIVERY_MESSAGES } from '@/lib/delivery/messages';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** GET /api/v1/delivery-rules (admin): the rules as stored, never from a cache. */
export const GET = route({
  auth: 'admin',
  async handler() {
    return ok(await readDeliveryRules(await getDb()), { headers: PRIVATE });
  },
});

/** PUT /api/v1/delivery-rules (admin): replaces the whole rules (zones' days, cut-off, holidays), audited. */
export const PUT = route({
  auth: 'admin',
  body: deliveryRulesSchema,
  maxBodyBytes: 8 * 1024,
  async handler({ body, actor }) {
    const rules = await saveDeliveryRules(await getDb(), actor, body);
    return ok(rules, { message: DELIVERY_MESSAGES.saved, headers: PRIVATE });
  },
});
