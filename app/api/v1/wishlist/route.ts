import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { getWishlistView } from '@/lib/wishlist/service';

/** GET /api/v1/wishlist */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) => ok(await getWishlistView(await getDb(), bagOwner(ctx, { create: false }).owner), { headers: NO_STORE }),
});
