import { getDb } from '@/lib/db/client';
import { guestIdFrom } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { clearGuestCookieHeader } from '@/lib/auth/guest';
import { mergeGuestBags } from '@/lib/cart/merge';

/**
 * POST /api/v1/{cart,wishlist}/merge: joins the guest's bag (cart and wishlist together) to the
 * signed-in account. Sign-in does this by itself; the call is there for the original clients.
 */
export const POST = route({
  auth: 'user',
  handler: async (ctx) => {
    const result = await mergeGuestBags(await getDb(), guestIdFrom(ctx.cookies), ctx.user.id);
    return ok(result, { message: 'Wishlist merged', headers: [['set-cookie', clearGuestCookieHeader(ctx.req)], ['cache-control', 'private, no-store']] });
  },
});
