import { getDb } from '@/lib/db/client';
import { DISCOVERY_MESSAGES } from '@/lib/discovery/messages';
import { discoveryPricesSchema } from '@/lib/discovery/schema';
import { getDiscoveryPrices, saveDiscoveryPrices, toDiscoveryPricesDto } from '@/lib/discovery/settings';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/settings/discovery (anyone): the discovery set prices, as /discovery shows them. */
export const GET = route({
  async handler() {
    return ok(toDiscoveryPricesDto(await getDiscoveryPrices()), { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  },
});

/** PUT /api/v1/settings/discovery (admin) {set3Price, set5Price}: rupees, GST included, audited. */
export const PUT = route({
  auth: 'admin',
  body: discoveryPricesSchema,
  maxBodyBytes: 1024,
  async handler({ body, actor }) {
    const saved = await saveDiscoveryPrices(await getDb(), actor, body);
    return ok(toDiscoveryPricesDto(saved), { message: DISCOVERY_MESSAGES.saved, headers: { 'cache-control': 'private, no-store' } });
  },
});
