import { getDb } from '@/lib/db/client';
import { bagOwner, NO_STORE } from '@/lib/http/bag-owner';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { cartValidation } from '@/lib/cart/service';

/** GET /api/v1/cart/validate: {isValid, invalidItems} with the issue texts of lib/cart/calc.ts. */
export const GET = route({
  auth: 'optional',
  handler: async (ctx) => ok(await cartValidation(await getDb(), bagOwner(ctx, { create: false }).owner), { headers: NO_STORE }),
});
