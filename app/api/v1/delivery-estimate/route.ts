import { estimateDelivery } from '@/lib/delivery/estimate';
import { getDeliveryRules } from '@/lib/delivery/rules';
import { deliveryEstimateQuery } from '@/lib/delivery/schema';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * GET /api/v1/delivery-estimate?pin=560001: the Indian calendar days a parcel ordered now should
 * arrive between; an invalid or unknown PIN is a 400 with the checkout PIN field's words.
 */
export const GET = route({
  query: deliveryEstimateQuery,
  async handler({ query }) {
    const { zone, pin } = query.pin;
    const estimate = estimateDelivery(await getDeliveryRules(), zone, pin, new Date());
    // The answer turns over at the cut-off and at midnight, so shared caches keep it briefly.
    return ok(estimate, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  },
});
