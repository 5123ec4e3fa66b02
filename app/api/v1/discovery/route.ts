import { getDb } from '@/lib/db/client';
import { listSprayOptions } from '@/lib/discovery/bag';
import { getDiscoveryPrices, toDiscoveryPricesDto } from '@/lib/discovery/settings';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/discovery (anyone): the set prices and every 10 ml travel spray a set may hold. */
export const GET = route({
  async handler() {
    const [prices, sprays] = await Promise.all([getDiscoveryPrices(), listSprayOptions(await getDb())]);
    return ok({ ...toDiscoveryPricesDto(prices), sprays }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  },
});
