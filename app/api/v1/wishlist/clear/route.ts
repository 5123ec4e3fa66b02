import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { clearWishlist } from '@/lib/wishlist/service';
import { WISHLIST_MESSAGES } from '@/lib/wishlist/messages';

/** DELETE /api/v1/wishlist/clear */
export const DELETE = route({
  auth: 'optional',
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await clearWishlist(await getDb(), owner!), { message: WISHLIST_MESSAGES.cleared, headers: bagHeaders(setCookie) });
  },
});
