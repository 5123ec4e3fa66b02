import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { storeDetailsSchema } from '@/lib/store-details/schema';
import { STORE_DETAILS_MESSAGES } from '@/lib/store-details/messages';
import { getStoreDetailsData, saveStoreDetails, toPublicStoreDetails } from '@/lib/store-details/settings';

/** GET /api/v1/settings/store (anyone): the store's details as the shop prints them (name, seller, address, contacts, promises). */
export const GET = route({
  async handler() {
    return ok(toPublicStoreDetails(await getStoreDetailsData()), { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  },
});

/** PUT /api/v1/settings/store (admin): replaces the store's details, audited; every page, email and new invoice shows them at once. */
export const PUT = route({
  auth: 'admin',
  body: storeDetailsSchema,
  maxBodyBytes: 16 * 1024,
  async handler({ body, actor }) {
    const saved = await saveStoreDetails(await getDb(), actor, body);
    return ok(toPublicStoreDetails(saved), { message: STORE_DETAILS_MESSAGES.saved, headers: { 'cache-control': 'private, no-store' } });
  },
});
