import { getDb } from '@/lib/db/client';
import { bagHeaders, bagOwner } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { CART_MESSAGES } from '@/lib/cart/messages';
import { clearCart } from '@/lib/cart/service';

/** DELETE /api/v1/cart/clear */
export const DELETE = route({
  auth: 'optional',
  handler: async (ctx) => {
    const { owner, setCookie } = bagOwner(ctx, { create: true });
    return ok(await clearCart(await getDb(), owner!), { message: CART_MESSAGES.cleared, headers: bagHeaders(setCookie) });
  },
});
